import React from 'react';
import {dataStreamStatuses, streamTargetOrders} from '../../platform';
import RuleTable from './RuleTable';

/** Data-stream statuses: the Portal's label, the API's value and what each means. */
export function DataStreamStatusTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Portal label', cell: (status) => status.portalLabel},
        {heading: 'API status', cell: (status) => `\`${status.apiValue}\``},
        {heading: 'Meaning', cell: (status) => status.meaning},
        {heading: 'Set with PATCH', cell: (status) => (status.settable ? 'Yes' : 'No, the platform sets it')},
      ]}
      rows={dataStreamStatuses}
    />
  );
}

/** The order a consumer sees on each kind of target. */
export function StreamTargetOrderTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Target', cell: (row) => row.targets},
        {heading: 'Order your consumer sees', cell: (row) => row.order},
      ]}
      rows={streamTargetOrders}
    />
  );
}
