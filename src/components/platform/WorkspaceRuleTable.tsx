import React from 'react';
import {workspaceRules} from '../../platform';
import InlineText from './InlineText';
import RuleTable, {RuleBlocks, rowsNamed} from './RuleTable';

type WorkspaceAction = (typeof workspaceRules)[number]['action'];

type WorkspaceRuleRow = (typeof workspaceRules)[number];

/**
 * A long rule in a table of every action: the labels of its parts, linked to the section that states it in full, so
 * the overview names what changes without a cell of seven paragraphs.
 */
function partsOf(rule: WorkspaceRuleRow): string | readonly string[] {
  if (!('section' in rule) || typeof rule.rule === 'string') return rule.rule;
  const labels = rule.rule.map((part) => /^\*\*([^*]+):\*\*/.exec(part)?.[1]);
  if (labels.some((label) => label === undefined))
    throw new Error(`WorkspaceRuleTable: each part of "${rule.action}" must open with a **Label:** to be summed up`);
  const sectionName = rule.section.split('#')[1].replace(/-/g, ' ');
  return `In full under [${sectionName}](${rule.section}): ${labels.join(', ')}.`;
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
    <RuleTable
      columns={[
        {heading: 'Action', cell: (rule) => rule.action},
        {heading: 'Who', cell: (rule) => rule.who},
        {heading: 'What happens', cell: partsOf},
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
