import React from 'react';
import {workspaceScopes, type WorkspaceScope} from '../../platform';
import RuleTable, {rowsNamed} from './RuleTable';

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
  const rows = rowsNamed('WorkspaceScopeTable', workspaceScopes, items, (scope, start) =>
    scope.item.startsWith(start),
  ).filter((scope) => !billingOnly || 'billing' in scope);
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
