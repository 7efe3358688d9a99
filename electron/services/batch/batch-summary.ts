import { join } from 'node:path';
import { REPORT_KIND_LABELS } from '../../../shared/reports/kinds';
import { tableFromRows, type ColumnSpec } from '../../../shared/reports/table-model';
import type { BatchJob } from './batch-journal';
import type { BatchStep, BatchStepState } from '../../../shared/reports/batch';
import { describeParams } from '../../../shared/reports/kinds';
import { writeWorkbook } from '../reports/xlsx/workbook-writer';
import { writeCsvExport } from '../reports/csv/csv-writer';

/** Every word the summary files hold, one place (for the message catalogue when main's files are translated). */
const SUMMARY_WORDS = {
  table: 'Month-end run',
  run: 'Month-end run',
  period: 'Period',
  currency: 'Reference currency',
  ownCurrency: "Each customer's own",
  created: 'Started (UTC)',
  steps: 'Steps',
} as const;

const STATUS_WORDS: Readonly<Record<BatchStepState, string>> = {
  pending: 'Not run',
  sending: 'Not finished',
  created: 'Not finished',
  archived: 'Fetched, exports not written',
  done: 'Done',
  failed: 'Failed',
};

const COLUMNS: readonly ColumnSpec[] = [
  { key: 'customer', header: 'Customer', type: 'text', width: 12 },
  { key: 'name', header: 'Name', type: 'text', width: 28 },
  { key: 'kind', header: 'Statement', type: 'text', width: 28 },
  { key: 'status', header: 'Status', type: 'text', width: 14 },
  { key: 'rows', header: 'Rows', type: 'integer', width: 10 },
  // Exact decimal text; a total that cannot be computed is an empty cell with the reason beside it, never 0.
  { key: 'total', header: 'Total in the reference currency', type: 'decimal', assetColumn: 'totalCurrency', width: 22 },
  { key: 'totalCurrency', header: 'Reference currency', type: 'text', width: 12 },
  { key: 'totalNote', header: 'About the total', type: 'text', width: 60 },
  { key: 'sha256', header: 'SHA-256 of the raw data', type: 'text', width: 66 },
  { key: 'archiveId', header: 'Archive id', type: 'text', width: 36 },
  { key: 'files', header: 'Files', type: 'text', width: 60 },
  { key: 'reason', header: 'Reason', type: 'text', width: 60 },
];

/** The summary's file names, in the output folder. */
export const SUMMARY_FILES = ['summary.xlsx', 'summary.csv'] as const;

/**
 * The summary of a run: one row per customer and kind (status, rows, the
 * total in the reference currency, the SHA-256 of the raw data as archived), as a workbook and as CSV, written
 * with the reports' own writers (atomic, formula-guarded, exact text).
 */
export async function writeSummary(job: BatchJob, steps: readonly BatchStep[]): Promise<string[]> {
  const table = tableFromRows(SUMMARY_WORDS.table, COLUMNS, steps, (step) => ({
    customer: step.customer,
    name: step.customerName,
    kind: REPORT_KIND_LABELS[step.kind],
    status: STATUS_WORDS[step.state],
    rows: step.rows,
    total: step.total ?? null,
    totalCurrency: step.totalCurrency ?? null,
    totalNote: step.state === 'done' ? (step.totalNote ?? null) : null,
    sha256: step.sha256,
    archiveId: step.archiveId,
    files: step.files.join('\n'),
    reason: step.error,
  }));
  const { request } = job;
  const manifest: [string, string][] = [
    [SUMMARY_WORDS.run, job.batchId],
    [
      SUMMARY_WORDS.period,
      describeParams({ kind: 'account-orders', dateFrom: request.dateFrom, dateTo: request.dateTo }),
    ],
    [SUMMARY_WORDS.currency, request.currency ?? SUMMARY_WORDS.ownCurrency],
    [SUMMARY_WORDS.created, job.createdAt],
    [SUMMARY_WORDS.steps, String(steps.length)],
  ];
  const [xlsx, csv] = SUMMARY_FILES;
  await writeWorkbook(join(request.out, xlsx), { tables: [table], manifest });
  await writeCsvExport(join(request.out, csv), { tables: [table], manifest });
  return [...SUMMARY_FILES];
}
