import React from 'react';
import Mermaid from '@theme/Mermaid';
import {connectivityStates, deviceStates, simStates, simTransitions, type Capabilities} from '../../platform';

const capabilityColumns: ReadonlyArray<[keyof Capabilities, string]> = [
  ['registration', 'Registration'],
  ['data', 'Data'],
  ['smsMo', 'SMS from the device (MO)'],
  ['smsMt', 'SMS to the device (MT)'],
];

function CapabilityHeaders(): React.ReactNode {
  return capabilityColumns.map(([key, label]) => (
    <th scope="col" key={key}>
      {label}
    </th>
  ));
}

function CapabilityCells({works}: {works: Capabilities}): React.ReactNode {
  return capabilityColumns.map(([key]) => <td key={key}>{works[key] ? 'Yes' : 'No'}</td>);
}

/** SIM states with their API id, what works in each and whether the monthly fee applies. */
export function SimStateTable(): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">API id</th>
          <CapabilityHeaders />
          <th scope="col">Monthly fee</th>
        </tr>
      </thead>
      <tbody>
        {simStates.map((state) => (
          <tr key={state.id}>
            <th scope="row">{state.name}</th>
            <td>{state.id}</td>
            <CapabilityCells works={state.works} />
            <td>{state.monthlyFee}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Device (endpoint) statuses with their API id and what they allow. */
export function DeviceStateTable(): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Device status</th>
          <th scope="col">API id</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {deviceStates.map((state) => (
          <tr key={state.id}>
            <th scope="row">{state.name}</th>
            <td>{state.id}</td>
            <td>{state.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The connectivity states Connected Devices shows, and what works in each. */
export function ConnectivityStateTable(): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Connectivity</th>
          <th scope="col">Meaning</th>
          <CapabilityHeaders />
        </tr>
      </thead>
      <tbody>
        {connectivityStates.map((state) => (
          <tr key={state.name}>
            <th scope="row">{state.name}</th>
            <td>{state.meaning}</td>
            <CapabilityCells works={state.works} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every allowed SIM status change, what triggers it and the event it creates. */
export function SimTransitionTable(): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Trigger</th>
          <th scope="col">Event type</th>
        </tr>
      </thead>
      <tbody>
        {simTransitions.map((transition) => (
          <tr key={`${transition.from ?? 'new'}-${transition.to}`}>
            <td>{transition.from ?? '(new SIM)'}</td>
            <td>{transition.to}</td>
            <td>{transition.trigger}</td>
            <td>{transition.eventId}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mermaid state ids cannot contain spaces: "Factory Test" becomes FactoryTest. */
const mermaidId = (name: string): string => name.replace(/\s+/g, '');

/** The Mermaid source of the SIM lifecycle, drawn from the transitions. */
export function simLifecycleMermaid(): string {
  const lines = simTransitions.map(
    (transition) =>
      `  ${transition.from ? mermaidId(transition.from) : '[*]'} --> ${mermaidId(transition.to)}: ${transition.trigger}`,
  );
  const named = simStates
    .filter((state) => mermaidId(state.name) !== state.name)
    .map((state) => `  state "${state.name}" as ${mermaidId(state.name)}`);
  return ['stateDiagram-v2', ...named, ...lines].join('\n');
}

/** The lifecycle as a diagram; the transition table carries the same facts without JavaScript. */
export function SimLifecycleDiagram(): React.ReactNode {
  return <Mermaid value={simLifecycleMermaid()} />;
}
