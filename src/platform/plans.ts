/**
 * Subscription plans, what each includes, and the price models a contract can
 * set. The subscription page renders the plan table; every other page that
 * needs a plan fact renders it from here or links to that page.
 */
import {limits} from './limits';
import type {Permission} from './roles';
import type {ListItem, RuleText} from './ruleText';

export const planNames = ['Standard', 'Plus', 'Pro'] as const;

export type PlanName = (typeof planNames)[number];

export interface PlanFeature {
  /** Cells may hold `code` and [links](/route). */
  readonly feature: string;
  readonly includedIn: readonly PlanName[];
  /** What a move to a plan without the feature does to it; every feature missing from a plan has one. */
  readonly onDowngrade?: string;
  /** Why a trial waits for the upgrade for a feature its plan includes; `trialHeldBack` lists it from here. */
  readonly trialHoldsBack?: string;
  /** The feature named without its terms, for the list of what a trial holds back, whose `trialHoldsBack` says them. */
  readonly shortName?: string;
}

const everyPlan = planNames;

export const planFeatures = [
  {feature: 'Portal, [REST](/rest) and [GraphQL](/graphql) API, [SDKs](/sdks)', includedIn: everyPlan},
  {feature: 'Service and coverage policies, tags, quotas', includedIn: everyPlan},
  {feature: '[Automations](/portal/automations)', includedIn: everyPlan},
  {feature: 'SMS in the Portal (history and conversations) and SMS interface (webhook, SMPP)', includedIn: everyPlan},
  {feature: '[Data Streamer](/multicloud-data-streamer)', includedIn: everyPlan},
  {feature: '[OpenVPN](/services/openvpn) remote access to devices', includedIn: everyPlan},
  {
    feature:
      '[Cloud Connect](/services/cloud-connect) private link to your cloud network, requested through support and charged per connection',
    includedIn: everyPlan,
    shortName: '[Cloud Connect](/services/cloud-connect) private link to your cloud network',
    trialHoldsBack:
      'support sets one up only after the upgrade, because each connection is charged on top of the plan.',
  },
  {
    feature: 'Scheduled reports',
    includedIn: ['Plus', 'Pro'],
    onDowngrade: 'Schedules are kept but stop sending until an upgrade.',
  },
  {
    feature: 'Audit log of user actions in the Portal',
    includedIn: ['Plus', 'Pro'],
    onDowngrade:
      'Hidden, but still kept for its [retention period](/portal/org/data#retention); it returns after an upgrade.',
  },
  {
    feature: '[Workspaces](/workspaces)',
    includedIn: ['Pro'],
    onDowngrade:
      'The Portal refuses the downgrade while the organisation has more than one workspace: [transfer the SIMs](/workspaces/transfer-sims) you keep, [unlink](/workspaces/link) linked accounts and close the other workspaces first.',
  },
  {
    feature: '[Single sign-on (SSO)](/sso)',
    includedIn: ['Pro'],
    onDowngrade:
      'Turned off: users who only ever signed in through SSO cannot sign in to the Portal or use a personal OpenVPN login until they set a password with **Forgot password**.',
  },
] as const satisfies readonly PlanFeature[];

/**
 * A trial organisation has the features of this plan, for its prepaid period and SIMs (`limits.trial`). Features of
 * higher plans, and custom services (an agreement beside the plan), wait until the trial is upgraded.
 */
export const trialPlan: PlanName = 'Standard';

/** What the trial's prepaid credit pays for: usage and the monthly SIM fees of the state table alike. */
export const trialCharges =
  'The credit pays, at list prices, for data, SMS, SIMs ordered beyond the free ones, and the monthly fee of each SIM in a [state that costs one](/services/sim-lifecycle-management#sim-states).';

/**
 * What a trial holds back although its plan has it; each becomes available at the upgrade. The plan features a
 * trial holds back come from `planFeatures` (`trialHoldsBack`), after the one hold-back that is not a plan feature.
 * Cells may hold [links](/route).
 */
export const trialHeldBack: readonly string[] = [
  'Registering SIMs in batches with a BIC2 code: trial SIMs are [registered](/quickstart/register-sims) one at a time with the BIC1 printed on each card carrier.',
  ...(planFeatures as readonly PlanFeature[])
    .filter((feature) => feature.includedIn.includes(trialPlan) && feature.trialHoldsBack)
    .map((feature) => `${feature.shortName ?? feature.feature}: ${feature.trialHoldsBack}`),
];

