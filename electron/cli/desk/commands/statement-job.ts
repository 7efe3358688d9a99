import type { ReportParams } from '../../../../shared/reports/kinds';
import { AppError } from '../../../services/errors';
import type { DeskContext } from '../context';

/** Creates a statement for the context's customer, waits while it is Processing (Ctrl-C cancels) and answers its archive id. */
export async function createArchivedStatement(ctx: DeskContext, params: ReportParams): Promise<string> {
  const reports = ctx.services.reports;
  const customer = await ctx.customer();
  const job = await reports.create({ profileId: ctx.profile.id, customer, params });
  const cancel = () => reports.cancel(job.jobId);
  ctx.signal.addEventListener('abort', cancel, { once: true });
  const done = await reports.wait(job.jobId).finally(() => ctx.signal.removeEventListener('abort', cancel));
  if (done.stage !== 'completed' || done.archiveId === null)
    throw new AppError('service', done.error ?? `The report ended ${done.stage}.`, {
      jobId: done.jobId,
      reportId: done.reportId,
    });
  return done.archiveId;
}
