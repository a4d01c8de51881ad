// Ejected from theme-classic 3.10 (lib/theme/CodeBlock/index.js) to drop one line: upstream remounts every
// code block once the page has hydrated (`key={String(isBrowser)}`), so that a dark-mode Prism theme replaces
// the light one the server rendered. This site has one colour mode (colorMode.disableSwitch in
// docusaurus.config.ts), so that remount only tokenised and rebuilt every block a second time.
// tests/unit/code-block.test.ts fails when the upstream file changes.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Joins string children into one string, so that the block can be highlighted and copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
