import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ReportTables } from '../../../shared/reports/table-model';
import { readArchivedTables } from './archived-data';
import type { ColumnTotal } from './xlsx/sheet-plan';
import type { WriteWorkbookOptions, WrittenWorkbook } from './xlsx/workbook-writer';
import { writeWorkbook } from './xlsx/workbook-writer';
import type { ArchivedFile } from './companions';
import { writeCsvExport } from './csv/csv-writer';
import { writePdfStatement } from './pdf/pdf-writer';
import type { ExportFormat } from '../../../shared/reports/export-format';
import type { CsvSeparator, PaperSize } from '../../../shared/reports/region';
import { unpackTables, type PackedTables } from './packed-tables';
import {
  customerWords,
  ENGLISH_EXPORT_WORDS,
  exportWordsFor,
  LOCAL_SIMULATOR,
  PNL_DEFINITION_WORDS,
  type ExportLanguage,
  type ExportWords,
} from './export-words';

/**
 * One export: an archived report's tables and manifest to a workbook or CSV. Plain data, so it can cross to a worker.
 * The app hands over the packed tables main already holds (decoded once, hash checked by the archive); a job
 * with the raw file's path instead reads, checks and decodes it through the archive reader (tests).
 */
export type ExportJob = {
  readonly manifest: ArchiveManifest;
  readonly outPath: string;
  /** Excel workbook (default), CSV (one .csv for a one-table report, else a zip of one CSV per table) or a PDF statement. */
  readonly format?: ExportFormat;
  /** CSV: start each file with a UTF-8 byte-order mark (for Excel on Windows). */
  readonly bom?: boolean;
  /** CSV: the field separator (default ","). */
  readonly separator?: CsvSeparator;
  /** CSV: decimals with a comma (only with the ";" separator). */
  readonly decimalComma?: boolean;
  /** Workbook and PDF: the paper they print on (default A4). */
  readonly paper?: PaperSize;
  /** The language of the file's words, as main resolved it (English when not given). */
  readonly language?: ExportLanguage;
} & (
  | { readonly tables: PackedTables }
  | {
      readonly rawPath: string;
      /** An exchange rates statement to total an account orders statement's P&L in its reference currency. */
      readonly rates?: ArchivedFile | null;
    }
);

/** The Manifest sheet's rows for a report, in the export's words. */
export function manifestRows(
  manifest: ArchiveManifest,
  tables: ReportTables,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): [string, string][] {
  const { t } = words;
  return [
    [t('exports.manifest.report'), words.kind(manifest.kind)],
    [t('exports.manifest.parameters'), words.params(manifest.params)],
    [t('exports.manifest.parametersSent'), JSON.stringify(manifest.params)],
    [t('exports.manifest.customer'), customerWords(words, manifest, 'manifest')],
    [t('exports.manifest.profile'), manifest.profileName],
    // The app names its own simulator; a service is named by its address.
    [
      t('exports.manifest.environment'),
      manifest.environment === LOCAL_SIMULATOR ? t('exports.manifest.localSimulator') : manifest.environment,
    ],
    [t('exports.manifest.reportId'), manifest.reportId ?? t('exports.manifest.noReportId')],
    [t('exports.manifest.serverTime'), manifest.serverTime],
    [t('exports.manifest.savedAt'), manifest.savedAt],
    [t('exports.manifest.appVersion'), manifest.appVersion],
    [t('exports.manifest.archiveId'), manifest.id],
    ...tables.tables.map(
      (table) =>
        [t('exports.manifest.rowsIn', { table: words.tableName(table.name) }), String(table.rowCount)] as [
          string,
          string,
        ],
    ),
    ...tables.figures.map((figure) => [...words.figure(figure)] as [string, string]),
    [t('exports.manifest.sha256'), manifest.sha256],
    [t('exports.manifest.bytes'), String(manifest.bytes)],
    // The P&L sheets say how they were computed, so an accountant can check them without the app.
    ...(manifest.kind === 'account-orders'
      ? PNL_DEFINITION_WORDS.map(
          (key, index) =>
            [t('exports.manifest.pnlDefinition', { number: String(index + 1) }), t(key)] as [string, string],
        )
      : []),
  ];
}

/** Runs one export in this thread (the worker calls this; so do tests). */
export async function runExportJob(job: ExportJob, options: WriteWorkbookOptions = {}): Promise<WrittenWorkbook> {
  const tables =
    'tables' in job ? unpackTables(job.tables) : await readArchivedTables(job.rawPath, job.manifest, job.rates ?? null);
  options.signal?.throwIfAborted();
  // One catalogue for the whole export, loaded here in the worker: each word is looked up once, never per row.
  const words = await exportWordsFor(job.language);
  const print = {
    customer: customerWords(words, job.manifest, 'print'),
    kind: words.kind(job.manifest.kind),
    period: words.params(job.manifest.params),
  };
  const manifest = manifestRows(job.manifest, tables, words);
  if (job.format === 'pdf') {
    const notes = job.manifest.kind === 'account-orders' ? PNL_DEFINITION_WORDS.map((key) => words.t(key)) : [];
    return writePdfStatement(
      job.outPath,
      {
        manifest: job.manifest,
        tables: tables.tables,
        figures: tables.figures,
        totals: columnTotals(tables),
        notes,
        paper: job.paper ?? 'a4',
        words,
        locale: job.language?.locale ?? 'en',
      },
      options,
    );
  }
  if (job.format === 'csv') {
    const csv = { bom: job.bom ?? false, separator: job.separator ?? ',', decimalComma: job.decimalComma ?? false };
    return writeCsvExport(job.outPath, { tables: tables.tables, manifest, words }, { ...options, ...csv });
  }
  return writeWorkbook(
    job.outPath,
    { tables: tables.tables, manifest, print, totals: columnTotals(tables), paper: job.paper ?? 'a4', words },
    options,
  );
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
      const column = table.columns.find(
        (candidate) => candidate.type === 'decimal' && candidate.asset === figure.asset,
      );
      if (column) totals.push({ table: table.name, column: column.key, value: figure.value });
    }
  }
  return totals;
}
