import React, {type ReactNode} from 'react';

/** Text from the API documents with its `code` spans shown as code (the tables take plain strings). */
export default function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/g)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part.slice(1, -1)}</code> : part));
}
