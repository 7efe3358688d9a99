import { create } from 'zustand';
import type { TradingLimits } from '../../../shared/trading/limits';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';

/** The pre-trade limits main enforces, by profile: shown on the ticket so a refusal is rarely a surprise. */
const useStore = create<{ byProfile: Readonly<Record<string, Loadable<TradingLimits>>> }>()(() => ({ byProfile: {} }));

/** A profile's limits (loading until loadTradingLimits answered). */
export const useTradingLimits = (profileId: string): Loadable<TradingLimits> =>
  useStore((state) => state.byProfile[profileId] ?? LOADING);

/** Loads a profile's limits from main. */
export async function loadTradingLimits(profileId: string): Promise<void> {
  const result = await settle(() => desktopApi().trading.limits({ profileId }));
  useStore.setState((state) => ({ byProfile: { ...state.byProfile, [profileId]: fromResult(result) } }));
}

/** Test seam: back to the initial state. */
export function resetTradingLimitsStore(): void {
  useStore.setState({ byProfile: {} }, true);
}
