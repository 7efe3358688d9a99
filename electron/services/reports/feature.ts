import { basename } from 'node:path';
import type { FeatureHandlers, Feature } from '../feature';
import type { ReportServiceDeps } from './report-service';
import { ReportService } from './report-service';
import type { ExportRunProgress, SavedFileDelivery } from '../../../shared/ipc/schemas/reports';
import { SavedExports, type OfferDownload, type RevealFile } from './saved-exports';

export interface ReportsFeatureDeps extends ReportServiceDeps {
  /** Opens a saved export or shows it in its folder; absent in browser mode (downloads). */
  readonly revealFile?: RevealFile | undefined;
  /** The downloads port: a finished export or bundle is handed over through it (browser mode); absent on the desktop. */
  readonly offerDownload?: OfferDownload | undefined;
}

/** Statements: create and poll, the offline archive, row windows, Excel export and bundles. */
export function createReportsFeature(deps: ReportsFeatureDeps): Feature<ReportService, 'reports', 'reportProgress' | 'exportProgress'> {
  // Finished exports are recorded from main's own progress events: Open / Show in folder only ever name one of them.
  const saved = new SavedExports(deps.revealFile);
  // Without a way to reveal files (browser mode), what was saved is handed to the browser as a download.
  const delivery: SavedFileDelivery = deps.revealFile ? 'file' : 'download';
  const events: ReportServiceDeps['events'] = {
    emit: (event, payload) => {
      if (event !== 'exportProgress') return deps.events.emit(event, payload);
      // The page learns the file's name, never a path on this machine (in browser mode, the server's temp folder).
      const progress = payload as ExportRunProgress;
      saved.observe(progress);
      deps.events.emit(event, { ...withFileName(progress), delivery } as typeof payload);
      // After the page heard the export is done, its file is offered (the page that asked for it only).
      if (progress.state === 'done') deps.offerDownload?.(progress.file);
    },
  };
  const service = new ReportService({ ...deps, events });
  // Reports a previous run was still waiting for: polled again by id, never created twice.
  void service.resumeJournaled().catch((error: unknown) => console.error('report journal could not be resumed', error));
  return { service, handlers: { ...reportHandlers(service, delivery, deps.offerDownload), 'reports.revealExport': async ({ exportId, how }) => (await saved.open(exportId, how), null) }, events: ['reportProgress', 'exportProgress'] };
}

/** The reports channels, each a call of the service. */
export function reportHandlers(reports: ReportService, delivery: SavedFileDelivery, offerDownload?: OfferDownload): Omit<FeatureHandlers<'reports'>, 'reports.revealExport'> {
  return {
    'reports.create': (input) => reports.create(input),
    'reports.status': ({ jobId }) => reports.status(jobId),
    'reports.jobs': () => reports.list(),
    'reports.cancel': ({ jobId }) => reports.cancel(jobId),
    'reports.archive': (filter) => reports.listArchive(filter),
    'reports.tables': ({ archiveId }) => reports.open(archiveId),
    'reports.rows': (input) => reports.rows(input),
    'reports.export': async ({ archiveId, format, bom }) => delivered(withFileName(await reports.startExport(archiveId, undefined, { format, bom })), delivery),
    'reports.deleteArchived': async ({ archiveId }) => {
      await reports.deleteArchived(archiveId);
      return null;
    },
    'reports.exportBundle': async ({ archiveIds }) => {
      // A bundle is written before its answer (no progress events): it is offered as soon as it is complete.
      const written = await reports.exportBundle(archiveIds);
      if (written) offerDownload?.(written.file);
      return delivered(withFileName(written), delivery);
    },
    'reports.opening': ({ archiveId }) => reports.opening(archiveId),
    'reports.setOpening': ({ archiveId, statement, lots }) => reports.setOpening(archiveId, { statement, lots }),
  };
}

/** An answer about a saved file, with what it became for the user. */
function delivered<T extends object>(value: T | null, delivery: SavedFileDelivery): (T & { delivery: SavedFileDelivery }) | null {
  return value === null ? null : { ...value, delivery };
}

/** An answer or event about a saved file, with the file's name in place of its path (the page is told no more). */
function withFileName<T extends { readonly file: string } | null>(value: T): T {
  return value === null ? value : { ...value, file: basename(value.file) };
}
