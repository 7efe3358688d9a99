import { message } from '../../../shared/i18n/message';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type {
  ArchiveListItem,
  ExportRunProgress,
  OpenedReport,
  OpeningView,
  ReportJobView,
  SavedFileDelivery,
} from '../../../shared/ipc/schemas/reports';
import type { OpeningChoice } from '../../../shared/reports/pnl/opening';
import { OpeningLotsStore } from './opening-lots';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { ReportParams } from '../../../shared/reports/kinds';
import type { ColumnWindow } from '../../../shared/reports/table-model';
import { asStorageProblem } from '../storage/storage-failure';
import { AppError, isAppError } from '../errors';
import type { Emitter } from '../feature';
import { originOf } from '../profiles/profile-record';
import type { ActiveClients } from '../clients/client-pool';
import { ReportArchive, type ArchiveFilter } from './archive';
import { exchangeRatesFor } from './companions';
import {
  csvExtension,
  settleExport,
  type ExportChoices,
  type ExportFormat,
  type SettledExport,
} from '../../../shared/reports/export-format';
import { ReportDecoder } from './decoder';
import type { ExportOutcome } from './export-runner';
import { exportArchived } from './export-archived';
import { fetchReport, type FetchOptions } from './fetch-report';
import { type JournalEntry, ReportJobJournal } from './job-journal';
import type { JournalNotice } from '../storage/journal-file';
import { OpenedReports } from './opened-reports';
import { packedWindow } from './packed-tables';
import { SavedExports, withFileName, type ChooseSaveFile, type OfferDownload, type RevealFile } from './saved-exports';
import { exportFileName } from '../../../shared/reports/file-name';
import { LOCAL_SIMULATOR, type ExportLanguage } from './export-words';
import type { Language } from '../../../shared/i18n/languages';

export type { ChooseSaveFile };
/** The save dialog's title per format. */
const SAVE_TITLES: Record<ExportFormat, MessageKey> = {
  xlsx: 'main.dialog.save.statementExcel',
  csv: 'main.dialog.save.statementCsv',
  pdf: 'main.dialog.save.statementPdf',
};

/** Excel (default), CSV or PDF, and for CSV whether to write a UTF-8 byte-order mark, the separator and the decimal mark; the paper. */
export type ExportOptions = ExportChoices & {
  /** The files' words: one of the four languages; the export-language preference when not given. */
  language?: Language;
};

export interface ReportServiceDeps {
  clients: ActiveClients;
  events: Emitter<'reportProgress' | 'exportProgress'>;
  /** The archive folder (in the user data folder). */
  folder: string;
  appVersion: string;
  chooseSaveFile: ChooseSaveFile;
  /** Opens a saved export or shows it in its folder; absent in browser mode (downloads). */
  revealFile?: RevealFile | undefined;
  /** The downloads port: a finished export or bundle is handed over through it (browser mode); absent on the desktop. */
  offerDownload?: OfferDownload | undefined;
  now?: () => Date;
  /** Test hook: polling policy and sleep. */
  fetch?: Pick<FetchOptions, 'poll' | 'sleep'>;
  /** Decodes reports (large ones in a worker thread); one is made when not given. */
  decoder?: ReportDecoder;
  /** Says what of a damaged job journal was set aside. */
  notice?: JournalNotice;
  /** The user's locale (BCP 47): its region picks the paper and the CSV separator an export leaves open; the system's when not given. */
  locale?: () => string;
  /** The language an export's words are in: the one asked for, else the preference (the app's language by default); English when not given. */
  exportLanguage?: (asked: Language | undefined) => ExportLanguage;
}

/** What reports.create takes. */
export interface CreateInput {
  profileId: string;
  customer: string;
  customerName?: string | null | undefined;
  params: ReportParams;
}

/** The active profile and its client, as the client pool hands them out. */
export type ActiveClient = Awaited<ReturnType<ActiveClients['activeAs']>>;

interface Job {
  view: ReportJobView;
  controller: AbortController;
  started: number;
  done: Promise<ReportJobView>;
}

/**
 * The report centre in main: creates reports and polls them, archives every
 * fetched report, opens archived ones offline (hash checked), hands out row
 * windows, and exports to Excel in a worker. Report rows never leave main
 * except as windows.
 */
