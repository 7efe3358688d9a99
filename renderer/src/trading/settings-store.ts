import { create } from 'zustand';
import type { TradingSettings, TradingSettingsUpdate } from '../../../shared/ipc/schemas/trading';
import { DEFAULT_TRADING_SETTINGS } from '../../../shared/ipc/schemas/trading';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';

/** The desk's settings, kept by main in the data folder (notifications, refresh intervals). */
interface SettingsState {
  readonly settings: Loadable<TradingSettings>;
  /** The last failed change (the switch falls back to the saved value). */
  readonly saveError: IpcError | null;
}

const INITIAL: SettingsState = { settings: LOADING, saveError: null };
const useStore = create<SettingsState>()(() => INITIAL);

export const useTradingSettings = (): Loadable<TradingSettings> => useStore((state) => state.settings);
export const useTradingSettingsError = (): IpcError | null => useStore((state) => state.saveError);
/** How often the top of book refreshes, in ms (the default until the settings arrive). */
export const useMarketRefreshMs = (): number =>
  useStore(
    (state) =>
      (state.settings.status === 'ready' ? state.settings.value : DEFAULT_TRADING_SETTINGS).marketRefreshSeconds * 1000,
  );

/** Loads the settings from main. */
export async function loadTradingSettings(): Promise<void> {
  const result = await settle(() => desktopApi().trading.settings());
  useStore.setState((state) =>
    result.ok || state.settings.status !== 'ready' ? { settings: fromResult(result) } : {},
  );
}

/** Changes part of the settings; the screen shows the change at once and main's answer settles it. */
export async function updateTradingSettings(change: TradingSettingsUpdate): Promise<void> {
  const before = useStore.getState().settings;
  if (before.status === 'ready') {
    const value: TradingSettings = {
      ...before.value,
      ...(change.marketRefreshSeconds === undefined ? {} : { marketRefreshSeconds: change.marketRefreshSeconds }),
      ...(change.orderRefreshSeconds === undefined ? {} : { orderRefreshSeconds: change.orderRefreshSeconds }),
      notifications: {
        ...before.value.notifications,
        ...Object.fromEntries(Object.entries(change.notifications ?? {}).filter(([, on]) => on !== undefined)),
      },
    };
    useStore.setState({ settings: { status: 'ready', value, loadedAt: Date.now() }, saveError: null });
  }
  const result = await settle(() => desktopApi().trading.updateSettings(change));
  if (result.ok) useStore.setState({ settings: fromResult(result), saveError: null });
  else useStore.setState({ settings: before, saveError: result.error });
}

/** Test seam: back to the initial state. */
export function resetTradingSettingsStore(): void {
  useStore.setState(INITIAL, true);
}
