/**
 * SIM, device (endpoint) and connectivity states, the transitions between
 * them and what works in each. The SIM lifecycle page draws its tables and
 * diagram from here.
 */
import {limits} from './limits';
import type {RuleText} from './ruleText';

/** What a device can do on the network while its SIM or itself is in a state. */
export interface Capabilities {
  /** The network accepts the attach or location update. */
  readonly registration: boolean;
  readonly data: boolean;
  /** SMS sent by the device (mobile originated). */
  readonly smsMo: boolean;
  /** SMS sent to the device (mobile terminated). */
  readonly smsMt: boolean;
}

export interface SimStateInfo {
  /** `status.id` in the API. */
  readonly id: number;
  readonly name: string;
  readonly summary: string;
  readonly works: Capabilities;
  readonly monthlyFee: string;
}

const nothing = {registration: false, data: false, smsMo: false, smsMt: false} as const;
const everything = {registration: true, data: true, smsMo: true, smsMt: true} as const;

export const simStates = [
  {
    id: 0,
    name: 'Issued',
    summary:
      'Registered to the organisation but never activated: a storage state. The network rejects the SIM, and it does not activate by itself on first use.',
    works: nothing,
    monthlyFee: 'No',
  },
  {
    id: 1,
    name: 'Activated',
    summary: "The normal operating state. What works depends on the device's status and policies.",
    works: everything,
    monthlyFee: 'Yes',
  },
  {
    id: 2,
    name: 'Suspended',
    summary: 'Kept in the inventory but refused by the network, for seasonal devices or devices under investigation.',
    works: nothing,
    monthlyFee: 'No; a month in which it was Activated is still charged',
  },
  {
    id: 3,
    name: 'Deleted',
    summary: 'Retired for good. A deleted SIM cannot be activated again.',
    works: nothing,
    monthlyFee: 'No; a month in which it was Activated is still charged',
  },
  {
    id: 4,
    name: 'Factory Test',
    summary:
      'Works like Activated for production-line tests, without a monthly fee, until a test threshold is reached; then the SIM becomes Activated.',
    works: everything,
    monthlyFee: 'No',
  },
] as const satisfies readonly SimStateInfo[];

export type SimStateName = (typeof simStates)[number]['name'];

export interface Transition<State extends string> {
  readonly from: State | null;
  readonly to: State;
  /** What causes it: a user action, or the platform by itself. */
  readonly trigger: string;
  /** The system event type id the change creates. */
  readonly eventId: number;
}

/**
 * Who makes a SIM status change (the lead's round-128 decision 1): `user` through the Portal or
 * `PATCH /api/v1/sim/{sim_id}` (`updateSim`), `platform` by itself, `registration` a user registering the SIM in the
 * Portal (no API operation registers a SIM).
 */
export type SimTransitionMaker = 'user' | 'platform' | 'registration';

/** How the transition table names each maker (the table capitalises the first), in the order of the row's `by`. */
export const simTransitionMakers = {
  user: 'you, in the Portal or with `updateSim`',
  platform: 'the platform',
  registration: 'you, in the Portal (no API operation registers a SIM)',
} as const satisfies Record<SimTransitionMaker, string>;

export interface SimTransition extends Transition<SimStateName> {
  /** Who makes it; a row that a trigger reaches two ways lists both, in the order of `trigger`. */
  readonly by: readonly SimTransitionMaker[];
}

/**
 * The second entry into Issued outside `simTransitions`: the profiles of a **Consumer eSIM profiles** order
 * (/portal/sim-inventory#order-sims). Rendered on /services/sim-lifecycle-management and /quickstart/order-sims.
 */
export const consumerEsimOrderEntry =
  'When a **Consumer eSIM profiles** order completes, each profile appears in **SIM Inventory** as Issued and records event 48, *SIM registration*, as a registered SIM does, so a stream consumer that builds its SIM list from event 48 sees them. There is no BIC and nothing ships.';

/**
 * Every SIM status change, with who makes it (`by`). A user makes only the rows whose `by` holds `user`; the Portal and
 * `updateSim` refuse any other change, the *organisation closed* rows included (see `simStatusUpdate`).
 * Two entries into Issued are not status changes and sit outside this list: a platform profile downloaded to an IoT
 * eUICC becomes a new SIM in Issued without a BIC and records no event (`platformProfileSims.download`), and the
 * profiles of a Consumer eSIM order become Issued when the order completes and record event 48
 * (`consumerEsimOrderEntry`).
 */
export const simTransitions = [
  {from: null, to: 'Issued', trigger: 'SIM registered with its BIC', by: ['registration'], eventId: 48},
  {from: 'Issued', to: 'Activated', trigger: 'activate', by: ['user'], eventId: 8},
  {from: 'Issued', to: 'Factory Test', trigger: 'start factory test', by: ['user'], eventId: 45},
  {
    from: 'Factory Test',
    to: 'Activated',
    trigger: 'test threshold reached, or activate',
    by: ['platform', 'user'],
    eventId: 8,
  },
  {from: 'Factory Test', to: 'Suspended', trigger: 'suspend', by: ['user'], eventId: 9},
  {from: 'Activated', to: 'Suspended', trigger: 'suspend', by: ['user'], eventId: 9},
  {from: 'Suspended', to: 'Activated', trigger: 'reactivate', by: ['user'], eventId: 8},
  {from: 'Activated', to: 'Deleted', trigger: 'delete', by: ['user'], eventId: 10},
  {from: 'Suspended', to: 'Deleted', trigger: 'delete', by: ['user'], eventId: 10},
  // No user can delete a SIM that was never activated; closing the organisation deletes every SIM it still holds.
  {from: 'Issued', to: 'Deleted', trigger: 'organisation closed', by: ['platform'], eventId: 10},
  {from: 'Factory Test', to: 'Deleted', trigger: 'organisation closed', by: ['platform'], eventId: 10},
] as const satisfies readonly SimTransition[];

/**
 * The SIM Inventory actions a selection made with **Upload CSV** may take; after an upload the other entries of
 * **Actions** (Factory test and Delete among them) are greyed out. A factory-test batch is selected by pasting
 * its ICCIDs into the search box instead.
 */
export const csvSelectableSimActions = ['Activate', 'Suspend', 'Release SIMs'] as const;

