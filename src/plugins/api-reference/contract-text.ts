import {fromMarkdown} from 'mdast-util-from-markdown';
import type {List, ListItem as MdListItem, Paragraph, RootContent} from 'mdast';
import type {ListItem} from '../../platform/ruleText';
import type {ContractBlock, ContractText} from '../../components/api/types';

/** A description the reference cell cannot show: the contract's author gets its opening words. */
const refuse = (source: string, what: string): never => {
  throw new Error(`api contract description "${source.trim().replace(/\s+/g, ' ').slice(0, 60)}…": ${what}`);
};

/**
 * A contract description as a reference cell shows it, parsed as CommonMark: paragraphs, and `- ` lists whose
 * indented items nest. The contract wraps its lines at 100 columns, so a line break inside a paragraph is a space.
 * Inline marks (`code`, **bold**, [links](/route)) stay in the text for InlineText. A description that is one
 * paragraph stays one string, shown inline.
 */
export function contractText(source: string): ContractText {
  const text = (node: Paragraph) =>
    source
      .slice(node.position!.start.offset, node.position!.end.offset)
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  const paragraphOf = (node: RootContent): string =>
    node.type === 'paragraph' ? text(node) : refuse(source, `a ${node.type} cannot be shown in a table cell`);
  const itemsOf = (list: List): ListItem[] => {
    if (list.ordered) refuse(source, 'a numbered list cannot be shown in a table cell');
    return list.children.map((item: MdListItem) => {
      const paragraphs = item.children.filter((child) => child.type !== 'list').map(paragraphOf);
      if (paragraphs.length === 0) refuse(source, 'an empty `- ` item');
      const nested = item.children.filter((child): child is List => child.type === 'list').flatMap(itemsOf);
      const itemText = paragraphs.join(' ');
      return nested.length > 0 ? {text: itemText, items: nested} : itemText;
    });
  };
  const nodes = fromMarkdown(source).children;
  if (nodes.length === 1 && nodes[0]!.type === 'paragraph') return text(nodes[0]);
  // A paragraph and the list right after it are one block: the paragraph leads the list.
  const blocks: ContractBlock[] = [];
  for (const node of nodes) {
    const last = blocks.at(-1);
    if (node.type === 'list') {
      if (last && last.lead !== undefined && last.items === undefined) last.items = itemsOf(node);
      else blocks.push({items: itemsOf(node)});
    } else blocks.push({lead: paragraphOf(node)});
  }
  return blocks;
}
