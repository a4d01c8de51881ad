/**
 * Data-stream statuses: the `status` value of the API against the label the
 * Portal's Data Streamer list shows. The manage data streams page renders the
 * table; the DataStream enum of api/openapi.yaml must hold exactly these values.
 */
import {eventType} from './events';
import {limits} from './limits';
import {mtSmsStatusLabel} from './sms';
import type {RuleText} from './ruleText';

export interface DataStreamStatusInfo {
  /** `status` in the API. */
  readonly apiValue: string;
  readonly portalLabel: string;
  readonly meaning: RuleText;
  /** Whether a client may set it with PATCH; the platform sets the others. */
  readonly settable: boolean;
}

export const dataStreamStatuses = [
  {
    apiValue: 'active',
    portalLabel: 'Running',
    meaning: 'Records are delivered as they are created.',
    settable: true,
  },
  {
    apiValue: 'paused',
    portalLabel: 'Paused',
    meaning:
      'Stopped by a user: records are collected and delivered when the stream is resumed, within the [hold of its records](/multicloud-data-streamer/connection-types#how-long-records-are-held).',
    settable: true,
  },
  {
    apiValue: 'failed',
    portalLabel: 'Error',
    meaning: [
      `The oldest waiting record has gone ${limits.dataStreams.errorAfterMinutes} minutes without the target accepting it (event 47, *Data stream failing*).`,
      'Its first attempt and every retry since failed. Records the target accepts meanwhile do not change this.',
      'Retries go on with backoff for as long as the [hold of its records](/multicloud-data-streamer/connection-types#how-long-records-are-held) lasts. Once the target accepts them, the stream returns to Running by itself and delivers the backlog.',
      'Pausing a stream in Error stops the retries until it is resumed, which tries again at once; the [hold of its records](/multicloud-data-streamer/connection-types#how-long-records-are-held) does not start over.',
      `A stream whose target accepts nothing for ${limits.retention.pausedStreamDays} days (the hold of its oldest record) stops: retries end, every record it still holds is discarded, younger ones included, and nothing more is queued.`,
      'A stopped stream stays Error until you edit it (**Edit** in its menu), which restarts delivery from new records, or delete it. Its detail shows **Last delivered**, the time of its last successful delivery.',
      'Through the API, its `retries_stopped_at` (read-only) is set to the time it stopped; it is `null` while a stream still retries. A `PATCH` that sets `active` or `paused` answers `409` (`invalid_status_transition`) and the status stays `failed`. To restart it from code, create the new stream first and delete this one once the new one delivers ([edit a stream](/multicloud-data-streamer/manage-data-streams#edit-a-stream)).',
      `On a target where later records go on (Amazon S3, BigQuery, Datadog, Keen), a refused batch whose ${limits.retention.pausedStreamDays}-day hold ends unaccepted is dropped. The stream stays in the state its other deliveries give it, and event 47 does not fire again for that batch. Only a target that accepts nothing during the whole hold stops the stream.`,
      `On Kinesis, Event Hubs and Pub/Sub, a record still refused when its ${limits.retention.pausedStreamDays}-day hold ends is dropped, and its key's next record is sent. The records that waited behind it keep their own hold, counted from when each was collected, so a key refused for a week loses those older than ${limits.retention.pausedStreamDays} days. The stream shows Error while that key's retries fail, and \`retries_stopped_at\` stays \`null\`: only a target that accepts nothing stops the stream.`,
    ],
    settable: false,
  },
] as const satisfies readonly DataStreamStatusInfo[];

/** Event ids with their names, as the events catalogue gives them: "6 User authentication failed, 14 …". */
const namedEvents = (ids: readonly Parameters<typeof eventType>[0][]): string =>
  ids.map((id) => `${id} ${eventType(id).name}`).join(', ');

/**
 * The partition key a direct integration with partitions (Kinesis shard, Event Hubs partition) gets for a record:
 * one key per device keeps a device's records together and in order; records about no device share one key.
 */

