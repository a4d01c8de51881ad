import React from 'react';
import {ownershipTransfer, permissions, roles, tokenCreatorChanges} from '../../platform';
import InlineText from './InlineText';
import RuleTable from './RuleTable';
import ScrollableTable from '../ScrollableTable';

/** The roles with who they are for and what they do. */
export function RolesTable(): React.ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <th scope="col">Meant for</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.name}>
            <th scope="row">{role.name}</th>
            <td>{role.meantFor}</td>
            <td>{role.summary}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** Every permission against every role: "Yes" where the role holds it. Each row names the permission's API key, as a `403` `permission_denied` message carries it. */
export function PermissionTable(): React.ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Permission</th>
          {roles.map((role) => (
            <th scope="col" key={role.name}>
              {role.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(permissions).map(([id, permission]) => (
          <tr key={id}>
            <th scope="row">
              {permission.task} (<code>{id}</code>)
            </th>
            {roles.map((role) => {
              const holds = (permission.roles as readonly string[]).includes(role.name);
              return (
                <td key={role.name} style={{textAlign: 'center'}}>
                  {holds ? 'Yes' : 'No'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/**
 * What an application token does when its creator's role changes or the creator leaves the workspace: a sentence per
 * cell, and the rest of a longer answer under the table.
 */
export function TokenCreatorChangeTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'What happened to the creator', cell: (row) => row.change},
        {heading: 'The token', parts: (row) => row.effect, restTitle: (row) => row.change},
      ]}
      rows={tokenCreatorChanges}
    />
  );
}

const ownershipTransferLabels: Record<keyof typeof ownershipTransfer, string> = {
  who: 'Who',
  confirmation: 'Confirmation',
  newOwner: 'The new Owner',
  formerOwner: 'The former Owner',
  ownerUnavailable: 'Owner unavailable',
};

/** The ownership-transfer rule, one labelled line per part. */
export function OwnershipTransferList(): React.ReactNode {
  return (
    <ul>
      {Object.entries(ownershipTransferLabels).map(([key, label]) => (
        <li key={key}>
          <strong>{label}:</strong> <InlineText text={ownershipTransfer[key as keyof typeof ownershipTransfer]} />
        </li>
      ))}
    </ul>
  );
}
