import { z } from 'zod';
import { assetSymbol, isoDate } from '../api/schemas/common';
import { REPORT_KINDS, type ReportKind } from './kinds';
import { savedFileDelivery } from '../ipc/schemas/reports';
import { saidWords } from '../ipc/schemas/message';

/** The statements a month-end run can make: every kind but the legacy one-account statement, which needs an account per customer. */
export const BATCH_KINDS = REPORT_KINDS.filter(
  (kind): kind is Exclude<ReportKind, 'legacy-account'> => kind !== 'legacy-account',
);
export type BatchKind = (typeof BATCH_KINDS)[number];

/** What a month-end run writes for each report: the workbook, CSV, or both. */
export const BATCH_FORMATS = ['xlsx', 'csv', 'both'] as const;
export type BatchFormat = (typeof BATCH_FORMATS)[number];

/** A customer number in a run (the key of its steps). */
const batchCustomerNumber = z.string().regex(/^[0-9A-Za-z-]{1,40}$/);

/** A saved selection's name: letters, digits, spaces and . _ - (it is a word a person chooses, shown as typed). */
export const batchSelectionName = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,59}$/u, 'A name of letters, digits, spaces, . _ or -, at most 60');

/** A saved selection: a named list of customer numbers, kept by main for later runs. */
export const batchSelection = z
  .object({ name: batchSelectionName, customers: z.array(batchCustomerNumber).min(1).max(10_000) })
  .strict();
export type BatchSelection = z.output<typeof batchSelection>;

/** batch.deleteSelection's argument. */
export const batchSelectionRef = z.object({ name: batchSelectionName }).strict();

/** What the window asks for: kinds, period, reference currency rule, customers and output format (main chooses the folder). */
const batchChoices = {
  profileId: z.string().min(1),
  kinds: z.array(z.enum(BATCH_KINDS)).min(1).max(BATCH_KINDS.length),
  dateFrom: isoDate,
  dateTo: isoDate,
  /** One reference currency for every customer; null: each customer's own. */
  currency: assetSymbol.nullable(),
  /** Customer numbers; null: every customer the key reaches (or those of `selection`, or those matching `filter`). */
  customers: z.array(batchCustomerNumber).min(1).nullable(),
  /** A saved selection's name: its customers (main reads them; only with customers null). */
  selection: batchSelectionName.nullable().optional(),
  /** Text the customers' number, name or reference currency contains (only with customers null). */
  filter: z.string().trim().min(1).max(100).nullable().optional(),
  format: z.enum(BATCH_FORMATS),
};
/** One way of choosing the customers at a time: numbers, a saved selection, or a filter. */
const oneChoice = [
  (value: { customers: unknown; selection?: unknown; filter?: unknown }) =>
    [value.customers, value.selection ?? null, value.filter ?? null].filter((choice) => choice !== null).length <= 1,
  { path: ['customers'], message: 'Choose the customers one way: numbers, a saved selection or a filter' },
] as [
  (value: { customers: unknown; selection?: unknown; filter?: unknown }) => boolean,
  { path: string[]; message: string },
];
const ordered = [
  (value: { dateFrom: string; dateTo: string }) => value.dateFrom <= value.dateTo,
  { path: ['dateTo'], message: 'The end date must not be before the start date' },
] as [(value: { dateFrom: string; dateTo: string }) => boolean, { path: string[]; message: string }];

/** batch.start's argument: the run as the window chooses it. */
export const batchStartInput = z
  .object(batchChoices)
  .strict()
  .refine(...ordered)
  .refine(...oneChoice);

/** A month-end run as asked for, with the folder the exports and the summary go into. */
export const batchRequestSchema = z
  .object({ ...batchChoices, out: z.string().min(1) })
  .refine(...ordered)
  .refine(...oneChoice);
export type BatchRequest = z.output<typeof batchRequestSchema>;

/**
 * Where one (customer, kind) step is: `sending` (the create may have reached the service; its answer was not seen),
 * `created` (the service named the report: polled by that id, never created again), `archived` (fetched and in the
 * archive; exports to write), `done`, or `failed` (for good, with its reason).
 */
export const BATCH_STEP_STATES = ['pending', 'sending', 'created', 'archived', 'done', 'failed'] as const;
export type BatchStepState = (typeof BATCH_STEP_STATES)[number];

/** One step as the journal keeps it and the views show it. */
export const batchStepSchema = z.object({
  customer: z.string(),
  customerName: z.string().nullable(),
  /** The customer's own reference currency as the service listed it (null: none given). */
  referenceCurrency: z.string().nullable(),
  kind: z.enum(BATCH_KINDS),
  state: z.enum(BATCH_STEP_STATES),
  reportId: z.string().nullable(),
  archiveId: z.string().nullable(),
  /** Tries so far (a retry after a failure counts). */
  attempts: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative().nullable(),
  sha256: z.string().nullable(),
  /** The exports written, relative to the output folder. */
  files: z.array(z.string()),
  /** Why the step failed: catalogue words (put into the reader's language when shown), or text (older journals). */
  error: saidWords.nullable(),
  /** The statement's total in the reference currency, exact text (null: none; `totalNote` says why). */
  total: z.string().nullable().optional(),
  totalCurrency: z.string().nullable().optional(),
  /** Why there is no total (not given by this kind of statement, or not computable and why). */
  totalNote: z.string().nullable().optional(),
});
export type BatchStep = z.output<typeof batchStepSchema>;

/** Whether the run is going, was stopped by cancel, or has settled every step. */
export const BATCH_STATES = ['running', 'cancelled', 'finished'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** A run's progress: its steps, counts, the ETA (null until a step finished) and whether a process is running it now. */
export const batchViewSchema = z.object({
  batchId: z.string(),
  request: batchRequestSchema,
  state: z.enum(BATCH_STATES),
  /** True while a process works on it; false for a run stopped by a crash (resume it). */
  live: z.boolean(),
  createdAt: z.string(),
  done: z.number(),
  failed: z.number(),
  remaining: z.number(),
  etaMs: z.number().nullable(),
  steps: z.array(batchStepSchema),
  /** The summary files, relative to the output folder, once written. */
  summary: z.array(z.string()),
});
export type BatchView = z.output<typeof batchViewSchema>;

/** What the window sees of a run: the output folder's name only, never a path on this machine. */
export const batchWindowView = batchViewSchema.extend({ request: z.object({ ...batchChoices, out: z.string() }) });
export type BatchWindowView = z.output<typeof batchWindowView>;

/** batch.zip's answer: the zip's file name (never its path), its size and how many files it holds; null: the dialog was cancelled. */
export const batchZipped = z
  .object({
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    delivery: savedFileDelivery,
  })
  .nullable();
export type BatchZipped = z.output<typeof batchZipped>;

/** batch.retry's argument: the failed steps to try again ("customer/kind"). */
export const batchRetryInput = z
  .object({
    steps: z
      .array(z.string().regex(/^[0-9A-Za-z-]{1,40}\/[a-z-]{1,20}$/))
      .min(1)
      .max(10_000),
  })
  .strict();

/** The key of a step in the journal and in a retry. */
export function stepKey(step: Pick<BatchStep, 'customer' | 'kind'>): string {
  return `${step.customer}/${step.kind}`;
}
