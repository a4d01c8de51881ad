import React, {type ReactNode} from 'react';
import ScrollableTable from '../ScrollableTable';
import {DescriptionCell} from './SchemaTable';
import type {EnumValueRow} from './types';
import styles from './styles.module.css';

/** The values of a GraphQL enum and what each means; a description keeps its paragraphs and lists. */
export default function EnumTable({rows}: {rows: EnumValueRow[]}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td className={styles.name}>
              <code>{row.name}</code>
            </td>
            <DescriptionCell row={row} />
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
