import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineText from '../platform/InlineText';
import ContractText from './ContractText';
import type {FieldRow} from './types';
import styles from './styles.module.css';
import ScrollableTable from '../ScrollableTable';

function TypeCell({row}: {row: FieldRow}): ReactNode {
  const type = <code>{row.type}</code>;
  return row.typeHref ? <Link to={row.typeHref}>{type}</Link> : type;
}

/** The first cell of a row: the field's, parameter's or value's name, as code. */
export function NameCell({name}: {name: string}): ReactNode {
  return (
    <td className={styles.name}>
      <code>{name}</code>
    </td>
  );
}

export function DescriptionCell({row}: {row: Pick<FieldRow, 'description' | 'details'>}): ReactNode {
  return (
    <td>
      {row.description && <ContractText text={row.description} />}
      {/* The space keeps the two sentences apart where the block style does not apply: the Markdown copies. */}
      {row.description && row.details && ' '}
      {row.details && (
        <span className={styles.details}>
          <InlineText text={row.details} />
        </span>
      )}
    </td>
  );
}

/** The fields of a schema (or the arguments of a GraphQL field): name, type, whether required, description. */
export default function SchemaTable({
  rows,
  nameHeading = 'Field',
}: {
  rows: FieldRow[];
  nameHeading?: string;
}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">{nameHeading}</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <NameCell name={row.name} />
            <td>
              <TypeCell row={row} />
            </td>
            <td>{row.required ? 'Yes' : 'No'}</td>
            <DescriptionCell row={row} />
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
