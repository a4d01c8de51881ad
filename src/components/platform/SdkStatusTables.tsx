import React from 'react';
import {deviceStates, simStates} from '../../platform';
import RuleTable from './RuleTable';

/** The SDKs' enum constant for a status name: "Factory Test" becomes FACTORY_TEST. */
const constantOf = (name: string) => name.toUpperCase().replace(/ /g, '_');

const statusSets = {
  sim: {heading: 'SIM status', enumName: 'SimStatus', states: simStates},
  device: {heading: 'Device status', enumName: 'EndpointStatus', states: deviceStates},
} as const;

/** A status of src/platform/states.ts against the enum constant the Java and Python SDKs give it. */
export function SdkStatusTable({of}: {of: keyof typeof statusSets}): React.ReactNode {
  const {heading, enumName, states} = statusSets[of];
  return (
    <RuleTable
      columns={[
        {heading: 'Id', cell: (state: (typeof states)[number]) => state.id},
        {heading, cell: (state) => state.name},
        {heading: `Java ${enumName}`, cell: (state) => `\`${constantOf(state.name)}\``},
        {heading: `Python ${enumName}`, cell: (state) => `\`${enumName}.${constantOf(state.name)}\``},
      ]}
      rows={states as readonly (typeof states)[number][]}
    />
  );
}
