/**
 * Service policy behaviour: what a policy without data does, when each kind of
 * change reaches the devices, and the breakout regions. The device policies
 * page renders these; other pages link there.
 */
import type {ConnectivityStateName} from './states';
import type {RuleText} from './ruleText';

/** The SM cause with which the platform refuses a 2G/3G PDP context when the service policy allows no data (3GPP TS 24.008 10.5.6.6); on this platform 33 means no data, never a wrong APN (27, apn.ts wrongApnOnLteRejection). */
const noDataPdpRefusal = {cause: 33, name: 'requested service option not subscribed'} as const;

/** The SM cause with which the platform closes an open 2G/3G PDP context when data is removed from or turned off in the service policy. */
const dataOffPdpDeactivation = {cause: 36, name: 'regular deactivation'} as const;

/**
 * The SM cause (3GPP TS 24.008 10.5.6.6) of a 2G/3G PDP context closed by a data limit or data quota block, and of each
 * activation refused while the block lasts: distinct from a policy without data (33) and a wrong APN (27, apn.ts),
 * so firmware can tell a data block by the cause alone.
 */
export const dataBlockPdpRefusal = {
  cause: 8,
  name: 'operator determined barring',
  /** When the module tries again: no back-off timer comes with the cause. Home: /how-tos/configure-data-sms-limits. */
  retry:
    'The platform sends no back-off timer (the T3396 value of 3GPP TS 24.008 6.1.3.1.3) with this cause, so the network sets no wait before the next attempt. When the module tries again depends on the module: its firmware, and any default wait that the 3GPP release it implements applies.',
} as const;

/** A service policy that does not allow data: the device registers, SMS works where its registration carries SMS (sms.ts smsAttachRule), and it is never Blocked for it. */
export const policyWithoutData = {
  connectivity: 'Attached',
  registration: true,
  data: false,
  sms: true,
  pdpRefusal: noDataPdpRefusal,
  summary: `The device registers and shows Attached. On LTE, LTE-M and NB-IoT the default bearer exists but carries no traffic. On 2G/3G the platform refuses a PDP context with SM cause ${noDataPdpRefusal.cause}, ${noDataPdpRefusal.name} (3GPP TS 24.008). On this platform that cause means the policy has no data; a [wrong APN](/quickstart/troubleshooting#wrong-apn) gets cause 27. SMS works as the policy allows wherever the registration carries SMS ([which attach carries SMS](/services/sms#radio-technology-and-attach)). The device never shows Blocked for this reason.`,
} as const satisfies {connectivity: ConnectivityStateName; [key: string]: unknown};

/**
 * A 2G/3G device that shows Attached but passes no data: the order in which every page checks the causes (lead
 * decision, R121). Home: /portal/device-policies#attached-with-no-data-on-2g3g; other pages link there.
 */
export const attachedNoData2g3gChecks = [
  `The **Data** setting of the device's service policy. Without it the platform refuses every PDP context with SM cause ${noDataPdpRefusal.cause}, whatever the device sets.`,
  "The device's mobile-data or [data-roaming](/apn-configuration#why-data-roaming-must-be-on) switch (phones, tablets, routers). With it off the device requests no PDP context, so no cause comes back.",
  'The APN the device sends. The platform refuses an APN it does not serve with SM cause 27 ([empty and wrong APNs](/apn-configuration#an-empty-apn)).',
] as const;

/**
 * The services a new service policy starts with depend on where it is created: the Portal form
 * switches them on, the API's createServiceProfile attaches none (the API adds them one by one).
 */
export const newPolicyServices = {
  portal: 'Data, MO SMS and MT SMS on',
  api: 'no services',
  /** `service_id` of each service for PUT /api/v1/service_profile/{service_profile_id}/service/{service_id}. */
  serviceIds: {data: 38, moSms: 39, mtSms: 40},
} as const;

/** The value createServiceProfile gives a technology flag the request leaves out; the Portal form starts the same. */
const technologyFlagDefaults = {allowed_3g: true, allowed_4g: true, allowed_nb_iot: true, allowed_ntn: false} as const;

