/**
 * Data-stream statuses: the `status` value of the API against the label the
 * Portal's Data Streamer list shows. The manage data streams page renders the
 * table; the DataStream enum of api/openapi.yaml must hold exactly these values.
 */
import {limits} from './limits';

export interface DataStreamStatusInfo {
  /** `status` in the API. */
  readonly apiValue: string;
  readonly portalLabel: string;
  readonly meaning: string;
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
    meaning: `Stopped by a user. Records are collected and kept for ${limits.retention.pausedStreamDays} days, and delivered when the stream is resumed.`,
    settable: true,
  },
  {
    apiValue: 'failed',
    portalLabel: 'Error',
    meaning: `The target keeps refusing deliveries after retries (event 47, Data stream failing). Records are kept for ${limits.retention.pausedStreamDays} days; the stream returns to Running by itself once the target accepts them, and delivers the backlog.`,
    settable: false,
  },
] as const satisfies readonly DataStreamStatusInfo[];

/**
 * The partition key a direct integration with partitions (Kinesis shard, Event Hubs partition) gets for a record:
 * one key per device keeps a device's records together and in order; records about no device share one key.
 */
export const streamPartitionKey = {
  withDevice: 'the endpoint id',
  withoutDevice: 'the organisation id (user and organisation events, such as 6, 14 and 47)',
} as const;
