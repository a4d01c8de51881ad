import React from 'react';
import {permissions, roles} from '../../platform';
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

/** Every permission against every role: "Yes" where the role holds it. */
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
            <th scope="row">{permission.task}</th>
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
