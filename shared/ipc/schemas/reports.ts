import { z } from 'zod';
import { archiveManifestSchema } from '../../reports/archive-entry';
import { REPORT_KINDS, reportParamsSchema } from '../../reports/kinds';
import type { ColumnSpec, ColumnWindow, ReportFigure } from '../../reports/table-model';
import { customerNumber, profileId, type SameType } from './common';
import { messageWords, saidWords } from './message';
import { exportOptionsSchema } from '../../reports/export-format';
import { openingChoiceSchema } from '../../reports/pnl/opening';

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
export const revealExportInput = z.strictObject({
  exportId: z.string().uuid('Must be an export id'),
  how: z.enum(['open', 'folder']),
});

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
export const reportJobStage = z.enum(['creating', 'processing', 'fetching', 'completed', 'failed', 'cancelled']);
export type ReportJobStage = z.infer<typeof reportJobStage>;

/** A report job as the renderer sees it (also the reportProgress event). */
export const reportJobView = z
  .object({
    jobId: z.string(),
    kind: z.enum(REPORT_KINDS),
    params: reportParamsSchema,
    customer: z.string(),
    stage: reportJobStage,
    reportId: z.string().nullable(),
    polls: z.number(),
    startedAt: z.string(),
    elapsedMs: z.number(),
    /** Set once completed: the archive entry holding it. */
    archiveId: z.string().nullable(),
    /** Why it failed, in words (the service's reason when it gave one). */
    error: z.string().nullable(),
  })
  .readonly();
export type ReportJobView = z.infer<typeof reportJobView>;

/** An archive entry as listed: manifest plus whether its raw JSON still matches the saved SHA-256. */
export const archiveListItem = z.object({ manifest: archiveManifestSchema, intact: z.boolean() }).readonly();
export type ArchiveListItem = z.infer<typeof archiveListItem>;

const columnType = z.enum(['text', 'integer', 'decimal', 'date', 'datetime']);
/** A report table's column (the type is shared/reports/table-model.ts's; the check below keeps them equal). */
const columnSpec = z
  .object({
    key: z.string(),
    header: z.string(),
    type: columnType,
    assetColumn: z.string().optional(),
    asset: z.string().optional(),
    width: z.number(),
  })
  .readonly();
const reportFigure = z
  .object({
    label: z.string(),
    value: z.string(),
    type: columnType,
    asset: z.string().optional(),
    labelWords: messageWords.optional(),
    valueWords: messageWords.optional(),
  })
  .readonly();
const columnsMatch: [
  SameType<z.infer<typeof columnSpec>, ColumnSpec>,
  SameType<z.infer<typeof reportFigure>, ReportFigure>,
] = [true, true];
void columnsMatch;

/** One table of an opened report: its columns and size (rows come by reports.rows). */
export const reportTableInfo = z
  .object({ index: z.number(), name: z.string(), columns: z.array(columnSpec).readonly(), rowCount: z.number() })
  .readonly();
export type ReportTableInfo = z.infer<typeof reportTableInfo>;

/** An opened (hash-checked) archived report. */
export const openedReport = z
  .object({
    manifest: archiveManifestSchema,
    tables: z.array(reportTableInfo).readonly(),
    figures: z.array(reportFigure).readonly(),
  })
  .readonly();
export type OpenedReport = z.infer<typeof openedReport>;

/**
 * reports.rows' answer. Up to 5,000 rows of every column: the check stays
 * cheap (each column an array of as many values as the window has rows,
 * never a look at every value), since windows are asked for as the user scrolls.
 */
export const columnWindow = z
  .object({
    offset: z.number(),
    rowCount: z.number(),
    columns: z.array(columnSpec).readonly(),
    values: z
      .array(z.custom<readonly (string | null)[]>((column) => Array.isArray(column), 'Must be a column of values'))
      .readonly(),
  })
  .readonly()
  .refine(
    (window) =>
      window.values.length === window.columns.length &&
      window.values.every((column) => column.length === window.rowCount),
    'Every column must have one value per row',
  );
const windowMatches: SameType<z.infer<typeof columnWindow>, ColumnWindow> = true;
void windowMatches;
export type { ColumnWindow };

/**
 * What a saved export becomes for the user: a file on this computer (the
 * window: Open, Show in folder) or a browser download (browser mode: the
 * browser has it; there is no file here to open). The page is told the file's
 * name only, never a path on the machine main runs on.
 */
export const savedFileDelivery = z.enum(['file', 'download']);
export type SavedFileDelivery = z.infer<typeof savedFileDelivery>;

/** reports.export's answer: the export started (progress by exportProgress), or null when the save dialog was cancelled. `file`: its name. */
export const exportStarted = z
  .object({ exportId: z.string(), file: z.string(), delivery: savedFileDelivery })
  .readonly()
  .nullable();
export type ExportStarted = z.infer<typeof exportStarted>;

const exportRunFields = {
  exportId: z.string(),
  archiveId: z.string(),
  file: z.string(),
  state: z.enum(['running', 'done', 'failed', 'cancelled']),
  rowsWritten: z.number(),
  rowsTotal: z.number(),
  bytes: z.number().nullable(),
  /** Why it failed: catalogue words (the page puts them into the reader's language), or the platform's own text. */
  message: saidWords.nullable(),
};

/** An export's progress as main's export runs it (`file`: the path it writes; the desk prints it). */
export const exportRunProgress = z.object(exportRunFields).readonly();
export type ExportRunProgress = z.infer<typeof exportRunProgress>;

/** An export's progress as the page gets it (the exportProgress event): `file` is the name only. */
export const exportProgress = z.object({ ...exportRunFields, delivery: savedFileDelivery }).readonly();
export type ExportProgress = z.infer<typeof exportProgress>;

/** reports.exportBundle's answer (null: save dialog cancelled); `file`: its name. */
export const bundleWritten = z
  .object({ file: z.string(), entries: z.number(), bytes: z.number(), delivery: savedFileDelivery })
  .readonly()
  .nullable();
export type BundleWritten = z.infer<typeof bundleWritten>;

/** reports.setOpening: an account orders statement's opening lots, from an earlier statement of the same customer and/or typed in (checked again in main against the statements). */
export const setOpeningInput = z.strictObject({ archiveId, ...openingChoiceSchema.shape });
export type SetOpeningInput = z.input<typeof setOpeningInput>;

/** reports.opening's answer: the choice kept (damaged: a kept file could not be read), and the statements that can give opening lots, newest first. */
export const openingView = z
  .object({ choice: openingChoiceSchema, damaged: z.boolean(), candidates: z.array(archiveManifestSchema).readonly() })
  .readonly();
export type OpeningView = z.infer<typeof openingView>;
