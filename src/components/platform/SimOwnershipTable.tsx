import React from 'react';
import {eventType, simOwnershipRules} from '../../platform';
import RuleTable, {rowsNamed} from './RuleTable';

/**
 * How a SIM joins and leaves an organisation: registration, release, deletion, closure, and the event of each.
 * `actions` limits the table to those rows, for a page about one of them.
 */
export function SimOwnershipTable({actions}: {actions?: readonly string[]}): React.ReactNode {
  const rows = rowsNamed('SimOwnershipTable', simOwnershipRules, actions, (rule, action) => rule.action === action);
  return (
    <RuleTable
      columns={[
        {heading: 'Action', cell: (rule) => rule.action},
        {heading: 'What happens', cell: (rule) => rule.rule},
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