export class ReportService {
  readonly archive: ReportArchive;
  private readonly jobs = new Map<string, Job>();
  private readonly exports = new Map<string, AbortController>();
  private readonly decoder: ReportDecoder;
  /** The decoded tables of the reports being looked at: the preview, the export and the P&L share them. */
  readonly opened: OpenedReports;
  /** The opening lots kept with account orders statements. */
  readonly openingLots: OpeningLotsStore;
  private readonly now: () => Date;
  private readonly journal: ReportJobJournal;
  /** The files this run's exports wrote: Open / Show in folder only ever name one of them. */
  private readonly saved: SavedExports;
  /** What a saved file becomes for the user: without a way to reveal files (browser mode), a download. */
  readonly delivery: SavedFileDelivery;

  constructor(private readonly deps: ReportServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.saved = new SavedExports(deps.revealFile);
    this.delivery = deps.revealFile ? 'file' : 'download';
    this.archive = new ReportArchive(deps.folder, this.now, deps.notice ? { notice: deps.notice } : {});
    this.journal = new ReportJobJournal(
      join(deps.folder, 'pending-reports.json'),
      deps.notice ? { notice: deps.notice } : {},
    );
    this.decoder = deps.decoder ?? new ReportDecoder();
    this.openingLots = new OpeningLotsStore(this.archive, (manifest) => this.opened.intactTablesOf(manifest));
    this.opened = new OpenedReports(
      this.archive,
      this.decoder,
      (manifest) => exchangeRatesFor(this.archive, manifest),
      (manifest) => this.openingLots.resolve(manifest),
    );
  }

  /** Starts a report for a customer of the active profile; progress comes as reportProgress events. */
  async create(input: CreateInput): Promise<ReportJobView> {
    return this.start(input, await this.deps.clients.activeAs(input.profileId), null);
  }

  /** Settles once the report creations a previous run left in the journal were picked up again (resumeJournaled). */
  get resumed(): Promise<void> {
    return this.resuming;
  }

  private resuming: Promise<void> = Promise.resolve();

  /**
   * Picks up the report creations a previous run left in the journal: one the
   * service had named is polled again by its id (never created twice); one
   * whose create may not have arrived is shown as failed, saying so.
   */
  resumeJournaled(): Promise<void> {
    this.resuming = this.resumeEntries();
    return this.resuming;
  }

  private async resumeEntries(): Promise<void> {
    for (const entry of await this.journal.load()) {
      const input = {
        profileId: entry.profileId,
        customer: entry.customer,
        customerName: entry.customerName,
        params: entry.params,
      };
      if (entry.state === 'created' && entry.reportId !== null) {
        try {
          this.start(input, await this.deps.clients.activeAs(entry.profileId), {
            jobId: entry.jobId,
            reportId: entry.reportId,
            startedAt: entry.startedAt,
          });
          continue;
        } catch {
          // Another profile is active now: fall through and say it could not be resumed.
        }
      }
      const reason =
        entry.state === 'sending'
          ? 'SVC Desk stopped while asking for this report; the service may or may not have started it. Create it again (a statement changes nothing).'
          : 'SVC Desk stopped while this report was being produced, and its profile is no longer active. Create it again.';
      this.jobs.set(entry.jobId, this.finishedJob(entry, reason));
      await this.journal.remove(entry.jobId);
    }
  }

  private finishedJob(entry: JournalEntry, error: string): Job {
    const view: ReportJobView = {
      jobId: entry.jobId,
      kind: entry.params.kind,
      params: entry.params,
      customer: entry.customer,
      stage: 'failed',
      reportId: entry.reportId,
      polls: 0,
      startedAt: entry.startedAt,
      elapsedMs: 0,
      archiveId: null,
      error,
    };
    return { view, controller: new AbortController(), started: Date.now(), done: Promise.resolve(view) };
  }

