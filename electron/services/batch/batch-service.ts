import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import {
  batchRequestSchema,
  stepKey,
  type BatchRequest,
  type BatchStep,
  type BatchView,
} from '../../../shared/reports/batch';
import { csvExtension } from '../../../shared/reports/export-format';
import { exportFileName } from '../../../shared/reports/file-name';
import { retryDelayMs, isRetryableStatus, type RetrySettings } from '../../client/retry';
import { abortableSleep } from '../../platform/sleep';
import type { ActiveClients } from '../clients/client-pool';
import { fetchCustomers } from '../clients/catalog-reads';
import { AppError, isAppError } from '../errors';
import { message } from '../../../shared/i18n/message';
import { ReportFailedError } from '../reports/fetch-report';
import type { ActiveClient, ReportService } from '../reports/report-service';
import { createLimiter } from '../scheduling/limit';
import { Pacer } from '../scheduling/pacer';
import type { JournalNotice } from '../storage/journal-file';
import { BatchJournal, type BatchJob } from './batch-journal';
import { BatchSelections } from './batch-selections';
import { chooseCustomers, filterCustomers, newBatchId, planSteps, stepParams } from './batch-steps';
import { writeSummary } from './batch-summary';
import { stepTotal } from './batch-total';
import { zipFolder } from './batch-zip';
import type { Translator } from '../../../shared/i18n/translator';

export interface BatchServiceDeps {
  reports: ReportService;
  clients: ActiveClients;
  /** The run's journal and cancel marker live here (in the reports archive folder). */
  folder: string;
  notice?: JournalNotice;
  /** Steps worked on at once (default 4). */
  concurrency?: number;
  /**
   * Steps started per second at most (default 30, about 90 requests a second): a share of the key's budget; 429s are
   * waited out on top. Above what 4 steps at once reach at 50 ms of latency (about 27 a second), so the rate cap never
   * slows a run the concurrency already bounds (at 10 a second it made a run 2.7 times slower than it).
   */
  maxPerSecond?: number;
  /** Tries of a step that fails for a passing reason (default 3 tries, 1 s doubling to 30 s, never before Retry-After). */
  retry?: RetrySettings;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => Date;
  /** Progress of the run in this process (the window's events, the desk's line). */
  onProgress?: (view: BatchView) => void;
  /** The summary files' words: the export language (default English). */
  exportWords?: () => Translator;
}

/** Steps started per second at most, by default (see BatchServiceDeps.maxPerSecond). */
export const DEFAULT_STEPS_PER_SECOND = 30;
const DEFAULT_STEP_RETRY: RetrySettings = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };
/** How often a run looks for a cancel asked for by another process (the desk's `batch cancel`). */
const CANCEL_POLL_MS = 200;
/** How long a cancel waits for another process's run to settle before answering. */
const CANCEL_WAIT_MS = 30_000;

interface Running {
  batchId: string;
  controller: AbortController;
  done: Promise<BatchView>;
  startedAt: number;
  settledHere: number;
  /** Steps worked on at once in this run. */
  concurrency: number;
}

/** How this process runs the steps (not journaled: a resume says its own). */
export interface RunOptions {
  /** Steps worked on at once (default: the service's, 4). */
  concurrency?: number;
}

/** The most steps a run works on at once (a share of the key's budget, whatever a script asks). */
export const MAX_CONCURRENCY = 16;

/** True while process `pid` exists (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A failure worth another try: the service busy or away, the connection lost, or a report the service could not produce. */
function passing(error: unknown): { retryAfterSeconds: number | undefined } | null {
  if (error instanceof ReportFailedError) return { retryAfterSeconds: undefined };
  if (!isAppError(error)) return null;
  const details = (error.details ?? {}) as { kind?: string; status?: number; retryAfterSeconds?: number };
  const transient =
    details.kind === 'network' ||
    details.kind === 'proxy' ||
    details.kind === 'timeout' ||
    (details.status !== undefined && (isRetryableStatus(details.status) || details.status >= 500));
  return transient ? { retryAfterSeconds: details.retryAfterSeconds } : null;
}

