import { message } from '../../../shared/i18n/message';
import type {
  LoanAlert,
  LoansOverview,
  LoansSettingsPatch,
  LoansSettingsView,
  LtvHistory,
  PortfolioRef,
  PortfolioStatus,
} from '../../../shared/ipc/schemas/loans';
import { AppError } from '../errors';
import type { LoanAlertHooks } from './hooks';
import type { ProfileRecord } from '../profiles/profile-record';
import { portfolioKey } from './monitor-state';
import type { LoansStateFile } from './files';
import { isWatched, type LoansSettings } from './settings';
import type { LoanWatchdog } from './watchdog';

/** The loan monitor as the IPC handlers and the desk see it: queries and commands over the watchdog. */
export class LoanService {
  constructor(
    readonly watchdog: LoanWatchdog,
    private readonly profiles: { records(): readonly ProfileRecord[] },
  ) {}

  /** Sets the notification and badge hooks (Electron main; tests). */
  setAlertHooks(hooks: LoanAlertHooks): void {
    this.watchdog.state.setHooks(hooks);
  }

  overview(profileId?: string): LoansOverview {
    return this.watchdog.overview(profileId);
  }

  /** Runs a watchdog cycle now. */
  checkNow(): Promise<LoansOverview> {
    return this.watchdog.checkNow();
  }

  portfolio(ref: PortfolioRef): PortfolioStatus {
    const status = this.watchdog.state.statuses.get(portfolioKey(ref.profileId, ref.customer, ref.portfolioId));
    if (!status)
      throw new AppError(
        'not-found',
        message('loans.failure.notWatched', { portfolio: ref.portfolioId, customer: ref.customer }),
      );
    return status;
  }

  history(ref: PortfolioRef & { sinceMs?: number | undefined }): LtvHistory {
    return this.watchdog.state.history.get(
      portfolioKey(ref.profileId, ref.customer, ref.portfolioId),
      ref.sinceMs ?? 0,
    );
  }

  alerts(limit?: number): LoanAlert[] {
    return this.watchdog.state.alerts.list(limit);
  }

  /** Snoozes (minutes > 0) or un-snoozes (0) a portfolio's alerts; saved at once. */
  async snooze(ref: PortfolioRef & { minutes: number }): Promise<PortfolioStatus> {
    const status = this.portfolio(ref);
    const next = this.watchdog.state.snooze(status.key, ref.minutes, this.watchdog.nowMs()) ?? status;
    await this.watchdog.save();
    return next;
  }

  /** Dismisses banner alerts (all when no ids); answers how many remain. */
  async acknowledge(alertIds?: readonly string[]): Promise<{ unacknowledged: number }> {
    this.watchdog.state.alerts.acknowledge(alertIds);
    this.watchdog.state.updateBadge();
    await this.watchdog.save();
    return { unacknowledged: this.watchdog.state.alerts.unacknowledged() };
  }

  settings(): LoansSettingsView {
    const settings = this.watchdog.settings.get();
    return {
      intervalSeconds: settings.intervalSeconds,
      warnMargin: settings.warnMargin,
      hysteresisBand: settings.hysteresisBand,
      keepRunningInBackground: settings.keepRunningInBackground,
      alarmSound: settings.alarmSound,
      profiles: this.profiles.records().map((profile) => ({
        profileId: profile.id,
        name: profile.name,
        builtIn: profile.builtIn,
        watched: isWatched(settings, profile),
      })),
    };
  }

  /**
   * Takes a backup's loan monitor settings and snoozes (Settings → Backup, on this folder's profile ids): the
   * settings saved and the next cycle re-planned, the snoozes set and saved; the portfolios' last states stay.
   */
  async restore(settings: LoansSettings, snoozes: LoansStateFile['snoozes']): Promise<void> {
    const { version: _version, ...patch } = settings;
    await this.watchdog.settings.update(patch);
    this.watchdog.state.restoreSnoozes(snoozes);
    await this.watchdog.save();
    this.watchdog.reschedule();
  }

  /** Changes settings (validated: nothing changes on bad input), then re-plans the next cycle. */
  async updateSettings(patch: LoansSettingsPatch): Promise<LoansSettingsView> {
    const known = new Set(this.profiles.records().map((profile) => profile.id));
    const unknown = Object.keys(patch.watchProfiles ?? {}).find((id) => !known.has(id));
    if (unknown !== undefined)
      throw new AppError('not-found', message('loans.failure.profileGone'), { profileId: unknown });
    await this.watchdog.settings.update(patch);
    this.watchdog.reschedule();
    return this.settings();
  }
}
