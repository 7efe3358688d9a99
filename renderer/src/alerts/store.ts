import { create } from 'zustand';
import type {
  AlertRule,
  AlertRuleInput,
  PriceAlertEvent,
  PriceAlertsChanged,
  SNOOZE_MINUTES,
} from '../../../shared/alerts/rules';
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
  /** The rule just set, with the watched price when it was set: the dialog confirms it in words until closed. */
  confirmed: AlertConfirmation | null;
}

/** What the dialog confirms after main kept a rule. */
export interface AlertConfirmation {
  readonly rule: AlertRule;
  /** The watched price shown when the rule was set, and the service's time of it; null when none was known. */
  readonly priceThen: { readonly value: string; readonly at: string } | null;
}

const useStore = create<AlertsState>(() => ({ rules: [], log: [], error: null, editing: null, confirmed: null }));

export const useAlertRules = (): AlertRule[] => useStore((state) => state.rules);
export const useAlertLog = (): PriceAlertEvent[] => useStore((state) => state.log);
export const useAlertsError = (): IpcError | null => useStore((state) => state.error);
export const useAlertEditing = (): AlertsState['editing'] => useStore((state) => state.editing);
export const useAlertConfirmation = (): AlertConfirmation | null => useStore((state) => state.confirmed);

/** Loads the rules and the log from main. */
export async function loadAlerts(): Promise<void> {
  const [rules, log] = await Promise.all([
    settle(() => desktopApi().alerts.list()),
    settle(() => desktopApi().alerts.log()),
  ]);
  useStore.setState({
    rules: rules.ok ? rules.value : useStore.getState().rules,
    log: log.ok ? log.value : useStore.getState().log,
    error: rules.ok ? (log.ok ? null : log.error) : rules.error,
  });
}

type SnoozeMinutes = (typeof SNOOZE_MINUTES)[number];

/** The log lines kept in the window (main keeps the same number). */
const LOG_SHOWN = 500;

/** Main's priceAlertsChanged: the rules as main keeps them now, and the log lines just added go on top of the log. */
export function priceAlertsChanged(change: PriceAlertsChanged): void {
  useStore.setState((state) => {
    const known = new Set(state.log.map((event) => event.id));
    return {
      rules: [...change.rules],
      log: [...change.fired.filter((event) => !known.has(event.id)), ...state.log].slice(0, LOG_SHOWN),
    };
  });
}

/** Opens the set-up dialog for an instrument (market panel: right-click or A on a row). */
export function editAlertFor(target: AlertsState['editing']): void {
  useStore.setState({ editing: target, error: null, confirmed: null });
}

/** Closes the confirmation of the rule just set. */
export function closeAlertConfirmation(): void {
  useStore.setState({ confirmed: null });
}

/** Adds a rule in main (main validates it); on success the dialog confirms it in words. Answers whether it was added. */
export async function addAlert(
  input: AlertRuleInput,
  priceThen: AlertConfirmation['priceThen'] = null,
): Promise<boolean> {
  const result = await settle(() => desktopApi().alerts.add(input));
  if (!result.ok) {
    useStore.setState({ error: result.error });
    return false;
  }
  useStore.setState((state) => ({
    rules: [...state.rules, result.value],
    editing: null,
    error: null,
    confirmed: { rule: result.value, priceThen },
  }));
  return true;
}

export async function removeAlert(ruleId: string): Promise<void> {
  const result = await settle(() => desktopApi().alerts.remove({ ruleId }));
  if (!result.ok) useStore.setState({ error: result.error });
  else useStore.setState((state) => ({ rules: state.rules.filter((rule) => rule.id !== ruleId) }));
}

/** Snoozes a rule for one of the offered spans (main accepts only those), or ends its snooze (0). */
export async function snoozeAlert(ruleId: string, minutes: 0 | SnoozeMinutes): Promise<void> {
  const result = await settle(() => desktopApi().alerts.snooze({ ruleId, minutes }));
  if (!result.ok) useStore.setState({ error: result.error });
  else useStore.setState((state) => ({ rules: state.rules.map((rule) => (rule.id === ruleId ? result.value : rule)) }));
}

/** For tests. */
export function resetAlertsStore(): void {
  useStore.setState({ rules: [], log: [], error: null, editing: null, confirmed: null });
}