/** When tickets are worked on, the same on every plan; plans differ only in `planSupport`. */
export const supportHours =
  'Critical incidents affecting production are handled around the clock on every plan. Other tickets are handled from 08:00 to 18:00 UTC, Monday to Friday, including public holidays that fall on those days. Every ticket is acknowledged with a ticket number as soon as it is created.';

/** The support level of each plan, the last row of the plan table. */
export const planSupport = {
  Standard: 'Ticket',
  Plus: 'Ticket, handled before Standard tickets of the same severity',
  Pro: 'Ticket, handled before Plus and Standard tickets of the same severity, and a named contact',
} as const satisfies Record<PlanName, string>;

/** Who pays the plan fee (the lead's decision 5 of round 137). Home: /portal/org/subscription#plan-fee. */
export const planFeeRule =
  'The Standard plan has no plan fee. Plus and Pro have one, on the invoice of the workspace the organisation started with. So an [unlinked workspace](/workspaces/link#what-unlinking-does), which starts on Standard, pays no plan fee until its Owner changes the plan.';

/** The plans that include a feature, found by a word of its name ("SSO", "Workspaces"). */
export function plansWith(featureWord: string): readonly PlanName[] {
  const feature = planFeatures.find((candidate) => candidate.feature.includes(featureWord));
  if (!feature) throw new Error(`no plan feature mentions "${featureWord}"`);
  return feature.includedIn;
}

export interface PriceModelInfo {
  readonly name: string;
  /** One sentence for the cell; any more go under the table, titled with the model's name. */
  readonly howItWorks: RuleText;
  readonly suits: string;
}

/**
 * How usage becomes cost. The contract sets one; the plan does not. An allowance (pooled or fixed) covers cellular
 * data only, never SMS (`smsCharging`) or satellite data (`satelliteCharging`). It covers only the rate zones the
 * contract names, and usage elsewhere is pay-per-use: pages link to the home
 * (/portal/org/subscription#price-models) or render `<PriceModelTable />` instead of restating it.
 */
export const priceModels = [
  {
    name: 'Pay-per-use',
    howItWorks:
      'Monthly SIM fee plus every cellular MB and every [charged SMS](/portal/org/subscription#sms-and-satellite-charges) at the rate of the zone where it was used; satellite data per KB at the [satellite rate](/portal/org/subscription#sms-and-satellite-charges)',
    suits: 'Fleets with low or very uneven usage, pilots',
  },
  {
    name: 'Pooled allowance',
    howItWorks: [
      'Each SIM whose monthly fee the organisation’s invoices carry for the month adds its data allowance (in MB) to one pool, which covers the rate zones the contract names.',
      'The pool covers cellular data only: SMS and satellite data are [charged on their own](/portal/org/subscription#sms-and-satellite-charges).',
      'The organisation has one pool, which the SIMs of all its workspaces share.',
      'Once the pool is used up, each further MB is charged at the overage rate of the zone where it is used; the contract or the list prices name the rates.',
      'Usage in any other zone never draws on the pool and is charged per MB at that zone’s rate.',
      'In the month of a link or an unlink, which contract charges a SIM’s fee follows **Monthly fees** in [what accepting does](/workspaces/link#what-accepting-does).',
      'That month, the SIM adds its allowance to the pool of the contract that charges its fee.',
      'Its usage draws on the pool of the organisation that holds the workspace when the data is used ([what unlinking does](/workspaces/link#what-unlinking-does)).',
    ],
    suits: 'Fleets where some devices use much more than others',
  },
  {
    name: 'Fixed allowance',
    howItWorks: [
      'Each SIM has its own data allowance (in MB), which covers the rate zones the contract names.',
      'The allowance covers cellular data only: SMS and satellite data are [charged on their own](/portal/org/subscription#sms-and-satellite-charges).',
      'Usage beyond the allowance is charged per MB at the overage rate of the zone where it is used.',
      'A data limit set at the allowance in the service policy blocks the device with the usage record that crosses the limit.',
      'The use that record carries beyond the allowance is still charged per MB.',
      'The data limit counts use in every zone and the allowance only its contract’s zones, so a device that roams outside them, or uses satellite data, is blocked before its allowance is used up: satellite data counts toward the limit and never toward the allowance.',
      'Usage in any other zone never draws on the allowance and is charged per MB at that zone’s rate.',
    ],
    suits: 'Devices with predictable usage and strict budgets',
  },
] as const satisfies readonly PriceModelInfo[];

