import type { FeatureHandlers, Feature } from '../feature';
import type { ReportServiceDeps } from './report-service';
import { ReportService } from './report-service';
import type { SavedFileDelivery } from '../../../shared/ipc/schemas/reports';
import { withFileName } from './saved-exports';

export type ReportsFeatureDeps = ReportServiceDeps;

/** Statements: create and poll, the offline archive, row windows, Excel export and bundles. */
export async function createReportsFeature(
  deps: ReportsFeatureDeps,
): Promise<Feature<ReportService, 'reports', 'reportProgress' | 'exportProgress'>> {
  const service = new ReportService(deps);
  // Reports a previous run was still waiting for: polled again by id, never created twice (in the background: each announces itself by reportProgress).
  void service.resumeJournaled().catch((error: unknown) => console.error('report journal could not be resumed', error));
  return { service, handlers: reportHandlers(service), events: ['reportProgress', 'exportProgress'] };
}

/** The reports channels, each a call of the service; an answer about a saved file names the file only. */
export function reportHandlers(reports: ReportService): FeatureHandlers<'reports'> {
  return {
    'reports.create': (input) => reports.create(input),
    'reports.status': ({ jobId }) => reports.status(jobId),
    'reports.jobs': () => reports.list(),
    'reports.cancel': ({ jobId }) => reports.cancel(jobId),
    'reports.archive': (filter) => reports.listArchive(filter),
    'reports.tables': ({ archiveId }) => reports.open(archiveId),
    'reports.rows': (input) => reports.rows(input),
    // Every choice goes through (format, byte-order mark, separator, decimal comma, paper): what is left out, main settles by the region.
    'reports.export': async ({ archiveId, ...choices }) =>
      delivered(withFileName(await reports.startExport(archiveId, undefined, choices)), reports.delivery),
    'reports.revealExport': async ({ exportId, how }) => {
      await reports.revealExport(exportId, how);
      return null;
    },
    'reports.deleteArchived': async ({ archiveId }) => {
      await reports.deleteArchived(archiveId);
      return null;
    },
    'reports.exportBundle': async ({ archiveIds }) =>
      delivered(withFileName(await reports.exportBundle(archiveIds)), reports.delivery),
    'reports.opening': ({ archiveId }) => reports.opening(archiveId),
    'reports.setOpening': ({ archiveId, statement, lots }) => reports.setOpening(archiveId, { statement, lots }),
  };
}

/** An answer about a saved file, with what it became for the user. */
function delivered<T extends object>(
  value: T | null,
  delivery: SavedFileDelivery,
): (T & { delivery: SavedFileDelivery }) | null {
  return value === null ? null : { ...value, delivery };
}