/**
 * What a SIM Inventory selection does with a SIM that cannot take an action, however the selection was made: the action
 * is refused for the whole selection rather than applied to the SIMs that can take it, so a bulk state change is never
 * left half done and a file of ICCIDs is not checked row by row like the device imports.
 */
export const simSelectionActionRule =
  "An action is greyed out when any selected SIM cannot take it. That happens because of the SIM's current state or, for **Release SIMs** and **Transfer to workspace**, because it is still assigned to a device. The rule is the same whether the SIMs were selected with the checkboxes or the search box, or, for the actions a file selection takes, with **Upload CSV**. One unsuitable SIM disables the action for the whole selection, and nothing is applied SIM by SIM.";

/** How `PATCH /api/v1/sim/{sim_id}` answers a status it is sent. */
export const simStatusUpdate = {
  /** A change that is a user row of `simTransitions` (`by` holds `user`) is made; its event follows. */
  changedCode: 204,
  /** Setting the status the SIM already has is accepted and changes nothing: no event, no charge. */
  sameStatus: 'accepted as a no-op',
  sameStatusCode: 204,
  /**
   * Any other change is refused, and the SIM keeps its status: one that is no row of `simTransitions`, and the rows
   * only the platform makes (Issued → Deleted and Factory Test → Deleted happen only when the organisation is closed).
   */
  unlistedTransitionCode: 409,
} as const;

export interface DeviceStateInfo {
  readonly id: number;
  readonly name: string;
  readonly summary: string;
  readonly works: Capabilities;
}

/** Device (endpoint) status, independent of the SIM's status: both must allow a service. */
export const deviceStates = [
  {
    id: 0,
    name: 'Enabled',
    summary: "The device may use the network as far as its SIM's state and its policies allow.",
    works: everything,
  },
  {
    id: 1,
    name: 'Disabled',
    summary: 'The network rejects the device and its SIM; its settings and history are kept.',
    works: nothing,
  },
  {
    id: 2,
    name: 'Deleted',
    summary: 'The device is removed and its SIM is free to be assigned to another device.',
    works: nothing,
  },
] as const satisfies readonly DeviceStateInfo[];

/**
 * Whether a list shows Deleted records. A Deleted device is gone from the fleet, so lists leave it out unless asked;
 * a Deleted SIM is still a card in the inventory, so its list keeps it, as SIM Inventory does.
 */
export const deletedInLists = {
  devices:
    'Deleted devices are listed only when the filter asks for that status (REST `q=status:2`, GraphQL `status: DELETED`), and counted only then; one is still found by its id.',
  sims: 'Deleted SIMs are listed like SIMs in any other state, as SIM Inventory shows them; a filter on another status leaves them out.',
} as const;

/**
 * The monthly fee in the month of a release (the lead's round-131 decision 3). Home: the
 * "Charging by state" list of /services/sim-lifecycle-management; release-sims links there.
 */
export const releaseMonthFee =
  'each organisation that held the SIM Activated in the month of the release pays that month, once; from the next month the releasing organisation pays nothing. A mistaken release registered and activated again in the same month is charged once.';

/** How the usage record that crosses the Factory Test data threshold is charged: records come in steps, so one can hold much more. */
export const factoryTestCrossingCharge =
  'Of the usage record that crosses the data threshold, only the part above the threshold is charged, as your price model charges any data: cellular data from an allowance or at the rate of the zone where it was used, satellite data at the [satellite rate](/portal/org/subscription#sms-and-satellite-charges).';

/** What a SIM in Factory Test is charged for (the lead's round-126 decision 1, SMS at the threshold round 127); `factoryTestCrossingCharge` is its middle sentence. */
export const factoryTestCharging = `While a SIM is in Factory Test, its data up to the data threshold and its SMS up to the SMS threshold are not charged. The SMS that reaches the threshold is free too, and so is an MT SMS accepted before activation and Delivered after it. ${factoryTestCrossingCharge} Usage from activation on is charged as usual.`;

export type DeviceStateName = (typeof deviceStates)[number]['name'];

export const deviceTransitions = [
  {from: null, to: 'Enabled', trigger: 'device created', eventId: 28},
  // The API may create a device Disabled (status 1): it fires only event 28, never 43.
  {from: null, to: 'Disabled', trigger: 'device created disabled', eventId: 28},
  {from: 'Enabled', to: 'Disabled', trigger: 'disable', eventId: 43},
  {from: 'Disabled', to: 'Enabled', trigger: 'enable', eventId: 42},
  {from: 'Enabled', to: 'Deleted', trigger: 'delete', eventId: 29},
  {from: 'Disabled', to: 'Deleted', trigger: 'delete', eventId: 29},
] as const satisfies readonly Transition<DeviceStateName>[];

export interface ConnectivityStateInfo {
  /** The Portal label. */
  readonly name: string;
  /** `Connectivity.status.id` in the REST API (getEndpointConnectivity). */
  readonly apiId: number;
  /** `Connectivity.status.description` in the REST API, and the GraphQL enum value. */
  readonly apiDescription: string;
  readonly meaning: RuleText;
  /** What works; for Blocked it depends on the cause, listed in `blockCauses`. */
  readonly works: ConnectivityCapabilities | 'by cause';
}

/**
 * What works in a connectivity state. SMS in a registered state is `'by attach'`: the radio access technology and the
 * attach the device made decide it, not the state (sms.ts `smsAttachRule`), so the table never says a plain Yes.
 */
export interface ConnectivityCapabilities extends Pick<Capabilities, 'registration' | 'data'> {
  readonly smsMo: boolean | 'by attach';
  readonly smsMt: boolean | 'by attach';
}

