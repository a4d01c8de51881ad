import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContractText from './ContractText';
import type {ResponseSummary} from './types';
import ScrollableTable from '../ScrollableTable';

/** Every status code an operation answers with, linking to each response's section. */
export default function ResponseList({responses}: {responses: ResponseSummary[]}): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {responses.map((response) => (
          <tr key={response.status}>
            <td>
              <Link to={`#${response.anchor}`}>
                <code>{response.status}</code>
              </Link>
            </td>
            <td>
              <ContractText text={response.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
