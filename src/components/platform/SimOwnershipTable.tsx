import React from 'react';
import {eventType, simOwnershipRules} from '../../platform';
import RuleTable, {rowsNamed} from './RuleTable';

type SimOwnershipRow = (typeof simOwnershipRules)[number];

/**
 * How a SIM joins and leaves an organisation: registration, release, deletion, closure, and the event of each.
 * In the table of every action, a row with a `summary` shows it, and its rule stands in full under the table.
 * `actions` limits the table to those rows, for a page about one of them, which shows each rule in full in its cell.
 */
export function SimOwnershipTable({actions}: {actions?: readonly string[]}): React.ReactNode {
  const rows = rowsNamed('SimOwnershipTable', simOwnershipRules, actions, (rule, action) => rule.action === action);
  const summed = (rule: SimOwnershipRow) => !actions && 'summary' in rule;
  return (
    <RuleTable
      columns={[
        {heading: 'Action', cell: (rule) => rule.action},
        {
          heading: 'What happens',
          parts: (rule) => ('summary' in rule && summed(rule) ? [rule.summary, rule.rule] : rule.rule),
          restTitle: (rule) => rule.action,
        },
        {heading: 'SIM state afterwards', cell: (rule) => rule.stateAfter ?? 'None: the SIM has left'},
        {
          heading: 'Event',
          cell: (rule) => (rule.eventId === null ? '–' : `${rule.eventId} ${eventType(rule.eventId).name}`),
        },
      ]}
      rows={rows}
    />
  );
}