/** The connectivity column of Connected Devices: what the network reports about the device now. */
export const connectivityStates = [
  {
    name: 'Attached',
    apiId: 0,
    apiDescription: 'ATTACHED',
    meaning: [
      'Registered on a partner network with no data session carrying traffic.',
      'On 2G/3G a device may stay here and open a PDP context when it needs one.',
      'On LTE the attach itself opens the default bearer, so only two kinds of device stay here. One attached without a PDN connection: a Release 13 option for CIoT devices that the device and the network agree at attach. The other has a service policy that allows no data; its bearer exists but carries nothing.',
    ],
    works: {registration: true, data: false, smsMo: 'by attach', smsMt: 'by attach'},
  },
  {
    name: 'Online',
    apiId: 1,
    apiDescription: 'ONLINE',
    meaning:
      'A data session is open: a PDP context on 2G/3G, the default bearer of a PDN connection on LTE, LTE-M and NB-IoT.',
    works: {registration: true, data: true, smsMo: 'by attach', smsMt: 'by attach'},
  },
  {
    name: 'Offline',
    apiId: 2,
    apiDescription: 'OFFLINE',
    meaning: [
      'Not registered: powered off, out of coverage, detached, or its attach rejected by the network, as for a wrong APN on LTE.',
      'Also a registration the platform just ended, until the device registers again. The platform ends one with a [connectivity reset](/portal/connected-devices#reset-connectivity), a block of the network or technology the device was on, a rate zone left out of its coverage policy, or a tariff change that drops that network.',
      'A device also stays Offline while it has no SIM ([taking a SIM off a device](/portal/sim-inventory#taking-a-sim-off-a-device)), or while its SIM is Issued or Deleted. Such a SIM is not in service, so the network refuses it before any rule applies. Once the SIM is activated or put in Factory Test, a module refused meanwhile registers only after a [restart](/quickstart/troubleshooting#restart-after-the-fix).',
    ],
    works: nothing,
  },
  {
    name: 'Blocked',
    apiId: 3,
    apiDescription: 'BLOCKED',
    meaning: [
      'A rule of the platform refuses the device some or all service.',
      'When such a rule refuses registration (device Disabled, SIM Suspended, IMEI lock, network or technology blocked or outside the coverage policy, trial ended), the device shows Blocked, never Offline.',
      'Disabling the device or suspending its SIM shows Blocked at once.',
      'A block of the network or technology a registered device is on, or a rate zone left out of its coverage policy, ends that registration. The device then shows Offline until it tries to register again ([what a block shows](/portal/device-policies#when-a-change-applies)).',
    ],
    works: 'by cause',
  },
] as const satisfies readonly ConnectivityStateInfo[];

export type ConnectivityStateName = (typeof connectivityStates)[number]['name'];

/**
 * What the Portal shows after a block (network, country, radio technology) or a tariff change ends a registration the
 * device holds. The block how-tos render it so that a reader who follows their reset link does not look for the
 * reset's cause.
 */
const blockEndedEvent = 'event 17, *Endpoint offline*, with `detail.cause` `policy change`';

export const blockEndedRegistrationSeen = [
  `**Events tab:** ${blockEndedEvent}, for a policy block and for the device's own blocklist alike.`,
  '**No reset cause:** the cause is `policy change`, not `connectivity reset`, although the block cancels the registration the way a reset does.',
  '**Connectivity:** Offline until the device tries to register again. Then Blocked if it tries what the policy or blocklist now blocks, or Attached or Online once it registers where the policy allows ([connectivity states](/portal/connected-devices#connectivity-states)).',
] as const;

/** The same, for a page about policy blocks only (a radio access technology is blocked in the service policy alone). */
export const policyBlockEndedRegistrationSeen = [
  `**Events tab:** ${blockEndedEvent}.`,
  ...blockEndedRegistrationSeen.slice(1),
] as const;

/**
 * What the Portal shows once a phone, tablet or PC has installed a consumer eSIM profile on an Activated SIM
 * (the Attached and Online rows of `connectivityStates`). The Result of every consumer-eSIM how-to renders it
 * with `<InlineText text={consumerProfileResult} />`, so no page keeps its own copy.
 */
export const consumerProfileResult =
  'In [Connected Devices](/portal/connected-devices) the device appears as Online: on LTE the attach itself opens the data session, even while data roaming is off on the phone. On 2G or 3G a phone with data roaming off opens no PDP context, so the device shows Attached until data roaming is on. A device on LTE that stays Attached is on a service policy without data; see [a service policy without data](/portal/device-policies#a-service-policy-without-data).';

/**
 * The system events (events.ts types 1 to 3) that show a consumer eSIM profile on the network; the type-3 condition
 * follows consumerProfileResult. Pages render it with `<InlineText text={consumerProfileEvents} />`.
 */
export const consumerProfileEvents =
  "At the profile's first attach the network fetches its subscription: event 2, Update GPRS location. A phone normally attaches for SMS too (a combined attach), which also records event 1, Update location ([event types](/system-events/event-types#network-events)). Create PDP context is recorded when a data session opens: at the attach on LTE, and on 2G or 3G only once data roaming is on. A later re-attach may record no location event, so the connectivity status, not a location event, proves a registration.";

/**
 * What a consumer-eSIM install needs on the platform side first (the Issued and Activated rows of the SIM states).
 * The Prerequisites of every consumer-eSIM how-to render it with `<InlineText text={consumerProfilePrerequisite} />`.
 */
export const consumerProfilePrerequisite =
  "The eSIM's SIM is **Activated** in [SIM Inventory](/portal/sim-inventory) and its device is Enabled. Installing a profile does not activate it, and the network refuses a SIM that is still Issued; see [activation](/services/consumer-esim-global#activation).";

export interface BlockCause {
  /** The cause in a few words, without marks: the title of its notes under the table. */
  readonly title: string;
  /** Cells may hold `code` and [links](/route). */
  readonly cause: string;
  /** The system events that name this cause on the device. */
  readonly eventIds: readonly number[];
  readonly registration: 'kept' | 'refused' | 'refused on that network or technology only';
  /**
   * What the Event cell says instead of the event names, for a cause no event names but whose effects record events.
   * Held as parts: the table cell shows the first, the rest goes under the table.
   */
  readonly events?: RuleText;
  /** One sentence, or parts: the table cell shows the first; the rest (a lead ending in a colon and its items) goes under the table. */
  readonly data: RuleText;
  /** Left out for a data block: `smsDuringDataBlock` says it once, above the table, for all of them. */
  readonly sms?: string;
}

/**
 * SMS during a data block, the causes of `blockCauses` that have no `sms` (`<BlockCauseRules />` renders it once, above
 * them): only a registration that carries SMS has an SMS path (`smsAttachRule`).
 */