  private start(
    input: CreateInput,
    { profile, client }: ActiveClient,
    resume: { jobId: string; reportId: string; startedAt: string } | null,
  ): ReportJobView {
    const jobId = resume?.jobId ?? randomUUID();
    const controller = new AbortController();
    const started = Date.now();
    const job: Job = {
      controller,
      started,
      view: {
        jobId,
        kind: input.params.kind,
        params: input.params,
        customer: input.customer,
        stage: resume ? 'processing' : 'creating',
        reportId: resume?.reportId ?? null,
        polls: 0,
        startedAt: resume?.startedAt ?? this.now().toISOString(),
        elapsedMs: 0,
        archiveId: null,
        error: null,
      },
      done: Promise.resolve(null as never),
    };
    this.jobs.set(jobId, job);
    const update = (patch: Partial<ReportJobView>) => {
      job.view = { ...job.view, ...patch, elapsedMs: Date.now() - started };
      this.deps.events.emit('reportProgress', job.view);
    };
    const journaled = (state: JournalEntry['state'], reportId: string | null) =>
      this.journal.put({
        jobId,
        profileId: profile.id,
        customer: input.customer,
        customerName: input.customerName ?? null,
        params: input.params,
        state,
        reportId,
        startedAt: job.view.startedAt,
      });
    job.done = (async () => {
      try {
        const manifest = await this.fetchAndArchive(
          input,
          { profile, client },
          {
            signal: controller.signal,
            onStage: (stage, detail) => update({ stage, reportId: detail.reportId, polls: detail.polls }),
            // Journaled before the create is sent, then with the id the service gave it.
            onCreating: () => journaled('sending', null),
            onCreated: (reportId) => journaled('created', reportId),
            ...(resume ? { reportId: resume.reportId } : {}),
          },
        );
        update({ stage: 'completed', archiveId: manifest.id });
      } catch (error) {
        if (controller.signal.aborted) update({ stage: 'cancelled', error: 'Cancelled; nothing was saved.' });
        else
          update({
            stage: 'failed',
            error: isAppError(error) ? error.message : `The report could not be fetched: ${(error as Error).message}`,
          });
      }
      await this.journal.remove(jobId).catch(() => undefined);
      return job.view;
    })();
    this.deps.events.emit('reportProgress', job.view);
    return job.view;
  }

  /**
   * Creates (or, given `reportId`, polls again) one report and saves it in the archive: the one way a report is
   * fetched, for a single job and for the month-end run (electron/services/batch), whose journals ride on the hooks.
   */
  async fetchAndArchive(
    input: CreateInput,
    { profile, client }: ActiveClient,
    hooks: Pick<FetchOptions, 'signal' | 'onStage' | 'reportId' | 'onCreating' | 'onCreated'>,
  ): Promise<ArchiveManifest> {
    const fetched = await fetchReport({
      client,
      decoder: this.decoder,
      customer: input.customer,
      params: input.params,
      ...hooks,
      ...this.deps.fetch,
    });
    const { tables } = fetched;
    const manifest = await this.archive
      .save(fetched.body, {
        kind: input.params.kind,
        params: input.params,
        customer: input.customer,
        customerName: input.customerName ?? null,
        profileId: profile.id,
        profileName: profile.name,
        environment: profile.builtIn ? LOCAL_SIMULATOR : originOf(profile.baseUrl),
        reportId: fetched.reportId,
        serverTime: fetched.serverTime,
        appVersion: this.deps.appVersion,
        rowCounts: Object.fromEntries(tables.tables.map((table) => [table.name, table.rowCount])),
      })
      .catch((error: unknown) => {
        // The service's part worked: the statement was fetched; saying it could not be fetched would send the user the wrong way.
        const problem = asStorageProblem(error, {
          what: message('reports.failure.fetchedButIt'),
          folder: this.archive.folder,
        });
        throw isAppError(problem)
          ? problem
          : new AppError('storage', message('reports.failure.notArchived', { reason: (error as Error).message }));
      });
    // An account orders statement's P&L total draws on an archived exchange rates statement the fresh decode had
    // no part in: its tables are decoded from the archive, with it, on first use (preview and export alike).
    if (manifest.kind !== 'account-orders') this.opened.remember(manifest.id, tables);
    return manifest;
  }

