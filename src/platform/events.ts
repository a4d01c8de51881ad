/**
 * The system event catalogue: every event type a reader can receive, with its
 * severity, source, when it fires and an example payload. The event types page
 * renders it; tests check that pages name only these types and that every
 * example validates against the Event schema of api/openapi.yaml.
 */
import {provider} from '../provider';
import {limits} from './limits';
import {breakoutRegions} from './policies';
import {simStates} from './states';
import type {RuleText} from './ruleText';

/** The `detail.reason` of event 11, Endpoint blocked: which monthly limit the device reached. */
export const dataLimitReasons = {
  /** The service policy's data limit, which a traffic limit extension can raise. */
  data: 'data limit reached',
  /** The service policy's satellite data limit, which no extension raises. */
  satellite: 'satellite data limit reached',
} as const;

/**
 * Extensions stack: a device holds one data limit extension at a time, and a further grant in the same month adds
 * its volume to it. The how-to on extending a data limit renders this; the API answers with the total.
 */
export const dataLimitExtensionStacking =
  'A device holds one data limit extension at a time. Another extension granted in the same month adds its volume to the current one. The device may then use the limit plus the sum of both. Both `getTrafficLimitExtension` and the answer to `createTrafficLimitExtension` return that total as `volume` under the same `id`. Each grant records its own event 27 with the volume it added (`detail.extension_mb`). Removing the extension takes away all of its volume at once. Because grants add up, an API client sends a retry with the same `Idempotency-Key` as the first request: a new key grants the volume twice.';

/**
 * Critical marks every event at which the platform by itself stopped a device's service
 * or the device met the end of a quota or limit, so that one `event_severity:2` filter
 * catches all of them. A stop that a user ordered (a suspension, a disabled device) is Info.
 */
export const severities = [
  {id: 0, name: 'Info', description: 'INFO', meaning: 'Normal operation'},
  {
    id: 1,
    name: 'Warn',
    description: 'WARN',
    meaning: 'Needs a look: a device lost or was refused service, or something may need action',
    note: 'Event 17, Endpoint offline, is Warn whatever its cause, a withdrawal at the end of a trial included: the platform records no Critical event for that.',
  },
  {
    id: 2,
    name: 'Critical',
    description: 'CRITICAL',
    meaning:
      'The platform stopped a service by itself: a device reached the end of a quota or limit, an IMEI lock refused a device, or a data stream stopped delivering',
    note: "A data quota that refills itself or throttles keeps data going after a Critical event, so read the event's `detail`.",
  },
] as const;

/**
 * What each source covers. Network is the platform's network side, so it holds the OpenVPN service's logins beside the
 * mobile networks' signalling: a reader filtering on one source learns here which event types that brings. An event
 * type cited by its id in parentheses has that source (tests/unit/platform.test.ts).
 */
export const sources = [
  {
    id: 0,
    name: 'Network',
    meaning:
      "Signalling from mobile networks, such as registrations and data sessions, and logins to the platform's OpenVPN service (30, 31)",
    note: 'A registration that your policies refuse can fall under either Network or Policy Control ([refused registrations](/system-events/event-types#refused-registrations)).',
  },
  {
    id: 1,
    name: 'Policy Control',
    meaning:
      'Limits and quotas of your policies, and the IMEI lock of your devices, including a registration the lock refuses (34)',
  },
  {
    id: 2,
    name: 'API',
    meaning:
      'Actions through the Portal or the API, and changes the platform makes by itself, such as a SIM leaving Factory Test (8) or a failing data stream (47)',
  },
] as const;

export type SeverityId = (typeof severities)[number]['id'];
export type SourceId = (typeof sources)[number]['id'];

/** What an event is about: the envelope of its payload carries this object. */
export type EventSubject = 'endpoint' | 'sim' | 'user' | 'organisation';

export interface EventTypeInfo {
  readonly id: number;
  /** The `event_type.description` the API returns. */
  readonly name: string;
  readonly severity: SeverityId;
  readonly source: SourceId;
  readonly subject: EventSubject;
  /**
   * One text, or parts that the catalogue shows as a list, one fact each. Where it ends on the cases of a `detail`
   * field (one per value), its first part ends with a colon and leads them.
   */
  readonly firesWhen: RuleText;
  /** The `detail` object of the example payload. */
  readonly detail: Readonly<Record<string, unknown>>;
  /** The values of one `detail` field, which the catalogue lists under its table with the rest of the type's rule. */
  readonly detailValues?: DetailValues;
  /** The `detail` field that names the user who made the change, where the event has one. */
  readonly authorField?: string;
  /**
   * A SIM event that fires only while the SIM has no device (registration; release and transfer need an unassigned
   * SIM), so its payload carries `sim` and `imsi` but no `endpoint`.
   */
  readonly withoutDevice?: true;
  /** The example's envelope where the shared one would contradict `detail` (the workspace or user it is recorded for). */
  readonly exampleEnvelope?: {
    readonly organisation?: {id: number; name: string};
    readonly user?: {id: number; username: string};
  };
}

/** The values one `detail` field of an event type takes, each with its meaning. */
export interface DetailValues {
  /** The field under `detail`. */
  readonly field: string;
  /** What the field says, after its name: "`detail.reason` says why the token was refused". */
  readonly says: string;
  /** `also` names further values that share the meaning, listed in one item after `value`. */
  readonly values: readonly {readonly value: string; readonly also?: readonly string[]; readonly meaning: string}[];
  /** Set for an open set: what a client does with a value the list does not name. */
  readonly open?: string;
}