export const smsDuringDataBlock =
  'A data block stops data only. SMS works as before the block, wherever the registration carries SMS ([which attach carries SMS](/services/sms#radio-technology-and-attach)).';

/** When a data-limit block ends (the Data item of the first `blockCauses` row), a lead ending in a colon. */
const dataLimitBlockEnd = `The block ends with event 12, *Endpoint unblocked*, at ${limits.dataLimits.reset} of the next month, or sooner:`;

const dataLimitBlockLifts = [
  "When the limit is raised above the device's use this month, in the service policy.",
  'For one device, when it moves to a policy whose limit is above its use this month.',
  "For the data limit only, not the satellite data limit, when a [data limit extension](/how-tos/extend-data-limit) brings the limit plus the month's extension total above the device's use this month.",
] as const;

/**
 * The Data item of the data-limit row of `blockCauses` as full sentences, for a page that renders it as prose
 * (`<RuleTextBlock text={dataLimitBlockProse} paragraphs />`) rather than in a field named Data.
 */
export const dataLimitBlockProse = [
  `Data stops on every bearer, cellular and satellite alike, whichever of the two limits the device reached. ${dataLimitBlockEnd}`,
  ...dataLimitBlockLifts,
] as const;

/**
 * The causes of `blockCauses` in one line, for a troubleshooting row "Portal shows Blocked" on a device guide, so that the
 * row names the causes instead of an abstract "rule of the platform".
 */
export const blockedCausesInBrief =
  'A block: device Disabled, SIM Suspended, IMEI lock, network, technology or rate zone, a data limit or a data quota, or trial ended ([what each block allows](/portal/connected-devices#what-a-blocked-device-can-still-do))';

/** Why a device shows Blocked, and what it can still do in each case. */
export const blockCauses = [
  {
    title: 'Data limit or satellite data limit reached',
    cause: 'Data limit or satellite data limit of the service policy reached',
    eventIds: [11],
    registration: 'kept',
    data: [
      'Stopped on every bearer, cellular and satellite alike, whichever of the two limits was reached.',
      dataLimitBlockEnd,
      ...dataLimitBlockLifts,
    ],
  },
  {
    title: 'Data quota used up or expired',
    cause:
      '[Data quota](/services/quota-management#what-happens-to-the-device) used up with the action Block, or expired, on a policy that applies quotas',
    eventIds: [19, 24],
    registration: 'kept',
    data: 'Stopped until a new quota is set.',
  },
  {
    title: 'Data quota removed or never set',
    cause:
      '[Data quota](/services/quota-management#what-happens-to-the-device) removed, or never set, on a policy that applies quotas',
    eventIds: [],
    registration: 'kept',
    data: 'Stopped until a quota is set.',
  },
  {
    title: 'IMEI lock does not match',
    cause:
      '[IMEI lock](/portal/connected-devices#imei-lock) does not match the device: the registration is refused as for a SIM not in service, with cause 7 or 8',
    eventIds: [34],
    registration: 'refused',
    data: 'No.',
    sms: 'No.',
  },
  {
    title: 'Device Disabled or SIM Suspended',
    cause: 'Device Disabled, or its SIM Suspended (a device created Disabled has only event 28, *Endpoint created*)',
    eventIds: [43, 9],
    registration: 'refused',
    data: 'No.',
    sms: 'No.',
  },
  {
    title: 'Trial ended',
    cause: '[Trial ended](/quickstart/trial#when-the-trial-ends): credit used up or period over, before an upgrade',
    eventIds: [],
    events: [
      'No event names it.',
      'A device registered at that moment records event 5, *Delete PDP context*, for an open data session, then event 17, *Endpoint offline*, with `detail.cause` `service withdrawn`.',
    ],
    registration: 'refused',
    data: 'No.',
    sms: 'No.',
  },
  {
    title: 'Network or technology blocked',
    cause:
      "Network or radio access technology blocked by the device's policies, or the network or its country not in its coverage policy",
    eventIds: [15],
    registration: 'refused on that network or technology only',
    data: 'Only where the device can register.',
    sms: 'Only where the device can register.',
  },
] as const satisfies readonly BlockCause[];

/**
 * What a trial organisation's devices do when its prepaid credit is used up or its days (`limits.trial.days`) end
 * before an upgrade. The SIMs keep their states; the platform refuses their service as it does for a suspended SIM.
 */
export const trialEnd = {
  connectivity: `${'Blocked' satisfies ConnectivityStateName} at once, for every device with an Activated or Factory Test SIM. A device whose SIM is Issued or Deleted, or that has no SIM, stays ${'Offline' satisfies ConnectivityStateName}.`,
  registration: 'Refused with cause 7 or 8, as for a suspended SIM; a registered device is withdrawn.',
  data: 'No.',
  sms: 'No, in either direction. An SMS sent to a device from the Portal or the API is accepted and ends FAILED in the API (**Failed** in the Portal) without reaching the network.',
  simStates: 'Unchanged: no SIM changes state, so no SIM event is created, and none follows the upgrade.',
  account: 'The Portal and the API stay available, with every device, SIM, policy and event, so you can upgrade.',
  afterUpgrade:
    'The refusal ends at once; restart each modem that was refused, or detached with cause 8. A device that slept through the end (PSM, or idle and not paged) needs nothing.',
} as const;

/**
 * What the short cells of `trialEnd` leave out: the causes in full, the events and the recovery. The trial page
 * renders them as a list under the table.
 */
export const trialEndNotes = [
  'A 2G/3G location update for circuit-switched services alone is refused with MM cause 2 instead of 7 or 8.',
  'The withdrawal ([as for a suspended SIM](/portal/connected-devices#enable-or-disable-a-device)) records event 5, *Delete PDP context*, for an open data session, then event 17, *Endpoint offline*, with `detail.cause` `service withdrawn`. No event names the trial end itself.',
  'A device that was asleep or not paged when the trial ended, and stayed so until the upgrade, was never refused and comes back by itself. One that woke or registered before the upgrade was refused with cause 7 or 8 and needs a restart ([after a refusal](/quickstart/troubleshooting#cause-7-or-8)).',
] as const;

/** Every state name a page may mention, whatever its kind. */
export const stateNames: readonly string[] = [
  ...simStates.map((state) => state.name),
  ...deviceStates.map((state) => state.name),
  ...connectivityStates.map((state) => state.name),
];

