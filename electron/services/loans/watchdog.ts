import type { Customer } from '../../../shared/api/schemas/customers';
import type { LoansOverview } from '../../../shared/ipc/schemas/loans';
import type { ServiceClient } from '../../client/client';
import type { Emitter } from '../feature';
import type { LoanEvent } from './feature';
import type { ProfileRecord } from '../profiles/profile-record';
import { requireUsableSecret } from '../profiles/secret-binding';
import type { LoansFiles } from './files';
import type { HistoryRetention } from './history';
import type { LoanAlertHooks } from './hooks';
import { Backoff } from '../scheduling/backoff';
import { PeriodicTask, type PeriodicRun } from '../scheduling/periodic';
import { cycleSender, MONITOR_REQUESTS_PER_SECOND, Pacer } from '../scheduling/pacer';
import { MonitorState } from './monitor-state';
import { fetchBorrowReports, fetchCustomers } from '../clients/catalog-reads';
import { isWatched, LoansSettingsStore, READ_ONLY_TITLE, RESET_TITLE, type FileWarning } from './settings';
import { newerFileMessage } from '../storage/versioned-json-file';
import { setAsideMessage } from '../storage/file-words';
import type { Translator } from '../../../shared/i18n/translator';
import { message, type Message } from '../../../shared/i18n/message';
import { keptWords } from '../errors';

/** What the watchdog needs. */
export interface LoanWatchdogDeps {
  profiles: {
    records(): readonly ProfileRecord[];
    onChange(listener: (change: { profileId: string }) => void): () => void;
  };
  /** The profile's own client (ClientPool.clientFor): never the active profile's by accident. */
  clientFor: (profileId: string) => Promise<ServiceClient>;
  files: LoansFiles;
  events: Emitter<LoanEvent>;
  hooks?: LoanAlertHooks;
  /** The language of the notifications (absent: English). */
  translator?: () => Translator;
  /** Epoch ms. */
  now?: () => number;
  /** Requests in flight at once across all profiles (default 4). */
  concurrency?: number;
  /** Requests per second a timed cycle sends at most (default MONITOR_REQUESTS_PER_SECOND); they are spread over the interval. */
  maxRequestsPerSecond?: number;
  retention?: HistoryRetention;
  /** How long a profile's customer list is reused (default 5 min). */
  customersTtlMs?: number;
  /** Longest wait after repeated failures of one profile or customer (default 10 min). */
  maxBackoffMs?: number;
  /** History is written at most this often (default 30 s); state and alerts after every cycle that changed them. */
  historyWriteMs?: number;
}

/** What one cycle did. */
export interface CycleSummary {
  readonly requests: number;
  readonly portfolios: number;
  readonly failures: number;
}

interface Problem {
  profileId: string;
  customer: string | null;
  message: Message | string;
}

/**
 * Watches every borrow portfolio of every customer of every opted-in profile:
 * a cycle every intervalSeconds (never overlapping), its requests spread
 * evenly over the interval (Pacer) through a limiter, per-profile/customer
 * exponential backoff after failures. State,
 * history and alerts live in MonitorState and are saved atomically.
 */