/**
 * The month-end run: every (customer, kind) one journaled step, worked on
 * with bounded concurrency and rate, retried with backoff, archived and
 * exported by the reports feature's own code. One run per data folder at a
 * time; it survives a crash or a restart (resume) and never creates a report
 * it knows was created.
 */
export class BatchService {
  private readonly journal: BatchJournal;
  /** The saved selections of customers (named lists of customer numbers). */
  readonly selections: BatchSelections;
  private running: Running | null = null;
  private readonly now: () => Date;

  constructor(private readonly deps: BatchServiceDeps) {
    this.journal = new BatchJournal(
      join(deps.folder, 'month-end-run.journal'),
      deps.notice ? { notice: deps.notice } : {},
    );
    this.now = deps.now ?? (() => new Date());
    this.selections = new BatchSelections(join(deps.folder, 'selections.json'), deps.notice);
  }

  /** Starts a run (refused while another is unfinished); answers its first view, the steps go on in the background (wait()). */
  async start(input: BatchRequest, options: RunOptions = {}): Promise<BatchView> {
    const request = batchRequestSchema.parse(input);
    const previous = await this.journal.load();
    if (previous && previous.job.state === 'running') {
      throw new AppError(
        'conflict',
        this.isLive(previous.job) ? message('batch.failure.inProgress') : message('batch.failure.interrupted'),
      );
    }
    const active = await this.deps.clients.activeAs(request.profileId);
    const reached = await fetchCustomers(active.client);
    const customers = request.filter
      ? filterCustomers(reached, request.filter)
      : chooseCustomers(
          reached,
          request.selection ? await this.selections.customersOf(request.selection) : request.customers,
        );
    if (customers.length === 0) throw new AppError('validation', message('batch.failure.noCustomers'));
    await mkdir(request.out, { recursive: true });
    const job: BatchJob = {
      type: 'job',
      batchId: newBatchId(this.now()),
      request,
      state: 'running',
      createdAt: this.now().toISOString(),
      runnerPid: process.pid,
      summary: [],
    };
    const steps = planSteps(customers, request.kinds);
    await this.journal.start(job, steps);
    return this.launch(job, steps, active, options);
  }

  /** Goes on with the run where it stopped (after a crash, a restart or a cancel); steps that failed for good stay failed. */
  async resume(profileId: string = '', options: RunOptions = {}): Promise<BatchView> {
    const found = await this.current();
    if (this.running || this.isLive(found.job)) throw new AppError('conflict', message('batch.failure.alreadyRunning'));
    if (found.job.state === 'finished') return this.view(found.job, found.steps);
    const job = this.takenOver(found.job, profileId);
    const active = await this.deps.clients.activeAs(job.request.profileId);
    await this.journal.putJob(job);
    return this.launch(job, found.steps, active, options);
  }

  /** Tries the given failed steps again ("customer/kind"), alone: the rest of the run stays as it is. */
  async retry(keys: readonly string[], profileId: string = ''): Promise<BatchView> {
    const found = await this.current();
    if (this.running || this.isLive(found.job))
      throw new AppError('conflict', message('batch.failure.retryWhenFinished'));
    const byKey = new Map(found.steps.map((step) => [stepKey(step), step]));
    const unknown = keys.filter((key) => byKey.get(key)?.state !== 'failed');
    if (unknown.length > 0)
      throw new AppError('validation', message('batch.failure.notFailedSteps', { steps: unknown.join(', ') }));
    for (const key of keys) {
      const step = byKey.get(key) as BatchStep;
      // A report the service named and never failed is polled again; one it failed (reportId cleared) is made anew.
      const again: BatchStep = {
        ...step,
        state: step.archiveId !== null ? 'archived' : step.reportId !== null ? 'created' : 'pending',
        error: null,
      };
      byKey.set(key, again);
      await this.journal.putStep(again);
    }
    const job = this.takenOver(found.job, profileId);
    await this.journal.putJob(job);
    return this.launch(job, [...byKey.values()], await this.deps.clients.activeAs(job.request.profileId));
  }

