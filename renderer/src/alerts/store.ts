import { create } from 'zustand';
import type { AlertRule, AlertRuleInput, PriceAlertEvent } from '../../../shared/alerts/rules';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** The price alerts in the renderer: main's rules and log as last loaded, and the instrument an alert is being set for. */
interface AlertsState {
  rules: AlertRule[];
  log: PriceAlertEvent[];
  error: IpcError | null;
  /** The market row an alert is being set for (the dialog is open while not null). */
  editing: { profileId: string; symbol: string; currency: string } | null;
}

const useStore = create<AlertsState>(() => ({ rules: [], log: [], error: null, editing: null }));

export const useAlertRules = (): AlertRule[] => useStore((state) => state.rules);
export const useAlertLog = (): PriceAlertEvent[] => useStore((state) => state.log);
export const useAlertsError = (): IpcError | null => useStore((state) => state.error);
export const useAlertEditing = (): AlertsState['editing'] => useStore((state) => state.editing);

/** Loads the rules and the log from main. */
export async function loadAlerts(): Promise<void> {
  const [rules, log] = await Promise.all([settle(() => desktopApi().alerts.list()), settle(() => desktopApi().alerts.log())]);
  useStore.setState({ rules: rules.ok ? rules.value : useStore.getState().rules, log: log.ok ? log.value : useStore.getState().log, error: rules.ok ? (log.ok ? null : log.error) : rules.error });
}

/** Opens the set-up dialog for an instrument (market panel: right-click or A on a row). */
export function editAlertFor(target: AlertsState['editing']): void {
  useStore.setState({ editing: target, error: null });
}

/** Adds a rule in main (main validates it); answers whether it was added. */
export async function addAlert(input: AlertRuleInput): Promise<boolean> {
  const result = await settle(() => desktopApi().alerts.add(input));
  if (!result.ok) {
    useStore.setState({ error: result.error });
    return false;
  }
  useStore.setState((state) => ({ rules: [...state.rules, result.value], editing: null, error: null }));
  return true;
}

export async function removeAlert(ruleId: string): Promise<void> {
  const result = await settle(() => desktopApi().alerts.remove({ ruleId }));
  if (!result.ok) useStore.setState({ error: result.error });
  else useStore.setState((state) => ({ rules: state.rules.filter((rule) => rule.id !== ruleId) }));
}

export async function snoozeAlert(ruleId: string, minutes: number): Promise<void> {
  const result = await settle(() => desktopApi().alerts.snooze({ ruleId, minutes }));
  if (!result.ok) useStore.setState({ error: result.error });
  else useStore.setState((state) => ({ rules: state.rules.map((rule) => (rule.id === ruleId ? result.value : rule)) }));
}

/** For tests. */
export function resetAlertsStore(): void {
  useStore.setState({ rules: [], log: [], error: null, editing: null });
}
