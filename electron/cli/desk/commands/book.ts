import type { BookView } from '../../../../shared/book/book-model';
import { roundedBookView } from '../../../../shared/book/book-model';
import { PORTFOLIO_RANGES, type PortfolioRange } from '../../../../shared/custody/ranges';
import { officeCurrency } from '../../../../shared/ipc/schemas/preferences';
import { worstState, type LoanState } from '../../../../shared/loans';
import { defineCommand, UsageError } from '../command';
import type { DeskContext } from '../context';
import { loanStatusRows } from './loans';
import { textOption } from './option-values';

interface BookOptions {
  officeCurrency?: string;
  range?: PortfolioRange;
  exact: boolean;
}

/** `desk book`: every customer of the profile in one view, as the Book section shows it. */
export const bookCommand = defineCommand<BookOptions>({
  name: 'book',
  summary: 'The Book: every customer valued as on the dashboard, with the office total',
  usage: `Usage: npm run -s desk -- [global options] book [--office-currency C] [--range ${PORTFOLIO_RANGES.join('|')}] [--exact]

Per customer: the dashboard total in the customer's reference currency (what has a price; how many holdings have
none), the same converted to the office currency at the dashboard's cross rate (null: no price, never zero), the
change over the dashboard's range (default 1M, the dashboard's own default) in the reference currency and, at the
same rate, in the office currency (officeChange; null: no rate or no change, never zero), the share of the office total, open
orders, staking orders in progress (Open or Processing), the worst loan state (ok, warning, margin-call,
liquidation; null: no borrow portfolio) as the Loans section shows it, and the access right; then the office total.
Default office currency: the one chosen in Settings (CHF).
Amounts are rounded half up to their currency's places, as the window shows them (CHF 2, BTC 8);
--exact prints them with every digit.`,
  options: { 'office-currency': { type: 'string' }, range: { type: 'string' }, exact: { type: 'boolean' } },
  parse(values) {
    const currency = textOption(values, 'office-currency');
    const range = textOption(values, 'range');
    if (currency !== undefined && !officeCurrency.safeParse(currency).success)
      throw new UsageError(`--office-currency must be a currency such as CHF; got "${currency}".`);
    if (range !== undefined && !(PORTFOLIO_RANGES as readonly string[]).includes(range))
      throw new UsageError(`--range must be one of ${PORTFOLIO_RANGES.join(', ')}; got "${range}".`);
    return {
      ...(currency !== undefined ? { officeCurrency: currency } : {}),
      ...(range !== undefined ? { range: range as PortfolioRange } : {}),
      exact: values['exact'] === true,
    };
  },
  async run(ctx, options) {
    const view = await ctx.services.book.load(
      ctx.profile.id,
      options.officeCurrency ?? ctx.services.preferences.get().dashboard.officeCurrency,
      options.range ?? '1M',
      undefined,
      (read) => ctx.progress(read.done, read.total),
    );
    const withLoans = await withLoanStates(ctx, view);
    return options.exact ? withLoans : roundedBookView(withLoans);
  },
});

/**
 * The worst loan state of each customer: the loan monitor's (with its
 * hysteresis, what the window's Book shows) where it watched the customer,
 * else the state of the customer's borrow portfolios read now, as
 * `desk loans status` classifies them with the monitor's warning margin. A
 * failed loan read leaves the state unknown (null) and says so in the row's
 * error; the book itself still prints.
 */
async function withLoanStates(ctx: DeskContext, view: BookView): Promise<BookView> {
  if (view.rows.every((row) => row.worstLoanState !== null || row.stale)) return view;
  const fresh = new Map<string, LoanState>();
  try {
    const portfolios = await loanStatusRows(ctx, {
      allCustomers: true,
      warnMargin: ctx.services.loans.settings().warnMargin,
    });
    for (const portfolio of portfolios) {
      const customer = String(portfolio.customer);
      fresh.set(customer, worstState([portfolio.state, fresh.get(customer) ?? 'ok']));
    }
  } catch (error) {
    const message = `The loan states could not be read: ${(error as Error).message}`;
    return {
      ...view,
      rows: view.rows.map((row) => (row.worstLoanState !== null || row.stale ? row : { ...row, error: message })),
    };
  }
  return {
    ...view,
    rows: view.rows.map((row) =>
      row.worstLoanState !== null || row.stale ? row : { ...row, worstLoanState: fresh.get(row.customer) ?? null },
    ),
  };
}
