import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {RuleTextBlock} from './InlineText';
import ScrollableTable from '../ScrollableTable';
import {useSubheadingTag} from '../SectionLevel';
import {detailsId} from './anchors';
import type {RuleText} from '../../platform';

/** A column of a RuleTable: a cell per row, or a text whose first part is the cell and whose rest follows the table. */
export type RuleColumn<Row> =
  | {
      heading: string;
      /** Module text (with its `code` and [link] marks), its parts as a list, or an element already built. */
      cell: (row: Row) => RuleText | number | React.ReactNode;
    }
  | {
      heading: string;
      /** Module text held as parts: the cell shows the first; the rest goes under the table (RuleDetails). */
      parts: (row: Row) => RuleText;
      /** The title of a row's block under the table. */
      restTitle: (row: Row) => string;
    };

/** A column's text for a row in full: in a block there is room for every part. */
const textOf = <Row,>(column: RuleColumn<Row>, row: Row) => ('parts' in column ? column.parts(row) : column.cell(row));

const hasRest = (text: RuleText) => typeof text !== 'string' && text.length > 1;

/**
 * The cell of a text held as parts: its first part and, where more parts follow, a link to the block RuleDetails
 * gives them under the table (titled `title`), so that a reader of the cell knows there is more and where.
 */
export function LeadCell({text, title}: {text: RuleText; title: string}): React.ReactNode {
  const lead = renderCell(leadOf(text));
  if (!hasRest(text)) return lead;
  return (
    <>
      {lead} (<a href={`#${detailsId(title)}`}>more below</a>)
    </>
  );
}

/** A column's cell for a row: of a text held as parts, its LeadCell. */
const cellOf = <Row,>(column: RuleColumn<Row>, row: Row): React.ReactNode =>
  'parts' in column ? (
    <LeadCell text={column.parts(row)} title={column.restTitle(row)} />
  ) : (
    renderCell(column.cell(row))
  );

const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A cell's value: module text rendered with its marks, or an element already built. */
const renderCell = (value: RuleText | number | React.ReactNode): React.ReactNode =>
  typeof value === 'string' || isTextList(value) ? <RuleTextBlock text={value} /> : value;

/**
 * The rows a page names, for a table about part of a rule: every row when `names` is left out, else the rows that
 * match one of the names. A name that matches no row would drop its row without a word, so it fails the build,
 * naming the table and the name.
 */
export function rowsNamed<Row, Name>(
  table: string,
  rows: readonly Row[],
  names: readonly Name[] | undefined,
  matches: (row: Row, name: Name) => boolean,
): readonly Row[] {
  if (!names) return rows;
  const unknown = names.filter((name) => !rows.some((row) => matches(row, name)));
  if (unknown.length > 0) {
    throw new Error(`<${table}>: no row for ${unknown.map((name) => JSON.stringify(name)).join(', ')}`);
  }
  return rows.filter((row) => names.some((name) => matches(row, name)));
}

/**
 * A table of one rule of src/platform: a row per entry, the first column as
 * the row's header, module text rendered with its marks. The rule tables of
 * plans, quotas, policies, SMS, streams, sign-in and SIM ownership use it.
 */
