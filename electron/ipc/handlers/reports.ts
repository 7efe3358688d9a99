import type { DomainHandlers } from './handler';

/** Statements: create and poll, the offline archive, row windows, Excel export and bundles (electron/services/reports). */
export const reportHandlers: DomainHandlers<'reports'> = {
  'reports.create': (input, { reports }) => reports.create(input),
  'reports.status': ({ jobId }, { reports }) => reports.status(jobId),
  'reports.jobs': (_input, { reports }) => reports.list(),
  'reports.cancel': ({ jobId }, { reports }) => reports.cancel(jobId),
  'reports.archive': (filter, { reports }) => reports.listArchive(filter),
  'reports.tables': ({ archiveId }, { reports }) => reports.open(archiveId),
  'reports.rows': (input, { reports }) => reports.rows(input),
  'reports.export': ({ archiveId, format, bom }, { reports }) => reports.startExport(archiveId, undefined, { format, bom }),
  'reports.deleteArchived': async ({ archiveId }, { reports }) => {
    await reports.deleteArchived(archiveId);
    return null;
  },
  'reports.exportBundle': ({ archiveIds }, { reports }) => reports.exportBundle(archiveIds),
};
