import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import {
  BATCH_STATES,
  batchRequestSchema,
  batchStepSchema,
  stepKey,
  type BatchStep,
} from '../../../shared/reports/batch';
import { JournalFile, type JournalDeps, type JournalOpened, type JournalSpec } from '../storage/journal-file';

const jobSchema = z.object({
  type: z.literal('job'),
  batchId: z.string(),
  request: batchRequestSchema,
  state: z.enum(BATCH_STATES),
  createdAt: z.string(),
  /** The process working on it (a second process never runs the same steps); null when none is. */
  runnerPid: z.number().int().nullable(),
  summary: z.array(z.string()),
});
const stepRecord = batchStepSchema.extend({ type: z.literal('step') });
const recordSchema = z.discriminatedUnion('type', [jobSchema, stepRecord]);
type Record = z.output<typeof recordSchema>;
export type BatchJob = z.output<typeof jobSchema>;

const BATCH_JOURNAL: JournalSpec<Record> = {
  kind: 'month-end-run',
  subject: 'batchJournal',
  version: 1,
  record: recordSchema,
  keyOf: (record) => (record.type === 'job' ? 'job' : stepKey(record)),
};

/** What the journal holds: the run and its steps (null when no run was ever started here). */
export interface BatchJournaled {
  job: BatchJob;
  steps: BatchStep[];
}

/**
 * The month-end run on disk, one line per change, each synced before the
 * step goes on: a step is marked `sending` before its create goes out and
 * `created` with the report id the moment the service names it, so a run
 * resumed after a crash polls that report instead of creating another.
 */
export class BatchJournal {
  private opening: Promise<JournalOpened<Record>> | null = null;

  constructor(
    private readonly path: string,
    private readonly deps: JournalDeps = {},
  ) {}

  /** The run as last written (read again from disk: another process may have written it). */
  async load(): Promise<BatchJournaled | null> {
    await this.close();
    const { records } = await this.open();
    const job = records.find((record): record is BatchJob & { type: 'job' } => record.type === 'job');
    if (!job) return null;
    const steps = records.filter((record) => record.type === 'step').map(({ type: _type, ...step }) => step);
    return { job, steps };
  }

  /** Starts a new run: the previous one's lines are dropped, then the run and its steps are written. */
  async start(job: BatchJob, steps: readonly BatchStep[]): Promise<void> {
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    const { file } = await this.open();
    await file.compact(() => [job, ...steps.map((step) => ({ ...step, type: 'step' as const }))]);
  }

  async putJob(job: BatchJob): Promise<void> {
    await (await this.open()).file.append([{ put: job }]);
  }

  async putStep(step: BatchStep): Promise<void> {
    await (await this.open()).file.append([{ put: { ...step, type: 'step' } }]);
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    if (opening) await (await opening).file.close();
  }

  private open(): Promise<JournalOpened<Record>> {
    return (this.opening ??= mkdir(dirname(this.path), { recursive: true, mode: 0o700 }).then(() =>
      JournalFile.open(this.path, BATCH_JOURNAL, this.deps),
    ));
  }
}
