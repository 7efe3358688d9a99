import type { FeatureHandlers, Feature } from '../feature';
import type { ReportServiceDeps } from './report-service';
import { ReportService } from './report-service';
import type { ExportProgress } from '../../../shared/ipc/schemas/reports';
import { SavedExports, type RevealFile } from './saved-exports';

export interface ReportsFeatureDeps extends ReportServiceDeps {
  /** Opens a saved export or shows it in its folder; absent in browser mode (downloads). */
  readonly revealFile?: RevealFile | undefined;
}

/** Statements: create and poll, the offline archive, row windows, Excel export and bundles. */
export function createReportsFeature(deps: ReportsFeatureDeps): Feature<ReportService, 'reports', 'reportProgress' | 'exportProgress'> {
  // Finished exports are recorded from main's own progress events: Open / Show in folder only ever name one of them.
  const saved = new SavedExports(deps.revealFile);
  const events: ReportServiceDeps['events'] = {
    emit: (event, payload) => {
      if (event === 'exportProgress') saved.observe(payload as ExportProgress);
      deps.events.emit(event, payload);
    },
  };
  const service = new ReportService({ ...deps, events });
  // Reports a previous run was still waiting for: polled again by id, never created twice.
  void service.resumeJournaled().catch((error: unknown) => console.error('report journal could not be resumed', error));
  return { service, handlers: { ...reportHandlers(service), 'reports.revealExport': async ({ exportId, how }) => (await saved.open(exportId, how), null) }, events: ['reportProgress', 'exportProgress'] };
}

/** The reports channels, each a call of the service. */
export function reportHandlers(reports: ReportService): Omit<FeatureHandlers<'reports'>, 'reports.revealExport'> {
  return {
    'reports.create': (input) => reports.create(input),
    'reports.status': ({ jobId }) => reports.status(jobId),
    'reports.jobs': () => reports.list(),
    'reports.cancel': ({ jobId }) => reports.cancel(jobId),
    'reports.archive': (filter) => reports.listArchive(filter),
    'reports.tables': ({ archiveId }) => reports.open(archiveId),
    'reports.rows': (input) => reports.rows(input),
    'reports.export': ({ archiveId, format, bom }) => reports.startExport(archiveId, undefined, { format, bom }),
    'reports.deleteArchived': async ({ archiveId }) => {
      await reports.deleteArchived(archiveId);
      return null;
    },
    'reports.exportBundle': ({ archiveIds }) => reports.exportBundle(archiveIds),
    'reports.opening': ({ archiveId }) => reports.opening(archiveId),
    'reports.setOpening': ({ archiveId, statement, lots }) => reports.setOpening(archiveId, { statement, lots }),
  };
}
