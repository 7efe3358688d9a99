import { create } from 'zustand';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { desktopApi } from '../api/bridge';
import type { Stale } from '../api/stale';
import { begin, NOTHING_YET, settleStale } from '../api/stale';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { createLatestOnly } from '../api/latest-only';
import { shownCustomerKey } from '../customers/store';

/**
 * Top of book the dashboard values positions with, for one customer and
 * reference currency. Every book is asked for (not only those quoted in the
 * currency): a fiat balance in another currency is valued through a cross
 * (cross-books.ts). One owner (this store) for the dashboard's prices; the
 * trading view keeps its own book.
 */
interface PricesState {
  /** "<contextKey>/<currency>" the books belong to; another customer or currency replaces them. */
  readonly key: string | null;
  readonly books: Stale<MarketData[]>;
}

const EMPTY: PricesState = { key: null, books: NOTHING_YET };
const useStore = create<PricesState>()(() => EMPTY);
// Another customer (or profile, or connection) forgets the previous one's books at once; late answers are dropped.
const latest = createLatestOnly({ onEnter: () => useStore.setState(EMPTY), shown: shownCustomerKey });

const keyOf = (context: CustomerContext, currency: string): string => `${contextKey(context)}/${currency}`;

/** The books for the customer in context and `currency`; nothing yet while another customer's are held. */
export const usePrices = (context: CustomerContext | null, currency: string | null): Stale<MarketData[]> =>
  useStore((state) =>
    context !== null && currency !== null && state.key === keyOf(context, currency) ? state.books : NOTHING_YET,
  );

/**
 * Loads (or refreshes) the top of book for valuing in `currency`. A failed refresh
 * keeps the last books, marked with the error; an answer for a customer or
 * currency no longer shown, or older than a newer request, is dropped.
 */
export async function loadPrices(context: CustomerContext, currency: string): Promise<void> {
  const key = keyOf(context, currency);
  // One resource whatever the currency: only the newest request's answer counts (another currency is a newer request).
  const answer = latest.load(
    'prices',
    () => desktopApi().trading.marketData({ profileId: context.profileId, customer: context.customer }),
    contextKey(context),
  );
  if (useStore.getState().key !== key) useStore.setState({ key, books: NOTHING_YET });
  useStore.setState((state) => ({ books: begin(state.books) }));
  const result = await answer;
  if (result === null) return;
  useStore.setState((state) => ({ books: settleStale(state.books, result) }));
}

/** Test seam: back to the initial state. */
export function resetPricesStore(): void {
  latest.reset();
  useStore.setState(EMPTY);
}
