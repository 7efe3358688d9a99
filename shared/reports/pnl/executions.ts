import type { StatementOrder } from '../../api/schemas/report-data';
import type { ExactNumber } from './exact';
import { exact } from './exact';

/** One execution as the P&L sees it (see PNL_DEFINITIONS). */
export interface Execution {
  readonly orderId: number;
  readonly symbol: string;
  readonly currency: string;
  readonly side: 'Buy' | 'Sell';
  readonly quantity: ExactNumber;
  readonly price: ExactNumber;
  /** Commission in the order's currency (0 when none or in another currency). */
  readonly commission: ExactNumber;
  /** A commission in another currency: listed, never in the P&L. */
  readonly otherCommission: { readonly currency: string; readonly amount: ExactNumber } | null;
  readonly createdAt: string;
  /** UTC day of createdAt (the exchange rate's day). */
  readonly day: string;
}

/** Items that were executed but cannot be priced or sided (no averagePrice, side Unknown): counted, never guessed. */
export interface SkippedItem {
  readonly orderId: number;
  readonly reason: string;
}

/** The statement's executions in time order (ties by orderId), and the items left out with the reason. */
export function executionsOf(items: readonly StatementOrder[]): { executions: Execution[]; skipped: SkippedItem[] } {
  const executions: (Execution & { ms: number })[] = [];
  const skipped: SkippedItem[] = [];
  for (const item of items) {
    const quantity = exact(item.cumulativeQuantity);
    if (!quantity.gt(0)) continue;
    if (item.side !== 'Buy' && item.side !== 'Sell') {
      skipped.push({ orderId: item.orderId, reason: `side ${item.side}` });
      continue;
    }
    if (item.averagePrice === null || item.averagePrice === undefined) {
      skipped.push({ orderId: item.orderId, reason: 'no averagePrice' });
      continue;
    }
    const ms = Date.parse(item.createdAt);
    const commission = exact(item.commission ?? '0');
    const own =
      item.commissionCurrency === null ||
      item.commissionCurrency === undefined ||
      item.commissionCurrency === item.currency;
    executions.push({
      orderId: item.orderId,
      symbol: item.symbol,
      currency: item.currency,
      side: item.side,
      quantity,
      price: exact(item.averagePrice),
      commission: own ? commission : exact(0),
      otherCommission:
        own || commission.eq(0) ? null : { currency: item.commissionCurrency as string, amount: commission },
      createdAt: item.createdAt,
      day: new Date(ms).toISOString().slice(0, 10),
      ms,
    });
  }
  executions.sort((a, b) => a.ms - b.ms || a.orderId - b.orderId);
  return { executions: executions.map(({ ms: _ms, ...execution }) => execution), skipped };
}
