/**
 * What an unpaid invoice does to its workspace, and when. Its own module, apart from the plans, so that a page
 * quoting one of these days does not load the plan tables with it.
 */
import {dataVolumeColumn, smsCountColumns} from './reports';
import {rolesWith} from './roles';

/** Days after an invoice's due date at which the reminders go out and activations stop; see `overduePayment`. */
export const overdueDays = {firstReminder: 7, secondReminder: 14, activationsBlocked: 21} as const;

/**
 * What an unpaid invoice does, step by step, to the workspace it was issued to (invoices are per workspace).
 * Only manual activations stop: nothing that is already connected loses service, and the hold ends with the
 * payment. Rendered on /portal/org/billing (its home) by `<OverduePaymentRule />`.
 */
export const overduePayment = {
  overdue:
    'The invoice turns **Overdue** the day after its due date unpaid, or at once when a card charge or direct debit fails. The Owner and the billing contacts are emailed, and so is every user who may view invoices and keeps the **New invoice and payment problems** [notification](/portal/user-settings#notification-preferences) on.',
  reminders: `Emailed to the same people ${overdueDays.firstReminder} and ${overdueDays.secondReminder} days after the due date, and shown as a banner in the Portal to every user who may view invoices.`,
  activationsBlocked: `From ${overdueDays.activationsBlocked} days after the due date, no SIM of the workspace can be set to Activated by hand, from Issued, Suspended or Factory Test, in the Portal or the API. Putting an Issued SIM into Factory Test is still accepted.`,
  apiAnswer:
    '`PATCH /api/v1/sim/{sim_id}` with `status` Activated, and `POST /api/v1/endpoint` or `PATCH /api/v1/endpoint/{endpoint_id}` with `sim.activate: true`, answer `409` with `code` `payment_overdue` (GraphQL `updateSimStatus`: the user error `PAYMENT_OVERDUE`). Retrying does not help until the invoice is paid; other SIM changes, and setting a SIM that is already Activated, are accepted as usual.',
  unaffected:
    'Activated SIMs and their devices keep data and SMS. A Factory Test SIM that reaches its test thresholds still moves to Activated by itself, because its device is already in service.',
  events:
    'No system event: the hold is on the account, not on a SIM or a device. Watch for the `409` in an activation job.',
  howToPay: `Open the invoice under **Organisation → Billing → Invoices** and choose **Pay now** to pay it by card at once (**Pay now** needs the ${rolesWith('managePayment').join(' or ')} role), or pay by bank transfer to the bank details on the invoice PDF, with the invoice number as the reference. A failed card charge or direct debit is not retried by itself. The email about an Overdue invoice carries the same card payment link, which works without signing in, so the final invoice of a closed workspace or organisation is paid the same way.`,
  lifted:
    'When the overdue balance is paid: at once for a card payment, and for a transfer or debit when it is booked (usually one banking day). Activations that failed meanwhile must be sent again.',
} as const;

/**
 * The invoice CSV (Organisation → Billing → Invoices → **CSV**): one row per SIM with these columns in this order, the
 * columns of the usage-by-SIM export of /portal/reports plus `satellite_kb`, the satellite share of the data total. It keeps
 * `currency` (reports.ts `reportCostCurrency`), so files of workspaces invoiced in different currencies can be merged.
 * Satellite pages link here for how satellite use is invoiced. The data total is named by reports.ts `dataVolumeColumn`, the
 * SMS counts by `smsCountColumns`, so the exports cannot drift apart. Rendered on /portal/org/billing (its home) by
 * `<InvoiceCsvColumnsTable />`.
 */
export const invoiceCsvColumns = [
  {column: 'date', meaning: 'The invoiced month, as `YYYY-MM`.'},
  {column: 'iccid', meaning: "The SIM's ICCID."},
  {column: 'device_id', meaning: "The id of the SIM's device; empty for a SIM without a device."},
  {column: 'device_name', meaning: "The device's name; empty for a SIM without a device."},
  {
    column: dataVolumeColumn('total'),
    meaning: 'All data sent and received in the month, cellular and satellite, in MB (1 MB = 1,000,000 bytes).',
  },
  {
    column: 'satellite_kb',
    meaning: 'The satellite share of the data total, in KB (1 KB = 1,000 bytes); `0` for a SIM without satellite use.',
  },
  {
    column: smsCountColumns.tx,
    meaning:
      'Charged SMS the device sent (mobile-originated): every one the platform accepted, except a Factory Test SIM’s up to the SMS threshold ([Factory Test pricing](/services/factory-test-mode#pricing-model)).',
  },
  {
    column: smsCountColumns.rx,
    meaning:
      'Charged SMS sent to the device (mobile-terminated): only those Delivered, except a Factory Test SIM’s up to the SMS threshold; Failed, Expired and Cancelled ones are not charged.',
  },
  {
    column: 'usage_cost',
    meaning:
      "The row's amount, in the invoice currency. For a SIM, the month's data and SMS charge, satellite data included at its own rate, and nothing for Factory Test usage up to the thresholds; for the other rows, see below the table.",
  },
  {
    column: 'sim_fee',
    meaning: "The SIM's monthly fee, with any per-SIM custom-service surcharge, in the invoice currency.",
  },
  {
    column: 'currency',
    meaning:
      'The ISO 4217 code of the invoice currency (`EUR`, `USD`), the same on every row, as in the report exports.',
  },
] as const;

/** The invoice CSV's rows that are not SIMs: how a parser tells them apart and where their amount is. Rendered on /portal/org/billing. */
export const invoiceCsvOtherRows =
  'After the SIM rows come, on the invoice of the workspace the organisation started with and on Plus or Pro only, one row for the [plan fee](/portal/org/subscription#plan-fee) (Standard has none); then one per recurring service fee (a [Cloud Connect](/services/cloud-connect) connection, a [custom service](/custom-services) billed monthly) and one per one-off item, such as a SIM order. A custom service billed per SIM adds its surcharge to each SIM row’s `sim_fee` instead, as it does to `sim_fee` in the reports (usage by SIM, Costs), so the two reconcile. An empty `iccid` marks the other rows. `device_name` names the item, its amount is in `usage_cost`, and `device_id`, the data, satellite and SMS columns and `sim_fee` are empty; `currency` is filled as on every row.';

/**
 * How a workspace invoiced in another currency than the workspace the organisation started with is priced: at the contract's own rates in
 * that currency, never converted. Rendered on /portal/org/billing#invoice-currency (its home); the workspace pages link there.
 */
export const invoiceCurrencyRates =
  "The contract lists its rates per currency. A workspace invoiced in a currency other than that of the workspace the organisation started with is charged the contract's rates in that currency, for every line of its invoice; nothing is converted at an exchange rate. A workspace whose currency the contract has no rates in cannot be linked: the Portal refuses the link and names the currency, and your account manager adds the rates to the contract first.";
