import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { PnlMethod } from '../../../shared/reports/pnl/definitions';
import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';
import { computePnl } from '../../../shared/reports/pnl/compute';
import type { ReferencePnl } from '../../../shared/reports/pnl/reference';
import { referencePnl } from '../../../shared/reports/pnl/reference';
import { AppError } from '../errors';
import type { ReportArchive } from './archive';
import { readArchivedRates } from './archived-data';
import { exchangeRatesFor } from './companions';
import type { OpenedReports } from './opened-reports';
import type { PackedTables } from './packed-tables';
import { packedWindow } from './packed-tables';

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

/** What the P&L reads through: the archive's manifests and companions, and the decoded tables the preview and export share. */
export interface PnlSources {
  readonly archive: ReportArchive;
  readonly opened: Pick<OpenedReports, 'intactTablesOf'>;
}

/**
 * The statement's orders from its decoded Orders table: every value the P&L
 * reads is there as the exact text received (the table is built from the
 * decoded items), so the raw file is neither read nor decoded again.
 */
function ordersOf(tables: PackedTables, manifest: ArchiveManifest): StatementOrder[] {
  const table = tables.tables.find((candidate) => candidate.name === 'Orders');
  if (!table) throw new AppError('storage', `Archived report ${manifest.id} has no orders table.`);
  const { columns, values } = packedWindow(table, 0, table.rowCount);
  const column = (key: keyof StatementOrder): readonly (string | null)[] => {
    const index = columns.findIndex((spec) => spec.key === key);
    if (index < 0) throw new AppError('storage', `Archived report ${manifest.id} has no ${key} column.`);
    return values[index] as readonly (string | null)[];
  };
  const keys = ['orderId', 'symbol', 'currency', 'side', 'cumulativeQuantity', 'averagePrice', 'commission', 'commissionCurrency', 'createdAt'] as const;
  const at = Object.fromEntries(keys.map((key) => [key, column(key)])) as Record<(typeof keys)[number], readonly (string | null)[]>;
  const orders: StatementOrder[] = [];
  for (let r = 0; r < table.rowCount; r += 1) {
    // Built from decoded items, so each value already passed the statement's schema (the cast only restores the brands).
    orders.push({
      orderId: Number(at.orderId[r]),
      symbol: at.symbol[r] ?? '',
      currency: at.currency[r] ?? '',
      side: at.side[r] ?? 'Unknown',
      cumulativeQuantity: at.cumulativeQuantity[r] ?? '0',
      averagePrice: at.averagePrice[r] ?? null,
      commission: at.commission[r] ?? null,
      commissionCurrency: at.commissionCurrency[r] ?? null,
      createdAt: at.createdAt[r] ?? '',
    } as StatementOrder);
  }
  return orders;
}

/**
 * The realized P&L of an archived account orders statement (offline): from the
 * tables the archive found intact and decoded once (kept while the report is
 * open, shared with the preview and the export), converted where an archived
 * exchange rates statement covers its range.
 */
export async function pnlOfArchive(sources: PnlSources, archiveId: string, method: PnlMethod): Promise<PnlReport> {
  const manifest = await sources.archive.manifest(archiveId);
  if (manifest.params.kind !== 'account-orders') throw new AppError('validation', `Archived report ${archiveId} is a ${manifest.kind} statement; the P&L needs an account orders statement.`);
  const result = computePnl(ordersOf(await sources.opened.intactTablesOf(manifest), manifest), method);
  const rates = await exchangeRatesFor(sources.archive, manifest);
  const statement = rates ? await readArchivedRates(rates) : null;
  const reference = rates && statement ? { ...referencePnl(result, statement), exchangeRatesArchiveId: rates.manifest.id } : null;
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
