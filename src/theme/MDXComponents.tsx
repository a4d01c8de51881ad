// Wrapped: a Markdown table renders as ScrollableTable, its own scroll box that a keyboard can reach and that
// stacks its rows on a phone, instead of a bare <table> that widens the page; inline code may wrap after a `/`
// (issue 44). SectionLevel is in scope for the section-level remark plugin, which wraps components in it.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';
import ScrollableTable from '@site/src/components/ScrollableTable';
import SectionLevel from '@site/src/components/SectionLevel';
import {breakAfterSlashes} from '@site/src/components/Identifier';

const Code = MDXComponents.code;

/** As the theme's code: inline when its text is one line (MDXComponents/Code), that text breakable after a `/`. */
function CodeWithBreaks({children, ...props}: ComponentProps<typeof Code>): ReactNode {
  return typeof children === 'string' && !children.includes('\n') ? (
    <CodeInline {...props}>{breakAfterSlashes(children)}</CodeInline>
  ) : (
    <Code {...props}>{children}</Code>
  );
}

export default {...MDXComponents, table: ScrollableTable, code: CodeWithBreaks, SectionLevel};
