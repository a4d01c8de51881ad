/**
 * Custom services sold beside the self-service platform: what each includes, the minimum
 * commitment and the lead time from a signed order. The custom services page renders them.
 */

export interface CustomServiceInfo {
  readonly name: string;
  readonly includes: string;
  /** The smallest commitment the service is sold for. */
  readonly minimum: string;
  /** From a signed order to the service being usable, assuming the customer's parts are ready. */
  readonly leadTime: string;
}

export const customServices = [
  {
    name: 'Private APN',
    includes:
      'An APN only your SIMs use, with your own address range, routed to your network over two redundant IPsec tunnels or an AWS Transit Gateway attachment.',
    minimum: '1,000 SIMs, 24-month term',
    leadTime: '8 weeks',
  },
  {
    name: 'Custom coverage and rates',
    includes:
      'A coverage policy built for your countries: preferred networks per country, networks outside the standard list where agreements allow, and rates for your traffic profile.',
    minimum: '1,000 Activated SIMs, or a committed monthly spend agreed in the contract',
    leadTime: '2 to 4 weeks; 3 to 6 months where a new network agreement is needed',
  },
  {
    name: 'Card printing and packaging',
    includes:
      'Your artwork on the card body and carrier, and SIMs pre-registered to your organisation and packed in the order your production line takes them.',
    minimum: '5,000 cards per artwork',
    leadTime: '10 to 12 weeks',
  },
  {
    name: 'Custom SIM profile',
    includes:
      'A service provider name shown by the device, a preferred network list, and a chosen set of IMSIs for the regions you deploy in.',
    minimum: '10,000 SIMs',
    leadTime: '12 weeks, including a test batch',
  },
  {
    name: 'Local profile on eUICCs',
    includes:
      "A local operator's profile for countries whose rules restrict permanent roaming, downloaded to IoT eUICCs with SGP.32 profile management.",
    minimum: '5,000 devices in the country',
    leadTime: '3 to 6 months, depending on the local operator',
  },
] as const satisfies readonly CustomServiceInfo[];

/** How a request moves: first contact in business days from the ticket; proposal in business days from that first conversation. */
export const customServiceProcess = {
  firstContactBusinessDays: 2,
  proposalBusinessDays: 10,
} as const;

/** One cause on which a device moving to a private APN falls back to the standard APN. */
export interface PrivateApnFallbackTrigger {
  readonly radio: string;
  readonly cause: string;
  /** What a module with `AT+CNEC` on prints; `<cid>` is the context id. */
  readonly report: string;
}

/**
 * The fallback rule for a move to a private APN, and the causes that trigger it. The custom services page renders
 * both; cause handling in general lives on /quickstart/troubleshooting. On this platform a wrong APN gets 27 (apn.ts)
 * and SM cause 33 means a policy without data; ESM 33 with an IP context stays a trigger as a safeguard only.
 */
export const privateApnFallbackRule =
  "The firmware keeps both APNs and falls back to the standard APN only on a cause in the table, matched by its prefix and first number, never by one vendor's wording. It never falls back on cause 29 (the APN is known, its username or password was refused): that is a fault to report. On 2G and 3G, `+CNEC_SM: 33` during the move means a policy without data: the device logs it for a person and does not fall back.";

export const privateApnFallbackTriggers = [
  {
    radio: 'LTE, LTE-M, NB-IoT',
    cause: 'ESM cause 27 (missing or unknown APN) in a PDN connectivity reject (3GPP TS 24.301 6.5.1.4)',
    report: '+CNEC_ESM: 27,<cid>',
  },
  {
    radio: 'LTE, LTE-M, NB-IoT',
    cause: "ESM cause 33, when the context's PDP type is IP or IPV4V6; never for a Non-IP context",
    report: '+CNEC_ESM: 33,<cid>',
  },
  {
    radio: '2G, 3G',
    cause: 'SM cause 27 in a refused PDP context activation (3GPP TS 24.008 10.5.6.6)',
    report: '+CNEC_SM: 27,<cid>',
  },
] as const satisfies readonly PrivateApnFallbackTrigger[];

/**
 * Where a custom service lives once it is built: the organisation, not one workspace. The custom services page renders
 * it (step 6 of the request); /workspaces/create links to it from **Starting policies**.
 */
export const customServiceScope =
  "A custom service belongs to the organisation that agreed it. A linked account's own custom services belong to the linked account, and so to its workspace. A private APN is set on the service policies agreed during the project; a policy has no APN field you can edit. A custom coverage policy appears in the coverage-policy list of each workspace the proposal names; for another existing workspace, ask [support](/support). A workspace created with **Starting policies** copied gets the current workspace's service and coverage policies as they are, the private APN setting of a service policy and a custom coverage policy included ([create a workspace](/workspaces/create#create-the-workspace)). What happens to custom services, their rates and the copied policies at a link or an unlink, and when an unlink is refused, is under [what accepting does](/workspaces/link#what-accepting-does) and [what unlinking does](/workspaces/link#what-unlinking-does).";
