import { message } from '../../../shared/i18n/message';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import { AppError } from '../errors';
import type { PackedTables } from './packed-tables';
import { packedWindow } from './packed-tables';

/**
 * An account orders statement's orders from its decoded Orders table: every value the P&L
 * reads is there as the exact text received (the table is built from the
 * decoded items), so the raw file is neither read nor decoded again.
 */
export function ordersOf(tables: PackedTables, manifest: ArchiveManifest): StatementOrder[] {
  const table = tables.tables.find((candidate) => candidate.name === 'Orders');
  if (!table) throw new AppError('storage', message('reports.failure.noOrdersTable', { id: manifest.id }));
  const { columns, values } = packedWindow(table, 0, table.rowCount);
  const column = (key: keyof StatementOrder): readonly (string | null)[] => {
    const index = columns.findIndex((spec) => spec.key === key);
    if (index < 0) throw new AppError('storage', message('reports.failure.noColumn', { id: manifest.id, column: key }));
    return values[index] as readonly (string | null)[];
  };
  const keys = [
    'orderId',
    'symbol',
    'currency',
    'side',
    'cumulativeQuantity',
    'averagePrice',
    'commission',
    'commissionCurrency',
    'createdAt',
  ] as const;
  const at = Object.fromEntries(keys.map((key) => [key, column(key)])) as Record<
    (typeof keys)[number],
    readonly (string | null)[]
  >;
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
