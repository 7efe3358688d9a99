import { officeCurrency } from '../../../../shared/ipc/schemas/preferences';
import { defineCommand, UsageError } from '../command';
import { textOption } from './text-args';

/** `desk book`: every customer of the profile in one view, as the Book section shows it. */
export const bookCommand = defineCommand<{ officeCurrency?: string }>({
  name: 'book',
  summary: 'The Book: every customer valued as on the dashboard, with the office total',
  usage: `Usage: npm run -s desk -- [global options] book [--office-currency C]

Per customer: the dashboard total in the customer's reference currency (what has a price; how many holdings have
none), the same converted to the office currency at the dashboard's cross rate (null: no price, never zero), the
change over 1 day, the share of the office total, open orders, the worst loan state the loan monitor knows, and
the access right; then the office total. Default office currency: the one chosen in Settings (CHF).`,
  options: { 'office-currency': { type: 'string' } },
  parse(values) {
    const currency = textOption(values, 'office-currency');
    if (currency === undefined) return {};
    if (!officeCurrency.safeParse(currency).success) throw new UsageError(`--office-currency must be a currency such as CHF; got "${currency}".`);
    return { officeCurrency: currency };
  },
  async run(ctx, options) {
    return ctx.services.book.load(ctx.profile.id, options.officeCurrency ?? ctx.services.preferences.get().dashboard.officeCurrency);
  },
});