export const streamPartitionKey = {
  withDevice: 'the endpoint id',
  withoutDevice:
    'its SIM id or the workspace id, as the [partition key table](/multicloud-data-streamer/connection-types#partition-keys) shows',
  /** The key is the bare decimal id: ids of different kinds can share one key. */
  bareId:
    'A partition key is the bare decimal id, with no prefix, so endpoint 20452, SIM 20452 and workspace 20452 share one key and one shard or partition. Route and group records by their `endpoint.id`, `sim.id` or `organisation.id`, never by the partition key.',
} as const;

/** Which id keys a record: one row per kind of record, with example events. */
export const streamPartitionKeys = [
  {
    record: 'About a device (every usage record, and every event with an `endpoint`)',
    key: "The endpoint id, the record's `endpoint.id`",
    examples: 'All device events',
  },
  {
    record: 'A SIM event about a SIM with no device',
    key: "The SIM id, the event's `sim.id`",
    examples: namedEvents([8, 9, 10, 45, 48, 50, 51]),
  },
  {
    record: 'Every other record about no device',
    key: "The workspace id, the event's `organisation.id`: the workspace whose events streams receive the event ([events streams](/multicloud-data-streamer/stream-types#events-streams))",
    examples: namedEvents([6, 14, 47, 67, 30, 31, 36, 37, 38]),
  },
] as const;

/**
 * Which workspace's events streams receive an event that concerns no SIM or device (subject `user` or
 * `organisation` in events.ts). Streams belong to one workspace, so each such event is routed to a workspace.
 */
export const streamWorkspaceOfEvent = {
  user: `Events about a user (${namedEvents([6, 14, 39, 40, 41])}) are recorded in the event log of every workspace the user is a member of when the event fires, and reach the events streams of each of them.`,
  /** The exceptions to `user`: the stream-types page renders them as sub-bullets under it. */
  userExceptions: [
    'An invitation: its event 39 is recorded only in the workspace the user is invited to (for an invitation to the organisation, the workspace the organisation started with).',
    'A user created at a first SSO sign-in: its event 39 is recorded in every workspace its role mapping gives the new user.',
    'A failed sign-in with an address that belongs to no user is recorded nowhere and reaches no stream.',
  ],
  workspaceSwitch:
    'Event 67, *User switched workspaces*, reaches only the events streams of the workspace the user switched into, where it is recorded. Its `from_workspace` names the workspace left, and is `null` when a Portal sign-in opened the workspace.',
  /** The same rule said of the event on the page about switching workspaces, where the event is already named. */
  workspaceSwitchOnSwitchPage:
    'It reaches only the events streams of the workspace you switched into, where it is recorded. Its `from_workspace` names the workspace you left, and is `null` when a Portal sign-in opened the workspace.',
  workspaceObject: `Events about an application token or a data stream (${namedEvents([7, 44, 46, 47])}) reach the events streams of the workspace that owns the token or the stream. On a webhook, Kinesis, Event Hubs or Pub/Sub target, a failing events stream can hold back its own event 47. Watch for 47 through a second events stream to another target.`,
  organisation: `Every other organisation event (${namedEvents([30, 31, 36, 37, 38])}) reaches the events streams of the workspace the organisation started with.`,
} as const;

/**
 * Which SMS produce a usage record (and so a cost): a message counts when it reaches its recipient, so a billing
 * integrator can sum SMS records without looking up final statuses.
 */
export const smsUsageRecordRule = `An SMS usage record is sent once per message. An MT message gets it when it ends ${mtSmsStatusLabel('DELIVERED')}, an MO message when the platform accepts it from the device. An MT message that ends ${mtSmsStatusLabel('FAILED')}, ${mtSmsStatusLabel('EXPIRED')} or ${mtSmsStatusLabel('CANCELED')} produces no usage record and no cost.`;

/**
 * The record **Test connection** sends. Each is marked by a type no real record has: event type 0 (the contract's
 * `EventType`) on an events stream, traffic type 0 (`UsageRecord.traffic_type`) on a usage stream.
 */