/**
 * Which SMS are charged, and in which month, under every price model (the lead's decision 3 of round 124, decision 8 of round 125, decision 1 of round 126 for Factory Test). When an SMS counts toward a
 * quota is a different rule, in quotas.ts. Home: /portal/org/subscription#sms-and-satellite-charges.
 */
export const smsCharging = [
  'Every SMS is charged per message at the rate of the zone where it was used, under every price model: no allowance covers SMS.',
  'An MT SMS is charged only once it is Delivered. One that ends Failed, Expired or Cancelled is not charged.',
  'Every MO SMS the platform accepts from a device is charged, apart from the Factory Test exception below.',
  'The one exception is a SIM in [Factory Test](/services/factory-test-mode#pricing-model): its SMS up to the SMS threshold are not charged, like its data up to the data threshold. That includes the SMS that reaches the threshold and activates the SIM, and an MT SMS accepted while the SIM was in Factory Test and Delivered after activation. Every SMS accepted from activation on is charged as usual.',
  'An MT SMS is charged in the month it is Delivered, which can be the month after the platform accepted it; an MO SMS in the month the platform accepted it. Reports and quotas can put the same message in another month ([which month an SMS is in](/portal/reports#which-month-an-sms-is-in)).',
  'The SMS columns of the [invoice CSV](/portal/org/billing#invoice-csv-columns) count charged messages.',
] as const;

/**
 * Which month, and which SMS, each count puts an SMS in: the one statement of the rule (the lead's decision 2 of
 * round 131). Quotas count at acceptance (quotas.ts `smsCounting`), charging at delivery (`smsCharging`). Home:
 * /portal/reports#which-month-an-sms-is-in; every other page links there.
 */
export const smsMonth = [
  '**Quotas, reports and counters:** SMS quotas, the reports, `current_month.sms` of the device statistics and the monthly SMS limit put an SMS in the month the platform accepted it. They differ in what they count: an SMS quota counts every accepted SMS, an MT SMS that ends Failed, Expired or Cancelled included ([when an SMS counts](/services/quota-management#when-an-sms-counts)); the reports and `current_month.sms` count each accepted MO SMS and each MT SMS once it is Delivered; the monthly SMS limit counts MO only. An MT SMS Delivered after its month has closed joins that month’s report rows when it is Delivered.',
  '**The invoice and usage streams:** the invoice and usage-stream records put an MT SMS in the month it was Delivered, and an MO SMS in the month the platform accepted it ([SMS charges](/portal/org/subscription#sms-and-satellite-charges)).',
  '**Where they differ:** an MT SMS accepted on 31 October and Delivered on 1 November is in October’s report, and in November’s invoice, invoice CSV and stream records.',
] as const;

/**
 * How satellite data is charged (the lead's decision 4 of round 124, decision 7 of round 128 for Factory Test); how it
 * counts toward quotas and data limits is quotas.ts `satelliteDataCounting`. Home:
 * /portal/org/subscription#sms-and-satellite-charges.
 */
export const satelliteCharging =
  'Satellite data never draws on a data allowance, pooled or fixed. It is charged per KB (1 KB = 1,000 bytes) at the satellite rate under every price model, except within the data threshold of a SIM in [Factory Test](/services/factory-test-mode#pricing-model), and the [invoice CSV](/portal/org/billing#invoice-csv-columns) shows it as `satellite_kb`. It still counts toward quotas and data limits: see [satellite data and quotas](/services/quota-management#satellite-data).';

/**
 * How the Portal's usage reports put a cost on a row (device, SIM, tag, country, day), so that a finance user can tell
 * what a row's cost means under each price model. Home: /portal/reports#what-a-rows-cost-means.
 */