/** The flags with one default, as prose: "`a`, `b` and `c`". */
function flagsDefaultingTo(allowed: boolean): string {
  const flags = Object.entries(technologyFlagDefaults)
    .filter(([, value]) => value === allowed)
    .map(([flag]) => `\`${flag}\``);
  return flags.length > 1 ? `${flags.slice(0, -1).join(', ')} and ${flags[flags.length - 1]}` : flags.join('');
}

/** The radio access technologies a new service policy permits: every terrestrial one, satellite (NTN) off. */
export const newPolicyTechnologies = {
  flagDefaults: technologyFlagDefaults,
  portal: '**2G/3G**, **LTE and LTE-M** and **NB-IoT** allowed, **Satellite (NTN)** off',
  api: `When left out of the request, ${flagsDefaultingTo(true)} default to \`true\` and ${flagsDefaultingTo(false)} to \`false\``,
  /** One sentence for the Default cell of the device-policies table; the flag names (api) follow under the table. */
  cell: 'Every terrestrial technology allowed, in the Portal form and the API alike',
} as const;

/**
 * A policy that permits NTN before anyone enters its satellite data limit, for example one created
 * through the API, which reads that limit but cannot set it: the platform adds no cap of its own.
 */
export const satelliteLimitUnset =
  "Until a satellite data limit is entered in the Portal, a policy that permits NTN has no separate satellite cap: a device may use satellite up to the policy's data limit ([how satellite data counts](/services/quota-management#satellite-data)). With no data limit either, satellite use is not capped, and every satellite byte is charged at the satellite rate, except a Factory Test SIM's data up to the data threshold ([Factory Test pricing](/services/factory-test-mode#pricing-model)). Enter the satellite data limit before devices move to the policy.";

/**
 * A request body without technology flags against one that turns them all off (lead decision, R136):
 * the same sentence on `/services/iot-supernetwork-satellite` and `/how-tos/set-up-satellite-sim`.
 */
export const technologyFlagsOmitted =
  'A body that omits all four technology flags gets the cellular defaults (a cellular-only policy); a body that sets all four to `false` is refused with `422` `invalid_parameter`.';

/**
 * The technologies a policy permits. The Portal offers two combinations; the API's flags are independent, and
 * a satellite-only policy is accepted (a terrestrial attach is then refused like a blocked technology, cause 15).
 * A policy must allow at least one technology (lead decision, R128; contract 1.10.28).
 * Rendered as a list (Portal, API) after its lead sentence: `<RuleTextBlock text={ntnCombinationList} />`, then
 * `<InlineText text={technologyFlagsOmitted} />`.
 */
export const ntnCombinationList = [
  'The Portal and the API permit different combinations:',
  '**Portal:** the form saves cellular only, or NTN (satellite, 3GPP Rel-17) with cellular. It never saves a policy with **2G/3G**, **LTE and LTE-M** and **NB-IoT** all cleared.',
  '**API:** each technology has its own flag, so a satellite-only policy (`allowed_ntn` on, the three cellular flags off) is accepted. Its devices are refused on every terrestrial network, as after a [blocked radio access technology](/how-tos/block-radio-access-technologies#effect-on-devices).',
] as const;

export interface PolicyChangeTiming {
  readonly kind: string;
  readonly examples: string;
  readonly applies: 'At once' | 'From the next data session';
  /** What happens to the device's open data session and registration. */
  readonly openSession: RuleText;
}