export const streamTestRecord = {
  events:
    'An event of type 0, `Test record`, with severity 0 Info, source 2 API and no `endpoint`, `sim` or `user`. No other event has type 0, and the event lists never show it. A stream consumer drops it by leaving out `event_type.id` 0: in Make or Zapier, put that filter before the first action.',
  usage:
    'A usage record of type 0, `Test record`, with zero volume and zero cost. Its ids and its IMSI are placeholders that may match a real device, SIM or network, so do not read them. A stream consumer drops it by leaving out `traffic_type.id` 0, as it skips any type it does not handle.',
} as const;

export interface StreamTargetOrder {
  readonly targets: string;
  /** The order a consumer of the target sees: one sentence for the cell, and any more for the note under the table. */
  readonly order: RuleText;
  /** What a record the target refuses holds back while it is retried: only what that order needs. */
  readonly failureHold: string;
}

/**
 * What order a consumer sees per target, and what a refused record holds back: the whole stream for a webhook, one
 * device for a partitioned target, nothing for a target that keeps no order.
 */
export const streamTargetOrders = [
  {
    targets: 'Webhook',
    order: 'Kept: one request at a time, the next only after a 2xx for the one before.',
    failureHold: `every later record waits, because one URL receives the records in order. So a receiver that keeps refusing one record (a \`400\` for a record it cannot parse, a \`413\` for a batch over its body limit) holds back the whole stream, and after ${limits.retention.pausedStreamDays} days stops it.`,
  },
  {
    targets: 'Amazon Kinesis, Azure Event Hubs',
    order: [
      "Kept per device: one device's records carry one partition key and arrive in order, with no order across devices.",
      `The partition key is ${streamPartitionKey.withDevice}. A record about no device is keyed by ${streamPartitionKey.withoutDevice}.`,
      "A device's next record is sent only after its previous one was accepted.",
      "Kinesis: when a stream is resharded (an on-demand stream reshards by itself), a device's later records go to a child shard. Read each parent shard to its end before its children, as the Kinesis Client Library does, to keep the order.",
      'Event Hubs: a Standard hub keeps the partition count it was created with, so size it then. On Premium and Dedicated, raising the count changes which partition a key maps to, so order across the change holds only by timestamp.',
    ],
    failureHold:
      "only the device's later records wait. Other devices' records go on, each under its own partition key.",
  },
  {
    targets: 'Google Pub/Sub',
    order: [
      'Kept per device only if your subscription has message ordering enabled.',
      'Every message carries an ordering key, the value Kinesis gets as its partition key. Without ordering enabled, Pub/Sub delivers in any order.',
    ],
    failureHold:
      "only the later messages with the same ordering key wait, whatever your subscriptions' ordering setting: the platform publishes with ordering keys and holds a key after a failed publish. Other devices' messages go on.",
  },
  {
    targets: 'Amazon S3, BigQuery, Datadog, Keen',
    order: [
      'None on read: objects, rows and logs carry no delivery order.',
      'Sort events on `timestamp`, usage records on `start_timestamp` (the column usage totals group by).',
    ],
    failureHold: 'later records go on. These targets keep no order, so the failed batch is retried beside them.',
  },
] as const satisfies readonly StreamTargetOrder[];

/** A record field and, for a nested object, its subfields: both in the order of the contract's schema. */
type StreamField = string | readonly [string, readonly StreamField[]];

const statusFields = ['id', 'description'] as const;
const simFields: readonly StreamField[] = ['id', 'iccid', 'imsi', 'msisdn', ['status', statusFields]];

/**
 * The fields of a record in the order the columns of a CSV file follow them: the contract's UsageRecord and Event
 * schemas, nested objects included (`volume` is `rx`, `tx`, `total`; `operator` is `id`, `name`, `country`, `mcc`,
 * `mnc`). Athena and BigQuery read such a file by position, so this order is what a table definition needs.
 */
