import React from 'react';
import Link from '@docusaurus/Link';
import {permissions, rolesWith, type Permission} from '../../platform';

/** "Owner, Administrator or Developer": the roles holding a permission, as prose. */
export function joinRoles(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * The roles that may perform a task, named from src/platform/roles.ts and
 * linked to the permission table, so a how-to cannot name a role that does
 * not exist or one the table does not give the permission to.
 */
export default function RequiredRole({permission}: {permission: Permission}): React.ReactNode {
  return (
    <Link to="/portal/roles#permission-table" title={permissions[permission].task}>
      {joinRoles(rolesWith(permission))}
    </Link>
  );
}
