import React, {type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';

/** Tables of this many columns or more become one card per row on a phone (src/css/custom.css, `.table--stacked`). */
const stackedFromColumns = 3;

type Element = ReactElement<{children?: ReactNode; text?: unknown}>;

/** The text a node renders, as far as its props tell (strings, numbers, children, and a `text` prop as InlineText takes). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (!React.isValidElement(node)) return '';
  const {children, text} = (node as Element).props;
  return children === undefined && typeof text === 'string' ? text : textOf(children);
}

/** The column headings: the cells of the head's first row. */
function headingsOf(children: ReactNode): string[] {
  const head = React.Children.toArray(children).find(
    (child): child is Element => React.isValidElement(child) && child.type === 'thead',
  );
  const [row] = React.Children.toArray(head?.props.children).filter(React.isValidElement) as Element[];
  return row ? React.Children.toArray(row.props.children).map((cell) => textOf(cell).trim()) : [];
}

/** `children` with each body cell labelled (`data-label`) with the heading of its column, for the stacked layout. */
function labelCells(children: ReactNode, headings: string[]): ReactNode {
  return React.Children.map(children, (child) => {
    if (!React.isValidElement(child)) return child;
    const element = child as Element;
    if (element.type === 'thead') return element;
    if (element.type !== 'tr') {
      return React.cloneElement(element, {}, labelCells(element.props.children, headings));
    }
    let column = 0;
    return React.cloneElement(
      element,
      {},
      React.Children.map(element.props.children, (cell) => {
        if (!React.isValidElement(cell)) return cell;
        const heading = headings[column++];
        return heading ? React.cloneElement(cell, {'data-label': heading} as object) : cell;
      }),
    );
  });
}

/**
 * A table that is its own scroll box, so a wide one scrolls inside the page instead of widening it; a keyboard can
 * scroll it because it takes focus itself (WCAG 2.1.1, axe's scrollable-region-focusable). A table of three columns
 * or more gets its column headings on each body cell: below 600 px each row becomes a card of labelled lines, as a
 * phone has no room for a column of sentences beside two others. Markdown tables come here too (src/theme/MDXComponents).
 */
export default function ScrollableTable({className, children, ...props}: React.ComponentProps<'table'>): ReactNode {
  const headings = headingsOf(children);
  const stacked = headings.length >= stackedFromColumns;
  return (
    <table tabIndex={0} className={clsx(className, stacked && 'table--stacked') || undefined} {...props}>
      {stacked ? labelCells(children, headings) : children}
    </table>
  );
}