  /** Stops the run cleanly: steps in flight are left as journaled (a resume picks them up); answers the run as it stands. */
  async cancel(): Promise<BatchView> {
    if (this.running) {
      this.running.controller.abort(new AppError('conflict', message('batch.failure.cancelled')));
      return this.running.done;
    }
    const found = await this.current();
    if (found.job.state !== 'running') return this.view(found.job, found.steps);
    if (found.job.runnerPid !== null && this.isLive(found.job)) {
      // Another process runs it: it sees the marker within CANCEL_POLL_MS and settles.
      await writeFile(this.cancelMarker(found.job.batchId), '');
      // Answered as it stands once it settled, or after CANCEL_WAIT_MS (a stuck process: status says it is still live).
      for (let waited = 0; ; waited += CANCEL_POLL_MS) {
        await abortableSleep(CANCEL_POLL_MS);
        const now = await this.current();
        if (!this.isLive(now.job) || waited >= CANCEL_WAIT_MS) return this.view(now.job, now.steps);
      }
    }
    const job: BatchJob = { ...found.job, state: 'cancelled', runnerPid: null };
    await this.journal.putJob(job);
    return this.view(job, found.steps);
  }

  /** The run as it stands (read from the journal: another process may be running it). */
  async status(): Promise<BatchView> {
    if (this.running && this.lastView) return this.lastView;
    const found = await this.current();
    return this.view(found.job, found.steps);
  }

  /** Waits for the run this process is working on. */
  async wait(): Promise<BatchView> {
    if (!this.running) return this.status();
    return this.running.done;
  }

  /** Stops this process's run (shutdown): its steps stay journaled for a resume. */
  async close(): Promise<void> {
    const running = this.running;
    if (running) {
      running.controller.abort(new AppError('conflict', message('batch.failure.closing')));
      await running.done.catch(() => undefined);
    }
    await this.journal.close();
  }

  private lastView: BatchView | null = null;

  private async current(): Promise<{ job: BatchJob; steps: BatchStep[] }> {
    const found = await this.journal.load();
    if (!found) throw new AppError('not-found', message('batch.failure.noRun'));
    return found;
  }

  /**
   * The run, running again in this process: through `profileId` when given (the desk's connection of this
   * invocation, the same key under a new unsaved profile), else the profile it was started with.
   */
  private takenOver(job: BatchJob, profileId: string): BatchJob {
    return {
      ...job,
      request: { ...job.request, profileId: profileId || job.request.profileId },
      state: 'running',
      runnerPid: process.pid,
    };
  }

  private isLive(job: BatchJob): boolean {
    if (job.state !== 'running' || job.runnerPid === null) return false;
    if (job.runnerPid === process.pid) return this.running !== null;
    return alive(job.runnerPid);
  }

  private cancelMarker(batchId: string): string {
    return join(this.deps.folder, `cancel-${batchId}`);
  }

  private view(job: BatchJob, steps: readonly BatchStep[], running?: Running): BatchView {
    const done = steps.filter((step) => step.state === 'done').length;
    const failed = steps.filter((step) => step.state === 'failed').length;
    const remaining = steps.length - done - failed;
    const elapsed = running ? this.now().getTime() - running.startedAt : 0;
    const etaMs = running && running.settledHere > 0 ? Math.round((elapsed / running.settledHere) * remaining) : null;
    return {
      batchId: job.batchId,
      request: job.request,
      state: job.state,
      live: running !== undefined || this.isLive(job),
      createdAt: job.createdAt,
      done,
      failed,
      remaining,
      etaMs,
      steps: [...steps],
      summary: job.summary,
    };
  }

  private launch(
    job: BatchJob,
    steps: readonly BatchStep[],
    active: ActiveClient,
    options: RunOptions = {},
  ): BatchView {
    const controller = new AbortController();
    const running: Running = {
      batchId: job.batchId,
      controller,
      startedAt: this.now().getTime(),
      settledHere: 0,
      concurrency: Math.min(MAX_CONCURRENCY, Math.max(1, options.concurrency ?? this.deps.concurrency ?? 4)),
      done: Promise.resolve(null as never),
    };
    this.running = running;
    running.done = this.runAll(job, steps, active, running).finally(() => {
      this.running = null;
    });
    const first = this.view(job, steps, running);
    this.lastView = first;
    return first;
  }