export const reportCostRules = [
  "**Pay-per-use:** a row's cost is its data and SMS at the rate of the zone where each was used.",
  {
    text: "**Pooled allowance:** data in the pool's zones costs nothing until the pool is used up. Once it is, each further MB is charged at the overage rate of the zone where it is used. That charge is spread over the SIMs that drew on the pool in the month, in every workspace, in proportion to their volume in those zones. Each workspace's invoice carries its own SIMs' share, at the contract's overage rates in that workspace's invoice currency: nothing is converted at an exchange rate. Usage in any other zone is charged to the SIM that used it. The pool covers cellular data only: SMS and satellite data are [charged on their own](/portal/org/subscription#sms-and-satellite-charges).",
    items: [
      "**In daily and by-device reports:** a daily report gives each day's row the share of that day's volume. A report by device gives each device the shares of its SIMs. A SIM that has no device now appears in no row, even for its usage earlier in the month. While the month is open, the spread is worked out again every day, and earlier days' costs can change until the month closes.",
    ],
  },
  "**Fixed allowance:** a row's cost is what each SIM's usage beyond its own allowance costs, plus its usage in zones the allowance does not cover. A data limit at the allowance in the service policy blocks the device with the usage record that crosses it, so that record's use beyond the allowance still costs. Cellular data inside the allowance shows a cost of 0; SMS and satellite data are [charged on their own](/portal/org/subscription#sms-and-satellite-charges).",
  `**Monthly SIM fees:** a month closes at 00:00 UTC on the 1st of the next month. The platform then writes a usage record for every open session, so no record spans two months, and the scheduled report of day ${limits.portal.scheduledReportDayOfMonth} covers a closed month. A closed month's rows are final for data and MO SMS; for a late MT SMS see [which month an SMS is in](/portal/reports#which-month-an-sms-is-in). In a closed month, a daily report shows a SIM's fee on the first day of the month, and a monthly report in the month's row. A report of the current month shows no SIM fees until the month closes. A report by country shows none, because a fee belongs to no country.`,
  "**Which report matches the invoice:** for a closed month, the usage-by-SIM report. It has a row for every SIM charged in the month, with or without a device or usage, and its rows add up to the invoice's usage lines and monthly SIM fees, except for an MT SMS Delivered in a later month than it was accepted ([which month an SMS is in](/portal/reports#which-month-an-sms-is-in)). In the month of a link, the report matches the account's last invoice and the workspace's invoice together ([what accepting does](/workspaces/link#what-accepting-does)). Its export gives each SIM's usage charge and monthly fee in separate columns, `usage_cost` and `sim_fee`.",
  "**Tags:** a device counts in the row of each tag it carries when the report runs, so the rows of a usage-by-tag report can add up to more than the total. A tag added or removed later moves the device's past usage with it.",
] as const satisfies readonly ListItem[];

export interface PlanChangeInfo {
  readonly change: string;
  /** One sentence for the cell; any more go under the table. */
  readonly how: RuleText;
  /** One sentence for the cell; any more go under the table. */
  readonly takesEffect: RuleText;
  /** The permission of the user who starts it; `null` where only sales can make the change. */
  readonly permission: Permission | null;
}

/** Who changes the plan and the price model, and when a change applies. */
export const planChanges = [
  {
    change: 'Upgrade a trial',
    how: [
      'Self-service in **Organisation → Subscription**: pick a plan; the price model is not chosen here.',
      'An organisation with a contract keeps the model the contract sets.',
      'One without a contract starts on pay-per-use at list prices until it signs one with sales.',
    ],
    takesEffect: [
      'At once; the plan fee of that month is charged pro rata from the upgrade day, as for a move to a higher plan.',
      'What is left of the trial credit pays the first invoice after the upgrade, usage and plan fee alike.',
      'Whatever it does not cover is due as usual; credit left over after that invoice lapses.',
    ],
    permission: 'changeSubscription',
  },
  {
    change: 'Move to a higher plan',
    how: 'Self-service in **Organisation → Subscription → Change plan**',
    takesEffect: 'At once; the plan fee is charged pro rata for the rest of the month',
    permission: 'changeSubscription',
  },
  {
    change: 'Move to a lower plan',
    how: 'Self-service in **Organisation → Subscription → Change plan**; the Portal lists what stops working',
    takesEffect: 'At the start of the next calendar month',
    permission: 'changeSubscription',
  },
  {
    change: 'Change the price model',
    how: 'Through sales only, never self-service: the Owner asks, and the new model is set in an amended contract',
    takesEffect: 'From the date the amended contract names, normally the start of a month',
    permission: null,
  },
] as const satisfies readonly PlanChangeInfo[];
