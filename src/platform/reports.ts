/**
 * The CSV export of each cross-workspace report (Organisation → Workspaces → Reports): its columns in order. The
 * reports page renders one header line per report. Where the API holds the same data, a column is named after the
 * contract's field (api/openapi.yaml `UsageCounters`, `Event`, `UsageRecord.currency`); tests check the usage ones.
 */
import {simStates, type SimStateName} from './states';

/** The contract's usage counters (`UsageCounters`), in the order a report gives them. */
export const usageCounterFields = ['rx', 'tx', 'total'] as const;

/**
 * A data volume column, in MB (1 MB = 1,000,000 bytes), as the contract counts it: `data_rx_mb`, `data_tx_mb`, and the
 * total `data_mb`, the name every export (Reports, invoice CSV) gives the data total.
 */
export const dataVolumeColumn = (field: (typeof usageCounterFields)[number]) =>
  field === 'total' ? 'data_mb' : `data_${field}_mb`;

/**
 * The SMS columns by the contract's counter: `tx` is what the device sent (mobile-originated), `rx` what it received
 * (mobile-terminated). The Portal names them MO and MT, as its own reports do.
 */
export const smsCountColumns = {tx: 'sms_mo', rx: 'sms_mt', total: 'sms_total'} as const satisfies Record<
  (typeof usageCounterFields)[number],
  string
>;

/** Every report names the workspace first, by name and by its numeric id. */
const workspaceColumns = ['workspace_name', 'workspace_id'] as const;

/** The SIM inventory counts every state but Deleted, a column per state: `sims_issued`, `sims_factory_test`. */
const inventoryStates = simStates
  .map((state) => state.name)
  .filter((name): name is Exclude<SimStateName, 'Deleted'> => name !== 'Deleted');

export interface ReportExport {
  /** The report's name, as in the report types table of /workspaces/reports. */
  readonly report: string;
  readonly columns: readonly string[];
}

/**
 * The day a daily report puts a usage record on. A record can cover days of a long session (it is written only at
 * a volume threshold, at the session's end and at the month's end), and the platform does not spread it back.
 */
export const usageRecordDay =
  'A daily report puts each usage record on the UTC day of its `start_timestamp`, the start of the period it covers, so the usage of a session that ran for several days before its record was written shows on the day that period began.';

/**
 * The currency of a report's cost figures: every export with a cost column carries it beside them, and the Portal report
 * names it in the cost heading, so a role without the Billing tab (Developer, Observer) can read it.
 */
export const reportCostCurrency =
  'Every report export that has a cost column (`cost`, `usage_cost`, `sim_fee`) has a `currency` column beside it, with the ISO 4217 code of the workspace’s invoice currency (`EUR`, `USD`). The Portal report shows the currency in the cost column’s heading, so every role that may run the report can read it without the Billing tab.';

/**
 * Who keeps receiving a scheduled report: the home of the rule, rendered under **Schedule a monthly report** on
 * /portal/reports; the unlink item of organisation.ts links there.
 */
export const scheduleRecipientChanges =
  'A recipient who is removed from the workspace or [deactivated](/portal/org/employees#deactivate-a-user) is taken off its schedules, and reactivating them does not add them back. A schedule whose creator leaves keeps running.';

/** The moment the SIM inventory counts: a stock, not a month's activity. */
export const simInventoryCountedAt =
  'Counts the SIMs each workspace holds at the end of the period; for the current month, at the time of export.';

export const crossWorkspaceReportExports = [
  {
    report: 'Data usage',
    columns: [...workspaceColumns, 'month', 'country', 'network', ...usageCounterFields.map(dataVolumeColumn)],
  },
  {
    report: 'SMS usage',
    columns: [...workspaceColumns, 'month', 'country', ...usageCounterFields.map((field) => smsCountColumns[field])],
  },
  {
    report: 'Costs',
    columns: [...workspaceColumns, 'month', 'cost_type', 'cost', 'currency'],
  },
  {
    report: 'SIM inventory',
    columns: [...workspaceColumns, ...inventoryStates.map((name) => `sims_${name.toLowerCase().replace(/\s+/g, '_')}`)],
  },
  {
    report: 'Active devices',
    columns: [...workspaceColumns, 'month', 'active_devices'],
  },
  {
    report: 'Events',
    columns: [...workspaceColumns, 'event_type_id', 'event_type', 'info', 'warn', 'critical'],
  },
] as const satisfies readonly ReportExport[];

/** The values of the costs report's `cost_type` column: usage charges, and the monthly fee of each SIM. */
export const reportCostTypes = ['usage', 'sim_fee'] as const;
