import React from 'react';
import {connectivityResetPaths} from '../../platform';
import {capitalised, InlineTextList} from './InlineText';
import RuleTable from './RuleTable';

/**
 * What a connectivity reset does on each kind of core node serving the device, and when the device is back. The
 * clauses follow the table, so each cell reads as one answer.
 */
export function ConnectivityResetTable(): React.ReactNode {
  return (
    <>
      <RuleTable
        columns={[
          {heading: 'Serving node', cell: (path) => path.node},
          {heading: 'What the platform sends', cell: (path) => path.sent},
          {heading: 'What the device sees', cell: (path) => capitalised(path.deviceSees)},
          {heading: 'When it is registered again', cell: (path) => capitalised(path.registeredAgain)},
          {heading: 'Location events then', cell: (path) => path.locationEvents},
        ]}
        rows={connectivityResetPaths}
      />
      <p>Standards behind each row:</p>
      <InlineTextList items={connectivityResetPaths.map((path) => `**${path.node}:** ${path.standards}`)} />
    </>
  );
}
