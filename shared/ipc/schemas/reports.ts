import { z } from 'zod';
import type { ArchiveManifest } from '../../reports/archive-entry';
import { REPORT_KINDS, reportParamsSchema } from '../../reports/kinds';
import type { ReportKind, ReportParams } from '../../reports/kinds';
import type { ColumnSpec, ColumnWindow, ReportFigure } from '../../reports/table-model';
import { customerNumber, profileId } from './common';
import { exportOptionsSchema } from '../../reports/export-format';

const archiveId = z.string().regex(/^[a-z0-9-]{8,80}$/, 'Must be an archive id');
const jobId = z.uuid({ message: 'Must be a report job id' });
const isoDay = z.iso.date();

/** reports.create: one of the eight kinds with its parameters, for a customer of the named (active) profile. */
export const createReportInput = z.strictObject({
  profileId,
  customer: customerNumber,
  /** Shown in the manifest next to the number. */
  customerName: z.string().max(200).nullish(),
  params: reportParamsSchema,
});
export type CreateReportInput = z.input<typeof createReportInput>;

/** reports.status / reports.cancel (a report job or an export). */
export const reportJobRef = z.strictObject({ jobId });

/** reports.archive: filter of the offline archive. */
export const archiveFilterInput = z.strictObject({
  customer: z.string().max(64).optional(),
  kind: z.enum(REPORT_KINDS).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type ArchiveFilterInput = z.input<typeof archiveFilterInput>;

/** reports.tables / reports.deleteArchived. */
export const archiveRef = z.strictObject({ archiveId });

/** reports.export: an archived report to Excel (default) or CSV, optionally with a UTF-8 byte-order mark. */
export const exportReportInput = z.strictObject({ archiveId, ...exportOptionsSchema.shape });
export type ExportReportInput = z.input<typeof exportReportInput>;

/** reports.revealExport: open a finished export's file, or show it in its folder (main looks the file up by id). */
export const revealExportInput = z.strictObject({ exportId: z.string().uuid('Must be an export id'), how: z.enum(['open', 'folder']) });

/** reports.rows: a window of one table, column by column. */
export const reportRowsInput = z.strictObject({
  archiveId,
  table: z.number().int().min(0).max(50),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1).max(5000),
});
export type ReportRowsInput = z.input<typeof reportRowsInput>;

/** reports.exportBundle: the archive entries to zip. */
export const exportBundleInput = z.strictObject({ archiveIds: z.array(archiveId).min(1).max(1000) });

/** Where a report job is. */
export type ReportJobStage = 'creating' | 'processing' | 'fetching' | 'completed' | 'failed' | 'cancelled';

/** A report job as the renderer sees it (also the reportProgress event). */
export interface ReportJobView {
  readonly jobId: string;
  readonly kind: ReportKind;
  readonly params: ReportParams;
  readonly customer: string;
  readonly stage: ReportJobStage;
  readonly reportId: string | null;
  readonly polls: number;
  readonly startedAt: string;
  readonly elapsedMs: number;
  /** Set once completed: the archive entry holding it. */
  readonly archiveId: string | null;
  /** Why it failed, in words (the service's reason when it gave one). */
  readonly error: string | null;
}

/** An archive entry as listed: manifest plus whether its raw JSON still matches the saved SHA-256. */
export interface ArchiveListItem {
  readonly manifest: ArchiveManifest;
  readonly intact: boolean;
}

/** One table of an opened report: its columns and size (rows come by reports.rows). */
export interface ReportTableInfo {
  readonly index: number;
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  readonly rowCount: number;
}

/** An opened (hash-checked) archived report. */
export interface OpenedReport {
  readonly manifest: ArchiveManifest;
  readonly tables: readonly ReportTableInfo[];
  readonly figures: readonly ReportFigure[];
}

export type { ColumnWindow };

/** reports.export's answer: the export started (progress by exportProgress), or null when the save dialog was cancelled. */
export type ExportStarted = { readonly exportId: string; readonly file: string } | null;

/** An export's progress (the exportProgress event). */
export interface ExportProgress {
  readonly exportId: string;
  readonly archiveId: string;
  readonly file: string;
  readonly state: 'running' | 'done' | 'failed' | 'cancelled';
  readonly rowsWritten: number;
  readonly rowsTotal: number;
  readonly bytes: number | null;
  readonly message: string | null;
}

/** reports.exportBundle's answer (null: save dialog cancelled). */
export type BundleWritten = { readonly file: string; readonly entries: number; readonly bytes: number } | null;
