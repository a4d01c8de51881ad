import React from 'react';
import {workspaceScopes, type WorkspaceScope} from '../../platform';
import RuleTable from './RuleTable';

const scopeLabel: Record<WorkspaceScope['scope'], string> = {
  workspace: 'Each workspace',
  organisation: 'The organisation, once',
};

/**
 * What each workspace keeps for itself and what the organisation holds once; `billingOnly` keeps the billing rows,
 * `items` the rows whose item starts with one of the given words (for a page about one of them).
 */
export function WorkspaceScopeTable({
  billingOnly = false,
  items,
}: {
  billingOnly?: boolean;
  items?: readonly string[];
}): React.ReactNode {
  const rows = workspaceScopes.filter(
    (scope) => (!billingOnly || 'billing' in scope) && (!items || items.some((start) => scope.item.startsWith(start))),
  );
  // An item that starts no row would render an empty table: fail the build, naming it, instead.
  const unmatched = items?.filter((start) => !workspaceScopes.some((scope) => scope.item.startsWith(start))) ?? [];
  if (unmatched.length > 0) {
    throw new Error(
      `<WorkspaceScopeTable items>: no row of organisation.ts workspaceScopes starts with ${unmatched.map((start) => `"${start}"`).join(', ')}`,
    );
  }
  return (
    <RuleTable
      columns={[
        {heading: 'What', cell: (scope) => scope.item},
        {heading: 'Held by', cell: (scope) => scopeLabel[scope.scope]},
        {heading: 'Details', cell: (scope) => scope.detail},
      ]}
      rows={rows}
    />
  );
}