export class LoanWatchdog {
  readonly state: MonitorState;
  readonly settings: LoansSettingsStore;
  private readonly now: () => number;
  private readonly customers = new Map<string, { at: number; list: Customer[] }>();
  private readonly backoff: Backoff;
  /** Paces the timed cycles' requests, one after the other across cycles. */
  private readonly pacer = new Pacer(1000 / MONITOR_REQUESTS_PER_SECOND);
  private problems: Problem[] = [];
  private lastCycleAt: string | null = null;
  private readonly cycles = new PeriodicTask(
    (run) => this.cycle(run),
    () => this.settings.get().intervalSeconds * 1000,
    (error: unknown) => console.error('loan watchdog cycle failed', error),
    // Spread cycles take most of the interval: the next starts an interval after the previous started.
    { fromStart: true },
  );
  private historySavedAt = 0;
  private pendingSave: Promise<void> = Promise.resolve();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: LoanWatchdogDeps) {
    this.now = deps.now ?? Date.now;
    this.backoff = new Backoff(() => this.now(), deps.maxBackoffMs ?? 10 * 60_000);
    this.state = new MonitorState(deps.events, deps.hooks ?? {}, deps.retention, deps.translator);
    this.settings = new LoansSettingsStore(deps.files.settings);
    this.unsubscribe = deps.profiles.onChange(({ profileId }) => this.customers.delete(profileId));
  }

  /** Loads settings, state, history and alerts; answers what the user should be told of their files (reset, read-only). */
  async init(): Promise<FileWarning[]> {
    const warnings: FileWarning[] = [];
    const settingsProblem = await this.settings.load();
    if (settingsProblem) warnings.push(settingsProblem);
    for (const [name, file, restore] of [
      ['loanState', this.deps.files.state, (data: never) => this.state.restore(data)],
      ['loanHistory', this.deps.files.history, (data: never) => this.state.history.restore(data)],
      ['loanAlerts', this.deps.files.alerts, (data: never) => this.state.alerts.restore(data)],
    ] as const) {
      const outcome = await file.load();
      if (outcome.status === 'loaded' || (outcome.status === 'newer' && outcome.data)) restore(outcome.data as never);
      if (outcome.status === 'newer')
        warnings.push({
          title: READ_ONLY_TITLE,
          message: newerFileMessage(name, file.path, outcome),
        });
      if (outcome.status === 'corrupt')
        warnings.push({
          title: RESET_TITLE,
          message: setAsideMessage(name, file.path, outcome, 'files.after.startsAfresh'),
        });
    }
    this.state.updateBadge();
    return warnings;
  }

  /** Starts the periodic cycles (the first at once). */
  start(): void {
    this.cycles.start();
  }

  /** Stops the cycles, waits for a running one and saves everything. */
  async stop(): Promise<void> {
    this.unsubscribe();
    await this.cycles.stop();
    await this.pendingSave;
    await this.save(true);
  }

  /** Runs a cycle now (after the one running, if any) and answers the overview. */
  async checkNow(): Promise<LoansOverview> {
    await this.cycles.runNow();
    return this.overview();
  }

  /** The computer woke from sleep: a running watchdog checks at once (null when it is not running). */
  async wake(): Promise<LoansOverview | null> {
    return (await this.cycles.wake()) === null ? null : this.overview();
  }

  /** Settles once the files of the last cycle are written. */
  whenSaved(): Promise<void> {
    return this.pendingSave;
  }

  /** The watchdog's clock (epoch ms). */
  nowMs(): number {
    return this.now();
  }

  overview(profileId?: string): LoansOverview {
    return this.state.overview(profileId, this.lastCycleAt, this.problems);
  }

  /** Re-plans the next cycle after a settings change (a shorter interval takes effect now). */
  reschedule(): void {
    this.cycles.reschedule();
  }

  /** Saves what changed (history at most every historyWriteMs unless forced). */
  async save(force = false): Promise<void> {
    const state = this.state.takeDirtyState();
    const alerts = this.state.alerts.takeDirty();
    const historyDue = force || this.now() - this.historySavedAt >= (this.deps.historyWriteMs ?? 30_000);
    const history = historyDue ? this.state.history.takeDirty() : null;
    if (history) this.historySavedAt = this.now();
    const { files } = this.deps;
    // A newer version's file stays untouched: what this session learns is kept in memory only.
    await Promise.all([
      state && !files.state.readOnly && files.state.save(state),
      alerts && !files.alerts.readOnly && files.alerts.save(alerts),
      history && !files.history.readOnly && files.history.save(history),
    ]);
  }

  private async cycle(run: PeriodicRun): Promise<CycleSummary> {
    const settings = this.settings.get();
    const watched = this.deps.profiles.records().filter((profile) => isWatched(settings, profile));
    const watchedIds = new Set(watched.map((profile) => profile.id));
    this.state.drop((status) => !watchedIds.has(status.profileId));
    // A timed cycle spreads its requests over the interval; one asked for by hand answers as fast as the limiter allows.
    const { send, spread, stopped } = cycleSender(
      run,
      this.deps.concurrency ?? 4,
      this.deps.maxRequestsPerSecond ?? MONITOR_REQUESTS_PER_SECOND,
      this.pacer,
    );
    const problems: Problem[] = [];
    const counts = { requests: 0, portfolios: 0, failures: 0 };
    const fail = (profileId: string, customer: string | null, words: Message | string) => {
      counts.failures += 1;
      problems.push({ profileId, customer, message: words });
      this.state.markError(profileId, customer, words);
    };

    const reached = await Promise.all(
      watched.map(async (profile) => {
        try {
          requireUsableSecret(profile);
          const client = await this.deps.clientFor(profile.id);
          return { profile, client, customers: await this.customersOf(profile.id, client, send, counts) };
        } catch (error) {
          if (!stopped()) fail(profile.id, null, keptWords(error));
          return null;
        }
      }),
    );
    // One borrow report per customer and cycle; a customer backed off after failures waits without holding up the others.
    const checks = reached.flatMap((entry) =>
      entry === null
        ? []
        : entry.customers.flatMap((customer) => {
            const task = `${entry.profile.id}/${customer.customerNumber}`;
            if (!this.backoff.waiting(task)) return [{ ...entry, customer, task }];
            problems.push({
              profileId: entry.profile.id,
              customer: customer.customerNumber,
              message: message('loans.problem.waiting'),
            });
            return [];
          }),
    );
    spread(checks.length, settings.intervalSeconds * 1000);
    await Promise.all(
      checks.map(async ({ profile, client, customer, task }) => {
        try {
          const reports = await send(() => {
            counts.requests += 1;
            return fetchBorrowReports(client, customer.customerNumber);
          });
          const at = this.now();
          const owner = {
            profileId: profile.id,
            profileName: profile.name,
            customer: customer.customerNumber,
            customerName: customer.name,
          };
          for (const report of reports) this.state.apply(owner, report, this.settings.get(), at);
          counts.portfolios += reports.length;
          const seen = new Set(reports.map((report) => report.portfolioId));
          this.state.drop(
            (status) =>
              status.profileId === profile.id &&
              status.customer === customer.customerNumber &&
              !seen.has(status.portfolioId),
          );
          this.backoff.succeeded(task);
        } catch (error) {
          // A stopping monitor skips what it has not sent: that is no failure of the customer.
          if (stopped()) return;
          this.noteFailure(task, settings.intervalSeconds);
          fail(profile.id, customer.customerNumber, keptWords(error));
        }
      }),
    );
    for (const entry of reached) {
      if (entry === null) continue;
      // Customers no longer reachable take their portfolios with them.
      const reachable = new Set(entry.customers.map((customer) => customer.customerNumber));
      this.state.drop((status) => status.profileId === entry.profile.id && !reachable.has(status.customer));
    }
    this.problems = problems;
    this.lastCycleAt = new Date(this.now()).toISOString();
    this.state.updateBadge();
    this.deps.events.emit('loansUpdated', { at: this.lastCycleAt, worstState: this.state.worst() });
    // Saved behind the cycle (the files' write queues keep the order; stop() waits for them): a slow disk
    // must not delay the next check or the alerts.
    // Chained, so stop() waits for every save a cycle started, not only the last one.
    this.pendingSave = this.pendingSave
      .then(() => this.save())
      .catch((error: unknown) => console.error('loan monitor state not saved', error));
    return counts;
  }

  private async customersOf(
    profileId: string,
    client: ServiceClient,
    send: <T>(request: () => Promise<T>) => Promise<T>,
    counts: { requests: number },
  ): Promise<Customer[]> {
    const cached = this.customers.get(profileId);
    if (cached && this.now() - cached.at < (this.deps.customersTtlMs ?? 5 * 60_000)) return cached.list;
    if (this.backoff.waiting(profileId))
      throw new Error(
        cached
          ? 'Waiting before trying again after failures.'
          : 'Customers could not be listed; waiting before trying again.',
      );
    try {
      const list = await send(() => {
        counts.requests += 1;
        return fetchCustomers(client);
      });
      this.customers.set(profileId, { at: this.now(), list });
      this.backoff.succeeded(profileId);
      return list;
    } catch (error) {
      this.noteFailure(profileId, this.settings.get().intervalSeconds);
      throw error;
    }
  }

  /** Exponential backoff (Backoff): after n failures in a row the next try waits interval × 2^(n−1), capped. */
  private noteFailure(task: string, intervalSeconds: number): void {
    this.backoff.failed(task, intervalSeconds * 1000);
  }
}
