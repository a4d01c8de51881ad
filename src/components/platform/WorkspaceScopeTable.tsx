import React from 'react';
import {workspaceScopes, type WorkspaceScope} from '../../platform';
import RuleTable, {RuleBlocks, rowsNamed, type RuleColumn} from './RuleTable';

const scopeLabel: Record<WorkspaceScope['scope'], string> = {
  workspace: 'Each workspace',
  organisation: 'The organisation, once',
};

interface ScopeRows {
  /** Only the billing rows. */
  billingOnly?: boolean;
  /** Only the rows whose item starts with one of these words (for a page about one of them). */
  items?: readonly string[];
}

const scopeRows = ({billingOnly = false, items}: ScopeRows) =>
  rowsNamed('WorkspaceScope', workspaceScopes, items, (scope, start) => scope.item.startsWith(start)).filter(
    (scope) => !billingOnly || 'billing' in scope,
  );

const scopeColumns: readonly [RuleColumn<WorkspaceScope>, ...RuleColumn<WorkspaceScope>[]] = [
  {heading: 'What', cell: (scope) => scope.item},
  {heading: 'Held by', cell: (scope) => scopeLabel[scope.scope]},
  {heading: 'Details', cell: (scope) => scope.detail},
];

/** What each workspace keeps for itself and what the organisation holds once, as a table to compare them. */
export function WorkspaceScopeTable(rows: ScopeRows): React.ReactNode {
  return <RuleTable columns={scopeColumns} rows={scopeRows(rows)} />;
}

/** The same rows as blocks, for a page about one or two of them, whose details run to lists. */
export function WorkspaceScopeRules(rows: ScopeRows): React.ReactNode {
  return <RuleBlocks columns={scopeColumns} rows={scopeRows(rows)} />;
}