/** Event 17's `detail.cause`: why a registration the device held ended. Only `connectivity reset` proves a reset ran. */
export const endpointOfflineCauses = [
  'device detach',
  'purged',
  'connectivity reset',
  'policy change',
  'service withdrawn',
  'sim unassigned',
] as const;

/** What each of event 17's causes means, in the words of its row on /system-events/event-types. */
const endpointOfflineCauseMeanings: Record<(typeof endpointOfflineCauses)[number], string> = {
  'device detach': 'the device detached.',
  purged:
    'the visited network purged the last registration. A network that detaches a device implicitly, after missed periodic updates, does not tell the platform at once: the device keeps its status until the purge, which can take hours.',
  'connectivity reset':
    'a connectivity reset (`resetEndpointConnectivity`) cancelled the registration at the HSS. Only this cause proves that a reset ran. A reset of a device that held no registration (Offline, or Blocked for a cause that refuses registration) records no event.',
  'policy change':
    "a policy change cancelled the registration: a block of the device's network (in a policy or in the device's own blocklist; later attempts are refused with cause 11) or of its radio technology (cause 15); a rate zone left out of the coverage policy (cause 13); or a coverage tariff that leaves its network out.",
  'service withdrawn':
    "disabling the device, suspending or deleting its SIM, or the end of a trial withdrew the device's service.",
  'sim unassigned':
    'the SIM was taken off the device (unassigned, the device deleted, or another SIM assigned), which cancels the registration as a reset does.',
};

/** Event 5's `detail.cause`: what ended the data session. The causes that end the registration are event 17's. */
export const sessionEndValues: DetailValues = {
  field: 'cause',
  says: 'says what ended the session',
  values: [
    {value: 'device request', meaning: 'the device closed the session and stayed registered.'},
    {
      value: 'data stopped',
      meaning:
        'on 2G or 3G, the platform deactivated the PDP context. The service policy no longer allows data, or a data limit or data quota blocked the device. On LTE, LTE-M and NB-IoT the session stays open instead.',
    },
    {value: 'network', meaning: 'the visited network closed the session while the device stayed registered.'},
    {
      value: endpointOfflineCauses[0],
      also: endpointOfflineCauses.slice(1),
      meaning:
        'the registration ended and took the session with it. Each means what it means on [event 17](/system-events/event-types#event-type-17-in-full).',
    },
  ],
  open: 'The set is open. Treat a value it does not name as `network`.',
};

/** Event 6's `detail.reason`: why a sign-in with user credentials or single sign-on failed. */
export const userSignInFailureValues: DetailValues = {
  field: 'reason',
  says: 'says why the sign-in failed',
  values: [
    {value: 'wrong password', meaning: 'the password did not match. It counts toward the account lock.'},
    {
      value: 'account locked',
      meaning: `the account is locked after ${limits.authentication.failedSignInsBeforeLock} failed sign-ins in a row, so even the right password is refused.`,
    },
    {
      value: 'wrong second factor',
      meaning:
        'the password matched, but the email, app or recovery code did not. A wrong second-factor code counts toward the same lock.',
    },
    {
      value: 'sso required',
      meaning: 'a password was sent for a user whom **Require SSO** sends to the identity provider.',
    },
    {
      value: 'sso response rejected',
      meaning: 'the Portal rejected the SAML assertion or OIDC ID token of a single sign-on.',
    },
    {
      value: 'access denied',
      meaning:
        'the role mapping, or the default role **Deny access**, grants the user no role in any workspace ([groups and roles](/sso#groups-and-roles)).',
    },
    {value: 'user deactivated', meaning: 'the user is Deactivated.'},
  ],
  open: 'The set is open. Count a value it does not name as a failed sign-in all the same.',
};

/** Event 7's `detail.reason`: why `POST /api/v1/authenticate` refused an application token. */
export const applicationTokenFailureValues: DetailValues = {
  field: 'reason',
  says: 'says why the token was refused',
  values: [
    {value: 'unknown token', meaning: 'no such token exists, or it was deleted.'},
    {value: 'token expired', meaning: 'its expiry date has passed.'},
    {value: 'token revoked', meaning: 'it was revoked.'},
    {
      value: 'ip address not allowed',
      meaning: 'the request came from outside its IP restriction. `detail.ip_address` gives the address it came from.',
    },
  ],
};

/** Event 12's `detail.reason`: how the block ended. Which limit's block ended is `detail.blocked_by`. */
export const unblockValues: DetailValues = {
  field: 'reason',
  says: 'says what ended the block',
  values: [
    {value: 'limit raised', meaning: "the limit was raised above the device's use this month, in the service policy."},
    {value: 'policy changed', meaning: 'the device moved to a service policy whose limit is above its use this month.'},
    {
      value: 'data limit extended',
      meaning:
        "a data limit extension took the data limit, plus the month's extensions, above the device's use this month (data limit only).",
    },
    {value: 'new month', meaning: 'a new month began, which ends a block by either limit.'},
  ],
};

