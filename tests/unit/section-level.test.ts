import {compile} from '@mdx-js/mdx';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import remarkSectionLevel, {sectionLevelElement} from '../../src/plugins/section-level';

/** Compiles a page with the plugin and returns each SectionLevel's depth and the element it wraps, in page order. */
async function wrappersOf(page: string): Promise<[number, string][]> {
  let tree: Root | undefined;
  const keepTree = () => (root: Root) => {
    tree = structuredClone(root);
  };
  await compile(page, {remarkPlugins: [remarkSectionLevel, keepTree]});
  const found: [number, string][] = [];
  const walk = (node: {children?: unknown[]}) => {
    for (const child of (node.children ?? []) as RootContent[]) {
      if (child.type === 'mdxJsxFlowElement' && child.name === sectionLevelElement) {
        const depth = child.attributes.find((item) => 'name' in item && item.name === 'depth')?.value;
        const wrapped = child.children[0] as MdxJsxFlowElement;
        found.push([Number(typeof depth === 'object' ? depth?.value : depth), wrapped.name ?? '']);
      }
      walk(child as {children?: unknown[]});
    }
  };
  walk(tree!);
  return found;
}

describe('section-level remark plugin', () => {
  it('wraps each component in the depth of the heading above it, in lists too', async () => {
    const page = [
      '<Intro />',
      '## Statuses',
      '<StatusTable />',
      '### Details',
      '- An item\n\n  <Inline />',
      '## Next',
      '<Other />',
    ].join('\n\n');
    expect(await wrappersOf(page)).toEqual([
      [1, 'Intro'],
      [2, 'StatusTable'],
      [3, 'Inline'],
      [2, 'Other'],
    ]);
  });

  it('leaves HTML elements and the children of a component alone (Tabs reads its TabItems)', async () => {
    const page =
      '## Code\n\n<Tabs>\n  <TabItem value="a">\n\n  <Inner />\n\n  </TabItem>\n</Tabs>\n\n<details>\n\nText\n\n</details>\n';
    expect(await wrappersOf(page)).toEqual([[2, 'Tabs']]);
  });
});
