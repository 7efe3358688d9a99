import type { ExchangeRatesStatement } from '../../api/schemas/report-data';
import type { PnlResult } from './compute';
import { exact, text } from './exact';

/** Whether an exchange rates statement covers the P&L's range (its days include every day of it). */
export function ratesCover(
  rates: Pick<ExchangeRatesStatement, 'dateFrom' | 'dateTo'>,
  range: { dateFrom: string; dateTo: string },
): boolean {
  return rates.dateFrom <= range.dateFrom && rates.dateTo >= range.dateTo;
}

/**
 * The realized P&L in the reference currency: complete (total), or naming the first missing rate, or naming the
 * instruments whose P&L is not computable (never a partial sum shown as a total).
 */
export type ReferencePnl =
  | {
      readonly referenceCurrency: string;
      readonly total: string;
      readonly missing: null;
      readonly notComputable?: undefined;
    }
  | {
      readonly referenceCurrency: string;
      readonly total: null;
      readonly missing: { readonly currency: string; readonly day: string };
      readonly notComputable?: undefined;
    }
  | {
      readonly referenceCurrency: string;
      readonly total: null;
      readonly missing: null;
      readonly notComputable: readonly string[];
    };

/**
 * Each sell's realized P&L converted at its execution day's rate of the P&L
 * currency (rate = price of one unit in the reference currency; the reference
 * currency itself is 1), summed exactly.
 */
export function referencePnl(result: PnlResult, rates: ExchangeRatesStatement): ReferencePnl {
  const notComputable = result.instruments
    .filter((row) => !row.computable)
    .map((row) => `${row.symbol}/${row.currency}`);
  if (notComputable.length > 0)
    return { referenceCurrency: rates.referenceCurrency, total: null, missing: null, notComputable };
  const byDay = new Map<string, string>();
  for (const rate of rates.rates) byDay.set(`${rate.assetSymbol}\u0000${rate.date}`, rate.rate);
  let total = exact(0);
  for (const r of result.realizations) {
    // Every instrument is computable here, so every sell has its figure.
    const realized = r.realized ?? '0';
    if (r.currency === rates.referenceCurrency) {
      total = total.plus(realized);
      continue;
    }
    const rate = byDay.get(`${r.currency}\u0000${r.day}`);
    if (rate === undefined)
      return { referenceCurrency: rates.referenceCurrency, total: null, missing: { currency: r.currency, day: r.day } };
    total = total.plus(exact(realized).times(rate));
  }
  return { referenceCurrency: rates.referenceCurrency, total: text(total), missing: null };
}
