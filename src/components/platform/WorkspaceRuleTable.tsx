import React from 'react';
import {workspaceRules} from '../../platform';
import InlineText from './InlineText';
import RuleTable, {rowsNamed} from './RuleTable';

type WorkspaceAction = (typeof workspaceRules)[number]['action'];

/** Who may create, link, unlink or close a workspace and what follows; `actions` keeps the rows a page is about. */
export function WorkspaceRuleTable({actions}: {actions?: readonly WorkspaceAction[]}): React.ReactNode {
  const rows = rowsNamed('WorkspaceRuleTable', workspaceRules, actions, (rule, action) => rule.action === action);
  return (
    <RuleTable
      columns={[
        {heading: 'Action', cell: (rule) => rule.action},
        {heading: 'Who', cell: (rule) => rule.who},
        {heading: 'What happens', cell: (rule) => rule.rule},
      ]}
      rows={rows}
    />
  );
}

/** Who may take one workspace action, for a table cell that is about that action only. */
export function WorkspaceActionWho({action}: {action: WorkspaceAction}): React.ReactNode {
  const rule = workspaceRules.find((candidate) => candidate.action === action);
  return rule ? <InlineText text={rule.who} /> : null;
}
