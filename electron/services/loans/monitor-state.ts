import { randomUUID } from 'node:crypto';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import type { LoanAlert, LoanStateChanged, LoansOverview, PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { formatPercent } from '../../../shared/format/percent';
import type { LoanState } from '../../../shared/loans';
import { isWorsening, ltvMetrics, nextState, stateRank, worstState } from '../../../shared/loans';
import type { Emitter } from '../feature';
import type { LoanEvent } from './feature';
import { AlertLog } from './alert-log';
import type { LoansStateFile } from './files';
import { LtvHistoryStore } from './history';
import type { HistoryRetention } from './history';
import type { LoanAlertHooks } from './hooks';
import type { LoansSettings } from './settings';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
import { ENGLISH } from '../i18n/english';

/** Whose portfolio a report is. */
export interface PortfolioOwner {
  readonly profileId: string;
  readonly profileName: string;
  readonly customer: string;
  readonly customerName: string | null;
}

/** The key of a portfolio across profiles and customers. */
export function portfolioKey(profileId: string, customer: string, portfolioId: string): string {
  return `${profileId}/${customer}/${portfolioId}`;
}

// A notification's title by the state the portfolio entered.
const STATE_TITLES: Record<LoanState, MessageKey> = {
  ok: 'main.notify.loan.ok',
  warning: 'main.notify.loan.warning',
  'margin-call': 'main.notify.loan.marginCall',
  liquidation: 'main.notify.loan.liquidation',
};

function percent(fraction: string): string {
  return formatPercent(fraction, { fraction: true });
}

/**
 * The one owner of the monitor's state: each portfolio's status (with
 * hysteresis), snoozes, LTV history and the alert log. Applying a report
 * decides the state transition and raises an alert for a worsening one.
 */
export class MonitorState {
  readonly statuses = new Map<string, PortfolioStatus>();
  readonly snoozes = new Map<string, { until: number; state: LoanState }>();
  readonly history: LtvHistoryStore;
  readonly alerts = new AlertLog();
  private stateDirty = false;

  constructor(
    private readonly events: Emitter<LoanEvent>,
    private hooks: LoanAlertHooks,
    retention?: HistoryRetention,
    /** The language notifications are shown in (the user's; English for the desk and tests). */
    private readonly translator: () => Translator = () => ENGLISH,
  ) {
    this.history = new LtvHistoryStore(retention);
  }

  /** Replaces the desktop hooks (Electron main once its tray exists; tests that record notifications). */
  setHooks(hooks: LoanAlertHooks): void {
    this.hooks = hooks;
    this.updateBadge();
  }

  restore(file: LoansStateFile): void {
    for (const status of file.portfolios) this.statuses.set(status.key, status);
    for (const snooze of file.snoozes) this.snoozes.set(snooze.key, { until: snooze.until, state: snooze.state });
  }

  /** Sets snoozes restored from a backup (the ones of other portfolios stay); saved with the state. */
  restoreSnoozes(snoozes: LoansStateFile['snoozes']): void {
    for (const snooze of snoozes) this.snoozes.set(snooze.key, { until: snooze.until, state: snooze.state });
    this.stateDirty = true;
  }

  /** Takes one fresh report of a portfolio into account. */
  apply(owner: PortfolioOwner, report: LoanReport, settings: LoansSettings, at: number): void {
    const key = portfolioKey(owner.profileId, owner.customer, report.portfolioId);
    const thresholds = { smLtv: report.smLtv, hmLtv: report.hmLtv, warnMargin: settings.warnMargin };
    const previous = this.statuses.get(key) ?? null;
    const state = nextState(previous?.state ?? null, report.currentLtv, thresholds, settings.hysteresisBand);
    const snooze = this.activeSnooze(key, at);
    const status: PortfolioStatus = {
      key,
      ...owner,
      portfolioId: report.portfolioId,
      state,
      metrics: ltvMetrics(report.currentLtv, thresholds),
      sampledAt: new Date(at).toISOString(),
      report,
      lastError: null,
      snoozedUntil: snooze ? new Date(snooze.until).toISOString() : null,
    };
    this.statuses.set(key, status);
    this.stateDirty = true;
    this.history.add(key, at, report.currentLtv, { smLtv: report.smLtv, hmLtv: report.hmLtv });
    const from = previous?.state ?? null;
    if (from !== state) this.emitChange(key, from, status);
    if (isWorsening(from, state)) this.raise(status, from, settings, at);
  }

  /** Marks the portfolios of a customer (or of a whole profile) as not refreshed, saying why. */
  markError(profileId: string, customer: string | null, message: Message | string): void {
    for (const [key, status] of this.statuses) {
      if (status.profileId !== profileId || (customer !== null && status.customer !== customer)) continue;
      if (JSON.stringify(status.lastError) === JSON.stringify(message)) continue;
      this.statuses.set(key, { ...status, lastError: message });
      this.stateDirty = true;
    }
  }

  /** Forgets portfolios that a successful read no longer lists (or of profiles no longer watched). */
  drop(predicate: (status: PortfolioStatus) => boolean): void {
    for (const [key, status] of [...this.statuses]) {
      if (!predicate(status)) continue;
      this.statuses.delete(key);
      this.stateDirty = true;
      this.emitChange(key, status.state, null);
    }
  }

  /**
   * Snoozes a portfolio's alerts for `minutes` (0 ends it). A snooze covers
   * the state the portfolio is in now: getting worse than that still alerts.
   */
  snooze(key: string, minutes: number, at: number): PortfolioStatus | null {
    const status = this.statuses.get(key);
    if (minutes === 0) this.snoozes.delete(key);
    else this.snoozes.set(key, { until: at + minutes * 60_000, state: status?.state ?? 'ok' });
    this.stateDirty = true;
    if (!status) return null;
    const snooze = this.activeSnooze(key, at);
    const next = { ...status, snoozedUntil: snooze ? new Date(snooze.until).toISOString() : null };
    this.statuses.set(key, next);
    return next;
  }

  worst(): LoanState {
    return worstState([...this.statuses.values()].map((status) => status.state));
  }

  overview(
    profileId: string | undefined,
    lastCycleAt: string | null,
    problems: LoansOverview['problems'],
  ): LoansOverview {
    const portfolios = [...this.statuses.values()]
      .filter((status) => profileId === undefined || status.profileId === profileId)
      .sort((a, b) => stateRank(b.state) - stateRank(a.state) || a.key.localeCompare(b.key));
    return {
      portfolios,
      worstState: worstState(portfolios.map((status) => status.state)),
      lastCycleAt,
      problems: problems.filter((problem) => profileId === undefined || problem.profileId === profileId),
      unacknowledgedAlerts: this.alerts.unacknowledged(),
    };
  }

  updateBadge(): void {
    this.hooks.setBadge?.({ worstState: this.worst(), unacknowledged: this.alerts.unacknowledged() });
  }

  takeDirtyState(): LoansStateFile | null {
    if (!this.stateDirty) return null;
    this.stateDirty = false;
    return {
      version: 1,
      portfolios: [...this.statuses.values()],
      snoozes: [...this.snoozes].map(([key, snooze]) => ({ key, ...snooze })),
    };
  }

  private activeSnooze(key: string, at: number): { until: number; state: LoanState } | null {
    const snooze = this.snoozes.get(key);
    if (!snooze) return null;
    if (snooze.until > at) return snooze;
    this.snoozes.delete(key);
    this.stateDirty = true;
    return null;
  }

  private emitChange(key: string, from: LoanState | null, status: PortfolioStatus | null): void {
    const change: LoanStateChanged = { key, from, to: status?.state ?? null, status, worstState: this.worst() };
    this.events.emit('loanStateChanged', change);
  }

  private raise(status: PortfolioStatus, from: LoanState | null, settings: LoansSettings, at: number): void {
    const snooze = this.activeSnooze(status.key, at);
    const snoozed = snooze !== null && stateRank(status.state) <= stateRank(snooze.state);
    const alert: LoanAlert = {
      id: randomUUID(),
      at: new Date(at).toISOString(),
      key: status.key,
      profileId: status.profileId,
      profileName: status.profileName,
      customer: status.customer,
      customerName: status.customerName,
      portfolioId: status.portfolioId,
      from,
      to: status.state,
      currentLtv: status.metrics.currentLtv,
      smLtv: status.metrics.smLtv,
      hmLtv: status.metrics.hmLtv,
      snoozed,
      acknowledged: false,
      sound: settings.alarmSound && !snoozed,
    };
    this.alerts.append(alert);
    this.events.emit('loanAlert', alert);
    if (snoozed) return;
    const { t } = this.translator();
    const who = status.customerName
      ? `${status.customerName} (${status.customer})`
      : t('main.notify.loan.customer', { customer: status.customer });
    const ltv = percent(status.metrics.currentLtv);
    this.hooks.notify?.({
      title: t(STATE_TITLES[status.state], { portfolio: status.portfolioId }),
      body:
        status.state === 'liquidation'
          ? t('main.notify.loan.liquidationAt', { who, ltv, threshold: percent(status.metrics.hmLtv) })
          : t('main.notify.loan.marginCallAt', { who, ltv, threshold: percent(status.metrics.smLtv) }),
    });
  }
}
