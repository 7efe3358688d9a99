import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { describeParams, REPORT_KIND_LABELS } from '../../../shared/reports/kinds';
import type { ReportTables } from '../../../shared/reports/table-model';
import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';
import { readArchivedTables } from './archived-data';
import type { ColumnTotal } from './xlsx/sheet-plan';
import type { WriteWorkbookOptions, WrittenWorkbook } from './xlsx/workbook-writer';
import { writeWorkbook } from './xlsx/workbook-writer';
import type { ArchivedFile } from './companions';
import { writeCsvExport } from './csv/csv-writer';
import type { ExportFormat } from '../../../shared/reports/export-format';
import type { CsvSeparator, PaperSize } from '../../../shared/reports/region';
import { unpackTables, type PackedTables } from './packed-tables';

/**
 * One export: an archived report's tables and manifest to a workbook or CSV. Plain data, so it can cross to a worker.
 * The app hands over the packed tables main already holds (decoded once, hash checked by the archive); a job
 * with the raw file's path instead reads, checks and decodes it through the archive reader (tests).
 */
export type ExportJob = {
  readonly manifest: ArchiveManifest;
  readonly outPath: string;
  /** Excel workbook (default) or CSV (one .csv for a one-table report, else a zip of one CSV per table). */
  readonly format?: ExportFormat;
  /** CSV: start each file with a UTF-8 byte-order mark (for Excel on Windows). */
  readonly bom?: boolean;
  /** CSV: the field separator (default ","). */
  readonly separator?: CsvSeparator;
  /** CSV: decimals with a comma (only with the ";" separator). */
  readonly decimalComma?: boolean;
  /** Workbook: the paper its sheets print on (default A4). */
  readonly paper?: PaperSize;
} & (
  | { readonly tables: PackedTables }
  | {
      readonly rawPath: string;
      /** An exchange rates statement to total an account orders statement's P&L in its reference currency. */
      readonly rates?: ArchivedFile | null;
    }
);

/** The Manifest sheet's rows for a report. */
export function manifestRows(manifest: ArchiveManifest, tables: ReportTables): [string, string][] {
  return [
    ['Report', REPORT_KIND_LABELS[manifest.kind]],
    ['Parameters', describeParams(manifest.params)],
    ['Parameters (as sent)', JSON.stringify(manifest.params)],
    ['Customer', manifest.customerName ? `${manifest.customer} (${manifest.customerName})` : manifest.customer],
    ['Profile', manifest.profileName],
    ['Environment', manifest.environment],
    ['Service report id', manifest.reportId ?? 'none (legacy statement)'],
    ['Server time of creation (UTC)', manifest.serverTime],
    ['Saved in the archive (UTC)', manifest.savedAt],
    ['App version', manifest.appVersion],
    ['Archive id', manifest.id],
    ...tables.tables.map((table) => [`Rows in ${table.name}`, String(table.rowCount)] as [string, string]),
    ...tables.figures.map((figure) => [figure.label, figure.value] as [string, string]),
    ['SHA-256 of the raw report JSON as received', manifest.sha256],
    ['Raw report JSON size (bytes)', String(manifest.bytes)],
    // The P&L sheets say how they were computed, so an accountant can check them without the app.
    ...(manifest.kind === 'account-orders' ? PNL_DEFINITIONS.map((line, index) => [`P&L definition ${index + 1}`, line] as [string, string]) : []),
  ];
}

/** Runs one export in this thread (the worker calls this; so do tests). */
export async function runExportJob(job: ExportJob, options: WriteWorkbookOptions = {}): Promise<WrittenWorkbook> {
  const tables = 'tables' in job ? unpackTables(job.tables) : await readArchivedTables(job.rawPath, job.manifest, job.rates ?? null);
  options.signal?.throwIfAborted();
  const print = {
    customer: job.manifest.customerName ? `${job.manifest.customer} · ${job.manifest.customerName}` : job.manifest.customer,
    kind: REPORT_KIND_LABELS[job.manifest.kind],
    period: describeParams(job.manifest.params),
  };
  const manifest = manifestRows(job.manifest, tables);
  if (job.format === 'csv') {
    const csv = { bom: job.bom ?? false, separator: job.separator ?? ',', decimalComma: job.decimalComma ?? false };
    return writeCsvExport(job.outPath, { tables: tables.tables, manifest }, { ...options, ...csv });
  }
  return writeWorkbook(job.outPath, { tables: tables.tables, manifest, print, totals: columnTotals(tables), paper: job.paper ?? 'a4' }, options);
}

/**
 * The totals rows a report has: a figure it states for the whole report (the
 * total value in the reference currency) belongs under the column of that
 * currency's values; the figure is the service's, never a sum of rounded cells.
 */
export function columnTotals(tables: ReportTables): ColumnTotal[] {
  const totals: ColumnTotal[] = [];
  for (const figure of tables.figures) {
    if (figure.type !== 'decimal' || figure.asset === undefined) continue;
    for (const table of tables.tables) {
      const column = table.columns.find((candidate) => candidate.type === 'decimal' && candidate.asset === figure.asset);
      if (column) totals.push({ table: table.name, column: column.key, value: figure.value });
    }
  }
  return totals;
}
