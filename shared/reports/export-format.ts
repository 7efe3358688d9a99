import { z } from 'zod';
import type { ReportKind } from './kinds';
import { CSV_SEPARATORS, PAPER_SIZES, csvSeparatorFor, paperFor, type CsvSeparator, type PaperSize } from './region';

/** What a statement exports to. */
export const EXPORT_FORMATS = ['xlsx', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// The kinds whose tables (shared/reports/report-tables.ts) are exactly one; a test holds the two lists together.
const ONE_TABLE_KINDS: ReadonlySet<ReportKind> = new Set(['balance', 'exchange-rates', 'guarantee']);

/**
 * The file a CSV export of this kind writes: "csv" for a report of one table,
 * else "zip" (one CSV per table plus manifest.csv, in one file that is
 * written atomically and mailed as one attachment).
 */
export function csvExtension(kind: ReportKind): 'csv' | 'zip' {
  return ONE_TABLE_KINDS.has(kind) ? 'csv' : 'zip';
}

/** Said when a decimal comma is asked for with the comma separator: the two could not be told apart. */
export const DECIMAL_COMMA_NEEDS_SEMICOLON =
  'A decimal comma can only be written with the semicolon separator: with commas between fields, 1,5 would read as two fields.';

/**
 * reports.export's input: which archived report, to what; for CSV whether to
 * write a UTF-8 byte-order mark, the separator (the region's when absent) and
 * whether decimals are written with a comma; the paper of the workbook and
 * the PDF (the region's when absent).
 */
export const exportOptionsSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  bom: z.boolean().default(false),
  separator: z.enum(CSV_SEPARATORS).optional(),
  decimalComma: z.boolean().default(false),
  paper: z.enum(PAPER_SIZES).optional(),
});

/** What one export was asked for, before the region fills in what was left open. */
export interface ExportChoices {
  readonly format?: ExportFormat;
  readonly bom?: boolean;
  readonly separator?: CsvSeparator;
  readonly decimalComma?: boolean;
  readonly paper?: PaperSize;
}

/** Every choice of an export, settled. */
export interface SettledExport {
  readonly format: ExportFormat;
  readonly bom: boolean;
  readonly separator: CsvSeparator;
  readonly decimalComma: boolean;
  readonly paper: PaperSize;
}

/**
 * Settles an export's choices: what the user left open comes from the
 * locale's region (separator, paper). A decimal comma with the comma separator
 * is refused: the result says why, and nothing is written.
 */
export function settleExport(
  choices: ExportChoices,
  locale: string,
): { ok: true; value: SettledExport } | { ok: false; error: string } {
  const separator = choices.separator ?? csvSeparatorFor(locale);
  const decimalComma = choices.format === 'csv' && choices.decimalComma === true;
  if (decimalComma && separator !== ';') return { ok: false, error: DECIMAL_COMMA_NEEDS_SEMICOLON };
  return {
    ok: true,
    value: {
      format: choices.format ?? 'xlsx',
      bom: choices.bom ?? false,
      separator,
      decimalComma,
      paper: choices.paper ?? paperFor(locale),
    },
  };
}
