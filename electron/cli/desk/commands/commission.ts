import { instrumentPair } from '../../../../shared/ipc/schemas/trading-cancel-all';
import { AppError } from '../../../services/errors';
import { defineCommand, UsageError } from '../command';
import { textOption } from './option-values';

/**
 * `desk commission --instrument BTC/CHF`: the commission rate the desk's
 * ticket estimates an order of the customer with (the same service as the
 * window: learned from their orders, else their latest filled one), and where
 * it comes from; rate null when none is known.
 */
export const commissionCommand = defineCommand({
  name: 'commission',
  summary: "The commission rate the ticket estimates the customer's next order of an instrument with, and its source",
  usage: `Usage: npm run -s desk -- [global options] commission --instrument BASE/QUOTE

The rate the service applied to the customer's latest order of that instrument (else of any instrument),
as the desk learned it from every order it saw, or asked of the service (their latest filled order).`,
  options: { instrument: { type: 'string' } },
  parse(values) {
    const given = textOption(values, 'instrument');
    if (given === undefined) throw new UsageError('Name the instrument: --instrument BTC/CHF.');
    const parsed = instrumentPair.safeParse(given);
    if (!parsed.success)
      throw new AppError('validation', `--instrument: ${parsed.error.issues[0]?.message ?? 'not an instrument'}.`);
    const [symbol = '', currency = ''] = parsed.data.split('/');
    return { symbol, currency };
  },
  async run(ctx, pair) {
    const customer = await ctx.customer();
    const rate = await ctx.services.trading.commissionRate(ctx.profile.id, customer, pair);
    return { customer, instrument: `${pair.symbol}/${pair.currency}`, rate };
  },
});