/** Event 14's `detail.action`: what the user did with a second factor, or what was done to it. */
export const mfaActionValues: DetailValues = {
  field: 'action',
  says: 'says what happened to the second factor',
  values: [
    {value: 'totp added', meaning: 'the user set up an authenticator app.'},
    {
      value: 'totp removed',
      meaning: 'the user removed the authenticator app, so sign-ins ask for an email code again.',
    },
    {
      value: 'totp used',
      meaning:
        'an authenticator app code confirmed a sign-in, a sensitive action or an OpenVPN configuration download.',
    },
    {value: 'email code used', meaning: 'an email code confirmed a sign-in or a sensitive action.'},
    {
      value: 'recovery code used',
      meaning:
        'a recovery code confirmed a sign-in, the removal of the authenticator app or a regeneration of recovery codes.',
    },
    {
      value: 'recovery codes regenerated',
      meaning: 'the user made a new set of recovery codes, which voids the old set.',
    },
    {
      value: 'mfa reset',
      meaning: "an Owner or Administrator reset the user's second factor, so sign-ins ask for an email code again.",
    },
  ],
  open: 'The set is open. Alert on a value it does not name, as on one that adds, removes or resets a factor.',
};

/** Event 31's `detail.reason`: why the OpenVPN service refused a login. */
export const openVpnFailureValues: DetailValues = {
  field: 'reason',
  says: 'says why the login was refused',
  values: [
    {
      value: 'invalid credentials',
      meaning: 'the user name or the password is wrong, or the application token is unknown.',
    },
    {value: 'token expired', meaning: "the application token's expiry date has passed."},
    {value: 'token revoked', meaning: 'the application token was revoked.'},
    {value: 'ip address not allowed', meaning: "the client's public address is outside the token's IP restriction."},
    {
      value: 'permission denied',
      meaning:
        'the role of the token, or of the user in every workspace, lacks `downloadVpnConfig` ([who may open a tunnel](/services/openvpn)).',
    },
    {value: 'user deactivated', meaning: 'the user of a personal login is deactivated.'},
    {
      value: 'account locked',
      meaning:
        'the account is locked after too many failed sign-ins, wrong VPN passwords included; the right password is refused until the lock ends.',
    },
    {
      value: 'sso required',
      meaning:
        'the user signs in through single sign-on while **Require SSO** is on, so the personal login refuses their password ([use the gateway login](/services/openvpn#create-the-credentials-file)).',
    },
  ],
};

/**
 * The words an event's `detail.rat` (and `detail.previous_rat` of type 4) uses for the radio technology, each with the
 * RatType ids (3GPP TS 29.274 8.17) that a device's connectivity in the API shows for it, so a client can map one to
 * the other.
 */
export const eventRats = [
  {name: '2G', ratTypeIds: [2]},
  {name: '3G', ratTypeIds: [1]},
  {name: 'LTE', ratTypeIds: [6], note: '5G non-standalone over its LTE anchor included'},
  {name: 'LTE-M', ratTypeIds: [9]},
  {name: 'NB-IoT', ratTypeIds: [8]},
  {name: 'NB-IoT NTN', ratTypeIds: [15, 16, 17, 18], note: "NB-IoT over satellite, by the satellite's orbit"},
] as const satisfies readonly {name: string; ratTypeIds: readonly number[]; note?: string}[];

const ratTypeIdsText = (ids: readonly number[]) =>
  ids.length === 1 ? `${ids[0]}` : `${ids[0]} to ${ids[ids.length - 1]}`;

/** The first sentence of eventRatText: the page renders it above EventRatTable, the contract carries the whole text. */
export const eventRatLead =
  "Where an event names the radio technology, `detail.rat` (and `detail.previous_rat` of type 4) is a name, not the numeric `rat_type` id of a device's connectivity in the API.";

export const eventRatText = `${eventRatLead} ${eventRats
  .map(
    (rat) =>
      `\`${rat.name}\` is \`rat_type\` ${ratTypeIdsText(rat.ratTypeIds)}${'note' in rat ? ` (${rat.note})` : ''}`,
  )
  .join('. ')}.`;

/** Event 15's `detail.reason`, each with the cause the refusal carries (states.ts registrationRefusals). */
export const registrationRejectedReasons = [
  {reason: 'network blocked', cause: 11, when: "the network is on the device's or the coverage policy's blocklist"},
  {
    reason: 'not in coverage policy',
    cause: 13,
    when: 'the coverage policy does not include the network or its country',
  },
  {reason: 'radio access technology blocked', cause: 15, when: "the device's policies block the technology"},
] as const;

/** The example OpenVPN login of event 30: EU West, and the twelfth address of that region's client range. */
const euWestRegion = breakoutRegions.find((region) => region.code === 'eu-west')!;
const euWestVpn = {
  code: euWestRegion.code,
  clientAddress: euWestRegion.openVpn.clientRange.split('/')[0].replace(/\.0$/, '.12'),
};

/** The user events 39 to 41 are about, so their `user` and `detail.username` name one person. */
const invitedUser = {id: 5587, username: 'j.moreau@example.com'};

const visitedNetwork = {mcc: '001', mnc: '01', network_name: 'Test Network 1', country: 'Test Country'};

/** When the serving node sends an Update Location, by node: lastUpdatedMeaning and attachLocationEventsWhy cite it. */
const updateLocationClauses =
  '3GPP TS 23.401 5.3.2.1, 5.3.3.1 and 5.3.3.2 (MME); TS 23.060 6.5, 6.9.1.2.2 and 6.9.2.1 (SGSN); TS 23.012 (VLR)';

/**
 * What a device's registration time (REST `location.last_updated`, GraphQL `Connectivity.lastUpdated`) records. Both
 * contracts carry these paragraphs (tests/unit/api-contract.test.ts); a newer value never proves a reset ran.
 */
export const lastUpdatedMeaning = [
  'The time of the newest **Update location** or **Update GPRS location** event (types 1 and 2). Periodic tracking, routing and location area updates do not move it.',
  "The serving MME, SGSN or VLR sends an Update Location when it has to fetch the device's subscription. It does so at a first attach, and at an attach or area update that reaches a new MME, SGSN or VLR, among other cases. It always does so for the registration after a connectivity reset, whose Cancel Location removed the record.",
  'A re-attach to a node that kept the registration may send none, so an older value after a re-attach is not a fault. The connectivity status (Attached, Online, or Blocked by a data limit or a data quota) proves the registration.',
  'A newer value means the device registered again, after a reset or after a move. So it does not prove that a reset ran. Event 17, Endpoint offline, with `detail.cause` `connectivity reset` does.',
  `Standards: ${updateLocationClauses}.`,
] as const;

/** The NB-IoT part of attachLocationEvents, for pages about NB-IoT alone (satellite set-up). */
export const attachLocationEventsNbIot =
  'An attach on NB-IoT, over satellite (NTN) too, records at most event 2, *Update GPRS location*, never type 1, because the platform accepts it for EPS services only. On NB-IoT that is the normal pattern, not a fault. Changing `AT+CEMODE` does not add type 1.';

/** When an attach records a location event at all (any technology); attachLocationEvents ends with it. */
export const attachLocationEventsWhen =
  "A re-attach to a node that kept the device's registration may record no location event, and that is not a fault. The device's connectivity status proves the registration: Attached, Online with event 3, *Create PDP context*, for data, or Blocked by a data limit or a data quota, which keep it.";

/** Why an attach records a location event (the Update Location to the HSS); follows attachLocationEventsWhen. */
export const attachLocationEventsWhy = `The events come from the Update Location that reaches the HSS. The serving MME, SGSN or VLR sends one when it has to fetch the device's subscription. It does so at a first attach, at an attach or area update that reaches a new node, and after a reset or purge removed the registration, among other cases. So the attach after a connectivity reset always records one. Standards: ${updateLocationClauses}.`;

