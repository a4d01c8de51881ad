import React, {type ReactNode} from 'react';

/**
 * An identifier (a path, a file name, a URL) with a line-break opportunity after each `/`, so a long one wraps at a
 * separator instead of widening a phone's page; it never breaks inside a word (tests/e2e/phone-layout.ts).
 */
export function breakAfterSlashes(text: string): ReactNode {
  const parts = text.split(/(?<=\/)/);
  return parts.length < 2
    ? text
    : parts.map((part, index) => (
        <React.Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </React.Fragment>
      ));
}
