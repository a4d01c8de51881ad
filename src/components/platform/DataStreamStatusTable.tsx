import React from 'react';
import {dataStreamStatuses, streamPartitionKeys, streamTargetOrders} from '../../platform';
import RuleTable from './RuleTable';

/**
 * Data-stream statuses: the Portal's label, the API's value and the first sentence of what each means; the rest of a
 * longer meaning (what Error does to retries and the records' hold) follows the table, under the status's label.
 */
export function DataStreamStatusTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Portal label', cell: (status) => status.portalLabel},
        {heading: 'API status', cell: (status) => `\`${status.apiValue}\``},
        {heading: 'Meaning', parts: (status) => status.meaning, restTitle: (status) => status.portalLabel},
        {heading: 'Set with PATCH', cell: (status) => (status.settable ? 'Yes' : 'No, the platform sets it')},
      ]}
      rows={dataStreamStatuses}
    />
  );
}

/** The order a consumer sees on each kind of target: a sentence in the cell, the partition keys and the like below. */
export function StreamTargetOrderTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Target', cell: (row) => row.targets},
        {heading: 'Order your consumer sees', parts: (row) => row.order, restTitle: (row) => row.targets},
      ]}
      rows={streamTargetOrders}
    />
  );
}

/** Which id is the partition key (Kinesis, Event Hubs) or ordering key (Pub/Sub) of each kind of record. */
export function StreamPartitionKeyTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Record', cell: (row) => row.record},
        {heading: 'Partition key', cell: (row) => row.key},
        {heading: 'Example events', cell: (row) => row.examples},
      ]}
      rows={streamPartitionKeys}
    />
  );
}