/** Which location events each attach type on LTE, LTE-M, 2G and 3G produces; attachLocationEvents opens with it. */
export const attachLocationEventsByAttach =
  'Where an attach records location events at all (see below), two attach types record both event 1, *Update location*, and event 2, *Update GPRS location*. They are a combined attach on LTE or LTE-M, and a circuit-switched plus GPRS attach on 2G or 3G. An attach on LTE or LTE-M for EPS services only, or a GPRS-only attach on 2G or 3G, records type 2 alone. A 2G or 3G registration for circuit-switched services alone (an IMSI attach or a location update, 3GPP TS 24.008 4.4) records type 1 alone.';

/**
 * Which of the two location events (types 1 and 2) an attach produces, so a reader can tell a normal pattern from an
 * attach that asked for less than the device needs. Type 1 stands for the CS/SMS registration (a combined EPS/IMSI
 * attach on LTE, 3GPP TS 24.301 5.5.1.3), which the platform never grants on NB-IoT (sms.ts `smsOnNbIot`).
 */
export const attachLocationEvents = `${attachLocationEventsByAttach} ${attachLocationEventsNbIot} ${attachLocationEventsWhen} ${attachLocationEventsWhy}`;

export const eventTypes = [
  {
    id: 1,
    name: 'Update location',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A visited network registers the SIM for circuit-switched services and SMS, and has to fetch its subscription.',
      'The registration comes from MAP Update Location, or from the combined EPS/IMSI attach on LTE.',
      'The fetch is needed at a first attach, on a change of network, or after a reset or purge. It is also needed when the device enters a location area served by another MSC/VLR (on LTE, a combined update that reaches a new VLR).',
      'Moving between cells of the same area does not fire it.',
      'An NB-IoT attach never fires it, because the platform accepts every NB-IoT attach for EPS services only.',
    ],
    detail: {...visitedNetwork, rat: 'LTE-M'},
  },
  {
    id: 2,
    name: 'Update GPRS location',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A visited network registers the SIM for packet data, and the serving MME or SGSN has to fetch its subscription.',
      'The registration comes from a GPRS attach on 2G/3G, or from the Update Location Request of an EPS attach on LTE, LTE-M or NB-IoT.',
      'The fetch is needed at a first attach, at a new node, or after a reset or purge.',
      'It can also fire for an attach that is then refused, such as one with a wrong APN on LTE, because the Update Location comes before the APN check.',
    ],
    detail: {...visitedNetwork, rat: 'LTE-M'},
  },
  {
    id: 3,
    name: 'Create PDP context',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A data session opens: the device is Online, and `detail` carries its IP address.',
      'The session is a PDP context on 2G/3G, or the default bearer of a PDN connection on LTE.',
      `\`detail.apn\` names the APN of the session: \`${provider.apn.name}\`, or your organisation's [private APN](/custom-services#private-apn) on a policy that carries one. On a policy without a private APN, a device that asked for the alias \`${provider.apn.alias}\`, or for no APN, also shows \`${provider.apn.name}\`. On a policy that carries one, a device that asked for no APN shows the private APN ([empty and wrong APNs](/apn-configuration#an-empty-apn)). A private-APN session carries no \`breakout_region\`, because its traffic goes to your network.`,

      'Under a [service policy without data](/portal/device-policies#a-service-policy-without-data) no type 3 fires. On LTE the default bearer of the attach exists but carries nothing, and the device stays Attached.',
      'Nor does one fire for a device Blocked by a data limit or a data quota, which keeps its registration but no data. It stays Blocked. When the block ends, a type 3 follows on 2G/3G once the device opens a PDP context. On LTE, LTE-M and NB-IoT none does, because the default bearer stayed open through the block.',
    ],
    detail: {
      // detail.apn always names the platform's APN (firesWhen above), so the example shows the one a reader's own event carries.
      apn: provider.apn.name,
      ip_address: '172.20.0.17',
      pdp_type: 'IPv4',
      rat: 'LTE-M',
      breakout_region: 'eu-west',
    },
  },
  {
    id: 4,
    name: 'Update PDP context',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen:
      'An open data session changes without closing, for example after a handover to another radio access technology or a QoS change.',
    detail: {rat: 'LTE', previous_rat: 'LTE-M'},
  },
  {
    id: 5,
    name: 'Delete PDP context',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: 'A data session closes, ended by the device, the network or a policy. `detail` carries its volume.',
    detail: {cause: 'device detach', duration_s: 5412, volume: {rx_bytes: 183021, tx_bytes: 40211}},
    detailValues: sessionEndValues,
  },
  {
    id: 6,
    name: 'User authentication failed',
    severity: 1,
    source: 2,
    subject: 'user',
    firesWhen: [
      'A Portal or API sign-in with user credentials fails, or the Portal rejects a single sign-on response.',
      'A single sign-on response is a SAML assertion or an OIDC ID token.',
      'Sign-in belongs to the organisation, not to a workspace. The event is therefore recorded in, and streamed to, every workspace the user is a member of, whichever workspace they were opening ([events streams](/multicloud-data-streamer/stream-types#events-streams)).',
      'A failed sign-in with an address that belongs to no user has no organisation and is recorded nowhere.',
      '`detail.ip_address` is the public source address of each failed attempt: the browser for a Portal sign-in, the caller of `authenticate` for an API sign-in.',
    ],
    detail: {username: 'j.doe@example.com', reason: 'wrong password', ip_address: '192.0.2.10'},
    detailValues: userSignInFailureValues,
  },
  {
    id: 7,
    name: 'Application authentication failed',
    severity: 1,
    source: 2,
    subject: 'organisation',
    firesWhen:
      'An application token is rejected at `POST /api/v1/authenticate`; `detail.ip_address` is the public source address of that caller.',
    detail: {application_token_id: 3381, reason: 'ip address not allowed', ip_address: '198.51.100.7'},
    detailValues: applicationTokenFailureValues,
  },
  {
    id: 8,
    name: 'SIM activation',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: 'A SIM becomes Activated, by a user, through the API, or by itself when it leaves Factory Test.',
    detail: {previous_status: 'Issued', status: 'Activated'},
  },
  {
    id: 9,
    name: 'SIM suspension',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: 'A SIM becomes Suspended.',
    detail: {previous_status: 'Activated', status: 'Suspended'},
  },
  {
    id: 10,
    name: 'SIM deletion',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: 'A SIM becomes Deleted.',
    detail: {previous_status: 'Suspended', status: 'Deleted'},
  },
  {
    id: 11,
    name: 'Endpoint blocked',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      "A device reaches its service policy's data limit or satellite data limit.",
      'Data stops on every bearer and connectivity shows Blocked. Registration continues, and SMS goes on as before the block wherever the registration [carries SMS](/services/sms#radio-technology-and-attach). See [what a blocked device can still do](/portal/connected-devices#what-a-blocked-device-can-still-do).',
      "The block ends, and event 12 fires, at the first of four ways: a raised limit, a move to another policy, a [data limit extension](/how-tos/extend-data-limit) (data limit only), or a new month. Event 12's `detail.reason` values give each in full.",
      '`detail.reason` names the limit. `limit_mb` and `used_mb` are in megabytes (1 MB = 1,000,000 bytes) for either reason. The policy sets the satellite data limit in bytes. For that limit, they hold the limit and the satellite bytes used this month, divided by 1,000,000.',
    ],
    detail: {reason: dataLimitReasons.data, limit_mb: 100, used_mb: 100.2},
  },
  {
    id: 12,
    name: 'Endpoint unblocked',
    severity: 0,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      'A data-limit or satellite-data-limit block ends (one event per limit).',
      'The device uses data again only when no block remains, so an event 12 (Endpoint unblocked) for the data limit can come while the block by the satellite data limit still holds.',
      `\`detail.blocked_by\` names the limit whose block ended, with the value event 11 gave as its \`detail.reason\`: \`${dataLimitReasons.data}\` or \`${dataLimitReasons.satellite}\`.`,
    ],
    detail: {reason: 'data limit extended', blocked_by: dataLimitReasons.data},
    detailValues: unblockValues,
  },
  {
    id: 13,
    name: 'Purge location',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A visited network removes the registration for circuit-switched services and SMS, usually after the device has been unreachable for some time.',
      'Its VLR sends MAP Purge MS (3GPP TS 29.002).',
      'Under SMS in MME, the MME that serves SMS itself sends Diameter Purge UE instead (TS 29.272). That single Purge UE records both this event and event 16, Purge GPRS location.',
    ],
    detail: {...visitedNetwork},
  },
  {
    id: 14,
    name: 'Multi-factor authentication',
    severity: 0,
    source: 2,
    subject: 'user',
    firesWhen:
      'A user sets up, uses or removes a second factor or regenerates their recovery codes, or an Owner or Administrator resets the second factor.',
    detail: {username: 'j.doe@example.com', action: 'totp added'},
    detailValues: mfaActionValues,
  },
  {
    id: 15,
    name: 'Registration rejected',
    severity: 1,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      "The platform refuses a registration on a visited network because of the device's policies, and `detail.reason` names the rule:",
      ...registrationRejectedReasons.map(({reason, cause, when}) => `\`${reason}\` (cause ${cause}): ${when}.`),
      'A Disabled device or Suspended SIM is refused without this event (events 43 and 9 recorded the change).',
      'An Issued or Deleted SIM is not in service, so its refusal creates no event.',
    ],
    detail: {...visitedNetwork, rat: 'NB-IoT', reason: 'radio access technology blocked'},
  },
  {
    id: 16,
    name: 'Purge GPRS location',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A visited network removes the registration for packet data.',
      'The message is Diameter Purge UE (3GPP TS 29.272) from an MME or S4-SGSN, or MAP Purge MS (3GPP TS 29.002) from a Gn/Gp SGSN.',
    ],
    detail: {...visitedNetwork},
  },
  {
    id: 17,
    name: 'Endpoint offline',
    severity: 1,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'A registered device (Attached, Online, or Blocked by a data limit or a data quota) loses its registration, and `detail.cause` says what ended it:',
      ...endpointOfflineCauses.map((cause) => `\`${cause}\`: ${endpointOfflineCauseMeanings[cause]}`),
      'Connectivity then shows Offline. The exception is a withdrawn service, after which it shows Blocked, or Offline if the SIM was deleted (a Deleted SIM is not in service).',
    ],
    detail: {last_seen: '2026-03-14T06:02:11Z', cause: 'purged'},
  },
  {
    id: 18,
    name: 'Quota threshold reached',
    severity: 1,
    source: 1,
    subject: 'endpoint',
    firesWhen: "A device has used its data quota's threshold percentage.",
    detail: {quota_type: 'data', threshold_percent: 80, volume_mb: 500, used_mb: 400.1},
  },
  {
    id: 19,
    name: 'Quota used up',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      "A device's data quota is used up.",
      'With `auto_refill` `false` its action applies: Block until a new quota is set, Throttle until the quota expires (event 24).',
      'With `auto_refill` `true` the same volume is set again and data goes on.',
    ],
    detail: {quota_type: 'data', volume_mb: 500, used_mb: 500.3, action: 'block'},
  },
  {
    id: 20,
    name: 'SMS quota threshold reached',
    severity: 1,
    source: 1,
    subject: 'endpoint',
    firesWhen: "A device has used its SMS quota's threshold percentage.",
    detail: {quota_type: 'sms', threshold_percent: 80, volume: 50, used: 40},
  },
  {
    id: 21,
    name: 'SMS quota used up',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      "A device's SMS quota is used up.",
      'With `auto_refill` `false` it can neither send nor receive SMS until a new quota is assigned.',
      'With `auto_refill` `true` the same number of SMS is set again and SMS goes on.',
    ],
    detail: {quota_type: 'sms', volume: 50, used: 50},
  },
  {
    id: 22,
    name: 'Quota assigned',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: 'A data quota is assigned to a device or replaced, in the Portal or through the API.',
    detail: {
      quota_type: 'data',
      volume_mb: 500,
      expiry_date: '2026-12-31T23:59:59Z',
      threshold_percent: 80,
      action: 'throttle',
    },
  },
  {
    id: 23,
    name: 'SMS quota assigned',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: 'An SMS quota is assigned to a device or replaced.',
    detail: {quota_type: 'sms', volume: 50, expiry_date: '2026-12-31T23:59:59Z', threshold_percent: 80},
  },
  {
    id: 24,
    name: 'Quota expired',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen:
      'A data quota reaches its expiry date, used up or not and whatever its action: data stops and the device shows Blocked until a new quota is set.',
    detail: {quota_type: 'data', volume_mb: 500, used_mb: 212.9, action: 'block'},
  },
  {
    id: 25,
    name: 'SMS quota expired',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen:
      'An SMS quota reaches its expiry date, used up or not and whatever its `auto_refill`: SMS in both directions stop until a new quota is set.',
    detail: {quota_type: 'sms', volume: 50, used: 12},
  },
  {
    id: 26,
    name: 'SMS limit reached',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      "A device has sent as many SMS as its service policy's monthly SMS limit allows. Data is not affected.",
      'Further SMS from the device are rejected until the month ends or the limit is raised. It can be raised in the policy, or for this device by a move to a policy whose SMS limit is above its count this month.',
    ],
    detail: {limit: 100, used: 100},
  },
  {
    id: 27,
    name: 'Data limit extended',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: "A device's data limit is extended for the current month.",
    detail: {extension_mb: 200, limit_mb: 100},
  },
  {
    id: 28,
    name: 'Endpoint created',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen:
      'A device is created, in the Portal or through the API. A device created Disabled fires only this event, not Endpoint disabled.',
    detail: {service_profile_id: 1021, tariff_profile_id: 2044},
  },
  {
    id: 29,
    name: 'Endpoint deleted',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: 'A device is deleted; its SIM becomes free to assign to another device.',
    detail: {sim_unassigned: true},
  },
  {
    id: 30,
    name: 'OpenVPN authentication',
    severity: 0,
    source: 0,
    subject: 'organisation',
    firesWhen:
      "A client authenticates to the OpenVPN service of a breakout region. `detail.username` is the organisation id (a login with an application token) or a Portal user's email address.",
    // A client address from the EU West server's own /16 (policies.ts breakoutRegions[].openVpn.clientRange).
    detail: {region: euWestVpn.code, client_ip_address: euWestVpn.clientAddress, username: '20451'},
  },
  {
    id: 31,
    name: 'OpenVPN authentication failed',
    severity: 1,
    source: 0,
    subject: 'organisation',
    firesWhen: [
      "The OpenVPN service rejects a client's login.",
      'The cause is wrong credentials, an application token that is expired, revoked, or used from a source address outside its IP restriction, a role without `downloadVpnConfig`, a deactivated user, a locked account, or a password refused while **Require SSO** is on.',
    ],
    detail: {region: 'eu-west', username: 'j.doe@example.com', reason: 'invalid credentials'},
    detailValues: openVpnFailureValues,
  },
  {
    id: 32,
    name: 'Service policy changed',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: 'A device is moved to another service policy, by a user, the API or an automation.',
    detail: {previous_service_profile_id: 1021, service_profile_id: 1022},
  },
  {
    id: 33,
    name: 'Coverage policy changed',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: 'A device is moved to another coverage policy.',
    detail: {previous_tariff_profile_id: 2044, tariff_profile_id: 2045},
  },
  {
    id: 34,
    name: 'IMEI lock violation',
    severity: 2,
    source: 1,
    subject: 'endpoint',
    firesWhen: [
      'The SIM of a device with IMEI lock tries to register in a device with another IMEI, and the platform refuses it.',
      'Connectivity shows Blocked. The event is a sign of a SIM taken out of its device.',
    ],
    detail: {locked_imei: '001012345678902', imei: '001019876543215'},
  },
  {
    id: 35,
    name: 'IMEI changed',
    severity: 0,
    source: 0,
    subject: 'endpoint',
    firesWhen: [
      'The SIM of a device without IMEI lock is reported with another IMEI in an Update Location, for example after a module swap.',
      'A swapped module that re-attaches to a node that kept the registration is not reported until its next Update Location ([when one comes](/portal/connected-devices#imei-lock)).',
    ],
    detail: {previous_imei: '001019876543215', imei: '001012345678902'},
  },
  {
    id: 36,
    name: 'Support access granted',
    severity: 1,
    source: 2,
    subject: 'organisation',
    firesWhen: 'An Owner or Administrator grants the support team time-limited access to the organisation.',
    detail: {granted_by: 'a.khan@example.com', expires: '2026-03-15T09:00:00Z', ticket: 'SUP-10422'},
    authorField: 'granted_by',
  },
  {
    id: 37,
    name: 'Support access used',
    severity: 1,
    source: 2,
    subject: 'organisation',
    firesWhen: 'A support engineer signs in to the organisation under a granted access.',
    detail: {support_engineer: 'support-engineer-12', ticket: 'SUP-10422'},
  },
  {
    id: 38,
    name: 'Support access ended',
    severity: 0,
    source: 2,
    subject: 'organisation',
    firesWhen: 'Support access is revoked by a user or reaches its expiry.',
    detail: {reason: 'expired', ticket: 'SUP-10422'},
  },
  {
    id: 39,
    name: 'User invited',
    severity: 0,
    source: 2,
    subject: 'user',
    firesWhen: 'A user is invited to the organisation or a workspace, or created at first SSO sign-in.',
    detail: {username: 'j.moreau@example.com', role: 'Developer', invited_by: 'a.khan@example.com'},
    authorField: 'invited_by',
    exampleEnvelope: {user: invitedUser},
  },
  {
    id: 40,
    name: 'User role changed',
    severity: 0,
    source: 2,
    subject: 'user',
    firesWhen:
      "A user's role changes, by hand or by SSO group mapping at sign-in. It applies to the user's next API request.",
    detail: {username: 'j.moreau@example.com', previous_role: 'Developer', role: 'Observer'},
    exampleEnvelope: {user: invitedUser},
  },
  {
    id: 41,
    name: 'User deactivated',
    severity: 0,
    source: 2,
    subject: 'user',
    firesWhen: 'A user is deactivated; their sessions and personal API tokens end.',
    detail: {username: 'j.moreau@example.com', deactivated_by: 'a.khan@example.com'},
    authorField: 'deactivated_by',
    exampleEnvelope: {user: invitedUser},
  },
  {
    id: 42,
    name: 'Endpoint enabled',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: "A device's status is set to Enabled.",
    detail: {previous_status: 'Disabled', status: 'Enabled'},
  },
  {
    id: 43,
    name: 'Endpoint disabled',
    severity: 0,
    source: 2,
    subject: 'endpoint',
    firesWhen: "A device's status is set to Disabled; the network rejects it from then on.",
    detail: {previous_status: 'Enabled', status: 'Disabled'},
  },
  {
    id: 44,
    name: 'Application token created',
    severity: 0,
    source: 2,
    subject: 'organisation',
    firesWhen: 'An application token is created.',
    detail: {application_token_id: 3381, description: 'ERP sync', created_by: 'a.khan@example.com'},
    authorField: 'created_by',
  },
  {
    id: 45,
    name: 'SIM factory test',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: 'A SIM is put into Factory Test.',
    detail: {previous_status: 'Issued', status: 'Factory Test'},
  },
  {
    id: 46,
    name: 'Application token revoked',
    severity: 0,
    source: 2,
    subject: 'organisation',
    firesWhen: 'An application token is revoked; it can no longer be exchanged for an auth_token.',
    detail: {application_token_id: 3381, revoked_by: 'a.khan@example.com'},
    authorField: 'revoked_by',
  },
  {
    id: 47,
    name: 'Data stream failing',
    severity: 2,
    source: 2,
    subject: 'organisation',
    firesWhen: [
      `The oldest waiting record of a data stream has gone ${limits.dataStreams.errorAfterMinutes} minutes without the target accepting it, and the stream changes to Error.`,
      'The first attempt and every retry since have failed.',
      `The stream keeps collecting records and retrying, and holds each record as long as a paused stream does ([how long records are held](/multicloud-data-streamer/connection-types#how-long-records-are-held)). If its target accepts nothing for ${limits.retention.pausedStreamDays} days, the stream stops and discards every record it still holds ([stream status](/multicloud-data-streamer/manage-data-streams#stream-status)).`,
    ],
    detail: {data_stream_id: 512, target: 'webhook', last_error: 'HTTP 503'},
  },
  {
    id: 48,
    name: 'SIM registration',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: [
      'SIMs are registered to the organisation with their batch identification code and become Issued, or the profiles of a Consumer eSIM order become Issued when the order completes (they have no BIC): one event per SIM, so a batch of 500 records 500.',
      '`detail.bic` is always present: the code the SIM was registered with, or `null` for a Consumer eSIM profile.',
    ],
    detail: {bic: '1234567890123456', status: 'Issued'},
    withoutDevice: true,
  },
  {
    id: 50,
    name: 'SIM released',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: [
      'A SIM leaves the organisation or workspace, and `detail.target` says where it went.',
      '`detail.target` is `release` when the SIM is released, with `target_organisation_id` null.',
      'It is `workspace` when the SIM is moved to another workspace, whose workspace id `target_organisation_id` gives.',
    ],
    detail: {target: 'workspace', target_organisation_id: 20452},
    withoutDevice: true,
  },
  {
    id: 51,
    name: 'SIM assigned',
    severity: 0,
    source: 2,
    subject: 'sim',
    firesWhen: 'A SIM is assigned to the organisation or a workspace, for example after a transfer.',
    detail: {source_organisation_id: 20451},
    withoutDevice: true,
    // Recorded in the target workspace of a transfer (/workspaces/transfer-sims moves a SIM from 20451 to 20452).
    exampleEnvelope: {organisation: {id: 20452, name: 'Lab'}},
  },
  {
    id: 67,
    name: 'User switched workspaces',
    severity: 0,
    source: 2,
    subject: 'user',
    firesWhen: [
      'A user switches to another workspace, or a Portal sign-in opens one in an organisation with several workspaces.',
      'Every entry into a workspace records one event.',
      'A sign-in opens the workspace the browser last used, or else the user’s first workspace in creation order.',
      'The event is recorded in, and streamed to, only the workspace switched into (for a sign-in, the workspace opened). Its `from_workspace` names the workspace left, and is `null` for a sign-in.',
    ],
    detail: {username: 'j.doe@example.com', from_workspace: 'Lab'},
  },
] as const satisfies readonly EventTypeInfo[];

