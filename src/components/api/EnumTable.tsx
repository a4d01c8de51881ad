import React, {type ReactNode} from 'react';
import ScrollableTable from '../ScrollableTable';
import {DescriptionCell, NameCell} from './SchemaTable';
import type {EnumValueRow} from './types';

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
            <NameCell name={row.name} />
            <DescriptionCell row={row} />
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
