import React from 'react';
import {eventType, quotaActions, quotaFields, quotaSituations, quotaStatuses} from '../../platform';
import RuleTable from './RuleTable';

/** The fields of a quota in the API and what each means. */
export function QuotaFieldTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Field', cell: (field) => `\`${field.field}\``},
        {heading: 'Meaning', cell: (field) => field.meaning},
      ]}
      rows={quotaFields}
    />
  );
}

/** The statuses a quota goes through, as the API returns them. */
export function QuotaStatusTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Status', cell: (status) => `\`${status.id}\` ${status.description}`},
        {heading: 'Meaning', cell: (status) => status.meaning},
      ]}
      rows={quotaStatuses}
    />
  );
}

/** The actions when a quota is used up, with their API ids. */
export function QuotaActionTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Action', cell: (action) => action.name},
        {heading: 'API id', cell: (action) => action.id},
        {heading: 'Quotas', cell: (action) => (action.kinds.length > 1 ? 'Data and SMS' : 'Data only')},
        {heading: 'Effect', cell: (action) => action.effect},
      ]}
      rows={quotaActions}
    />
  );
}

/** What a device can do in each situation of its data and SMS quotas, and the events that say so. */
export function QuotaSituationTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Situation', cell: (situation) => situation.situation},
        {heading: 'Data quota', cell: (situation) => situation.data},
        {heading: 'SMS quota', cell: (situation) => situation.sms},
        {
          heading: 'Events',
          cell: (situation) =>
            situation.eventIds.length === 0
              ? '–'
              : situation.eventIds.map((id) => `${id} ${eventType(id).name}`).join(', '),
        },
      ]}
      rows={quotaSituations}
    />
  );
}
