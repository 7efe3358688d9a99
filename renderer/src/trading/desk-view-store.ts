import { create } from 'zustand';
import type { HistoryRange } from './history';

/** Refresh intervals the desk offers, in seconds (kept by main in the trading settings). */
export const REFRESH_SECONDS = [1, 2, 5, 10, 30] as const;

/** How the trader arranged the desk; kept across customers and sections. */
interface DeskViewState {
  readonly range: HistoryRange;
  /** The instrument the ticket trades ("BTC/CHF"), or null for the first tradable one. */
  readonly pair: string | null;
}

const useStore = create<DeskViewState>()(() => ({ range: '1D', pair: null }));

export const useHistoryRange = (): HistoryRange => useStore((state) => state.range);
export const useSelectedPair = (): string | null => useStore((state) => state.pair);

/** Shows another chart range. */
export function setHistoryRange(range: HistoryRange): void {
  useStore.setState({ range });
}

/** Chooses the instrument the ticket trades. */
export function selectPair(pair: string): void {
  useStore.setState({ pair });
}

/** Test seam: back to the initial arrangement. */
export function resetDeskViewStore(): void {
  useStore.setState({ range: '1D', pair: null });
}
