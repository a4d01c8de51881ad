import React from 'react';
import {crossWorkspaceReportExports, invoiceCsvColumns} from '../../platform';
import RuleTable from './RuleTable';

/** The header line of each cross-workspace report's CSV export, for readers who load the files into a pipeline. */
export function ReportExportTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Report', cell: (report) => report.report},
        {heading: 'Header line of the CSV', cell: (report) => `\`${report.columns.join(',')}\``},
      ]}
      rows={crossWorkspaceReportExports}
    />
  );
}

/** The invoice CSV's columns in order, each with its meaning (billing.ts `invoiceCsvColumns`). */
export function InvoiceCsvColumnsTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Column', cell: (column) => `\`${column.column}\``},
        {heading: 'Meaning', cell: (column) => column.meaning},
      ]}
      rows={invoiceCsvColumns}
    />
  );
}