  /** A job's current state. */
  status(jobId: string): ReportJobView {
    const job = this.jobs.get(jobId);
    if (!job) throw new AppError('not-found', message('reports.failure.jobGone'));
    return {
      ...job.view,
      elapsedMs:
        job.view.stage === 'creating' || job.view.stage === 'processing' || job.view.stage === 'fetching'
          ? Date.now() - job.started
          : job.view.elapsedMs,
    };
  }

  /** Every job of this session, newest first. */
  list(): ReportJobView[] {
    return [...this.jobs.keys()].map((id) => this.status(id)).reverse();
  }

  /** Waits for a job to finish (desk). */
  async wait(jobId: string): Promise<ReportJobView> {
    const job = this.jobs.get(jobId);
    if (!job) throw new AppError('not-found', message('reports.failure.noJob'));
    return job.done;
  }

  /** Cancels a report job or an export; false when it already finished. */
  cancel(jobId: string): boolean {
    const job = this.jobs.get(jobId);
    if (job && (job.view.stage === 'creating' || job.view.stage === 'processing' || job.view.stage === 'fetching')) {
      job.controller.abort(new AppError('conflict', message('reports.failure.cancelled')));
      return true;
    }
    const exporting = this.exports.get(jobId);
    if (exporting) {
      exporting.abort();
      return true;
    }
    if (!job) throw new AppError('not-found', message('reports.failure.noReportOrExport'));
    return false;
  }

  /** Reads every manifest and checks every statement once (at start), so a damaged one is reported by a notice before the archive is opened. */
  async scanArchive(): Promise<void> {
    await this.archive.scan();
  }

  /** The archive, filtered, each entry's hash checked. */
  async listArchive(filter: ArchiveFilter = {}): Promise<ArchiveListItem[]> {
    const manifests = await this.archive.list(filter);
    return Promise.all(
      manifests.map(async (manifest) => ({
        manifest,
        intact: (await this.archive.check(manifest.id)).intact === true,
      })),
    );
  }

  /** Opens an archived report (no network): hash checked, a mismatch is an error that says so. */
  async open(archiveId: string): Promise<OpenedReport> {
    const manifest = await this.archive.manifest(archiveId);
    const tables = await this.opened.intactTablesOf(manifest);
    return {
      manifest,
      tables: tables.tables.map((table, index) => ({
        index,
        name: table.name,
        columns: table.columns,
        rowCount: table.rowCount,
      })),
      figures: tables.figures,
    };
  }

  /** Rows offset..offset+limit of one table of an archived report, column by column. */
  async rows(input: { archiveId: string; table: number; offset: number; limit: number }): Promise<ColumnWindow> {
    const tables = await this.opened.tablesOf(await this.archive.manifest(input.archiveId));
    const table = tables.tables[input.table];
    if (!table)
      throw new AppError('not-found', message('reports.failure.noTable', { number: String(input.table + 1) }));
    return packedWindow(table, input.offset, input.limit);
  }

  /** Deletes an archive entry (with the opening lots kept for it). */
  async deleteArchived(archiveId: string): Promise<void> {
    await this.archive.delete(archiveId);
    await this.openingLots.forget(archiveId);
    // A later statement that drew its opening lots from this one is built again (and says they are gone).
    this.opened.forgetAll();
  }

  /** An account orders statement's opening lots as kept, and the earlier statements that can give them. */
  async opening(archiveId: string): Promise<OpeningView> {
    const manifest = await this.archive.manifest(archiveId);
    if (manifest.params.kind !== 'account-orders')
      throw new AppError(
        'validation',
        message('reports.failure.lotsNeedAccountOrders', {
          id: archiveId,
          kind: message(REPORT_KIND_WORDS[manifest.kind]),
        }),
      );
    const stored = await this.openingLots.read(archiveId);
    return { ...stored, candidates: await this.openingLots.candidates(archiveId) };
  }

  /** Keeps a statement's opening lots (checked first; a refusal changes nothing) and answers it reopened with them. */
  async setOpening(archiveId: string, choice: OpeningChoice): Promise<OpenedReport> {
    await this.openingLots.choose(archiveId, choice);
    // Its tables, and those of any later statement built on it, are built again with the new lots.
    this.opened.forgetAll();
    return this.open(archiveId);
  }

