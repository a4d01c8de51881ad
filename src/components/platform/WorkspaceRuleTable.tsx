import React from 'react';
import {workspaceRules, type WorkspaceRule} from '../../platform';
import InlineText, {lowerFirst} from './InlineText';
import RuleTable, {RuleBlocks, RuleDetails, rowsNamed} from './RuleTable';

type WorkspaceAction = (typeof workspaceRules)[number]['action'];

/**
 * A long rule in a table of every action: its one-sentence summary, linked to the section that states it in full, so
 * the overview says what changes without a cell of seven paragraphs. A summary without a section is followed by its
 * rule in full under the table (`detailOf`).
 */
function summaryOf(rule: WorkspaceRule): string | readonly string[] {
  if (rule.summary === undefined) return rule.rule;
  return rule.section ? `${rule.summary} ([In full](${rule.section}))` : rule.summary;
}

/** The note under the table of every action: the rule in full of each row summed up without a section of its own. */
function detailOf(rule: WorkspaceRule): string | readonly string[] {
  return rule.summary !== undefined && !rule.section ? [rule.summary, ...[rule.rule].flat()] : rule.rule;
}

/**
 * Who may create, link, unlink or close a workspace and what follows. Without `actions`, a table of every action, a
 * rule with a section of its own summed up by its parts. With `actions`, the rules a page is about, in full, a block
 * each: their parts run to paragraphs, which a table cell would squeeze.
 */
export function WorkspaceRuleTable({actions}: {actions?: readonly WorkspaceAction[]}): React.ReactNode {
  const rows = rowsNamed('WorkspaceRuleTable', workspaceRules, actions, (rule, action) => rule.action === action);
  if (actions) {
    return (
      <RuleBlocks
        columns={[
          {heading: 'Action', cell: (rule) => rule.action},
          {heading: 'Who', cell: (rule) => rule.who},
          {heading: 'What happens', cell: (rule) => rule.rule},
        ]}
        rows={rows}
      />
    );
  }
  return (
    <>
      <RuleTable
        columns={[
          {heading: 'Action', cell: (rule) => rule.action},
          {heading: 'Who', cell: (rule) => rule.who},
          {heading: 'What happens', cell: summaryOf},
        ]}
        rows={rows}
      />
      <RuleDetails
        rows={(rows as readonly WorkspaceRule[]).filter((rule) => rule.summary !== undefined && !rule.section)}
        title={(rule) => rule.action}
        text={detailOf}
      />
    </>
  );
}

/** Who may take one workspace action, for a table cell about that action only; `lower` for mid-sentence use. */
export function WorkspaceActionWho({
  action,
  lower = false,
}: {
  action: WorkspaceAction;
  lower?: boolean;
}): React.ReactNode {
  const rule = workspaceRules.find((candidate) => candidate.action === action);
  if (!rule) return null;
  return <InlineText text={lower ? lowerFirst(rule.who) : rule.who} />;
}
