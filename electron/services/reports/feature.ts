import { basename } from 'node:path';
import type { FeatureHandlers, Feature } from '../feature';
import type { ReportServiceDeps } from './report-service';
import { ReportService } from './report-service';
import type { ExportRunProgress, SavedFileDelivery } from '../../../shared/ipc/schemas/reports';
import { SavedExports, type RevealFile } from './saved-exports';

export interface ReportsFeatureDeps extends ReportServiceDeps {
  /** Opens a saved export or shows it in its folder; absent in browser mode (downloads). */
  readonly revealFile?: RevealFile | undefined;
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
      saved.observe(payload as ExportRunProgress);
      // The page learns the file's name, never a path on this machine (in browser mode, the server's temp folder).
      deps.events.emit(event, { ...withFileName(payload as ExportRunProgress), delivery } as typeof payload);
    },
  };
  const service = new ReportService({ ...deps, events });
  // Reports a previous run was still waiting for: polled again by id, never created twice.
  void service.resumeJournaled().catch((error: unknown) => console.error('report journal could not be resumed', error));
  return { service, handlers: { ...reportHandlers(service, delivery), 'reports.revealExport': async ({ exportId, how }) => (await saved.open(exportId, how), null) }, events: ['reportProgress', 'exportProgress'] };
}

/** The reports channels, each a call of the service. */
export function reportHandlers(reports: ReportService, delivery: SavedFileDelivery): Omit<FeatureHandlers<'reports'>, 'reports.revealExport'> {
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
    'reports.exportBundle': async ({ archiveIds }) => delivered(withFileName(await reports.exportBundle(archiveIds)), delivery),
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
