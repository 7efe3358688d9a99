import { z } from 'zod';
import type { ReportKind } from './kinds';

/** What a statement exports to. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
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

/** reports.export's input: which archived report, to what, and (CSV) whether to write a UTF-8 byte-order mark. */
export const exportOptionsSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  bom: z.boolean().default(false),
});
