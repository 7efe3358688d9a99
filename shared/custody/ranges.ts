import type { PortfolioInterval } from '../api/schemas/custody';

/** The ranges the portfolio chart offers. */
export const PORTFOLIO_RANGES = ['1W', '1M', '3M', '1Y'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

// Sampling keeps every range between roughly 30 and 170 points: dense enough to read, cheap to draw.
const spans: Record<PortfolioRange, { days: number; interval: PortfolioInterval }> = {
  '1W': { days: 7, interval: 'Hour' },
  '1M': { days: 30, interval: 'Day' },
  '3M': { days: 91, interval: 'Day' },
  '1Y': { days: 365, interval: 'Week' },
};

/** The query of one range ending at `now`. */
export function rangeQuery(
  range: PortfolioRange,
  now: number,
): { from: string; to: string; interval: PortfolioInterval } {
  const { days, interval } = spans[range];
  return { from: new Date(now - days * DAY_MS).toISOString(), to: new Date(now).toISOString(), interval };
}