/**
 * The SIM states a device may be created with or given (Portal **Add device**, `sim` of POST and PATCH
 * /api/v1/endpoint). A Factory Test SIM needs a device like any other, so the test can run on it; a
 * Suspended SIM must be reactivated first, and a Deleted SIM is retired.
 */
export const assignableSimStates = ['Issued', 'Activated', 'Factory Test'] as const satisfies readonly SimStateName[];

/**
 * A platform profile on an IoT eUICC (SGP.32) is a SIM of its own, with its own ICCID, state and device. These are
 * the SIM-side rules of downloading, switching to and deleting such a profile; the eUICC operations themselves are
 * explained on /services/euicc-profile-management.
 */
export const platformProfileSims = {
  profileList:
    "Under an IoT eUICC, SIM Inventory lists the profiles the eUICC reported at its last poll (the SGP.32 profile list), every operator's: each with its ICCID, its operator and its state, enabled or disabled.",
  chooseProfile:
    '**Enable profile** and **Delete profile** name one profile by its ICCID. **Enable profile** asks which disabled profile to enable. **Delete profile** asks which disabled profile to delete, and never offers the bootstrap profile.',
  download:
    'A platform profile downloaded to an IoT eUICC appears in SIM Inventory as a SIM of its own, of type eUICC. That SIM starts in state Issued without a BIC, records no event, and is assigned to no device. It costs no monthly fee until it is Activated.',
  beforeSwitch:
    "Its SIM must be Activated (or in Factory Test) and assigned to a device record of its own, with a service and a coverage policy. A device takes one SIM, so the old and the new profile each keep a device. Keep the old profile's SIM Activated and its device enabled until the migration is finished, because a rollback returns to that profile.",
  refusedSwitch:
    "If the new profile's SIM is still Issued, the network refuses the switch with EMM cause 7 or 8. If that SIM is Activated but assigned to no device, the network refuses the switch with cause 17. Either way the IPA cannot reach the eIM on the new profile, and the eUICC rolls back to the previous profile.",
  rollback: `After an **Enable profile**, the platform's IPAe waits ${limits.remoteProvisioning.rollbackMinutes} minutes for the newly enabled profile to attach and reach the eIM. If it cannot, the IPAe enables the previous profile again and reports the failure to the eIM at its next poll. An IPAd, on an eUICC from another source, waits as long as its vendor set it to.`,
  fallbackReturn: `When the eUICC falls back to the bootstrap profile and that profile cannot attach (its SIM is Suspended: EMM cause 7 or 8) or cannot reach the eIM within ${limits.remoteProvisioning.rollbackMinutes} minutes, the platform's IPAe returns to the profile that was enabled before the fallback. A device that only lost signal for a while is therefore back on its operational profile after at most ${limits.remoteProvisioning.rollbackMinutes} minutes of fallback; a suspended bootstrap SIM costs it the fallback path, not its operational profile.`,
  billing:
    "Disabling a platform profile on the eUICC does not change its SIM's state: an Activated SIM is charged every month whatever profile the eUICC runs. Once you no longer need to switch back, suspend the old profile's SIM or delete the profile; either stops its fee from the next month.",
  deletion:
    'Deleting a platform profile makes its SIM Deleted (event 10), which is final. The Portal therefore deletes a platform profile only when its SIM is Activated or Suspended, the states a SIM can be deleted from. A profile whose SIM never left Issued costs nothing, and stays on the eUICC until its SIM goes through Factory Test to Suspended.',
} as const;

/**
 * The SIM states a [transfer between workspaces](/workspaces/transfer-sims) accepts: every state but Deleted, since a
 * deleted SIM is retired. The SIM keeps its state in the target workspace.
 */
export const transferableSimStates = [
  'Issued',
  'Activated',
  'Suspended',
  'Factory Test',
] as const satisfies readonly SimStateName[];

/**
 * IMEI lock: what it binds to and when, how a SIM in other hardware is refused, and how the lock is
 * moved. Binding happens at a registration's Update Location, not at a data session, because the home
 * network learns the IMEI there and refuses the equipment at registration: on 2G/3G a device can register
 * without ever opening a PDP context, and a device whose service policy allows no data never opens one.
 */
export const imeiLock = {
  bindsAt: [
    "**When:** the SIM's next registration that reaches the home network in an Update Location, after the lock is turned on with no IMEI entered. The lock records the IMEI that the network reports in that registration.",
    "**Which registrations:** the serving MME, SGSN or VLR sends an Update Location only when it must fetch the SIM's subscription (3GPP TS 29.272 5.2.1.1). It does so at a first attach or an attach through a new node (3GPP TS 23.401 5.3.2.1 for an MME, TS 23.060 6.5 for an SGSN, TS 23.012 for a VLR). A [connectivity reset](/portal/connected-devices#reset-connectivity) forces one too. A re-attach to a node that kept the registration, such as a power cycle in the same place, does not bind the lock.",
    '**To bind it now:** select **Reset connectivity**. The lock then binds when the device is registered again. For a connected device behind an MME or S4-SGSN, that is at once. Otherwise it binds at the first contact that [the reset per serving node](/portal/connected-devices#reset-connectivity) names.',
    '**Where the IMEI comes from:** on LTE, LTE-M and NB-IoT the core network takes the IMEISV from the security mode procedure of the attach (3GPP TS 24.301 5.4.3). The MME passes it on in the Update Location Request. On 2G and 3G the VLR or SGSN asks the device with an identity request (3GPP TS 24.008 4.3.3 for the VLR, 4.7.8 for the SGSN).',
    '**Without data:** a device whose service policy allows no data binds all the same.',
    '**Not from a Notify:** the platform reads the IMEI only from an Update Location. A Notify Request in which the MME or SGSN reports new terminal information (3GPP TS 29.272 5.2.5.1) changes neither the IMEI the Portal shows nor the lock.',
  ],
  entered:
    'An IMEI entered with the lock binds at once. It has 15 digits, the 15th its Luhn check digit (3GPP TS 23.003 6.2.1); a 16-digit IMEISV (what `AT+CGSN=2` prints) is refused. An IMEISV the network reports is recorded as its IMEI: its first 14 digits (type allocation code and serial number) with the check digit added. A firmware update changes only the software version number, so it does not trip the lock.',
  /** Three parts, a list item each: the causes per technology, what the Portal shows, and when it is not checked. */
  refusal: [
    "**Causes:** a registration of the SIM in any other device that reaches the platform in an Update Location is refused as for a SIM not in service. LTE, LTE-M and NB-IoT: EMM cause 7 or 8 (3GPP TS 24.301). 2G and 3G: GMM cause 7 or 8 for a GPRS attach (TS 24.008). A location update for circuit-switched services alone gets MM cause 2. Cause 6, Illegal ME, comes only from the serving network's own equipment check, never from the platform.",
    '**In the Portal:** the device shows **Blocked**, and an IMEI lock violation event (type 34) carries the locked IMEI and the one tried.',
    '**When it is not checked:** a re-attach to a node that kept the registration sends no Update Location, so the SIM is not checked there. It is checked at its next Update Location, which a [connectivity reset](/portal/connected-devices#reset-connectivity) forces.',
  ],
  /** Moving the SIM to another device on purpose: steps in order, rendered as a numbered list. */
  move: [
    "Clear the recorded IMEI, or turn the lock off, and select **Save**. To bind the lock to the new device at once, enter that device's IMEI instead.",
    'Put the SIM into the new device and restart its modem: a refused module does not try again by itself.',
    'If you cleared the IMEI, select **Reset connectivity** after the restart. A cleared lock binds at the next Update Location, which a restart in the same place may not send; the reset forces one.',
  ],
} as const;

