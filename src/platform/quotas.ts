/**
 * Device quotas: a prepaid data volume (MB) or SMS count on one device. What
 * each API field means, the actions when a quota runs out, and what the device
 * can do in every situation a quota can be in. The quota management page
 * renders these; other pages link there.
 */
import type {RuleText} from './ruleText';

/** The service policy flag that a quota of each kind needs, and the answer when it is off. */
export const quotaPolicyFlags = {
  data: 'apply_data_quota',
  sms: 'apply_sms_quota',
} as const;

/** Setting a quota on a device whose service policy has the flag off is refused with this status. */
export const quotaRefusedStatus = 422;

export interface QuotaFieldInfo {
  /** The property of the Quota schema in api/openapi.yaml (a dotted path for nested ids). */
  readonly field: string;
  /** One paragraph, or a lead ending in a colon and its items (`RuleTextBlock`). */
  readonly meaning: RuleText;
}

export interface QuotaStatusInfo {
  /** `status.id` in the API. */
  readonly id: number;
  /** `status.description` in the API. */
  readonly description: string;
  readonly meaning: string;
}

/** The statuses a quota goes through; a request sets only the first. */
export const quotaStatuses = [
  {id: 1, description: 'ACTIVE', meaning: 'Set and not used up or expired: the device uses it.'},
  {
    id: 2,
    description: 'EXHAUSTED',
    meaning:
      'The volume is used up and `auto_refill` is `false`: the [action on exhaustion](/services/quota-management#block-or-throttle-when-a-quota-is-used-up) applies. At its expiry date it turns `EXPIRED`.',
  },
  {id: 3, description: 'EXPIRED', meaning: 'The expiry date has passed: the quota gives no service, used up or not.'},
] as const satisfies readonly QuotaStatusInfo[];

/** What `auto_refill` does; the default is `false`. */
export const quotaAutoRefill = [
  '`true`: when the volume is used up before the expiry date, the same volume is set again at once, and the expiry date does not move. So the action on exhaustion never applies. The used-up event still fires each time. Each refill arms the threshold event again, so it fires once per refilled volume.',
  '`false` (the default): the action on exhaustion applies.',
] as const;

/**
 * When the threshold event (18 data, 20 SMS) fires against the used-up event (19, 21). Usage arrives in
 * records, so one record can cross both marks; the platform still sends both, threshold first, so an
 * integration that sells top-ups on the threshold event always sees it.
 */
export const quotaThresholdOrder =
  'The threshold event fires when usage reaches `threshold_percentage` of the volume, and always before the used-up event. When one usage record crosses both the threshold and the whole volume, the platform sends the threshold event first and the used-up event straight after it. With a threshold of 100 the two events arrive together in that order, so the threshold event gives no warning ahead of time.';

export const quotaFields = [
  {
    field: 'status.id',
    meaning:
      "The quota's [status](/services/quota-management#statuses). You set only `1`; the platform sets the others.",
  },
  {
    field: 'volume',
    meaning:
      'The total volume of the quota as set: MB of data, or a number of SMS. It does not go down as the device uses the quota.',
  },
  {field: 'remaining_volume', meaning: 'What is left of `volume`. Read only.'},
  {field: 'expiry_date', meaning: 'When the quota ends (ISO 8601, UTC).'},
  {
    field: 'threshold_percentage',
    meaning: 'The share of `volume` used at which the threshold event fires (18 for data, 20 for SMS); 80 by default.',
  },
  {
    field: 'action_on_exhaustion.id',
    meaning:
      'What happens when the volume is used up: `1` Block, `2` Throttle ([actions](/services/quota-management#block-or-throttle-when-a-quota-is-used-up)).',
  },
  {
    field: 'peak_throughput',
    meaning:
      'The rate a throttled device keeps: 64000, 128000, 256000 or 384000 bit/s; only with Throttle. A quota read back without Throttle leaves the field out (it is never `null`).',
  },
  {
    field: 'auto_refill',
    meaning:
      '`true` sets the same volume again when it is used up; `false` (the default) lets the action on exhaustion apply ([auto refill](/services/quota-management#auto-refill)).',
  },
] as const satisfies readonly QuotaFieldInfo[];

export interface QuotaActionInfo {
  /** `action_on_exhaustion.id` in the API. */
  readonly id: number;
  /** `action_on_exhaustion.description` in the API. */
  readonly name: string;
  readonly kinds: readonly ('data' | 'SMS')[];
  readonly effect: string;
}

export const quotaActions = [
  {
    id: 1,
    name: 'Block',
    kinds: ['data', 'SMS'],
    effect:
      'Stops the used-up service (data, or SMS in both directions) until a new quota is set, and leaves the other service as it was.',
  },
  {
    id: 2,
    name: 'Throttle',
    kinds: ['data'],
    effect:
      'Data goes on at `peak_throughput` bit/s until the quota expires, enough for heartbeats and commands; then data stops as for an expired quota.',
  },
] as const satisfies readonly QuotaActionInfo[];