export default function RuleTable<Row>({
  columns,
  rows,
}: {
  columns: readonly RuleColumn<Row>[];
  rows: readonly Row[];
}): React.ReactNode {
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.heading}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th scope="row" key={column.heading}>
                    {cellOf(column, row)}
                  </th>
                ) : (
                  <td key={column.heading}>{cellOf(column, row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {columns.map((column) =>
        'parts' in column ? (
          <RuleDetails key={column.heading} rows={rows} title={column.restTitle} text={column.parts} />
        ) : null,
      )}
    </>
  );
}

/**
 * One block of a rule shown as blocks: its title, then its text, set off at the left (`.rule-blocks__block` in
 * src/css/custom.css). Blocks go inside a `<div className="rule-blocks">`. `id` makes the block a link target, and
 * its title a heading, so that a link such as "more below" lands on a heading in the page and in its Markdown copy:
 * one level below the section the block sits in (SectionLevel), so that no page skips a level.
 */
export function RuleBlock({title, id, children}: {title: React.ReactNode; id?: string; children: React.ReactNode}) {
  const Heading = useSubheadingTag();
  return (
    <section id={id} className="rule-blocks__block">
      {title != null &&
        (id ? (
          <Heading className="rule-blocks__title">{title}</Heading>
        ) : (
          <p className="rule-blocks__title">
            <strong>{title}</strong>
          </p>
        ))}
      {children}
    </section>
  );
}

/** The cell's part of a module text held as parts: its first part; RuleDetails gives the rest under the table. */
export const leadOf = (text: RuleText): string => (typeof text === 'string' ? text : (text[0] ?? ''));

/**
 * Under a table whose cells give `leadOf` each row's text: the rest of every text held as several parts, a block per
 * row titled `title(row)`. A cell of one sentence keeps the table a table; the detail still stands on the page.
 */
export function RuleDetails<Row>({
  rows,
  title,
  text,
}: {
  rows: readonly Row[];
  title: (row: Row) => string;
  text: (row: Row) => RuleText;
}): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const detailed = rows.flatMap((row) => {
    const parts = text(row);
    return hasRest(parts) ? [{name: title(row), rest: parts.slice(1)}] : [];
  });
  if (detailed.length === 0) return null;
  for (const {name} of detailed) brokenLinks.collectAnchor(detailsId(name));
  return (
    <div className="rule-blocks">
      {detailed.map(({name, rest}) => (
        <RuleBlock key={name} id={detailsId(name)} title={name}>
          {/* One sentence more is a paragraph; a list of one item reads as something missing. */}
          {rest.length === 1 ? <RuleTextBlock text={rest[0]!} paragraphs /> : <RuleTextBlock text={rest} />}
        </RuleBlock>
      ))}
    </div>
  );
}

/**
 * The same rule as RuleTable, one block per row: the first column's text as the block's title, every other column a
 * labelled item. For rules whose cells run to several sentences or lists, which a row of four columns squeezes into
 * narrow essays.
 */
export function RuleBlocks<Row>({
  columns,
  rows,
  untitled = false,
}: {
  /** The first column titles each block, so there is always one. */
  columns: readonly [RuleColumn<Row>, ...RuleColumn<Row>[]];
  rows: readonly Row[];
  /** Set where the page's own heading already names the block: the title line is left out. */
  untitled?: boolean;
}): React.ReactNode {
  const [title, ...items] = columns;
  return (
    <div className="rule-blocks">
      {rows.map((row, index) => (
        <RuleBlock key={index} title={untitled ? null : renderCell(textOf(title, row))}>
          <ul>
            {items.map((column) => (
              <li key={column.heading}>
                <strong>{column.heading}:</strong> {renderCell(textOf(column, row))}
              </li>
            ))}
          </ul>
        </RuleBlock>
      ))}
    </div>
  );
}

/**
 * A rule held as named fields of one object in src/platform (the IMEI lock, the end of a trial): a block per field,
 * its label as the title and the module's text below it. Blocks, not a two-column table, because these fields run to
 * several sentences or a list, which a table cell squeezes into a narrow column. Fields of a sentence or two each (the
 * stages of an overdue invoice) read better as a list, each item led by its label in bold.
 */
export function RuleFields<Rule extends Record<string, RuleText>>({
  rule,
  fields,
  form = 'blocks',
}: {
  rule: Rule;
  fields: ReadonlyArray<readonly [keyof Rule, string]>;
  form?: 'blocks' | 'list';
}): React.ReactNode {
  if (form === 'list') {
    return (
      <ul>
        {fields.map(([key, label]) => (
          <li key={String(key)}>
            <strong>{label}:</strong> <RuleTextBlock text={rule[key]} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="rule-blocks">
      {fields.map(([key, label]) => (
        <RuleBlock key={String(key)} title={label}>
          <RuleTextBlock text={rule[key]} paragraphs />
        </RuleBlock>
      ))}
    </div>
  );
}
