/**
 * The CSV columns of the cross-workspace reports (src/platform/reports.ts) against the API contract: a pipeline that
 * reads both the export and the API finds the same usage counters under the same names.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../src/api/openapi';
import {crossWorkspaceReportExports, dataVolumeColumn, smsCountColumns, usageCounterFields} from '../../src/platform';

const {document} = await loadOpenApi();
const usageCounters = document.components?.schemas?.UsageCounters as {required?: string[]; properties?: object};

const columnsOf = (report: string) =>
  crossWorkspaceReportExports.find((candidate) => candidate.report === report)?.columns ?? [];

describe('cross-workspace report exports', () => {
  it('name a data volume column after every usage counter of the contract, and after no other field', () => {
    const contractFields = Object.keys(usageCounters.properties ?? {});
    expect([...usageCounterFields].sort()).toEqual([...contractFields].sort());
    expect(usageCounters.required?.slice().sort()).toEqual([...contractFields].sort());
    const volumeColumns = columnsOf('Data usage').filter((column) => column.startsWith('data_'));
    expect(volumeColumns).toHaveLength(contractFields.length);
    expect(volumeColumns).toEqual(usageCounterFields.map(dataVolumeColumn));
  });

  it('give the SMS report a count column for every usage counter of the contract', () => {
    const smsColumns = columnsOf('SMS usage').filter((column) => column.startsWith('sms_'));
    expect(smsColumns.length).toBe(Object.keys(usageCounters.properties ?? {}).length);
    for (const field of Object.keys(usageCounters.properties ?? {}))
      expect(smsColumns, field).toContain(smsCountColumns[field as keyof typeof smsCountColumns]);
  });

  it('give the costs report a currency column of its own, and every report the workspace first', () => {
    expect(columnsOf('Costs')).toContain('currency');
    for (const {report, columns} of crossWorkspaceReportExports)
      expect(columns.slice(0, 2), report).toEqual(['workspace_name', 'workspace_id']);
  });

  it('list one export per report in the report types table of the page, in its order', () => {
    const page = readFileSync(path.join(__dirname, '../../docs/workspaces/reports.mdx'), 'utf8');
    const section = page.slice(page.indexOf('## Report types'), page.indexOf('## Export the data'));
    const reports = [...section.matchAll(/^\| ([^|]+?) \|/gm)]
      .map((row) => row[1])
      .filter((name) => name !== 'Report' && !name.startsWith('-'));
    expect(reports.length).toBeGreaterThan(0);
    expect(crossWorkspaceReportExports.map((report) => report.report)).toEqual(reports);
  });
});