export interface RegistrationRefusal {
  /**
   * The reject causes the module receives (3GPP TS 24.301 on LTE). On 2G/3G, TS 24.008 shares 6, 11, 13, 15 and 17
   * between GMM and MM; 7 and 8 are GMM causes only (GPRS and combined attach, 4.7.3.1.4/4.7.3.2.4), so a
   * circuit-switched-only location update refused for the same reasons gets MM cause 2; it has no 19.
   */
  readonly causes: readonly {readonly cause: number; readonly name: string}[];
  /** Why the platform or the network sends it. Cells may hold `code`, **labels** and [links](/route). */
  readonly why: string;
  /** What the module does next by itself, per 3GPP TS 24.301 5.5.1.2.5 (causes 6 to 15) and 5.5.1.2.6 (17, 19). */
  readonly moduleDoes: RuleText;
  /** Cause 15 only: `moduleDoes` without the forbidden-area list, for a page that shows cause 13 above it. */
  readonly moduleDoesAfterCause13?: RuleText;
  /** What brings the device back once the cause is removed. */
  readonly recovery: RuleText;
}

/** When a module refused with cause 17 comes back by itself once its SIM has a device again: the timers of TS 24.008 and 24.301 per procedure. */
const cause17Return =
  'After an attach, that is within about 12 minutes. After a circuit-switched location update, it is when T3212 runs out, which can take hours; [restart the modem](/quickstart/troubleshooting#restart-after-the-fix) to skip that wait.';

/** What a module refused with cause 13 or 15 keeps, and for how long (3GPP TS 24.301 5.3.2, TS 24.008 4.4.1). */
const forbiddenAreaList = [
  'On LTE, LTE-M and NB-IoT it stores the tracking area in its forbidden areas for roaming (3GPP TS 24.301 5.3.2). On 2G or 3G, refused with the same GMM/MM cause, it stores the location area instead (3GPP TS 24.008 4.4.1).',
  'It deletes that list when it is switched off, when its USIM is removed, and by itself every 12 to 24 hours (3GPP TS 24.301 5.3.2).',
] as const;

/**
 * What a module does after its registration is refused, and what brings it back. Reset connectivity
 * cannot help a module that holds its USIM invalid: the network has no registration to drop and cannot
 * page it, so only a restart of the modem (or removing the SIM) makes it try again.
 */
