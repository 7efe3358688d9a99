import { PORTFOLIO_RANGES, type PortfolioRange } from '../../../../shared/custody/ranges';
import { officeCurrency } from '../../../../shared/ipc/schemas/preferences';
import { defineCommand, UsageError } from '../command';
import { textOption } from './option-values';

/** `desk book`: every customer of the profile in one view, as the Book section shows it. */
export const bookCommand = defineCommand<{ officeCurrency?: string; range?: PortfolioRange }>({
  name: 'book',
  summary: 'The Book: every customer valued as on the dashboard, with the office total',
  usage: `Usage: npm run -s desk -- [global options] book [--office-currency C] [--range ${PORTFOLIO_RANGES.join('|')}]

Per customer: the dashboard total in the customer's reference currency (what has a price; how many holdings have
none), the same converted to the office currency at the dashboard's cross rate (null: no price, never zero), the
change over the dashboard's range (default 1M, the dashboard's own default) in the reference currency and, at the
same rate, in the office currency (officeChange; null: no rate or no change, never zero), the share of the office total, open
orders, staking orders in progress (Open or Processing), the worst loan state the loan monitor knows, and the
access right; then the office total. Default office currency: the one chosen in Settings (CHF).`,
  options: { 'office-currency': { type: 'string' }, range: { type: 'string' } },
  parse(values) {
    const currency = textOption(values, 'office-currency');
    const range = textOption(values, 'range');
    if (currency !== undefined && !officeCurrency.safeParse(currency).success) throw new UsageError(`--office-currency must be a currency such as CHF; got "${currency}".`);
    if (range !== undefined && !(PORTFOLIO_RANGES as readonly string[]).includes(range)) throw new UsageError(`--range must be one of ${PORTFOLIO_RANGES.join(', ')}; got "${range}".`);
    return { ...(currency !== undefined ? { officeCurrency: currency } : {}), ...(range !== undefined ? { range: range as PortfolioRange } : {}) };
  },
  async run(ctx, options) {
    return ctx.services.book.load(ctx.profile.id, options.officeCurrency ?? ctx.services.preferences.get().dashboard.officeCurrency, options.range ?? '1M');
  },
});
