import Big from 'big.js';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { decimalForPlot } from '../../../shared/format/decimal';

/** The ranges of the instrument charts. */
export const HISTORY_RANGES = ['1D', '1W', '1M'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

const HOUR = 60 * 60 * 1000;
// Historic market data is a snapshot at one time, so a chart costs one request per point:
// 24 to 30 points keep each range readable and cheap.
const SAMPLING: Record<HistoryRange, { points: number; step: number }> = {
  '1D': { points: 24, step: HOUR },
  '1W': { points: 28, step: 6 * HOUR },
  '1M': { points: 30, step: 24 * HOUR },
};

/** The times to sample for a range ending at `now`, oldest first (ISO, whole minutes so they cache). */
export function sampleTimes(range: HistoryRange, now: number): string[] {
  const { points, step } = SAMPLING[range];
  const end = Math.floor(now / 60_000) * 60_000;
  return Array.from({ length: points }, (_, index) => new Date(end - (points - index) * step).toISOString());
}

/** One snapshot of every instrument's top of book at a past time. */
export interface Snapshot {
  readonly time: string;
  readonly entries: readonly MarketData[];
}

/** One plotted point: the time and a price for drawing only (the exact text stays alongside). */
export interface PricePoint {
  readonly time: number;
  readonly value: number;
  readonly exact: string;
}

/** The price of a top of book for charts: last trade, else the mid of bid and ask, else whichever side exists. */
export function chartPrice(entry: MarketData): string | null {
  if (entry.last !== null) return entry.last;
  if (entry.bid !== null && entry.ask !== null) return midOf(entry.bid, entry.ask);
  return entry.bid ?? entry.ask;
}

function midOf(bid: string, ask: string): string {
  // Exact: halving a decimal adds at most one decimal place, well inside big.js's division precision.
  return new Big(bid).plus(ask).div(2).toFixed();
}

/** One instrument's series out of the snapshots, oldest first; instruments missing in a snapshot leave a gap. */
export function seriesOf(snapshots: readonly Snapshot[], pair: string): PricePoint[] {
  const points: PricePoint[] = [];
  for (const snapshot of snapshots) {
    const entry = snapshot.entries.find((item) => `${item.symbol}/${item.currency}` === pair);
    const price = entry ? chartPrice(entry) : null;
    if (price !== null) points.push({ time: Date.parse(snapshot.time), value: decimalForPlot(price), exact: price });
  }
  return points;
}