export const registrationRefusals = [
  {
    causes: [
      {cause: 7, name: 'EPS services not allowed'},
      {cause: 8, name: 'EPS services and non-EPS services not allowed'},
      {cause: 2, name: 'IMSI unknown in HLR'},
    ],
    why: 'Device Disabled, SIM Suspended, [trial ended](/quickstart/trial#when-the-trial-ends), or an [IMEI lock](/portal/connected-devices#imei-lock) that does not match the device (shows **Blocked**); SIM Issued or Deleted (shows **Offline**).',
    moduleDoes: [
      'Treats its USIM as invalid for the services the cause bars, until it is switched off or the SIM is removed. It does not try again for them by itself.',
      "Cause 7 bars EPS and GPRS services, and cause 8 all services. Expect either cause: the serving node picks it from the platform's refusal. An MME or S4-SGSN maps it by 3GPP TS 29.272 Annex A, a VLR or a Gn/Gp SGSN by TS 29.010.",
      'Cause 2 answers a 2G/3G location update for circuit-switched services alone, and bars circuit-switched services only (3GPP TS 24.008 4.4.4.7).',
    ],
    recovery:
      'Enable the device and activate the SIM, upgrade the trial, or put the SIM back into its locked device (or clear the recorded IMEI). A Deleted SIM never comes back: assign the device another SIM, and put that SIM in the device (insert it, or switch the eSIM to it). Then [restart the modem](/quickstart/troubleshooting#restart-after-the-fix) or power-cycle it.',
  },
  {
    causes: [{cause: 11, name: 'PLMN not allowed'}],
    why: "The network is on a blocklist: the [device's own](/how-tos/block-networks) or its [coverage policy's](/how-tos/block-operators). A block is meant to last, so the platform uses the cause the module keeps.",
    moduleDoes:
      'Stores the network in the forbidden PLMN list, kept on the SIM in EF_FPLMN across restarts, and selects another network.',
    recovery: [
      'Registers elsewhere by itself.',
      'After the block is removed, the module still avoids the network until the network is removed from EF_FPLMN, or until the module registers on it once after manual selection.',
      'For that, send `AT+COPS=4,2,"<MCC><MNC>"`, the two codes written together (`"99901"` for MCC 999, MNC 01). Mode 4 is manual selection with automatic fallback (TS 27.007 7.3): if the network still refuses the module, it selects automatically. Then send `AT+COPS=0`.',
    ],
  },
  {
    causes: [{cause: 13, name: 'roaming not allowed in this tracking area'}],
    why: 'The coverage policy does not include the network or its country. Coverage is often widened later, so the platform uses a cause whose list the module clears by itself.',
    moduleDoes: [
      ...forbiddenAreaList,
      'Meanwhile it selects another network. In another area it tries the refused network again, and is refused again there.',
    ],
    recovery: [
      'Registers elsewhere by itself.',
      'After the network or country is added to the coverage policy, a [restart of the modem](/quickstart/troubleshooting#restart-after-the-fix) clears the list at once.',
      'Without a restart, the module returns in a tracking or location area it has not stored, or after its next switch-off or USIM removal. At the latest it returns within 24 hours, when it next clears the list by itself.',
    ],
  },
  {
    causes: [{cause: 15, name: 'no suitable cells in tracking area'}],
    why: "The radio access technology is blocked by the device's policies.",
    moduleDoes: [...forbiddenAreaList, 'Meanwhile it searches another area or technology.'],
    moduleDoesAfterCause13: [
      'It stores the tracking area (on 2G or 3G, the location area) in the same forbidden-area list as cause 13 above, and deletes that list the same way.',
      'Meanwhile it searches another area or technology.',
    ],
    recovery: [
      'Registers by itself on another technology that has coverage. With none in range it stays unregistered, for example a satellite device out of cellular coverage whose policy does not permit NTN.',
      'After the technology is allowed again, a [restart of the modem](/quickstart/troubleshooting#restart-after-the-fix) clears the list at once.',
      'Without a restart, the module returns at the latest within 24 hours, when it next clears the list by itself.',
    ],
  },
  {
    causes: [{cause: 17, name: 'network failure'}],
    why: 'The SIM is Activated or in Factory Test but assigned to no device, for example between unassigning and assigning it in a [transfer to another workspace](/workspaces/transfer-sims). The platform uses a temporary cause so that a SIM in a field device is not stranded.',
    moduleDoes: [
      'Keeps its USIM valid and tries again by itself.',
      'On LTE, LTE-M and NB-IoT it makes up to five attempts about 10 seconds apart (T3411), then pauses for T3402, 12 minutes unless the network sends another value, and starts again.',
      'A 2G/3G GPRS attach does the same with T3311 (15 seconds) and T3302 (3GPP TS 24.008 4.7.3.1.5).',
      'A 2G/3G location update for circuit-switched services makes up to four attempts 15 seconds apart (T3211). It then waits for the periodic update timer T3212, which the network sets and which can run for hours (TS 24.008 4.4.4.9).',
    ],
    recovery: [
      'Assign the SIM to an enabled device; the module registers at its next attempt without a restart.',
      cause17Return,
      'Until then the SIM shows in **SIM Inventory** with no device, and no device shows it Offline or Blocked.',
    ],
  },
  {
    causes: [{cause: 19, name: 'ESM failure'}],
    why: 'On LTE, LTE-M and NB-IoT the attach carries a PDN connectivity request, so a refused APN, credentials or PDP type refuses the attach with it. The [ESM cause](/quickstart/troubleshooting#attach-rejected) inside says which.',
    moduleDoes: [
      'Keeps its USIM valid and tries again by itself (3GPP TS 24.301 5.5.1.2.6).',
      'Retries on the timers of cause 17 (T3411, then T3402).',
      'A phone or a module with 2G or 3G may turn LTE off for a while and register there.',
    ],
    recovery: [
      "Set the platform's APN on the attach context, with no username or password and a PDP type the platform serves. The next attempt succeeds without a restart.",
      'To try at once, switch the radio off and on (`AT+CFUN=0`, then `AT+CFUN=1`).',
    ],
  },
] as const satisfies readonly RegistrationRefusal[];

/**
 * What disabling a device or suspending its SIM does to a device that is registered at that moment.
 * The platform does not wait for the next registration: it withdraws the subscription from the
 * serving core (Cancel Location, 3GPP TS 29.272 and TS 29.002), which detaches the device with
 * cause 8, so the module holds its SIM invalid at once. Pages render it (`<ServiceWithdrawalNote />`).
 */
export const serviceWithdrawal = {
  registered: [
    'The platform ends any open data session, which records event 5, *Delete PDP context*, and withdraws the subscription from the network the device is on. That detaches the device and records event 17, *Endpoint offline*, with `detail.cause` `service withdrawn`.',
    'On LTE, LTE-M and NB-IoT the MME sends a detach request with "re-attach not required" and EMM cause 8 (3GPP TS 24.301 5.5.2.3). On 2G and 3G the SGSN does the same for a packet-attached device, with GMM cause 8 (3GPP TS 24.008 4.7.4.2).',
    'A device in eDRX that the node pages gets the same detach request at its next paging occasion.',
    'A device asleep in PSM, or an idle one the node does not page, is detached without being told. It learns at its next contact: the service request of its next uplink data, or its next update. The network rejects that contact because the device is no longer attached, and the device attaches again. If the withdrawal still holds, that attach is refused with cause 7 or 8, and the module holds its SIM invalid, as after a refused registration. If the device was enabled or the SIM reactivated in the meantime, the attach succeeds.',
    'A 2G/3G device attached for circuit-switched service only is not told: the VLR drops its record, and the device learns at its next location update, which the network refuses. An SMS it sends before then is rejected with cause 4, IMSI unknown in VLR (3GPP TS 24.008 4.5.1.1), which brings that location update forward.',
  ],
} as const;

/**
 * What deleting a SIM does while it is registered. Deleted is final (`simTransitions`), so no restart brings the module
 * back. Its home is /portal/sim-inventory#change-the-state-of-sims.
 */
export const simDeletedWhileRegistered =
  'Deleting a SIM that is registered applies at once. The platform ends any open data session and withdraws the subscription from the network the device is on, and records event 17, *Endpoint offline*, with `detail.cause` `service withdrawn`. The device shows **Offline** from that moment, not Blocked: such a SIM is not in service, so the network refuses it before any rule applies. The module learns of the deletion as it does of a [suspension](/portal/connected-devices#enable-or-disable-a-device); restarting the module only gets its attach refused again.';

