import { create } from 'zustand';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { CustomerContext } from '../customers/context';
import { createLatestOnly } from '../api/latest-only';
import { shownCustomerKey } from '../customers/store';
import { contextKey } from '../customers/context';
import type { BlotterFilter, ListQuery } from './blotter-query';
import { DEFAULT_FILTER, listQuery } from './blotter-query';

/** Rows per request: small pages keep the first paint fast at any list size (the table asks only for what it shows). */
export const BLOTTER_PAGE_SIZE = 100;

/** The order list of one customer under one filter, held page by page as the table scrolls. */
interface BlotterState {
  readonly key: string | null;
  readonly filter: BlotterFilter;
  /** Orders matching the filter on all pages; null until the first page answered. */
  readonly count: number | null;
  readonly pages: Readonly<Record<number, readonly TradingOrder[]>>;
  readonly error: IpcError | null;
  /** When the newest page arrived (ms). */
  readonly updatedAt: number | null;
}

const INITIAL: BlotterState = {
  key: null,
  filter: DEFAULT_FILTER,
  count: null,
  pages: {},
  error: null,
  updatedAt: null,
};
const useStore = create<BlotterState>()(() => INITIAL);

export const useBlotterFilter = (): BlotterFilter => useStore((state) => state.filter);
export const useBlotterCount = (): number | null => useStore((state) => state.count);
export const useBlotterError = (): IpcError | null => useStore((state) => state.error);
export const useBlotterUpdatedAt = (): number | null => useStore((state) => state.updatedAt);
/** The pages held (the table reads rows out of them by index). */
export const useBlotterPages = (): Readonly<Record<number, readonly TradingOrder[]>> =>
  useStore((state) => state.pages);

/** The order at a row index, if its page is held. */
export function orderAt(
  pages: Readonly<Record<number, readonly TradingOrder[]>>,
  index: number,
): TradingOrder | undefined {
  return pages[Math.floor(index / BLOTTER_PAGE_SIZE) + 1]?.[index % BLOTTER_PAGE_SIZE];
}

// Pages of the list shown now requested and not yet answered, so scrolling never asks twice.
let inFlight = new Set<number>();
// The one late-answer rule, the customer as scope (each page its own resource); enterBlotter clears the store on a switch.
const latest = createLatestOnly({ shown: shownCustomerKey });

/** Another list (customer or filter): answers to requests for the previous one are dropped, its pages asked for anew. */
function startList(change: Partial<BlotterState>): void {
  inFlight = new Set();
  latest.reset();
  useStore.setState({ ...change, count: null, pages: {}, error: null });
}
let now: () => number = Date.now;

/** Shows the blotter of a customer (a new customer starts from the first page, keeping the filter but not its account). */
export function enterBlotter(context: CustomerContext): void {
  const key = contextKey(context);
  const state = useStore.getState();
  if (state.key === key) return;
  startList({ key, filter: { ...state.filter, account: null }, updatedAt: null });
}

/** Changes part of the filter; the list starts again from its first page. */
export function setBlotterFilter(change: Partial<BlotterFilter>): void {
  startList({ filter: { ...useStore.getState().filter, ...change } });
}

/** Back to the default filter. */
export function clearBlotterFilter(): void {
  setBlotterFilter(DEFAULT_FILTER);
}

/**
 * Loads the pages holding rows first..last that are not held yet (refresh:
 * asks again for held ones too, for live statuses). Pages answer in any order;
 * each is kept only for the customer and filter it was asked for.
 */
export async function loadRows(context: CustomerContext, first: number, last: number, refresh = false): Promise<void> {
  enterBlotter(context);
  const state = useStore.getState();
  const query = listQuery(state.filter, now());
  if (query === null) {
    useStore.setState({ count: 0, pages: {}, error: null, updatedAt: now() });
    return;
  }
  const pages: number[] = [];
  const lastRow = state.count === null ? last : Math.min(last, Math.max(0, state.count - 1));
  for (
    let page = Math.floor(first / BLOTTER_PAGE_SIZE) + 1;
    page <= Math.floor(lastRow / BLOTTER_PAGE_SIZE) + 1;
    page += 1
  ) {
    if (refresh || state.pages[page] === undefined) pages.push(page);
  }
  await Promise.all(pages.map((page) => loadPage(context, query, page)));
}

async function loadPage(context: CustomerContext, query: ListQuery, page: number): Promise<void> {
  const flights = inFlight;
  if (flights.has(page)) return;
  flights.add(page);
  const result = await latest
    .load(
      `page:${page}`,
      () =>
        desktopApi().trading.orders({
          profileId: context.profileId,
          customer: context.customer,
          query: { ...query, page, pageSize: BLOTTER_PAGE_SIZE },
        }),
      contextKey(context),
    )
    .finally(() => flights.delete(page));
  if (result === null) return;
  if (result.status !== 'ready') {
    if (result.status === 'error') useStore.setState({ error: result.error });
    return;
  }
  useStore.setState((state) => ({
    count: result.value.count,
    pages: { ...state.pages, [page]: result.value.content },
    error: null,
    updatedAt: now(),
  }));
}

/**
 * Push event: an order changed (main's order service saw a fill, cancel,
 * reject, expiry, or resolved an unknown outcome). The row updates in place;
 * an order the blotter does not hold yet makes the first page reload.
 */
export function orderChanged(context: CustomerContext, order: TradingOrder): void {
  const state = useStore.getState();
  if (state.key !== contextKey(context)) return;
  let found = false;
  const pages: Record<number, readonly TradingOrder[]> = {};
  for (const [page, rows] of Object.entries(state.pages)) {
    pages[Number(page)] = rows.map((row) => {
      if (row.orderId !== order.orderId && row.clientOrderId !== order.clientOrderId) return row;
      found = true;
      return order;
    });
  }
  if (found) {
    useStore.setState({ pages, updatedAt: now() });
    return;
  }
  // A new order lands at the top (newest first): ask for the first page again, keeping it on screen meanwhile.
  void loadRows(context, 0, 0, true);
}

/** The held order with this orderId (the drawer reads the live row). */
export function useHeldOrder(orderId: number | null): TradingOrder | undefined {
  return useStore((state) => {
    if (orderId === null) return undefined;
    for (const rows of Object.values(state.pages)) {
      const found = rows.find((row) => row.orderId === orderId);
      if (found) return found;
    }
    return undefined;
  });
}

/** Test seam: back to the initial state, with a clock of the test's choosing. */
export function resetBlotterStore(clock: () => number = Date.now): void {
  inFlight = new Set();
  latest.reset();
  now = clock;
  useStore.setState(INITIAL, true);
}
