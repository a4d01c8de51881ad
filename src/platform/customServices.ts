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
