import Big from 'big.js';
import type { HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import { decimalForPlot } from '../../../shared/format/decimal';

/** One chart point: numbers for the axes, the exact text for what is read. */
export interface PlotPoint {
  readonly time: number;
  readonly value: number;
  readonly exact: string;
}

/** Turns the series into plot points (float only for geometry). */
export function plotPoints(series: HistoricalPortfolioValue): PlotPoint[] {
  return series.points.map((point) => ({
    time: Date.parse(point.time),
    value: decimalForPlot(point.value),
    exact: point.value,
  }));
}

/** Latest value and change over the range, computed exactly; null for an empty series. */
export function seriesSummary(
  series: HistoricalPortfolioValue,
): { latest: string; change: string; percent: string | null } | null {
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last) return null;
  const start = new Big(first.value);
  const change = new Big(last.value).minus(start);
  const percent = start.eq(0) ? null : change.div(start).times(100).toFixed(2, Big.roundHalfUp);
  return { latest: last.value, change: change.toFixed(), percent };
}
