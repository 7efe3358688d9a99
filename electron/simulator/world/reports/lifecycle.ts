import type { WorldContext } from '../context';
import { DAY, SECOND } from '../clock';
import { isKnownAsset } from '../market/assets';
import { badRequest, invalidField } from '../problems';
import type { ReportKind, ReportRecord } from '../state';
import { PRODUCERS } from './producers';

/** Simulated time a report takes to produce (so clients see Processing first). */
export const REPORT_PRODUCTION_MS = 30 * SECOND;
/** Longest range a report may cover. */
export const MAX_REPORT_DAYS = 5 * 366;

/** Checks a report request: known reference currency, ordered and bounded dates. */
function validate(request: Record<string, string>): void {
  const currency = request.referenceCurrency;
  if (currency !== undefined && !isKnownAsset(currency)) {
    throw invalidField('referenceCurrency', `Unknown reference currency ${currency}.`);
  }
  const { dateFrom, dateTo } = request;
  if (dateFrom !== undefined && dateTo !== undefined) {
    if (dateFrom > dateTo) throw invalidField('dateTo', 'dateTo must not be before dateFrom.');
    const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY + 1;
    if (days > MAX_REPORT_DAYS)
      throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.`);
  }
}

/** Accepts a report request: it is Processing until REPORT_PRODUCTION_MS of simulated time have passed. */
export function createReport(
  context: WorldContext,
  customer: number,
  kind: ReportKind,
  request: Record<string, string>,
  at: number,
): ReportRecord {
  validate(request);
  const report: ReportRecord = {
    id: context.store.rng.uuid(),
    customer,
    kind,
    request,
    createdAt: at,
    readyAt: at + REPORT_PRODUCTION_MS,
    state: 'Processing',
    data: null,
    failureReason: null,
  };
  context.store.addReport(report);
  return report;
}

/** Next time a pending report is due, or Infinity. */
export function nextReportDue(context: WorldContext): number {
  let next = Infinity;
  for (const report of context.store.pendingReports) next = Math.min(next, report.readyAt);
  return next;
}

/** Produces every report due by t. Returns whether any was produced. */
export function produceReports(context: WorldContext, t: number): boolean {
  const due = [...context.store.pendingReports]
    .filter((report) => report.readyAt <= t)
    .sort((a, b) => a.readyAt - b.readyAt);
  for (const report of due) {
    try {
      report.data = PRODUCERS[report.kind](context, report);
      report.state = 'Completed';
    } catch (error) {
      report.state = 'Failed';
      report.failureReason = `The report could not be produced: ${(error as Error).message}`;
    }
    context.store.pendingReports.delete(report);
  }
  return due.length > 0;
}
