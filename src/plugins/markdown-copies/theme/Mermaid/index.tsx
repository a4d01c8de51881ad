// Keeps each diagram's source in the server-rendered HTML (theme-mermaid draws only in the browser), so the Markdown copies can print it as a mermaid fence.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js';

export default function MermaidWithSource(props: Props): ReactNode {
  return (
    <>
      <div hidden data-mermaid-source={props.value} />
      <Mermaid {...props} />
    </>
  );
}