export type EventTypeId = (typeof eventTypes)[number]['id'];

export function eventType(id: EventTypeId): (typeof eventTypes)[number] {
  const found = eventTypes.find((type) => type.id === id);
  if (!found) throw new Error(`No event type ${id}`);
  return found;
}

/**
 * The event types (1 to 3) that show a consumer eSIM profile on the network, as "1 (Update location), …", for the
 * consumer-eSIM MDM guides; `consumerProfileEvents` in states.ts says when each is recorded. It lives here, not in
 * states.ts, because states.ts cannot import the event list.
 */
export const consumerProfileEventList = eventTypes
  .filter((type) => type.id <= 3)
  .map((type) => `${type.id} (${type.name})`)
  .join(', ');

/** The event types whose `detail` names the user who made the change, with that field (`authorField`). */
export const authoredEventTypes = eventTypes.flatMap((type) =>
  'authorField' in type ? [{id: type.id, name: type.name, authorField: type.authorField}] : [],
);

/** Example identifiers: MCC 001 test network, the fictional 555 range and an example ICCID. */
const example = {
  organisation: {id: 20451, name: 'Production EU'},
  endpoint: {
    id: 1180234,
    name: 'cold-chain-truck-17',
    ip_address: '172.20.0.17',
    imei: '001012345678902',
    tags: 'cold-chain,eu',
  },
  sim: {id: 770512, iccid: '89001010000012345674', imsi: '001010000012345', msisdn: '15555550123'},
  imsi: {id: 901233, imsi: '001010000012345'},
  user: {id: 5531, username: 'j.doe@example.com'},
};

