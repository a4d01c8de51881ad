import React from 'react';
import {RuleTextBlock} from './InlineText';
import ScrollableTable from '../ScrollableTable';
import type {RuleText} from '../../platform';

export interface RuleColumn<Row> {
  heading: string;
  /** Module text (with its `code` and [link] marks), its parts as a list, or an element already built. */
  cell: (row: Row) => RuleText | number | React.ReactNode;
}

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
                  {renderCell(column.cell(row))}
                </th>
              ) : (
                <td key={column.heading}>{renderCell(column.cell(row))}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
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
}: {
  /** The first column titles each block, so there is always one. */
  columns: readonly [RuleColumn<Row>, ...RuleColumn<Row>[]];
  rows: readonly Row[];
}): React.ReactNode {
  const [title, ...items] = columns;
  return (
    <div className="rule-blocks">
      {rows.map((row, index) => (
        <section key={index} className="rule-blocks__block">
          <p className="rule-blocks__title">
            <strong>{renderCell(title.cell(row))}</strong>
          </p>
          <ul>
            {items.map((column) => (
              <li key={column.heading}>
                <strong>{column.heading}:</strong> {renderCell(column.cell(row))}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * A rule held as named fields of one object in src/platform (the IMEI lock, the end of a trial): a block per field,
 * its label as the title and the module's text below it. Blocks, not a two-column table, because these fields run to
 * several sentences or a list, which a table cell squeezes into a narrow column.
 */
export function RuleFields<Rule extends Record<string, RuleText>>({
  rule,
  fields,
}: {
  rule: Rule;
  fields: ReadonlyArray<readonly [keyof Rule, string]>;
}): React.ReactNode {
  return (
    <div className="rule-blocks">
      {fields.map(([key, label]) => (
        <section key={String(key)} className="rule-blocks__block">
          <p className="rule-blocks__title">
            <strong>{label}</strong>
          </p>
          <RuleTextBlock text={rule[key]} paragraphs />
        </section>
      ))}
    </div>
  );
}
