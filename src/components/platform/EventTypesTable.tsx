import React from 'react';
import {
  authoredEventTypes,
  eventRats,
  eventType,
  eventTypes,
  examplePayload,
  severities,
  sources,
  type EventTypeId,
  type EventTypeInfo,
  type SourceId,
} from '../../platform';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import InlineText, {RuleTextBlock} from './InlineText';
import CollapsedCodeBlock from '../CollapsedCodeBlock';
import ScrollableTable from '../ScrollableTable';
import RuleTable, {RuleBlock, rowsNamed} from './RuleTable';

/** Past this many words a type's cell gives its first part, and the rest follows the catalogue's table. */
export const eventCellWordLimit = 60;

const catalogue = '/system-events/event-types';

/** A type whose firesWhen is too long for a cell: its parts, the first for the cell. */
const longParts = (type: EventTypeInfo): readonly [string, ...string[]] | undefined =>
  typeof type.firesWhen !== 'string' &&
  type.firesWhen.length > 1 &&
  type.firesWhen.join(' ').split(/\s+/).length > eventCellWordLimit
    ? (type.firesWhen as readonly [string, ...string[]])
    : undefined;

const inFullId = (type: EventTypeInfo) => `event-type-${type.id}-in-full`;

/** The rest of the long types' rules, a block each, under a table of the catalogue, where the cells link. */
function EventTypesInFull({types}: {types: readonly EventTypeInfo[]}): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const long = types.flatMap((type) => {
    const parts = longParts(type);
    return parts ? [{type, rest: parts.slice(1)}] : [];
  });
  if (long.length === 0) return null;
  return (
    <div className="rule-blocks">
      {long.map(({type, rest}) => {
        brokenLinks.collectAnchor(inFullId(type));
        return (
          <RuleBlock key={type.id} id={inFullId(type)} title={`${type.id} ${type.name}, in full`}>
            <RuleTextBlock text={rest} />
          </RuleBlock>
        );
      })}
    </div>
  );
}

/**
 * The event types of one source, or the listed ids in that order, with their severity and when they fire. A type
 * whose rule runs long shows its first part in the cell and links the rest, which the catalogue (the tables by
 * source) gives under its table.
 */
export function EventTypesTable(props: {source: SourceId} | {ids: readonly EventTypeId[]}): React.ReactNode {
  const shown: readonly EventTypeInfo[] =
    'ids' in props
      ? props.ids.map(eventType)
      : rowsNamed('EventTypesTable', eventTypes, [props.source], (type, source) => type.source === source);
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">Type</th>
            <th scope="col">Severity</th>
            <th scope="col">Fires when</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((type) => {
            const parts = longParts(type);
            return (
              <tr key={type.id} id={`event-type-${type.id}`}>
                <td>{type.id}</td>
                <th scope="row">{type.name}</th>
                <td>
                  {type.severity} {severities[type.severity].name}
                </td>
                <td>
                  {parts ? (
                    <>
                      <InlineText text={parts[0]} /> <Link to={`${catalogue}#${inFullId(type)}`}>In full</Link>
                    </>
                  ) : (
                    <RuleTextBlock text={type.firesWhen} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollableTable>
      {'source' in props && <EventTypesInFull types={shown} />}
    </>
  );
}

/** The example payload of one event type, shown open, as one element of the `GET /api/v1/event` answer. */
export function EventExample({id}: {id: EventTypeId}): React.ReactNode {
  return (
    <CodeBlock language="json" title="Response item: listEvents">
      {JSON.stringify(examplePayload(eventType(id)), null, 2)}
    </CodeBlock>
  );
}

/** One collapsible example payload per event type, as the API returns it. */
export function EventExamples(): React.ReactNode {
  return eventTypes.map((type) => (
    <CollapsedCodeBlock
      key={type.id}
      summary={`${type.id} ${type.name} (${sources[type.source].name})`}
      language="json"
    >
      {JSON.stringify(examplePayload(type), null, 2)}
    </CollapsedCodeBlock>
  ));
}

/** The event types that name the author of a change in `detail`, as an inline list. */
export function AuthoredEventTypes(): React.ReactNode {
  return authoredEventTypes.map((type, index) => (
    <React.Fragment key={type.id}>
      {index > 0 && (index === authoredEventTypes.length - 1 ? ' and ' : ', ')}
      {type.id} <em>{type.name}</em> (<code>{type.authorField}</code>)
    </React.Fragment>
  ));
}

/** Each name an event's `detail.rat` uses, with the `rat_type` ids a device's connectivity in the API shows for it. */
export function EventRatTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Name in detail.rat', cell: (rat) => `\`${rat.name}\``},
        {heading: 'rat_type ids in the API', cell: (rat) => rat.ratTypeIds.map((id) => `\`${id}\``).join(', ')},
        {heading: 'Note', cell: (rat) => ('note' in rat ? rat.note : '')},
      ]}
      rows={eventRats}
    />
  );
}
