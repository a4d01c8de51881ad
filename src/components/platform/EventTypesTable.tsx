import React from 'react';
import {
  authoredEventTypes,
  eventRats,
  eventType,
  eventTypes,
  examplePayload,
  severities,
  sources,
  type DetailValues,
  type EventTypeId,
  type EventTypeInfo,
  type SourceId,
} from '../../platform';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import InlineText, {InlineTextList, RuleTextBlock} from './InlineText';
import ScrollableTable from '../ScrollableTable';
import RuleTable, {RuleBlock, rowsNamed} from './RuleTable';
import {eventTypeId, eventTypeInFullId} from './anchors';

/** Past this many words a type's cell gives its first part, and the rest follows the catalogue's table. */
export const eventCellWordLimit = 29;

const catalogue = '/system-events/event-types';

/**
 * A type whose firesWhen goes under the table: its parts, the first for the cell. That is a text too long for a cell,
 * or one whose first part ends with a colon and leads the values of a `detail` field.
 */
const longParts = (type: EventTypeInfo): readonly [string, ...string[]] | undefined =>
  typeof type.firesWhen !== 'string' &&
  type.firesWhen.length > 1 &&
  (type.firesWhen[0].endsWith(':') || type.firesWhen.join(' ').split(/\s+/).length > eventCellWordLimit)
    ? (type.firesWhen as readonly [string, ...string[]])
    : undefined;

const valuesOf = (type: EventTypeInfo): DetailValues | undefined =>
  'detailValues' in type ? type.detailValues : undefined;

/** Whether the catalogue gives the type a block under its table. */
const hasInFull = (type: EventTypeInfo) => longParts(type) !== undefined || valuesOf(type) !== undefined;

/** The cell's link to the type's block: after a lead of values, "(values: in full)", else "In full". */
function InFullLink({type, lead}: {type: EventTypeInfo; lead?: string}): React.ReactNode {
  const to = `${catalogue}#${eventTypeInFullId(type.id)}`;
  if (lead === undefined) return <Link to={to}>In full</Link>;
  return (
    <>
      <InlineText text={lead} /> (values: <Link to={to}>in full</Link>).
    </>
  );
}

/**
 * A type's cell: its rule, or the first part of a long one, and a link to the rest under the catalogue's table. A first
 * part that leads values ends "(values: in full)" rather than on its colon; so does the name of a `detail` field whose
 * values the type lists.
 */
function FiresWhenCell({type}: {type: EventTypeInfo}): React.ReactNode {
  const parts = longParts(type);
  const values = valuesOf(type);
  const valuesLead = values && `\`detail.${values.field}\` ${values.says}`;
  if (!parts) {
    if (!valuesLead) return <RuleTextBlock text={type.firesWhen} />;
    return (
      <>
        <RuleTextBlock text={type.firesWhen} /> <InFullLink type={type} lead={valuesLead} />
      </>
    );
  }
  const [first] = parts;
  if (first.endsWith(':')) return <InFullLink type={type} lead={first.slice(0, -1)} />;
  return (
    <>
      <InlineText text={first} /> <InFullLink type={type} lead={valuesLead} />
    </>
  );
}

/** The values of a type's `detail` field, one item each, and what to do with another where the set is open. */
function DetailValueList({values}: {values: DetailValues}): React.ReactNode {
  return (
    <>
      <InlineTextList
        items={values.values.map(
          ({value, also = [], meaning}) => `${[value, ...also].map((name) => `\`${name}\``).join(', ')}: ${meaning}`,
        )}
      />
      {values.open && (
        <p>
          <InlineText text={values.open} />
        </p>
      )}
    </>
  );
}

/** The rest of the long types' rules and the values of their `detail` fields, a block each, under a catalogue table. */
function EventTypesInFull({types}: {types: readonly EventTypeInfo[]}): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const detailed = types.filter(hasInFull);
  if (detailed.length === 0) return null;
  return (
    <div className="rule-blocks">
      {detailed.map((type) => {
        brokenLinks.collectAnchor(eventTypeInFullId(type.id));
        const rest = longParts(type)?.slice(1);
        const values = valuesOf(type);
        return (
          <RuleBlock key={type.id} id={eventTypeInFullId(type.id)} title={`${type.id} ${type.name}, in full`}>
            {rest && <RuleTextBlock text={rest} />}
            {rest && values && (
              <p>
                <code>{`detail.${values.field}`}</code> values:
              </p>
            )}
            {values && <DetailValueList values={values} />}
          </RuleBlock>
        );
      })}
    </div>
  );
}

/**
 * The event types of one source, or the listed ids in that order, with their severity and when they fire. A type
 * whose rule runs long, or lists the values of a `detail` field, shows its first part in the cell and links the rest,
 * which the catalogue (the tables by source) gives under its table.
 */
export function EventTypesTable(
  props: ({source: SourceId} | {ids: readonly EventTypeId[]}) & {
    /** Page content that belongs right after the table, before the catalogue's in-full blocks. */
    children?: React.ReactNode;
  },
): React.ReactNode {
  const brokenLinks = useBrokenLinks();
  const shown: readonly EventTypeInfo[] =
    'ids' in props
      ? props.ids.map(eventType)
      : rowsNamed('EventTypesTable', eventTypes, [props.source], (type, source) => type.source === source);
  for (const type of shown) brokenLinks.collectAnchor(eventTypeId(type.id));
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
          {shown.map((type) => (
            <tr key={type.id} id={eventTypeId(type.id)}>
              <td>{type.id}</td>
              <th scope="row">{type.name}</th>
              <td>
                {type.severity} {severities[type.severity].name}
              </td>
              <td>
                <FiresWhenCell type={type} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {props.children}
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

/** The envelope every event shares, shown once in full, then the `detail` object of each type, a row per type. */
export function EventExamples(): React.ReactNode {
  const [first] = eventTypes;
  return (
    <>
      <CodeBlock language="json" title={`Response item: listEvents (${first.id} ${first.name})`}>
        {JSON.stringify(examplePayload(first), null, 2)}
      </CodeBlock>
      <RuleTable
        columns={[
          {heading: 'Id', cell: (type) => type.id},
          {heading: 'Type', cell: (type) => `${type.name} (${sources[type.source].name})`},
          {heading: 'detail', cell: (type) => <code>{JSON.stringify(type.detail)}</code>},
        ]}
        rows={eventTypes}
      />
    </>
  );
}

/** The event types that name the author of a change in `detail`, as an inline list. */
export function AuthoredEventTypes({list = false}: {list?: boolean} = {}): React.ReactNode {
  // As a list, each event on its own line: "event 36, *Support access granted*: `granted_by`".
  if (list)
    return (
      <ul>
        {authoredEventTypes.map((type) => (
          <li key={type.id}>
            Event {type.id}, <em>{type.name}</em>: <code>{type.authorField}</code>
          </li>
        ))}
      </ul>
    );
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