  private async runAll(
    job: BatchJob,
    initial: readonly BatchStep[],
    active: ActiveClient,
    running: Running,
  ): Promise<BatchView> {
    const { signal } = running.controller;
    const marker = this.cancelMarker(job.batchId);
    await rm(marker, { force: true });
    const watch = setInterval(() => {
      if (existsSync(marker)) running.controller.abort(new AppError('conflict', message('batch.failure.cancelled')));
    }, CANCEL_POLL_MS);
    watch.unref();
    const steps = new Map(initial.map((step) => [stepKey(step), step]));
    const progress = () => {
      this.lastView = this.view(job, [...steps.values()], running);
      this.deps.onProgress?.(this.lastView);
    };
    const save = async (step: BatchStep) => {
      steps.set(stepKey(step), step);
      await this.journal.putStep(step);
      progress();
    };
    const limit = createLimiter(running.concurrency);
    const pacer = new Pacer(1000 / (this.deps.maxPerSecond ?? DEFAULT_STEPS_PER_SECOND));
    progress();
    try {
      await Promise.all(
        initial
          .filter((step) => step.state !== 'done' && step.state !== 'failed')
          .map((step) =>
            limit(async () => {
              if (signal.aborted) return;
              await this.runStep(job, step, active, { signal, pacer, save });
              if (!signal.aborted) running.settledHere += 1;
            }).catch((error: unknown) => {
              if (!signal.aborted) throw error;
            }),
          ),
      );
    } finally {
      clearInterval(watch);
      await rm(marker, { force: true });
    }
    let settled: BatchJob;
    if (signal.aborted) settled = { ...job, state: 'cancelled', runnerPid: null };
    else {
      await this.totalsWithRates(job.request, steps);
      settled = {
        ...job,
        state: 'finished',
        runnerPid: null,
        summary: await writeSummary(job, [...steps.values()], this.deps.exportWords?.()),
      };
    }
    await this.journal.putJob(settled);
    const view = this.view(settled, [...steps.values()]);
    this.lastView = view;
    this.deps.onProgress?.(view);
    return view;
  }

