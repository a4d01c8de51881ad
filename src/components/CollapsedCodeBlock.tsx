import React, {useEffect, useRef, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';

interface Props {
  /** What the closed `<details>` shows. */
  summary: React.ReactNode;
  /** A Prism language of the site (themeConfig.prism.additionalLanguages or Prism's defaults). */
  language: string;
  children: string;
}

/**
 * A code block in a closed `<details>`, for a long series of examples a reader opens one at a time. The page's HTML
 * holds the code as plain text in one `<pre>`, which the Markdown copy and the search records treat as they treat any
 * code block (the `theme-code-block` and `language-` classes; Prism's own automatic highlighting is off, src/upstream/prism/manual.ts), and the block is highlighted, with its buttons, when the
 * reader first opens it. Highlighted in the build, the 51 example payloads of /system-events/event-types were
 * 14,500 of the page's 15,000 elements and 96% of its 663 kB of HTML, parsed on every load in a task of 140-210 ms
 * at 4x CPU throttling, for code most readers never open.
 */
export default function CollapsedCodeBlock({summary, language, children}: Props): React.ReactNode {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated: its toggle event came before React listened for it.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? (
        <CodeBlock language={language}>{children}</CodeBlock>
      ) : (
        <div className={`theme-code-block language-${language}`}>
          {/* Focusable as the theme's blocks are, so a keyboard can scroll a long line. */}
          <pre tabIndex={0}>
            <code>{children}</code>
          </pre>
        </div>
      )}
    </details>
  );
}
