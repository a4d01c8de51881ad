import React from 'react';
import {workspaceScopes, type RuleText, type WorkspaceScope} from '../../platform';
import {InlineTextList} from './InlineText';
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

/** A row's text for the table: its summary first, when it has one, so the cell gives that and the note the detail. */
const tableText = (scope: WorkspaceScope): RuleText =>
  scope.summary ? [scope.summary, ...(typeof scope.detail === 'string' ? [scope.detail] : scope.detail)] : scope.detail;

const scopeColumns: readonly [RuleColumn<WorkspaceScope>, ...RuleColumn<WorkspaceScope>[]] = [
  {heading: 'What', cell: (scope) => scope.item},
  {heading: 'Held by', cell: (scope) => scopeLabel[scope.scope]},
  {heading: 'Details', parts: tableText, restTitle: (scope) => scope.item.split(':')[0]},
];

/**
 * What each workspace keeps for itself and what the organisation holds once, as a table to compare them. A cell gives
 * a row's summary; the rules that run longer follow in full under the table, a block each.
 */
export function WorkspaceScopeTable(rows: ScopeRows): React.ReactNode {
  return <RuleTable columns={scopeColumns} rows={scopeRows(rows)} />;
}

/** The same rows as blocks, for a page about one or two of them, whose details run to lists. */
export function WorkspaceScopeRules(rows: ScopeRows): React.ReactNode {
  return <RuleBlocks columns={scopeColumns} rows={scopeRows(rows)} />;
}

/**
 * The same rows as two lists, what the organisation holds once and what each workspace holds, each under its label,
 * for a page that needs only where each item lives and links the table that gives the details.
 */
export function WorkspaceScopeSplit(rows: ScopeRows): React.ReactNode {
  const shown = scopeRows(rows);
  const scopes = ['organisation', 'workspace'] as const;
  return scopes.map((scope) => (
    <React.Fragment key={scope}>
      <p>
        <strong>{scopeLabel[scope]}</strong>
      </p>
      <InlineTextList items={shown.filter((row) => row.scope === scope).map((row) => row.item)} />
    </React.Fragment>
  ));
}