export const policyChangeTimings = [
  {
    kind: 'Takes something away',
    examples:
      'A service removed, data turned off, a network or radio technology blocked (including every network of a country), a rate zone left out of a coverage policy, a limit lowered below what is already used',
    applies: 'At once',
    openSession: [
      'What was taken away stops at once.',
      'Data stops when the data service is removed or turned off, or when usage reaches a limit, whether by use or because the limit was lowered below it.',
      'On LTE, LTE-M and NB-IoT the platform keeps the default EPS bearer but lets no traffic through it, because ending the last PDN connection would detach the device. Traffic flows on that bearer again as soon as a later change allows it.',
      `On 2G and 3G the platform deactivates the PDP context (3GPP TS 24.008 6.1.3.4.2). It gives SM cause ${dataOffPdpDeactivation.cause}, ${dataOffPdpDeactivation.name}, when data is removed or turned off, and SM cause ${dataBlockPdpRefusal.cause} when a data limit or data quota block starts, including **Apply data quota** switched on for a device that has no quota. Once a later change allows data, the device opens a new PDP context.`,
      'A block of the network or radio technology the device is registered on, a rate zone left out of the coverage policy, or a tariff change that drops its current network (below) ends the registration; nothing else in this row does. The platform cancels it as a [connectivity reset](/portal/connected-devices#reset-connectivity) does, per core node. Later attempts on a network of a zone left out are refused with cause 13. The device registers again under the new rules when that path brings it back.',
    ],
  },
  {
    kind: 'Changes how data flows',
    examples: 'Breakout region, DNS, a private APN added or removed',
    applies: 'From the next data session',
    openSession:
      'Open sessions keep the old setting until they close: a session opened on the platform APN keeps it after a move to a private-APN policy. [Reset connectivity](/portal/connected-devices#reset-connectivity) ends the session, and the device gets the new setting once it is registered again.',
  },
  {
    kind: 'Changes the tariff of a coverage policy',
    examples: 'Coverage changed between Basic and Extended, or another `tariff` (API: `tariff` of the tariff profile)',
    applies: 'At once',
    openSession:
      'The new tariff decides which networks are included, so it applies like a block. A device on a network the new tariff leaves out has its registration cancelled, per core node, as a connectivity reset does. The device then selects another network. A device on a network that stays included keeps its registration and data session, and its traffic is rated by the new tariff from the moment of the change.',
  },
  {
    kind: 'Anything else',
    examples: 'SMS settings, a service added, a limit raised',
    applies: 'At once',
    openSession: 'No session is ended.',
  },
] as const satisfies readonly PolicyChangeTiming[];

/**
 * What a `tariff` change through the API (updateTariffProfile) does to the coverage policy's rate-zone selection (lead
 * decision, R126). Home: /portal/device-policies#what-a-coverage-policy-controls; the contract and other pages link there.
 */
export const tariffChangeZoneSelection =
  "A `tariff` change through the API keeps the policy's rate-zone selection for the zones that exist in both tariffs; a zone that exists only in the new tariff starts switched off. So a tariff change never widens coverage: to add a zone, select it in the Portal.";

export interface BreakoutRegionInfo {
  /** `breakout_region.id` in the API. */
  readonly id: number;
  /** `breakout_region.name` in the API and the Portal. */
  readonly name: string;
  /** The region code events carry (`detail.breakout_region`, `detail.region`). */
  readonly code: string;
  /**
   * The variant that also connects the region's OpenVPN server: VPN clients reach the device's private address.
   * Everything else is the region's: the device's internet traffic breaks out there through the region's NAT, and
   * the region's Cloud Connect connections reach the device as they do on the plain region, so one policy can have
   * both OpenVPN and Cloud Connect.
   */
  readonly openVpn: {
    readonly id: number;
    readonly name: string;
    /**
     * The addresses the region's server gives its VPN clients, a /16 of its own inside `provider.network.vpnClientRange`,
     * so that two tunnels to two regions never share a gateway: a route through one names one tunnel.
     */
    readonly clientRange: string;
    /** The server's own address in `clientRange`: the gateway of every route it pushes. */
    readonly gateway: string;
  };
}

export const breakoutRegions = [
  {
    id: 1,
    name: 'US East',
    code: 'us-east',
    openVpn: {id: 4, name: 'US East (OpenVPN)', clientRange: '10.64.0.0/16', gateway: '10.64.0.1'},
  },
  {
    id: 2,
    name: 'EU West',
    code: 'eu-west',
    openVpn: {id: 5, name: 'EU West (OpenVPN)', clientRange: '10.65.0.0/16', gateway: '10.65.0.1'},
  },
  {
    id: 3,
    name: 'Asia Pacific',
    code: 'ap-southeast',
    openVpn: {id: 6, name: 'Asia Pacific (OpenVPN)', clientRange: '10.66.0.0/16', gateway: '10.66.0.1'},
  },
] as const satisfies readonly BreakoutRegionInfo[];

export type BreakoutRegionName = (typeof breakoutRegions)[number]['name'];

/** The region a new service policy starts with. */
export const defaultBreakoutRegion: BreakoutRegionName = 'EU West';
