import { create } from 'zustand';
import type {
  LoanAlert,
  LoansOverview,
  LoansSettingsPatch,
  LoansSettingsView,
  LtvHistory,
  PortfolioStatus,
} from '../../../shared/ipc/schemas/loans';
import type { IpcResult } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';
import { createLatestOnly } from '../api/latest-only';
import { stateRank } from '../../../shared/loans';
import { soundAlarm } from './alarm';

/** The loan monitor as main's watchdog reports it; main owns the state, this store mirrors it. */
interface LoansState {
  readonly overview: Loadable<LoansOverview>;
  readonly alerts: Loadable<LoanAlert[]>;
  readonly settings: Loadable<LoansSettingsView>;
  readonly history: Readonly<Record<string, Loadable<LtvHistory>>>;
  /** Announced alerts not yet dismissed: the banner across every section. */
  readonly banner: readonly LoanAlert[];
  /** The portfolio open in the detail pane. */
  readonly selectedKey: string | null;
  readonly checking: boolean;
}

const useStore = create<LoansState>()(() => ({
  overview: LOADING,
  alerts: LOADING,
  settings: LOADING,
  history: {},
  banner: [],
  selectedKey: null,
  checking: false,
}));

export const useLoansOverview = (): Loadable<LoansOverview> => useStore((state) => state.overview);
export const useLoanAlerts = (): Loadable<LoanAlert[]> => useStore((state) => state.alerts);
export const useLoansSettings = (): Loadable<LoansSettingsView> => useStore((state) => state.settings);
export const useLtvHistory = (key: string): Loadable<LtvHistory> => useStore((state) => state.history[key] ?? LOADING);
export const useAlertBanner = (): readonly LoanAlert[] => useStore((state) => state.banner);
export const useSelectedPortfolioKey = (): string | null => useStore((state) => state.selectedKey);
export const useChecking = (): boolean => useStore((state) => state.checking);

/** The status of the selected portfolio, if it is still watched. */
export function useSelectedPortfolio(): PortfolioStatus | null {
  return useStore((state) => {
    if (state.selectedKey === null || state.overview.status !== 'ready') return null;
    return state.overview.value.portfolios.find((status) => status.key === state.selectedKey) ?? null;
  });
}

// The newest request per resource wins; a late older answer is dropped (the monitor spans every profile and customer).
const latest = createLatestOnly();
async function load<T>(
  resource: string,
  call: () => Promise<IpcResult<T>>,
  store: (value: Loadable<T>) => Partial<LoansState>,
): Promise<void> {
  const result = await latest.load(resource, call);
  if (result !== null) useStore.setState(store(result));
}

export const loadOverview = (): Promise<void> =>
  load(
    'overview',
    () => desktopApi().loans.overview(),
    (overview) => keepOld('overview', overview),
  );
export const loadAlerts = (): Promise<void> =>
  load(
    'alerts',
    () => desktopApi().loans.alerts({ limit: 500 }),
    (alerts) => keepOld('alerts', alerts),
  );
export const loadSettings = (): Promise<void> =>
  load(
    'settings',
    () => desktopApi().loans.settings(),
    (settings) => ({ settings }),
  );

/** The LTV history of one portfolio. */
export function loadHistory(status: PortfolioStatus): Promise<void> {
  const ref = { profileId: status.profileId, customer: status.customer, portfolioId: status.portfolioId };
  return load(
    `history:${status.key}`,
    () => desktopApi().loans.history(ref),
    (value) => ({ history: { ...useStore.getState().history, [status.key]: value } }),
  );
}

// A refresh that fails keeps the data already shown (with the error only when there is nothing to show).
function keepOld<K extends 'overview' | 'alerts'>(key: K, next: LoansState[K]): Partial<LoansState> {
  const current = useStore.getState()[key];
  if (next.status === 'error' && current.status === 'ready') return {};
  return { [key]: next } as Partial<LoansState>;
}

/** Asks the watchdog to check every portfolio now. */
export async function checkNow(): Promise<void> {
  useStore.setState({ checking: true });
  await load(
    'overview',
    () => desktopApi().loans.checkNow(),
    (overview) => keepOld('overview', overview),
  );
  useStore.setState({ checking: false });
}

export function selectPortfolio(key: string | null): void {
  useStore.setState({ selectedKey: key });
}

/** Snoozes (minutes > 0) or wakes (0) a portfolio's alerts. */
export async function snoozePortfolio(status: PortfolioStatus, minutes: number): Promise<IpcResult<PortfolioStatus>> {
  const result = await settle(() =>
    desktopApi().loans.snooze({
      profileId: status.profileId,
      customer: status.customer,
      portfolioId: status.portfolioId,
      minutes,
    }),
  );
  if (result.ok) await loadOverview();
  return result;
}

/** Dismisses banner alerts (all when no ids). */
export async function acknowledgeAlerts(ids?: string[]): Promise<void> {
  useStore.setState((state) => ({ banner: ids ? state.banner.filter((alert) => !ids.includes(alert.id)) : [] }));
  await settle(() => desktopApi().loans.acknowledge(ids ? { alertIds: ids } : undefined));
  await loadAlerts();
}

/** Saves settings; answers the result so the form can show a refusal. */
export async function saveSettings(patch: LoansSettingsPatch): Promise<IpcResult<LoansSettingsView>> {
  const result = await settle(() => desktopApi().loans.updateSettings(patch));
  if (result.ok) useStore.setState({ settings: fromResult(result) });
  return result;
}

// The banner leads with the worst state, then the newest.
function bannerOrder(alerts: LoanAlert[]): LoanAlert[] {
  return alerts.sort((a, b) => stateRank(b.to) - stateRank(a.to) || b.at.localeCompare(a.at)).slice(0, 20);
}

/** A pushed alert: into the banner unless snoozed, the alarm if asked for, and the alert log reloaded. */
export function alertArrived(alert: LoanAlert): void {
  if (!alert.snoozed)
    useStore.setState((state) => ({
      banner: bannerOrder([alert, ...state.banner.filter((item) => item.id !== alert.id)]),
    }));
  if (alert.sound) soundAlarm();
  void loadAlerts();
}

/** Loads the unacknowledged alerts into the banner, so an alert raised while the window was closed is shown. */
export async function loadBannerAlerts(): Promise<void> {
  const result = await settle(() => desktopApi().loans.alerts({ limit: 50 }));
  if (!result.ok) return;
  // Alerts pushed meanwhile stay; the list adds those raised while the window was closed. Newest first.
  const open = result.value.filter((alert) => !alert.acknowledged && !alert.snoozed);
  useStore.setState((state) => {
    const known = new Set(state.banner.map((alert) => alert.id));
    return { banner: bannerOrder([...state.banner, ...open.filter((alert) => !known.has(alert.id))]) };
  });
}

/** Back to the first-start state (tests; a profile reset). */
export function resetLoansStore(): void {
  latest.reset();
  useStore.setState({
    overview: LOADING,
    alerts: LOADING,
    settings: LOADING,
    history: {},
    banner: [],
    selectedKey: null,
    checking: false,
  });
}
