import React, {type ReactNode} from 'react';
import {DescriptionCell, NameCell} from './SchemaTable';
import type {ParameterRow} from './types';
import ScrollableTable from '../ScrollableTable';

/** The path, query and header parameters of an operation. */
export default function ParameterTable({parameters}: {parameters: ParameterRow[]}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Parameter</th>
          <th scope="col">In</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((parameter) => (
          <tr key={`${parameter.location} ${parameter.name}`}>
            <NameCell name={parameter.name} />
            <td>{parameter.location}</td>
            <td>
              <code>{parameter.type}</code>
            </td>
            <td>{parameter.required ? 'Yes' : 'No'}</td>
            <DescriptionCell row={parameter} />
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