/**
 * The SIM's status in an example (`SimSummary.status`): the status a SIM event leaves it in
 * (`detail.status`), otherwise Activated.
 */
function exampleSimStatus(type: EventTypeInfo): {id: number; description: string} {
  const named = type.subject === 'sim' ? type.detail.status : undefined;
  const state = simStates.find((candidate) => candidate.name === named) ?? simStates[1];
  return {id: state.id, description: state.name};
}

/** A complete event as GET /api/v1/event returns it, for a type's documentation. */
export function examplePayload(type: EventTypeInfo): Record<string, unknown> {
  const severity = severities[type.severity];
  const source = sources[type.source];
  const onDevice = type.subject === 'endpoint' || type.subject === 'sim';
  return {
    id: 41290331000 + type.id,
    timestamp: '2026-03-14T09:20:58.000+00:00',
    event_type: {id: type.id, description: type.name},
    event_severity: {id: severity.id, description: severity.description},
    event_source: {id: source.id, description: source.name},
    organisation: type.exampleEnvelope?.organisation ?? example.organisation,
    ...(onDevice && !type.withoutDevice && {endpoint: example.endpoint}),
    ...(onDevice && {sim: {...example.sim, status: exampleSimStatus(type)}, imsi: example.imsi}),
    ...(type.subject === 'user' && {user: type.exampleEnvelope?.user ?? example.user}),
    detail: type.detail,
  };
}
