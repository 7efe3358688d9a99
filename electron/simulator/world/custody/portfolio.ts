import Big from 'big.js';
import type { HistoricalPortfolioValue, PortfolioInterval } from '../../../../shared/api/schemas/custody';
import type { WorldContext } from '../context';
import { DAY, HOUR, iso } from '../clock';
import { assetPrecision } from '../market/assets';
import { roundHalf, text } from '../money';
import { invalidField } from '../problems';

/** Most points one series may have; a longer range needs a coarser interval. */
export const MAX_PORTFOLIO_POINTS = 5000;

/** The k-th point after `from`: fixed steps, or calendar months (the 31st becomes the month's last day). */
function pointTime(from: number, k: number, interval: PortfolioInterval): number {
  switch (interval) {
    case 'Hour':
      return from + k * HOUR;
    case 'Day':
      return from + k * DAY;
    case 'Week':
      return from + k * 7 * DAY;
    case 'Month': {
      const date = new Date(from);
      const month = date.getUTCMonth() + k;
      const lastDay = new Date(Date.UTC(date.getUTCFullYear(), month + 1, 0)).getUTCDate();
      return (
        Date.UTC(date.getUTCFullYear(), month, Math.min(date.getUTCDate(), lastDay)) + (((from % DAY) + DAY) % DAY)
      );
    }
  }
}

/** Total value of a customer's accounts at time t, in `currency` (balances at t, prices at t). */
export function portfolioValueAt(context: WorldContext, customer: number, currency: string, t: number): Big {
  let total = new Big(0);
  for (const account of context.store.accountsOf(customer)) {
    if (account.openedAt > t) continue;
    const balance = context.ledger.balanceAt(account.id, t);
    if (balance.eq(0)) continue;
    const rate = context.market.rate(account.asset, currency, t);
    if (rate) total = total.plus(balance.times(rate));
  }
  return roundHalf(total, assetPrecision(currency));
}

/**
 * The portfolio value series from `from` to `to` (clipped to now: the future
 * has no value yet), one point per interval, in ascending time.
 */
export function historicalPortfolioValue(
  context: WorldContext,
  customer: number,
  currency: string,
  range: { from: number; to: number; interval: PortfolioInterval },
  simNow: number,
): HistoricalPortfolioValue {
  const end = Math.min(range.to, simNow);
  const times: number[] = [];
  for (let k = 0, time = range.from; time <= end; k++, time = pointTime(range.from, k, range.interval)) {
    times.push(time);
    if (times.length > MAX_PORTFOLIO_POINTS) {
      throw invalidField(
        'interval',
        `The range has more than ${MAX_PORTFOLIO_POINTS} ${range.interval.toLowerCase()} points; choose a coarser interval or a shorter range.`,
      );
    }
  }
  return {
    referenceCurrency: currency,
    interval: range.interval,
    points: times.map((time) => ({
      time: iso(time),
      value: text(portfolioValueAt(context, customer, currency, time)),
    })),
  };
}
