import Big from 'big.js';
import type { HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import { decimalForPlot } from '../../../shared/format/decimal';
import type { PlotPoint } from './portfolio-model';
import { plotPoints } from './portfolio-model';
import type { Valuation } from '../../../shared/custody/valuation';

/** The portfolio's value now: the positions' total, in one currency, as of one moment. */
export interface CurrentValue {
  readonly currency: string;
  /** Exact decimal text (holdings without a price left out; `unpriced` counts them). */
  readonly total: string;
  readonly unpriced: number;
  /** When the prices it was valued at arrived (epoch ms). */
  readonly asOf: number;
}

/** The headline figure of a valuation made at `asOf`. */
export function currentValueOf(valuation: Valuation, asOf: number): CurrentValue {
  return { currency: valuation.currency, total: valuation.total, unpriced: valuation.unpriced, asOf };
}

/** Whether the current value can be compared with the series (same currency). */
function comparable(series: HistoricalPortfolioValue, current: CurrentValue | null): current is CurrentValue {
  return current !== null && current.currency === series.referenceCurrency;
}

/**
 * The change over the range: from the range's first point to the current
 * value (exactly), so the figure beside the headline explains the headline.
 */
export function rangeChange(
  series: HistoricalPortfolioValue,
  current: CurrentValue | null,
): { change: string; percent: string | null } | null {
  const first = series.points[0];
  const end = comparable(series, current) ? current.total : series.points.at(-1)?.value;
  if (!first || end === undefined) return null;
  const start = new Big(first.value);
  const change = new Big(end).minus(start);
  const percent = start.eq(0) ? null : change.div(start).times(100).toFixed(2, Big.roundHalfUp);
  return { change: change.toFixed(), percent };
}

/** The series' plot points, ending at the current value when the series ends earlier (the line meets the headline). */
export function pointsToNow(series: HistoricalPortfolioValue, current: CurrentValue | null): PlotPoint[] {
  const points = plotPoints(series);
  if (!comparable(series, current)) return points;
  const last = points.at(-1);
  const now = { time: current.asOf, value: decimalForPlot(current.total), exact: current.total };
  // A series that already reaches the valuation's moment ends "now" too: its last point becomes the current value.
  if (last && last.time >= current.asOf) return [...points.slice(0, -1), { ...now, time: last.time }];
  return [...points, now];
}
