import type { PnlMethod } from '../../../shared/reports/pnl/definitions';
import { message } from '../../../shared/i18n/message';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';
import type { OpeningLot } from '../../../shared/reports/pnl/opening';
import { computePnl } from '../../../shared/reports/pnl/compute';
import type { ReferencePnl } from '../../../shared/reports/pnl/reference';
import { referencePnl } from '../../../shared/reports/pnl/reference';
import { AppError } from '../errors';
import type { ReportArchive } from './archive';
import { readArchivedRates } from './archived-data';
import { exchangeRatesFor } from './companions';
import type { OpenedReports } from './opened-reports';
import type { OpeningLotsStore } from './opening-lots';
import { ordersOf } from './statement-orders';

/** `desk pnl`'s answer: the P&L of one archived account orders statement by one method, with its definitions. */
export interface PnlReport {
  readonly archiveId: string;
  readonly customer: string;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly method: PnlMethod;
  readonly instruments: ReturnType<typeof computePnl>['instruments'];
  readonly totals: ReturnType<typeof computePnl>['totals'];
  readonly otherCommissions: ReturnType<typeof computePnl>['otherCommissions'];
  readonly skipped: ReturnType<typeof computePnl>['skipped'];
  /** The lots the computation started from, each with its source (an earlier statement, or typed in); why a chosen statement's lots are missing, if they are. */
  readonly opening: { readonly lots: readonly OpeningLot[]; readonly problem: string | null };
  /** The total in the reference currency of the exchange rates statement used (named by archive id); null when the archive has none covering the range. */
  readonly reference: (ReferencePnl & { readonly exchangeRatesArchiveId: string }) | null;
  readonly definitions: readonly string[];
}

/** What the P&L reads through: the archive's manifests and companions, and the decoded tables the preview and export share. */
export interface PnlSources {
  readonly archive: ReportArchive;
  readonly opened: Pick<OpenedReports, 'intactTablesOf'>;
  readonly openingLots: Pick<OpeningLotsStore, 'resolve'>;
}

/**
 * The realized P&L of an archived account orders statement (offline): from the
 * tables the archive found intact and decoded once (kept while the report is
 * open, shared with the preview and the export), converted where an archived
 * exchange rates statement covers its range. It starts from the statement's opening lots as kept in the
 * archive, or from those of `openingStatement` (an earlier statement's archive id) for this computation only.
 */
export async function pnlOfArchive(
  sources: PnlSources,
  archiveId: string,
  method: PnlMethod,
  openingStatement?: string,
): Promise<PnlReport> {
  const manifest = await sources.archive.manifest(archiveId);
  if (manifest.params.kind !== 'account-orders')
    throw new AppError(
      'validation',
      message('reports.failure.pnlNeedsAccountOrders', {
        id: archiveId,
        kind: message(REPORT_KIND_WORDS[manifest.kind]),
      }),
    );
  const opening = await sources.openingLots.resolve(manifest, openingStatement);
  const result = computePnl(ordersOf(await sources.opened.intactTablesOf(manifest), manifest), method, opening[method]);
  const rates = await exchangeRatesFor(sources.archive, manifest);
  const statement = rates ? await readArchivedRates(rates) : null;
  const reference =
    rates && statement ? { ...referencePnl(result, statement), exchangeRatesArchiveId: rates.manifest.id } : null;
  return {
    archiveId,
    customer: manifest.customer,
    dateFrom: manifest.params.dateFrom,
    dateTo: manifest.params.dateTo,
    method,
    instruments: result.instruments,
    totals: result.totals,
    otherCommissions: result.otherCommissions,
    skipped: result.skipped,
    opening: { lots: result.opening, problem: opening.problem },
    reference,
    definitions: PNL_DEFINITIONS,
  };
}
