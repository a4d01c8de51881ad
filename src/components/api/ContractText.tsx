import React, {type ReactNode} from 'react';
import InlineText from '../platform/InlineText';

interface Item {
  text: string;
  items: Item[];
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isItem = (line: string) => /^\s*- /.test(line);

/** The `- ` items of a block's lines, a deeper indent nesting under the item before; other lines continue an item. */
function itemsOf(lines: string[]): Item[] {
  const top: Item[] = [];
  const open: {indent: number; item: Item}[] = [];
  for (const line of lines) {
    if (!isItem(line)) {
      if (open.length > 0) open.at(-1)!.item.text += ` ${line.trim()}`;
      continue;
    }
    const item: Item = {text: line.trim().slice(2), items: []};
    const indent = indentOf(line);
    while (open.length > 0 && open.at(-1)!.indent >= indent) open.pop();
    (open.at(-1)?.item.items ?? top).push(item);
    open.push({indent, item});
  }
  return top;
}

function List({items}: {items: Item[]}): ReactNode {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          <InlineText text={item.text} />
          {item.items.length > 0 && <List items={item.items} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A contract description in a table cell, as the contract writes it: paragraphs apart by a blank line, and `- ` lists
 * (indented items nest). The contract wraps its lines at 100 columns, so a single line break is a space. Text with no
 * paragraph break and no list stays inline, as InlineText shows it.
 */
export default function ContractText({text}: {text: string}): ReactNode {
  const blocks = text.trim().split(/\n\s*\n/);
  if (blocks.length === 1 && !text.split('\n').some(isItem)) return <InlineText text={text} />;
  return blocks.map((block, index) => {
    const lines = block.split('\n');
    const firstItem = lines.findIndex(isItem);
    const lead = (firstItem === -1 ? lines : lines.slice(0, firstItem)).join(' ').trim();
    return (
      <React.Fragment key={index}>
        {lead && (
          <p>
            <InlineText text={lead} />
          </p>
        )}
        {firstItem !== -1 && <List items={itemsOf(lines.slice(firstItem))} />}
      </React.Fragment>
    );
  });
}