/**
 * What taking the SIM off a device does while the SIM is registered: **Unassign** in the SIM inventory, deleting the
 * device, or giving the device another SIM. Its home is /portal/sim-inventory#taking-a-sim-off-a-device (`<SimTakenOffNote />`).
 */
export const simTakenOff = {
  /** What happens on the network, the first item of `<SimTakenOffNote />`. */
  network:
    'Taking the SIM off applies at once, also to a SIM that is registered now. The platform cancels the registration as a [connectivity reset](/portal/connected-devices#reset-connectivity) does on the core node serving it, and ends any open data session. It records event 17, *Endpoint offline*, with `detail.cause` `sim unassigned` on the device the SIM left. The SIM keeps its state.',
  /** How the module comes back, the second item. */
  comesBack: `While the SIM has no device, an Activated or Factory Test SIM's next attach is refused with cause 17, network failure. The module keeps its SIM valid and retries by itself. Once the SIM is assigned to an enabled device, the module registers at its next attempt without a restart ([refusal causes](/quickstart/troubleshooting#attach-rejected)). ${cause17Return}`,
} as const;

/**
 * The step that ends every fix after a cause 7 or 8 refusal (row two of `registrationRefusals`, and `trialEnd`):
 * pages that tell the reader to activate or reactivate a SIM, enable a device or upgrade a trial render it with
 * `<RestartAfterRefusalNote />`.
 */
export const restartAfterRefusal = {
  when: {
    lead: 'A modem the platform refused, or detached with cause 8, holds its SIM invalid for the barred services until it restarts:',
    /** A lead ending in a colon, then one item per state that refuses the registration. */
    refused: [
      'Refused with cause 7 or 8 (MM cause 2 for a 2G/3G circuit-switched location update) if it tried to register while:',
      'the SIM was Issued or Suspended',
      'the device was Disabled',
      'the trial was over',
      'an [IMEI lock](/portal/connected-devices#imei-lock) bound it to other hardware',
    ],
    detached:
      'Detached with cause 8 if it was registered when the device was disabled, the SIM suspended or the trial ended.',
    /** The same rule as a full sentence, for running text. */
    detachedSentence:
      'A modem is detached with cause 8 when it was registered at the moment the device was disabled, the SIM suspended or the trial ended.',
  },
  /**
   * Which EMM causes stop a module from trying (3GPP TS 24.301 5.5.1.2.5 for the attach, 5.5.3.2.5 for the tracking
   * area update): only 3, 6, 7 and 8 invalidate the USIM; the others forbid a network or an area.
   */
  causeReactions:
    'Under 3GPP TS 24.301 (5.5.1.2.5 and 5.5.3.2.5), EMM causes 3, 6, 7 and 8 make the module treat its USIM as invalid for EPS services (cause 7) or for all services (3, 6 and 8) until it is switched off or the UICC is removed. Causes 11, 12, 13 and 15 only forbid that network or tracking area, and the module goes on searching.',
  /**
   * How to see the refusal and the recovery on the module (3GPP TS 27.007 10.1.22, and 7.2 and 10.1.20 for `+CREG`
   * and `+CGREG` on 2G/3G): with n=3 the read answer is
   * `+CEREG: <n>,<stat>[,[<tac>],[<ci>],[<AcT>][,<cause_type>,<reject_cause>]]`.
   */
  check: [
    'After `AT+CEREG=3`, `AT+CEREG?` answers a refusal with `+CEREG: 3,3,"2B4F","01A2D10C",7,0,7`: mode 3, stat 3, cause type 0 and the EMM cause ([read the reject cause](/quickstart/troubleshooting#read-the-reject-cause)). The unsolicited line leaves out the mode: `+CEREG: 3,"2B4F","01A2D10C",7,0,7`.',
    'On 2G or 3G, send `AT+CREG=3` (circuit-switched, MM cause) and `AT+CGREG=3` (packet, GMM cause) instead: `AT+CREG?` and `AT+CGREG?` end their answers with the same cause type and reject cause.',
    'After the restart, `AT+CEREG?` (or `AT+CREG?` and `AT+CGREG?`) shows stat 1 or 5.',
    'Once done, set each back to the mode your application uses (for example `AT+CEREG=2`).',
  ],
  /** The one device that comes back by itself: the network could not tell it of the change. */
  comesBackByItself:
    'A device the network could not reach when the cause arose (asleep in PSM, or idle and not paged) was never refused. It learns at its next contact, and attaches again if the cause is gone by then.',
  /** The same step for a phone, tablet or laptop with a consumer eSIM profile: no AT commands there. */
  phoneStep: 'restart the device. On some phones, toggling flight mode also clears the refusal',
  /** The same step in one line, for a page that only links to the full recipe (`<RestartAfterRefusalNote stepOnly />`). */
  shortStep:
    'restart the modem with `AT+CFUN=1,1` or power-cycle it (a Nordic nRF91 is rebooted from its application). [Restart after the fix](/quickstart/troubleshooting#restart-after-the-fix) shows how',
  /** Follows the step that removes the cause, so it opens with the action. */
  step: 'restart the modem (`AT+CFUN=1,1`; a Nordic nRF91, which has no such command, is rebooted from its application), power-cycle it, or restart a phone. On some phones, toggling flight mode also clears the refusal. Switching the radio off and on (`AT+CFUN=0` then `AT+CFUN=1`) may not clear it. [Reset connectivity](/portal/connected-devices#reset-connectivity) cannot clear it, because the network holds no registration to drop',
} as const;

/**
 * The SIM and device a device guide assumes, as one prerequisite item: the APN guides (modules, Android, iOS, trackers,
 * routers) render it so that it cannot drift between them.
 */
export const deviceGuidePrerequisite =
  'The SIM is **Activated** (or in **Factory Test**) and assigned to an **Enabled** device whose service policy allows data. An **Issued** SIM needs [activating, then a restart of the device](/quickstart/create-device#activate-an-issued-sim).';

/** The extra prerequisite of a guide that configures a device by SMS (trackers, routers); rendered beside `deviceGuidePrerequisite`. */
export const smsConfigPrerequisite =
  'For configuration by SMS: the service policy allows SMS in both directions, MT for the command and MO for the reply, and on a policy that applies SMS quotas the device has one. Otherwise the command ends FAILED ([delivery status](/services/sms#delivery-status)).';
