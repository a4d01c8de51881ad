import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {eventTypes, examplePayload, severities, sources, type SourceId} from '../../platform';

/** The event types of one source, with their severity and when they fire. */
export function EventTypesTable({source}: {source: SourceId}): React.ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Type</th>
          <th scope="col">Severity</th>
          <th scope="col">Fires when</th>
        </tr>
      </thead>
      <tbody>
        {eventTypes
          .filter((type) => type.source === source)
          .map((type) => (
            <tr key={type.id} id={`event-type-${type.id}`}>
              <td>{type.id}</td>
              <th scope="row">{type.name}</th>
              <td>
                {type.severity} {severities[type.severity].name}
              </td>
              <td>{type.firesWhen}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** One collapsible example payload per event type, as the API returns it. */
export function EventExamples(): React.ReactNode {
  return eventTypes.map((type) => (
    <details key={type.id}>
      <summary>
        {type.id} {type.name} ({sources[type.source].name})
      </summary>
      <CodeBlock language="json">{JSON.stringify(examplePayload(type), null, 2)}</CodeBlock>
    </details>
  ));
}
