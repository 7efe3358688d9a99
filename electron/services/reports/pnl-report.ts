import type { AccountOrdersStatement, ExchangeRatesStatement } from '../../../shared/api/schemas/report-data';
import type { PnlMethod } from '../../../shared/reports/pnl/definitions';
import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';
import { computePnl } from '../../../shared/reports/pnl/compute';
import type { ReferencePnl } from '../../../shared/reports/pnl/reference';
import { referencePnl } from '../../../shared/reports/pnl/reference';
import { AppError } from '../errors';
import type { ReportArchive } from './archive';
import { exchangeRatesFor } from './companions';
import { HashMismatchError, readArchivedData } from './export-job';

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
  /** The total in the reference currency of the exchange rates statement used (named by archive id); null when the archive has none covering the range. */
  readonly reference: (ReferencePnl & { readonly exchangeRatesArchiveId: string }) | null;
  readonly definitions: readonly string[];
}

async function dataOf<T>(archive: ReportArchive, id: string): Promise<T> {
  const manifest = await archive.manifest(id);
  try {
    return (await readArchivedData(archive.rawPath(id), manifest)) as T;
  } catch (error) {
    if (error instanceof HashMismatchError) throw new AppError('storage', error.message, { reason: 'hash-mismatch', expected: error.expected, actual: error.actual });
    throw error;
  }
}

/** The realized P&L of an archived account orders statement (offline; hash checked), converted where an exchange rates statement covers it. */
export async function pnlOfArchive(archive: ReportArchive, archiveId: string, method: PnlMethod): Promise<PnlReport> {
  const manifest = await archive.manifest(archiveId);
  if (manifest.params.kind !== 'account-orders') throw new AppError('validation', `Archived report ${archiveId} is a ${manifest.kind} statement; the P&L needs an account orders statement.`);
  const statement = await dataOf<AccountOrdersStatement>(archive, archiveId);
  const result = computePnl(statement.items, method);
  const rates = await exchangeRatesFor(archive, manifest);
  const reference = rates ? { ...referencePnl(result, await dataOf<ExchangeRatesStatement>(archive, rates.manifest.id)), exchangeRatesArchiveId: rates.manifest.id } : null;
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
    reference,
    definitions: PNL_DEFINITIONS,
  };
}
