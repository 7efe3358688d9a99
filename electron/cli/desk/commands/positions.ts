import { positionRows, valuePositions } from '../../../../shared/custody/positions';
import type { PriceBasis } from '../../../../shared/custody/valuation';
import { AppError } from '../../../services/errors';
import { defineCommand, UsageError } from '../command';
import type { DeskContext } from '../context';

const DAY_MS = 86_400_000;

/**
 * The currency the dashboard values in: the customer's reference currency, or
 * (the simulator's customers may lack it) the one the portfolio series names.
 */
async function referenceCurrency(ctx: DeskContext, customer: string): Promise<string> {
  const { customers } = await ctx.services.customers.list();
  const listed = customers.find((entry) => entry.customerNumber === customer)?.referenceCurrency;
  if (listed) return listed;
  const to = new Date(Date.now()).toISOString();
  const from = new Date(Date.now() - DAY_MS).toISOString();
  const series = await ctx.read('custody.historicalPortfolioValue', { customer, query: { from, to } });
  if (!series.referenceCurrency)
    throw new AppError(
      'not-found',
      `The reference currency of customer ${customer} is not known: positions cannot be valued.`,
    );
  return series.referenceCurrency;
}

/** `desk positions [--basis mid|bid]`: the dashboard's valued positions, from the same read model (shared/custody/positions.ts). */
export const positionsCommand = defineCommand({
  name: 'positions',
  summary: "Print the customer's positions valued in the reference currency, as the dashboard shows them",
  usage: `Usage: npm run -s desk -- [global options] positions [--basis mid|bid]

Prints the dashboard's positions of the customer (--customer, else the selected one): per asset the
quantity, the price and value in the reference currency, the share of the total ("no price" where no
book gives one, never 0), then the total, all as exact decimal text, largest value first.
  --basis mid|bid   the side of the book to value at (default: the window's setting)`,
  options: { basis: { type: 'string' } },
  parse: (values) => {
    const basis = values['basis'];
    if (basis === undefined) return { basis: null };
    if (basis !== 'mid' && basis !== 'bid') throw new UsageError('--basis must be mid or bid.');
    return { basis: basis as PriceBasis };
  },
  async run(ctx, options) {
    const customer = await ctx.customer();
    const basis = options.basis ?? ctx.services.preferences.get().dashboard.priceBasis;
    const [currency, accounts, books] = await Promise.all([
      referenceCurrency(ctx, customer),
      ctx.read('custody.listAccounts', { customer }),
      ctx.read('trading.marketData', { customer }),
    ]);
    const valuation = valuePositions(accounts, books, currency, basis);
    return {
      customer,
      currency,
      basis,
      asOf: valuation.asOf,
      positions: positionRows(valuation),
      total: valuation.total,
      unpriced: valuation.unpriced,
    };
  },
});
