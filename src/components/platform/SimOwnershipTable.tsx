import React from 'react';
import {eventType, simOwnershipRules} from '../../platform';
import RuleTable from './RuleTable';

/** How a SIM joins and leaves an organisation: registration, release, deletion, closure, and the event of each. */
export function SimOwnershipTable(): React.ReactNode {
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
      rows={simOwnershipRules}
    />
  );
}