const streamRecordFields = {
  usage: [
    'id',
    ['endpoint', ['id', 'name', 'ip_address']],
    ['sim', simFields],
    'imsi',
    ['operator', ['id', 'name', ['country', ['id', 'name', 'iso_code']], 'mcc', 'mnc']],
    ['traffic_type', statusFields],
    ['volume', ['rx', 'tx', 'total']],
    'start_timestamp',
    'end_timestamp',
    'cost',
    ['currency', ['id', 'code', 'symbol']],
  ],
  events: [
    'id',
    'timestamp',
    ['event_type', statusFields],
    ['event_severity', statusFields],
    ['event_source', statusFields],
    ['organisation', ['id', 'name']],
    ['endpoint', ['id', 'name', 'ip_address', 'imei', 'tags']],
    ['sim', simFields],
    ['imsi', ['id', 'imsi']],
    ['user', ['id', 'username']],
    'description',
    'detail',
  ],
} as const satisfies Record<string, readonly StreamField[]>;

const flatten = (fields: readonly StreamField[], prefix = ''): string[] =>
  fields.flatMap((field) =>
    typeof field === 'string' ? [`${prefix}${field}`] : flatten(field[1], `${prefix}${field[0]}_`),
  );

/**
 * The header row of a CSV file, column by column (`detail` is one column, the event's detail as JSON text).
 * tests/unit/platform-contract.test.ts keeps it in the order of the contract's record schemas.
 */
export const streamCsvColumns = {
  usage: flatten(streamRecordFields.usage),
  events: flatten(streamRecordFields.events),
} as const;

const codeList = (fields: readonly string[]): string => fields.map((field) => `\`${field}\``).join(', ');

/**
 * The layout of a CSV file a storage target (S3) writes, for readers who load it into a table that reads columns by
 * position. Home: /multicloud-data-streamer/integrations#csv-columns.
 */
export const streamCsvFiles = [
  "Each file is UTF-8 without a byte-order mark, gzip-compressed and named `<batch id>.csv.gz`. It starts with a header row of column names. A nested field becomes one column per subfield, named with underscores (`operator.country.id` becomes `operator_country_id`), in the order of the contract's schema. A field a record lacks is an empty cell, so every file of a stream has the same columns:",
  `Usage records: ${codeList(streamCsvColumns.usage)}.`,
  `Events: ${codeList(streamCsvColumns.events)}. \`detail\` is one column that holds the event's detail as JSON text, whatever the event type.`,
  'Cells are quoted as RFC 4180 says: a cell that holds a comma, a double quote or a line break is enclosed in double quotes, and a double quote inside it is doubled. Tags, names and descriptions can hold commas, so a reader must honour the quoting (in Athena, `OpenCSVSerDe`).',
  'Only text users set can hold a line break: a device name or tag (`endpoint_name`, `endpoint_tags`), the workspace name (`organisation_name`), and an event `description` that quotes one of them. `detail` is compact JSON, which writes a line break as `\\n`, so it never holds one.',
  'Timestamps are RFC 3339 strings in UTC, as in the JSON record. Read them as strings and convert them (in Athena, `from_iso8601_timestamp`).',
] as const;

/** The failure hold of each target as a list item (connection types renders it under its retries). */
export const streamFailureHold = streamTargetOrders.map(({targets, failureHold}) => `**${targets}:** ${failureHold}`);

/** How a stream retries: one schedule for every target, so a cloud target fails and recovers like a webhook. */
export const streamRetries = `Every target is retried on the same schedule, cloud services and webhooks alike. The wait between attempts backs off exponentially from ${limits.dataStreams.retryFirstSeconds} seconds up to ${limits.dataStreams.retryMaxMinutes} minutes. Retries go on for as long as the stream [holds the record](/multicloud-data-streamer/connection-types#how-long-records-are-held). A refusal by a cloud service, such as a throttling or permission error, counts as a failed attempt like a webhook answer other than 2xx.`;