/** What `setSmsQuota` answers for an action only data quotas take: a refusal, not a quota stored as Block. */
export const smsQuotaThrottleRefusal =
  'An SMS quota with `action_on_exhaustion` `2` is refused with `422` `invalid_parameter` naming that field, and nothing is stored.';

export interface QuotaSituation {
  readonly situation: string;
  /** System event type ids the situation creates: data first, then SMS. */
  readonly eventIds: readonly number[];
  readonly data: string;
  readonly sms: string;
}

/** What a device can do in each situation of its quotas. SMS quotas never make a device Blocked. */
export const quotaSituations = [
  {
    situation: 'Quota set on a device whose service policy has `apply_data_quota` or `apply_sms_quota` off',
    eventIds: [],
    data: 'Refused with `422` `quota_not_applicable`; nothing changes',
    sms: 'Refused with `422` `quota_not_applicable`; nothing changes',
  },
  {
    situation: 'Service policy does not apply quotas',
    eventIds: [],
    data: "Limited only by the service policy's data limit",
    sms: "Limited only by the service policy's SMS limit",
  },
  {
    situation: 'Quota active, volume left',
    eventIds: [22, 23, 18, 20],
    data: 'Works',
    sms: 'Works; MO and MT both count',
  },
  {
    situation: 'Used up, `auto_refill` on',
    eventIds: [19, 21],
    data: 'Goes on: the same volume is set again at once, until the expiry date',
    sms: 'Goes on: the same number of SMS is set again at once, until the expiry date',
  },
  {
    situation: 'Used up, action Block',
    eventIds: [19, 21],
    data: 'Stopped, device Blocked, until a new quota is set',
    sms: 'SMS stopped (MO and MT) until a new quota is set',
  },
  {
    situation: 'Used up, action Throttle',
    eventIds: [19],
    data: 'Goes on at `peak_throughput` bit/s until the quota expires',
    sms: 'Not available for SMS quotas',
  },
  {
    situation: 'Expired',
    eventIds: [24, 25],
    data: 'Stopped, device Blocked, until a new quota is set',
    sms: 'SMS stopped (MO and MT) until a new quota is set',
  },
  {
    situation: 'Removed, or never set, on a policy that applies quotas',
    eventIds: [],
    data: 'No data, device Blocked, until a quota is set',
    sms: 'No SMS (MO and MT) until a quota is set',
  },
] as const satisfies readonly QuotaSituation[];

/**
 * Which quota a usage record counts against when a `POST` replaces a quota: the one active when the record arrives,
 * not when its traffic happened. /services/quota-management#when-data-counts renders it.
 */
export const quotaReplaceCounting =
  'A usage record counts against the quota that is active when the record arrives. When a `POST` replaces a quota, a record that arrives after it counts against the new quota, even for traffic from before. A record that arrives between your `GET` of the old quota and the `POST` counts against the old quota, which the `POST` then replaces: the device gets that use free.';

/**
 * When an SMS counts toward an SMS quota and toward the Factory Test SMS threshold (`limits.factoryTest.sms`): at
 * acceptance, not at delivery, so messages in flight cannot overrun a quota. /services/quota-management#when-an-sms-counts
 * renders it; /services/factory-test-mode links there. Charging is another rule (`plans.ts`).
 */
export const smsCounting = [
  "An MT SMS counts when the platform accepts it: the REST API answers `201` with its `id`, the GraphQL `sendSms` mutation returns the SMS's `smsId`, an SMPP `submit_sm_resp` carries `command_status` 0 and a `message_id`, or the Portal lists the message in the SMS history. It still counts if it later ends **Failed**, **Expired** or **Cancelled**, even at once (device Disabled, an NB-IoT device).",
  "An accepted MT SMS counts toward the device's active SMS quota and, if its SIM is in Factory Test when the platform accepts it, toward that SIM's Factory Test SMS threshold.",
  'An MT SMS counts toward nothing else: not toward a quota set later when the device had no active SMS quota at acceptance, and not toward the threshold when it was accepted before the SIM entered Factory Test (event 45) or for another SIM of the device. A refused submission counts nowhere: a REST `4xx` error, a GraphQL `sendSms` that returns `userErrors` and no `smsId`, or a non-zero `command_status`.',
  'An MO SMS counts when the platform accepts it from the device, toward the same quota and threshold. One refused with RP cause 21 counts nowhere.',
  'An MT SMS Delivered after its quota has expired still counted toward it. What the reports, `current_month.sms` and the monthly SMS limit count, and in which month: [which month an SMS is in](/portal/reports#which-month-an-sms-is-in).',
] as const;

/**
 * How satellite bytes count (the lead's decision 4): toward the device's data quota and the service policy's data
 * limit as part of all data, and separately toward the satellite data limit; never toward a data allowance (`plans.ts`).
 */
export const satelliteDataCounting =
  "Satellite bytes count toward the device's data quota and the service policy's **Data limit** as part of all data, toward the [Factory Test](/services/factory-test-mode#how-it-works) data threshold like cellular data, and separately toward the **Satellite data limit**. They never draw on a data allowance ([satellite charges](/portal/org/subscription#sms-and-satellite-charges)).";