  /** One step to its end: fetched and archived (polling a known report, never creating it twice), exported; or failed for good. */
  private async runStep(
    job: BatchJob,
    initial: BatchStep,
    active: ActiveClient,
    context: { signal: AbortSignal; pacer: Pacer; save: (step: BatchStep) => Promise<void> },
  ): Promise<void> {
    const { signal, pacer, save } = context;
    const settings = this.deps.retry ?? DEFAULT_STEP_RETRY;
    const sleep = this.deps.sleep ?? abortableSleep;
    let step = initial;
    const put = async (patch: Partial<BatchStep>) => {
      step = { ...step, ...patch };
      await save(step);
    };
    // Kept in memory and journaled with the step's next line: every line is an fsync on a queue all steps share, and
    // neither needs its own (a crash before the next line loses only a try's count, or an archiving that a resume
    // finds again in the archive by the report's id, see archivedAlready).
    const note = (patch: Partial<BatchStep>): Promise<void> => {
      step = { ...step, ...patch };
      return Promise.resolve();
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await pacer.turn(signal);
        await note({ attempts: step.attempts + 1 });
        let manifest: ArchiveManifest;
        if (step.state === 'archived' && step.archiveId !== null)
          manifest = await this.deps.reports.archive.manifest(step.archiveId);
        else {
          const known = step.state === 'created' && step.reportId !== null ? await this.archivedAlready(step) : null;
          const params = stepParams(job.request, step.kind, step.referenceCurrency);
          manifest =
            known ??
            (await this.deps.reports.fetchAndArchive(
              { profileId: active.profile.id, customer: step.customer, customerName: step.customerName, params },
              active,
              {
                signal,
                onStage: () => undefined,
                ...(step.state === 'created' && step.reportId !== null ? { reportId: step.reportId } : {}),
                // Journaled before the create goes out, and with its id the moment the service names it.
                onCreating: () => put({ state: 'sending' }),
                onCreated: (reportId) => put({ state: 'created', reportId }),
              },
            ));
          const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
          // A legacy statement has no report id to find it again by: its archiving is journaled at once.
          await (manifest.reportId === null ? put : note)({
            state: 'archived',
            archiveId: manifest.id,
            reportId: manifest.reportId,
            sha256: manifest.sha256,
            rows,
          });
        }
        const files = await this.exportStep(job.request, manifest, signal);
        await put({ state: 'done', files, error: null, ...(await this.totalOf(job.request, step, manifest.id)) });
        return;
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        const again = passing(error);
        // A report the service failed is never polled again: a new try creates a new one.
        if (error instanceof ReportFailedError) await put({ state: 'pending', reportId: null });
        const delay =
          again === null || attempt >= settings.maxAttempts
            ? null
            : retryDelayMs(attempt, settings, again.retryAfterSeconds, this.deps.random ?? Math.random);
        if (delay === null) {
          await put({
            state: 'failed',
            error: isAppError(error)
              ? error.kept()
              : message('batch.failure.statementNotMade', { reason: (error as Error).message }),
          });
          return;
        }
        await sleep(delay, signal);
      }
    }
  }

  /** The step's total in the run's reference currency (or the customer's own), from the statement's own figures. */
  private async totalOf(
    request: BatchRequest,
    step: BatchStep,
    archiveId: string,
  ): Promise<Pick<BatchStep, 'total' | 'totalCurrency' | 'totalNote'>> {
    const { figures } = await this.deps.reports.open(archiveId);
    return stepTotal(step.kind, figures, request.currency ?? step.referenceCurrency);
  }

  /**
   * An account orders statement's P&L is converted with an exchange rates statement of the same customer: one
   * the run made after it (the kinds' order) is in the archive only now, so those totals are looked at again.
   */
  private async totalsWithRates(request: BatchRequest, steps: Map<string, BatchStep>): Promise<void> {
    if (!request.kinds.includes('exchange-rates') || !request.kinds.includes('account-orders')) return;
    for (const step of steps.values()) {
      if (
        step.kind !== 'account-orders' ||
        step.state !== 'done' ||
        step.archiveId === null ||
        (step.total ?? null) !== null
      )
        continue;
      const rates = steps.get(stepKey({ customer: step.customer, kind: 'exchange-rates' }));
      if (rates?.state !== 'done') continue;
      const again: BatchStep = { ...step, ...(await this.totalOf(request, step, step.archiveId)) };
      steps.set(stepKey(again), again);
      await this.journal.putStep(again);
    }
  }

  /**
   * One zip of the run's output folder (exports and summary) at `path` (default: beside the folder, `<folder>.zip`);
   * refused while the run is going (the folder is not whole yet).
   */
  async zip(path?: string, signal?: AbortSignal): Promise<{ file: string; bytes: number; files: number }> {
    const found = await this.current();
    if (this.running || this.isLive(found.job))
      throw new AppError('conflict', message('batch.failure.zipWhenFinished'));
    const file = path ?? `${found.job.request.out}.zip`;
    try {
      return { file, ...(await zipFolder(found.job.request.out, file, signal)) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppError('not-found', message('batch.failure.folderGone', { folder: found.job.request.out }));
      throw error;
    }
  }

  /** A report polled again after a crash may have been archived just before it: that entry is the step's, never a second copy. */
  private async archivedAlready(step: BatchStep): Promise<ArchiveManifest | null> {
    const entries = await this.deps.reports.archive.list({ customer: step.customer, kind: step.kind });
    return entries.find((entry) => entry.reportId === step.reportId) ?? null;
  }

  /** The customer's exports of one report, in its own folder: the workbook, CSV, or both (the reports' own exporters). */
  private async exportStep(request: BatchRequest, manifest: ArchiveManifest, signal: AbortSignal): Promise<string[]> {
    const folder = join(request.out, manifest.customer);
    await mkdir(folder, { recursive: true });
    const formats = request.format === 'both' ? (['xlsx', 'csv'] as const) : ([request.format] as const);
    const files: string[] = [];
    for (const format of formats) {
      signal.throwIfAborted();
      const name = exportFileName(manifest, format === 'csv' ? csvExtension(manifest.kind) : 'xlsx');
      // Files of the run's folder, not the window's exports: never offered one by one as downloads.
      await this.deps.reports.exportTo(manifest, join(folder, name), undefined, undefined, { format }, false);
      files.push(join(manifest.customer, name));
    }
    return files;
  }
}