  /** Asks where to save, then exports in the background (exportProgress events); null when the dialog was cancelled. */
  async startExport(
    archiveId: string,
    path?: string,
    options: ExportOptions = {},
  ): Promise<{ exportId: string; file: string } | null> {
    // Refused before the save dialog opens: a choice that cannot be written never costs the user a dialog.
    this.settle(options);
    const manifest = await this.archive.manifest(archiveId);
    const extension = options.format === 'csv' ? csvExtension(manifest.kind) : (options.format ?? 'xlsx');
    const title = message(SAVE_TITLES[options.format ?? 'xlsx']);
    const file =
      path ?? (await this.deps.chooseSaveFile({ title, defaultName: exportFileName(manifest, extension), extension }));
    if (file === null) return null;
    const exportId = randomUUID();
    void this.exportTo(manifest, file, exportId, undefined, options).catch(() => undefined);
    return { exportId, file };
  }

  /**
   * Exports an archived report to a workbook, CSV or PDF and waits for it (the desk command; startExport in the app).
   * With `announce` false it is not the window's export (the month-end run's files): no exportProgress event, no download.
   */
  async exportTo(
    manifestOrId: ArchiveManifest | string,
    file: string,
    exportId: string = randomUUID(),
    onProgress?: (progress: ExportRunProgress) => void,
    options: ExportOptions = {},
    announce = true,
  ): Promise<ExportOutcome> {
    const settled = this.settle(options);
    const manifest = typeof manifestOrId === 'string' ? await this.archive.manifest(manifestOrId) : manifestOrId;
    const language = this.deps.exportLanguage?.(options.language);
    const context = {
      tablesOf: (checked: ArchiveManifest) => this.opened.intactTablesOf(checked),
      running: this.exports,
      emit: announce ? (progress: ExportRunProgress) => this.exportProgressed(progress) : () => undefined,
    };
    return exportArchived(context, manifest, file, exportId, onProgress, {
      ...settled,
      ...(language ? { language } : {}),
    });
  }

  /** Opens or shows the file of a finished export of this run (never a path the page names). */
  revealExport(exportId: string, how: 'open' | 'folder'): Promise<void> {
    return this.saved.open(exportId, how);
  }

  /**
   * Records a finished export, tells the page (its file's name only, never a path on this machine: in browser mode,
   * the server's temp folder), then offers the file once the page heard it is done.
   */
  private exportProgressed(progress: ExportRunProgress): void {
    this.saved.observe(progress);
    this.deps.events.emit('exportProgress', { ...withFileName(progress), delivery: this.delivery });
    if (progress.state === 'done') this.deps.offerDownload?.(progress.file);
  }

  /** An export's choices with the region's defaults filled in; a combination that cannot be written is a validation error. */
  private settle(options: ExportOptions): SettledExport {
    const locale = this.deps.locale?.() ?? Intl.DateTimeFormat().resolvedOptions().locale;
    const settled = settleExport(options, locale);
    if (!settled.ok)
      throw new AppError('validation', message('reports.failure.decimalCommaNeedsSemicolon'), {
        issues: [{ path: 'decimalComma', message: settled.error }],
      });
    return settled.value;
  }

  /** Zips archive entries (raw JSON + manifest each) where the user chooses; null when the dialog was cancelled. */
  async exportBundle(
    archiveIds: readonly string[],
    path?: string,
  ): Promise<{ file: string; entries: number; bytes: number } | null> {
    const file =
      path ??
      (await this.deps.chooseSaveFile({
        title: message('main.dialog.save.accountant'),
        defaultName: `statements-${this.now().toISOString().slice(0, 10)}.zip`,
        extension: 'zip',
      }));
    if (file === null) return null;
    const written = await this.archive.exportBundle(archiveIds, file);
    // A bundle is written before its answer (no progress events): it is offered as soon as it is complete.
    this.deps.offerDownload?.(file);
    return { file, ...written };
  }

  /** Cancels every running job and export, ends the decode worker and closes the job journal (shutdown). */
  async close(): Promise<void> {
    for (const job of this.jobs.values()) job.controller.abort();
    for (const controller of this.exports.values()) controller.abort();
    await Promise.allSettled([this.decoder.close(), this.journal.close()]);
  }
}
