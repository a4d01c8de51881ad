// Ejected from theme-classic 3.10 (lib/theme/CodeBlock/Content/String.js) to swap one hook: upstream's
// useCodeWordWrap reads every block's scrollWidth in an effect while the page hydrates, which forces style and
// layout once per block, and for a block inside a closed <details> also lays out its hidden content. On
// /system-events/event-types (51 blocks, most in closed <details>) that was most of the hydration task.
// useCodeWordWrapInView measures a block when it is in view. tests/unit/code-block.test.ts guards the upstream file.
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrapInView} from './useCodeWordWrapInView';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrapInView();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
