/**
 * Remark plugin: every JSX element a page places in its flow (a rule table, a diagram) is wrapped in
 * `<SectionLevel depth={n}>`, n being the depth of the Markdown heading above it (1 before any). Components that
 * give their own blocks a heading (RuleBlock in src/components/platform/RuleTable.tsx) read the depth from that
 * context and take the next level, so a table under an h2 titles its blocks h3 and under an h3 h4: no page skips a
 * level, whichever section a writer puts the table in. `SectionLevel` is in the MDX scope (src/theme/MDXComponents).
 */
import type {Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export const sectionLevelElement = 'SectionLevel';

/** A component, not an HTML element (`<details>`), and not the wrapper itself. */
const isComponent = (node: RootContent): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && /^[A-Z]/.test(node.name ?? '') && node.name !== sectionLevelElement;

const wrapped = (node: MdxJsxFlowElement, depth: number): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: sectionLevelElement,
  attributes: [
    {
      type: 'mdxJsxAttribute',
      name: 'depth',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: String(depth),
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value: depth, raw: String(depth)}}],
          },
        },
      },
    },
  ],
  children: [node],
  position: node.position,
});

/**
 * Wraps the components of `parent` and of the Markdown blocks inside it (lists, quotes), in document order. A
 * component's own children are left alone: the context reaches them through it, and some components read their
 * children's types (Tabs).
 */
function wrapComponents(parent: Parent, depthAt: {current: number}): void {
  parent.children = (parent.children as RootContent[]).map((child) => {
    if (child.type === 'heading') depthAt.current = child.depth;
    if (isComponent(child)) return wrapped(child, depthAt.current);
    if ('children' in child) wrapComponents(child as Parent, depthAt);
    return child;
  }) as Parent['children'];
}

export default function remarkSectionLevel() {
  return (root: Root) => wrapComponents(root, {current: 1});
}
