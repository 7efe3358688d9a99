import { create } from 'zustand';
import type { Instrument, MarketData, TradingConfiguration } from '../../../shared/api/schemas/trading';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING } from '../api/loadable';
import type { Stale } from '../api/stale';
import { isStale, NOTHING_YET, settleStale } from '../api/stale';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import type { BoundState } from '../customers/bound-store';
import { boundLoader } from '../customers/bound-store';
import type { HistoryRange, Snapshot } from './history';
import { sampleTimes } from './history';

/** Market data as the selected customer sees it: instruments, configuration, live top of book, history. */
interface MarketState extends BoundState {
  readonly instruments: Loadable<Instrument[]>;
  readonly configuration: Loadable<TradingConfiguration>;
  /** What the views show: the last book that arrived (kept while a refresh fails), or why none did. */
  readonly book: Loadable<MarketData[]>;
  /** The same book in the app's one stale-data model (api/stale.ts): when it arrived, whether the last refresh failed. */
  readonly bookFreshness: Stale<MarketData[]>;
  readonly history: Readonly<Partial<Record<HistoryRange, Loadable<Snapshot[]>>>>;
}

const empty = (): MarketState => ({
  key: null,
  instruments: LOADING,
  configuration: LOADING,
  book: LOADING,
  bookFreshness: NOTHING_YET,
  history: {},
});
const useStore = create<MarketState>()(empty);
const loader = boundLoader(useStore, empty);

/** The instruments (loading while another customer's are held). */
export const useInstruments = (context: CustomerContext | null): Loadable<Instrument[]> =>
  useStore(loader.select(context, (state) => state.instruments, LOADING));
/** The trading configuration. */
export const useTradingConfiguration = (context: CustomerContext | null): Loadable<TradingConfiguration> =>
  useStore(loader.select(context, (state) => state.configuration, LOADING));
/** The latest top of book. */
export const useTopOfBook = (context: CustomerContext | null): Loadable<MarketData[]> =>
  useStore(loader.select(context, (state) => state.book, LOADING));
/** When the shown top of book arrived, and whether the last refresh failed. */
export const useBookFreshness = (context: CustomerContext | null): { updatedAt: number | null; stale: boolean } => {
  const updatedAt = useStore(loader.select(context, (state) => state.bookFreshness.asOf, null));
  const stale = useStore(loader.select(context, (state) => isStale(state.bookFreshness), false));
  return { updatedAt, stale };
};
/** Snapshots of one chart range. */
export const useHistory = (context: CustomerContext | null, range: HistoryRange): Loadable<Snapshot[]> =>
  useStore(loader.select(context, (state) => state.history[range] ?? LOADING, LOADING));

/** The instruments, configuration and top of book outside React (the ticket checks them on send). */
export function marketSnapshot(
  context: CustomerContext,
): Pick<MarketState, 'instruments' | 'configuration' | 'book'> | null {
  if (!loader.current(context)) return null;
  const { instruments, configuration, book } = useStore.getState();
  return { instruments, configuration, book };
}

const who = (context: CustomerContext) => ({ profileId: context.profileId, customer: context.customer });

/** Loads instruments and configuration (once per customer; again on retry). */
export async function loadMarketReference(context: CustomerContext): Promise<void> {
  await Promise.all([
    loader.load(
      context,
      'instruments',
      () => desktopApi().trading.instruments(who(context)),
      (_state, instruments) => ({ instruments }),
    ),
    loader.load(
      context,
      'configuration',
      () => desktopApi().trading.configuration(who(context)),
      (_state, configuration) => ({ configuration }),
    ),
  ]);
}

/**
 * Refreshes the top of book. A failed refresh keeps the last book on screen,
 * marked stale with its age, instead of blanking a trader's prices.
 */
export async function refreshTopOfBook(context: CustomerContext, now: () => number = Date.now): Promise<void> {
  // One refresh at a time: when the service answers slower than the interval, a new request would
  // supersede the one in flight every time and the book would never update.
  const key = contextKey(context);
  if (bookInFlight === key) return;
  bookInFlight = key;
  try {
    await refreshBook(context, now);
  } finally {
    if (bookInFlight === key) bookInFlight = null;
  }
}
let bookInFlight: string | null = null;

async function refreshBook(context: CustomerContext, now: () => number): Promise<void> {
  await loader.load(
    context,
    'book',
    () => desktopApi().trading.marketData(who(context)),
    (state, book): Partial<MarketState> => {
      const bookFreshness = settleStale(
        state.bookFreshness,
        book.status === 'ready' ? { ...book, loadedAt: now() } : book,
      );
      // A failed refresh keeps the last book on screen (stale); without one, the error is what shows.
      return { bookFreshness, book: book.status === 'error' && bookFreshness.value !== null ? state.book : book };
    },
  );
}

/** Loads the snapshots of a chart range ending now (a few requests at a time). */
export async function loadHistory(context: CustomerContext, range: HistoryRange, now = Date.now()): Promise<void> {
  const times = sampleTimes(range, now);
  await loader.load(
    context,
    `history:${range}`,
    async () => {
      const snapshots: Snapshot[] = [];
      // Four at a time: enough to fill a chart quickly without starving the live book refresh.
      for (let index = 0; index < times.length; index += 4) {
        const batch = times.slice(index, index + 4);
        const answers = await Promise.all(
          batch.map((time) => desktopApi().trading.historicMarketData({ ...who(context), query: { time } })),
        );
        for (const [offset, answer] of answers.entries()) {
          if (!answer.ok) return answer;
          snapshots.push({ time: batch[offset] ?? '', entries: answer.value });
        }
      }
      return { ok: true as const, value: snapshots };
    },
    (state, series) => ({ history: { ...state.history, [range]: series } }),
    (state) => (state.history[range]?.status === 'ready' ? {} : { history: { ...state.history, [range]: LOADING } }),
  );
}

/** Test seam: back to the initial state. */
export function resetMarketStore(): void {
  loader.reset();
  bookInFlight = null;
  useStore.setState(empty(), true);
}
