import Big from 'big.js';
import { z } from 'zod';
import { officeCurrency } from '../ipc/schemas/preferences';
import { PORTFOLIO_RANGES, type PortfolioRange } from '../custody/ranges';
import type { CustodyAccount } from '../api/schemas/custody';
import type { MarketData } from '../api/schemas/trading';
import { booksIn } from '../custody/cross-books';
import { valuePositions } from '../custody/positions';
import type { PriceBasis } from '../custody/valuation';
import { priceIn, shareOf } from '../custody/valuation';
import { assetPlaces } from '../format/precision';

/** One customer of the office's book. Amounts are exact text; null means "no price" (never zero). */
export interface BookRow {
  readonly customer: string;
  readonly name: string;
  readonly accessRight: string | null;
  readonly referenceCurrency: string | null;
  /** The dashboard's total in the customer's reference currency (what has a price). */
  readonly total: string | null;
  /** Holdings with a balance but no price (left out of the total, as on the dashboard). */
  readonly unpriced: number;
  /** The total converted to the office currency at the dashboard's cross rate; null: no rate. */
  readonly officeTotal: string | null;
  /** Change of the portfolio value over the dashboard's range (reference currency): now − the range's first point; null when unknown. */
  readonly change: string | null;
  /** The change in the office currency at the same rate as the office total (what the column sorts on); null: no change or no rate. */
  readonly officeChange: string | null;
  /** Share of the office total in percent (two places); null without an office total. */
  readonly share: string | null;
  readonly openOrders: number | null;
  /** Staking orders still Open or Processing (the staking orders list). */
  readonly stakingInProgress: number | null;
  readonly worstLoanState: string | null;
  /** When the figures were read; a row kept from an earlier load after a failure is stale. */
  readonly asOf: string;
  readonly stale: boolean;
  readonly error: string | null;
}

/**
 * A customer's figures before shares: the dashboard valuation in the
 * reference currency and its change since `rangeStart` (the range's first
 * value in the same currency; null: unknown), both converted to the office
 * currency at one rate, so changes of EUR, CHF and USD customers compare.
 */
export function valueCustomer(input: {
  accounts: readonly CustodyAccount[];
  books: readonly MarketData[];
  referenceCurrency: string;
  officeCurrency: string;
  basis: PriceBasis;
  rangeStart?: string | null;
}): Pick<BookRow, 'total' | 'unpriced' | 'officeTotal' | 'change' | 'officeChange'> {
  const valuation = valuePositions(input.accounts, input.books, input.referenceCurrency, input.basis);
  // The same cross books the dashboard values with, read in the office currency.
  const rate = priceIn(
    input.referenceCurrency,
    input.officeCurrency,
    booksIn(input.books, input.officeCurrency),
    input.basis,
  );
  const inOffice = (value: string | null): string | null =>
    value === null || rate === null ? null : new Big(value).times(rate.price).toFixed();
  const change =
    input.rangeStart === null || input.rangeStart === undefined
      ? null
      : new Big(valuation.total).minus(input.rangeStart).toFixed();
  return {
    total: valuation.total,
    unpriced: valuation.unpriced,
    officeTotal: inOffice(valuation.total),
    change,
    officeChange: inOffice(change),
  };
}

/** A row's share of the office total in percent, two places: the dashboard's own share (one way to divide). */
export { shareOf };

/** The total row: the exact sum of the rows' office totals, and how many rows have none (no price). */
export function bookTotal(rows: readonly Pick<BookRow, 'officeTotal'>[]): { total: Big; unvalued: number } {
  let total = new Big(0);
  let unvalued = 0;
  for (const row of rows) {
    if (row.officeTotal === null) unvalued += 1;
    else total = total.plus(row.officeTotal);
  }
  return { total, unvalued };
}

/** The rows with their share of the office total, and the total row (sum of what has an office value; how many have none). */
export function withShares<R extends Omit<BookRow, 'share'>>(
  rows: readonly R[],
): { rows: (R & { share: string | null })[]; officeTotal: string; unvalued: number } {
  const { total, unvalued } = bookTotal(rows);
  return {
    rows: rows.map((row) => ({ ...row, share: shareOf(row.officeTotal, total) })),
    officeTotal: total.toFixed(),
    unvalued,
  };
}

/** The whole book as main answers it (book.load, desk book). */
export interface BookView {
  readonly profileId: string;
  readonly officeCurrency: string;
  readonly basis: PriceBasis;
  /** The dashboard's range the change is measured over. */
  readonly range: PortfolioRange;
  readonly rows: readonly BookRow[];
  /** Sum of the rows' office totals. */
  readonly officeTotal: string;
  /** Rows without an office total (no price): left out of the sum and said so. */
  readonly unvalued: number;
  readonly loadedAt: string;
}

/** Places a Book amount in this currency is shown with (the window's Book and `desk book`): the currency's own, else 2. */
export function bookPlaces(currency: string | null): number {
  return assetPlaces(currency) ?? 2;
}

/**
 * The view as the window's Book shows its figures: totals and changes
 * rounded half up to their currency's places (reference currency per row,
 * the office currency for office amounts). The exact view stays what main
 * answers; this is for reading (`desk book` without --exact).
 */
export function roundedBookView(view: BookView): BookView {
  const round = (value: string | null, currency: string | null): string | null =>
    value === null ? null : new Big(value).toFixed(bookPlaces(currency), Big.roundHalfUp);
  return {
    ...view,
    rows: view.rows.map((row) => ({
      ...row,
      total: round(row.total, row.referenceCurrency),
      officeTotal: round(row.officeTotal, view.officeCurrency),
      change: round(row.change, row.referenceCurrency),
      officeChange: round(row.officeChange, view.officeCurrency),
    })),
    officeTotal: round(view.officeTotal, view.officeCurrency) ?? view.officeTotal,
  };
}

/** The currencies the service prices in (the quote currencies of its books): what an office currency can be. */
export function pricedCurrencies(books: readonly Pick<MarketData, 'currency'>[]): string[] {
  return [...new Set(books.map((book) => book.currency))].sort();
}

const profileId = z.string().min(1).max(100);

/**
 * book.load: the profile whose customers to list, the office currency
 * (default: the one chosen in Settings), the dashboard's range (default its
 * own default, 1M) and, for rows pushed one by one as they are ready
 * (bookRow), the caller's id of this load.
 */
export const bookLoadInput = z.strictObject({
  profileId,
  officeCurrency: officeCurrency.optional(),
  range: z.enum(PORTFOLIO_RANGES).default('1M'),
  loadId: z.string().min(1).max(100).optional(),
});

/** book.currencies: the profile whose service's priced currencies to list. */
export const bookCurrenciesInput = z.strictObject({ profileId });

/** The bookRow push event: one customer's row of a load, as soon as it is ready (shares come with the whole view). */
export interface BookRowPushed {
  readonly loadId: string;
  readonly profileId: string;
  readonly officeCurrency: string;
  readonly row: BookRow;
}
