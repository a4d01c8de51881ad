import React from 'react';
import {workspaceScopes, type WorkspaceScope} from '../../platform';
import RuleTable from './RuleTable';

const scopeLabel: Record<WorkspaceScope['scope'], string> = {
  workspace: 'Each workspace',
  organisation: 'The organisation, once',
};

/** What each workspace keeps for itself and what the organisation holds once; `billingOnly` keeps the billing rows. */
export function WorkspaceScopeTable({billingOnly = false}: {billingOnly?: boolean}): React.ReactNode {
  const rows = billingOnly ? workspaceScopes.filter((scope) => 'billing' in scope) : workspaceScopes;
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
