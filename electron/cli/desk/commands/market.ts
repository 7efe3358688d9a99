import { defineCommand, UsageError } from '../command';

const SYMBOL = /^[A-Za-z0-9._-]{1,20}$/;

/** `desk market [--symbol S] [--currency C]`: top of book of every instrument (or those asked for). */
export const marketCommand = defineCommand({
  name: 'market',
  summary: 'Print top of book (bid, ask, sizes, last) of every instrument, or of some',
  usage: `Usage: npm run -s desk -- [global options] market [--symbol SYMBOL] [--currency CURRENCY]

Prints the books as the trading view and the dashboard read them, decimals as exact text.
  --symbol SYMBOL       only books of this asset (BTC)
  --currency CURRENCY   only books quoted in this currency (CHF)`,
  options: { symbol: { type: 'string' }, currency: { type: 'string' } },
  parse: (values) => {
    const pick = (name: 'symbol' | 'currency'): string | null => {
      const value = values[name];
      if (value === undefined) return null;
      if (typeof value !== 'string' || !SYMBOL.test(value))
        throw new UsageError(`--${name} needs an asset symbol such as BTC.`);
      return value.toUpperCase();
    };
    return { symbol: pick('symbol'), currency: pick('currency') };
  },
  async run(ctx, options) {
    const books = await ctx.read('trading.marketData', { customer: await ctx.customer() });
    return books.filter(
      (book) =>
        (options.symbol === null || book.symbol === options.symbol) &&
        (options.currency === null || book.currency === options.currency),
    );
  },
});
