// Wraps theme-mermaid's diagram for two reasons:
// - the server-rendered HTML keeps each diagram's source (theme-mermaid draws only in the browser), so the
//   Markdown copies can print it as a mermaid fence;
// - a diagram is drawn only when it comes near the viewport: Mermaid's code (about 780 kB) loads and lays the
//   diagram out on the main thread, which on a page whose diagram sits below the first screens was the
//   largest task while the page loaded.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js';

/** How far outside the viewport a diagram starts to load, so that it is usually drawn before it is seen. */
const LOAD_MARGIN = '600px 0px';

function useNearViewport(): [React.RefObject<HTMLDivElement>, boolean] {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [marker, near];
}

export default function MermaidWithSource(props: Props): ReactNode {
  const [marker, near] = useNearViewport();
  return (
    <>
      <div hidden data-mermaid-source={props.value} />
      {near ? <Mermaid {...props} /> : <div ref={marker} data-mermaid-pending="" />}
    </>
  );
}
