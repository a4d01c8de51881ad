// Wrapped so that the browser reuses the highlighted markup the server rendered instead of highlighting again:
// hydration adopts it as it is, with no Prism tokenising and no React element per token, which on code-heavy
// pages was most of the main thread's work while the page hydrated. The markup is also kept by content, for the
// same block mounted again after a client-side navigation (back to the page first loaded, or to it by a link).
// Prism and the original component load only for code the browser has no markup for (a page first reached by a
// client-side navigation, and `npm run dev`, which has no server markup), and for code in a tab panel the server
// rendered hidden, which arrives as plain text (src/prism/CodeShown.ts) and is highlighted when the panel is first
// shown. Their chunk is not prefetched: a prefetch hint would fetch it on every page, data saver or not. A pointer
// over, or focus in, the tab list of such a panel loads it, so that it is there by the time the click shows the panel.
import React, {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {CodeShownContext} from '@site/src/prism/CodeShown';

type Highlighter = typeof import('@site/src/prism/HighlightedContent');
type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

let loadedHighlighter: Highlighter | undefined;
const loadHighlighter = () =>
  import('@site/src/prism/HighlightedContent').then((module) => (loadedHighlighter = module));
// When the chunk cannot load (offline, or a deploy has replaced it), the code stays plain: a failed lazy import would
// otherwise reach the layout's error boundary and replace the whole page.
const LazyHighlightedContent = lazy(() =>
  loadHighlighter().catch(() => ({default: PlainContent as Highlighter['default']})),
);

/** Highlighted markup the browser already has, by everything that shapes it. */
const markupByBlock = new Map<string, string>();
const blockKey = ({language, code, lineNumbersStart, lineClassNames}: Metadata) =>
  JSON.stringify([language, code, lineNumbersStart, lineClassNames]);

/** The code as plain text, for the moment the highlighter takes to load, or for good if it cannot. */
function PlainContent(): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>} tabIndex={0} className="thin-scrollbar">
      <code>{metadata.code}</code>
    </pre>
  );
}

function HighlightedContent(props: Props): ReactNode {
  // In the browser, if loaded when the block mounts, render it directly. The server always goes through Suspense
  // (it waits for every boundary), so every page's markup has the same shape. Chosen once per mount: switching
  // from the lazy component to the direct one on a later render would remount the block, and lose its word wrap.
  const [loadedAtMount] = useState(() => (ExecutionEnvironment.canUseDOM ? loadedHighlighter : undefined));
  if (loadedAtMount) return <loadedAtMount.default {...props} />;
  return (
    <Suspense fallback={<PlainContent />}>
      <LazyHighlightedContent {...props} />
    </Suspense>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  // useId gives the server and the hydrating browser the same id, and a block mounted later a new one.
  const id = useId();
  const shown = useContext(CodeShownContext);
  const {metadata, wordWrap} = useCodeBlockContext();
  const [markup] = useState(() => {
    // A block not yet shown has only plain text in the page; once shown, it is highlighted here.
    if (!ExecutionEnvironment.canUseDOM || !shown) return undefined;
    const key = blockKey(metadata);
    const server = document.getElementById(id);
    // Only highlighted markup: a block the server rendered plain is highlighted here, not adopted plain.
    const serverMarkup = server?.querySelector('pre.prism-code') ? server.innerHTML : undefined;
    if (serverMarkup !== undefined) markupByBlock.set(key, serverMarkup);
    return serverMarkup ?? markupByBlock.get(key);
  });
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The word-wrap button measures and styles the <pre> through this ref, which the original component
    // sets; adopted markup has no React element for it. This effect runs before the hook's own.
    if (markup === undefined) return;
    (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current =
      container.current?.querySelector('pre') ?? null;
  }, [markup, wordWrap.codeBlockRef]);
  useEffect(() => {
    if (shown || loadedHighlighter) return undefined;
    const tabList = container.current?.closest(`.${ThemeClassNames.tabs.container}`)?.querySelector('[role="tablist"]');
    const load = () => void loadHighlighter().catch(() => undefined);
    tabList?.addEventListener('pointerover', load, {once: true});
    tabList?.addEventListener('focusin', load, {once: true});
    return () => {
      tabList?.removeEventListener('pointerover', load);
      tabList?.removeEventListener('focusin', load);
    };
  }, [shown]);

  if (markup !== undefined) return <div id={id} ref={container} dangerouslySetInnerHTML={{__html: markup}} />;
  return (
    <div id={id} ref={container}>
      {shown ? <HighlightedContent {...props} /> : <PlainContent />}
    </div>
  );
}
