import { join } from 'node:path';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { Translator } from '../../../shared/i18n/translator';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { ENGLISH } from '../i18n/english';
import { saidIn } from '../../../shared/i18n/said';
import { tableFromRows, type ColumnSpec } from '../../../shared/reports/table-model';
import type { BatchJob } from './batch-journal';
import type { BatchStep, BatchStepState } from '../../../shared/reports/batch';
import { writeWorkbook } from '../reports/xlsx/workbook-writer';
import { writeCsvExport } from '../reports/csv/csv-writer';

/** The header of each column, in the export language. */
const COLUMN_WORDS: Readonly<Record<string, MessageKey>> = {
  customer: 'batch.summary.column.customer',
  name: 'batch.summary.column.name',
  kind: 'batch.summary.column.kind',
  status: 'batch.summary.column.status',
  rows: 'batch.summary.column.rows',
  total: 'batch.summary.column.total',
  totalCurrency: 'batch.summary.column.totalCurrency',
  totalNote: 'batch.summary.column.totalNote',
  sha256: 'batch.summary.column.sha256',
  archiveId: 'batch.summary.column.archiveId',
  files: 'batch.summary.column.files',
  reason: 'batch.summary.column.reason',
};

const STATUS_WORDS: Readonly<Record<BatchStepState, MessageKey>> = {
  pending: 'batch.summary.status.pending',
  sending: 'batch.summary.status.unfinished',
  created: 'batch.summary.status.unfinished',
  archived: 'batch.summary.status.archived',
  done: 'batch.summary.status.done',
  failed: 'batch.summary.status.failed',
};

const COLUMNS: readonly Omit<ColumnSpec, 'header'>[] = [
  { key: 'customer', type: 'text', width: 12 },
  { key: 'name', type: 'text', width: 28 },
  { key: 'kind', type: 'text', width: 28 },
  { key: 'status', type: 'text', width: 14 },
  { key: 'rows', type: 'integer', width: 10 },
  // Exact decimal text; a total that cannot be computed is an empty cell with the reason beside it, never 0.
  { key: 'total', type: 'decimal', assetColumn: 'totalCurrency', width: 22 },
  { key: 'totalCurrency', type: 'text', width: 12 },
  { key: 'totalNote', type: 'text', width: 60 },
  { key: 'sha256', type: 'text', width: 66 },
  { key: 'archiveId', type: 'text', width: 36 },
  { key: 'files', type: 'text', width: 60 },
  { key: 'reason', type: 'text', width: 60 },
];

/** The summary's file names, in the output folder. */
export const SUMMARY_FILES = ['summary.xlsx', 'summary.csv'] as const;

/**
 * The summary of a run: one row per customer and kind (status, rows, the
 * total in the reference currency, the SHA-256 of the raw data as archived), as a workbook and as CSV, written
 * with the reports' own writers (atomic, formula-guarded, exact text).
 */
export async function writeSummary(
  job: BatchJob,
  steps: readonly BatchStep[],
  words: Translator = ENGLISH,
): Promise<string[]> {
  const columns = COLUMNS.map((column) => ({ ...column, header: words.t(COLUMN_WORDS[column.key] as MessageKey) }));
  const table = tableFromRows(words.t('batch.summary.title'), columns, steps, (step) => ({
    customer: step.customer,
    name: step.customerName,
    kind: words.t(REPORT_KIND_WORDS[step.kind]),
    status: words.t(STATUS_WORDS[step.state]),
    rows: step.rows,
    total: step.total ?? null,
    totalCurrency: step.totalCurrency ?? null,
    totalNote: step.state === 'done' ? (step.totalNote ?? null) : null,
    sha256: step.sha256,
    archiveId: step.archiveId,
    files: step.files.join('\n'),
    reason: step.error === null ? null : saidIn(step.error, words),
  }));
  const { request } = job;
  const manifest: [string, string][] = [
    [words.t('batch.summary.run'), job.batchId],
    [
      words.t('batch.summary.period'),
      words.t('batch.summary.periodValue', { from: request.dateFrom, to: request.dateTo }),
    ],
    [words.t('batch.summary.currency'), request.currency ?? words.t('batch.summary.ownCurrency')],
    [words.t('batch.summary.started'), job.createdAt],
    [words.t('batch.summary.steps'), String(steps.length)],
  ];
  const [xlsx, csv] = SUMMARY_FILES;
  await writeWorkbook(join(request.out, xlsx), { tables: [table], manifest });
  await writeCsvExport(join(request.out, csv), { tables: [table], manifest });
  return [...SUMMARY_FILES];
}
