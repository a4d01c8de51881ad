import type {ListItem} from '../../components/platform/InlineText';
import type {ContractBlock, ContractText} from '../../components/api/types';

const indentOf = (line: string) => line.length - line.trimStart().length;
/** A `- ` item line; a `-` alone on its line counts too, so that it is refused rather than glued to the item before. */
const isItem = (line: string) => /^\s*-(?: |$)/.test(line);

/** The `- ` items of a block's lines, a deeper indent nesting under the item before; other lines continue an item. */
function itemsOf(lines: string[]): ListItem[] {
  type Open = {text: string; items: Open[]};
  const top: Open[] = [];
  const open: {indent: number; item: Open}[] = [];
  for (const line of lines) {
    if (!isItem(line)) {
      if (open.length > 0) open.at(-1)!.item.text += ` ${line.trim()}`;
      continue;
    }
    const item: Open = {text: line.trim().replace(/^-\s*/, ''), items: []};
    if (!item.text)
      throw new Error(`An empty \`- \` item in a contract description, before: ${lines.join(' ').slice(0, 80)}`);
    const indent = indentOf(line);
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    (open.at(-1)?.item.items ?? top).push(item);
    open.push({indent, item});
  }
  // A leaf is its text alone, which keeps the rows the generated pages carry short.
  const settled = ({text, items}: Open): ListItem => (items.length > 0 ? {text, items: items.map(settled)} : text);
  return top.map(settled);
}

/**
 * A contract description as a reference cell shows it: paragraphs apart by a blank line, and `- ` lists (indented
 * items nest). The contract wraps its lines at 100 columns, so a single line break is a space. Text with no paragraph
 * break and no list stays one string, shown inline.
 */
export function contractText(text: string): ContractText {
  // Only blank lines go from the start: the first item's indent counts, as every other line's does.
  const trimmed = text.replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  const blocks = trimmed.split(/\n\s*\n/);
  if (blocks.length === 1 && !trimmed.split('\n').some(isItem)) return trimmed.trim();
  return blocks.map((block): ContractBlock => {
    const lines = block.split('\n');
    const firstItem = lines.findIndex(isItem);
    const lead = (firstItem === -1 ? lines : lines.slice(0, firstItem)).join(' ').trim();
    return {...(lead && {lead}), ...(firstItem !== -1 && {items: itemsOf(lines.slice(firstItem))})};
  });
}
