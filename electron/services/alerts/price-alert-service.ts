import { message } from '../../../shared/i18n/message';
import { randomUUID } from 'node:crypto';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { evaluateRule, watchedPrice } from '../../../shared/alerts/evaluate';
import type {
  AlertCheckView,
  AlertRule,
  AlertRuleInput,
  PriceAlertEvent,
  PriceAlertsChanged,
} from '../../../shared/alerts/rules';
import {
  ALERT_CHECK_MS,
  ALERT_PRICE_WORDS,
  alertRuleInput,
  describeRule,
  describeValue,
  ruleSpec,
} from '../../../shared/alerts/rules';
import type { ServiceClient } from '../../client/client';
import { AppError, keptWords } from '../errors';
import { Backoff } from '../scheduling/backoff';
import { PeriodicTask, type PeriodicRun } from '../scheduling/periodic';
import { cycleSender, MONITOR_REQUESTS_PER_SECOND, Pacer } from '../scheduling/pacer';
import { connectionRef } from '../clients/connection-ref';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import type { Emitter } from '../feature';
import { PRICE_ALERTS_FILE, type PriceAlertsFile } from './alerts-file';
import type { PriceSamplesFile } from './price-samples';
import { PriceSamples, PRICE_SAMPLES_FILE } from './price-samples';
import type { ErrorWords } from '../errors';
import type { Message } from '../../../shared/i18n/message';
import { notReadWords, notSavedWords, setAsideMessage } from '../storage/file-words';
import { newerFileMessage } from '../storage/versioned-json-file';

/** What the price alerts need: the profiles, each profile's own client, their file, and the OS notification. */
export interface PriceAlertDeps {
  profiles: { records(): readonly { readonly id: string; readonly baseUrl: string; readonly apiKey: string }[] };
  clientFor: (profileId: string) => Promise<ServiceClient>;
  file: VersionedJsonFile<PriceAlertsFile>;
  /** The OS notification of a fired alert (its title, in the user's language, is the caller's). */
  notify?: (notification: { body: string }) => void;
  /** The move rules' price samples (absent: in memory only). */
  samplesFile?: VersionedJsonFile<PriceSamplesFile>;
  /** A problem with the samples file for the user (damaged, newer, unwritable). */
  notice?: (words: ErrorWords) => void;
  /** Where priceAlertsChanged is pushed after every check and every change of the rules (absent: nothing is pushed, the desk command). */
  events?: Emitter<'priceAlertsChanged'>;
  /** Epoch ms. */
  now?: () => number;
  /** Between checks (default 30 s, as the loan watchdog). */
  intervalMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Requests per second a timed check sends at most (default MONITOR_REQUESTS_PER_SECOND), spread over the interval. */
  maxRequestsPerSecond?: number;
  maxBackoffMs?: number;
}

/** What one check did. */
export type AlertCheck = AlertCheckView;

const MAX_RULES = 200;
const LOG_CAPACITY = 500;
/** The samples file is written at most this often while checks run (and once more at stop). */
const SAMPLES_SAVE_MS = 60_000;

/**
 * Price alerts in main: rules per instrument (level above/below on mid, bid
 * or ask; a move of N % within 1 h or 24 h), checked as the loan watchdog
 * checks (the same PeriodicTask: a cycle every interval, never overlapping;
 * one market data read per profile, spread over the interval through the
 * same cycle sender, per-profile backoff). One notification per crossing, re-armed past
 * a hysteresis band (shared/alerts/evaluate.ts); every firing is logged;
 * rules, armed states, snoozes and the log are saved atomically.
 */
export class PriceAlertService {
  private rules: AlertRule[] = [];
  private events: PriceAlertEvent[] = [];
  private readonly samples: PriceSamples;
  /** The samples file being read: never awaited at start, only by the first check that needs it. */
  private samplesLoaded: Promise<void> = Promise.resolve();
  private samplesSavedAt = Number.NEGATIVE_INFINITY;
  private samplesWarned = false;
  private readonly now: () => number;
  private readonly backoff: Backoff;
  /** Paces the timed cycles' requests, one after the other across cycles. */
  private readonly pacer = new Pacer(1000 / MONITOR_REQUESTS_PER_SECOND);
  private readonly checks = new PeriodicTask(
    (run) => this.cycle(run),
    () => this.deps.intervalMs ?? ALERT_CHECK_MS,
    (error: unknown) => console.error('price alert check failed', error),
    { fromStart: true },
  );

  constructor(private readonly deps: PriceAlertDeps) {
    this.now = deps.now ?? Date.now;
    this.backoff = new Backoff(() => this.now(), deps.maxBackoffMs ?? 10 * 60_000);
    this.samples = new PriceSamples(deps.samplesFile);
  }

  /** Loads the file; answers a warning for the user when it was reset or is read-only. */
  async init(): Promise<Message | null> {
    this.samplesLoaded = this.samples.load().then(
      (warning) => void (warning && this.deps.notice?.(warning)),
      (error: unknown) =>
        this.deps.notice?.(notReadWords('priceSamples', PRICE_SAMPLES_FILE, error, 'files.after.samplesAfresh')),
    );
    const outcome = await this.deps.file.load();
    if (outcome.status === 'loaded' || (outcome.status === 'newer' && outcome.data)) {
      const data = outcome.data as PriceAlertsFile;
      this.rules = data.rules;
      // A line logged before lines kept their rule takes it from the rule, while that rule is still set.
      this.events = data.log.slice(-LOG_CAPACITY).map((event) => {
        if (event.rule !== undefined) return event;
        const rule = this.rules.find((candidate) => candidate.id === event.ruleId);
        return rule === undefined ? event : { ...event, rule: ruleSpec(rule) };
      });
    }
    if (outcome.status === 'corrupt')
      return setAsideMessage('priceAlerts', PRICE_ALERTS_FILE, outcome, 'files.after.startsAfresh');
    if (outcome.status === 'newer') return newerFileMessage('priceAlerts', PRICE_ALERTS_FILE, outcome);
    return null;
  }

  list(): AlertRule[] {
    return [...this.rules];
  }

  /** The alert log, newest first. */
  log(limit = LOG_CAPACITY): PriceAlertEvent[] {
    return this.events.slice(-limit).reverse();
  }

  /** Adds a rule (validated here, whoever calls); it starts armed. */
  async add(input: AlertRuleInput): Promise<AlertRule> {
    const parsed = alertRuleInput.safeParse(input);
    if (!parsed.success)
      throw new AppError('validation', message('alerts.failure.invalid'), {
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    const profile = this.deps.profiles.records().find((candidate) => candidate.id === parsed.data.profileId);
    if (!profile) throw new AppError('not-found', message('alerts.failure.noProfile'));
    if (this.rules.length >= MAX_RULES)
      throw new AppError('validation', message('alerts.failure.tooMany', { max: String(MAX_RULES) }));
    const rule: AlertRule = {
      ...parsed.data,
      id: randomUUID(),
      createdAt: new Date(this.now()).toISOString(),
      armed: true,
      snoozedUntil: null,
      last: null,
      connection: connectionRef(profile),
    };
    this.rules = [...this.rules, rule];
    await this.save();
    this.announce([]);
    return rule;
  }

  async remove(ruleId: string): Promise<void> {
    this.find(ruleId);
    this.rules = this.rules.filter((rule) => rule.id !== ruleId);
    await this.save();
    this.announce([]);
  }

  /** Replaces the rules with those a backup's restore computed (Settings → Backup); the alert log stays as it is. */
  async restoreRules(rules: readonly AlertRule[]): Promise<void> {
    this.rules = [...rules];
    await this.save();
    this.announce([]);
  }

  /** Silences a rule's notifications for `minutes` (0 ends a snooze); crossings are still logged and still disarm it. */
  async snooze(ruleId: string, minutes: number): Promise<AlertRule> {
    const rule = this.find(ruleId);
    const next = {
      ...rule,
      snoozedUntil: minutes === 0 ? null : new Date(this.now() + minutes * 60_000).toISOString(),
    };
    this.replace(next);
    await this.save();
    this.announce([]);
    return next;
  }

  /** Checks every rule now (after a check still running); answers what fired. */
  async check(): Promise<AlertCheck> {
    return this.checks.runNow();
  }

  /** The computer woke from sleep: periodic checks, when started, check at once (null when they are not). */
  wake(): Promise<AlertCheck | null> {
    return this.checks.wake();
  }

  /** Starts the periodic checks. */
  start(): void {
    this.checks.start();
  }

  async stop(): Promise<void> {
    await this.checks.stop();
    await this.samplesLoaded;
    await this.saveSamples(true);
  }

  /** The profile a rule is checked through: its own, else one with the same service and key (the desk's unsaved profile of another run); never another service. */
  private profileFor(rule: AlertRule): string | null {
    const records = this.deps.profiles.records();
    const match =
      records.find((profile) => profile.id === rule.profileId) ??
      records.find((profile) => rule.connection !== undefined && connectionRef(profile) === rule.connection);
    return match?.id ?? null;
  }

  private find(ruleId: string): AlertRule {
    const rule = this.rules.find((candidate) => candidate.id === ruleId);
    if (!rule) throw new AppError('not-found', message('alerts.failure.noAlert'));
    return rule;
  }

  private replace(rule: AlertRule): void {
    this.rules = this.rules.map((candidate) => (candidate.id === rule.id ? rule : candidate));
  }

  private async cycle(run: PeriodicRun): Promise<AlertCheck> {
    await this.samplesLoaded;
    const interval = this.deps.intervalMs ?? ALERT_CHECK_MS;
    // A timed check spreads its reads (one per profile) over the interval, as the loan watchdog does.
    const { send, spread, stopped } = cycleSender(
      run,
      this.deps.concurrency ?? 4,
      this.deps.maxRequestsPerSecond ?? MONITOR_REQUESTS_PER_SECOND,
      this.pacer,
    );
    const fired: PriceAlertEvent[] = [];
    const problems: { profileId: string; message: Message | string }[] = [];
    const byProfile = new Map<string, AlertRule[]>();
    for (const rule of this.rules) {
      const profileId = this.profileFor(rule);
      if (profileId !== null) byProfile.set(profileId, [...(byProfile.get(profileId) ?? []), rule]);
    }
    const due = [...byProfile].filter(([profileId]) => {
      if (!this.backoff.waiting(profileId)) return true;
      problems.push({ profileId, message: message('alerts.problem.waiting') });
      return false;
    });
    spread(due.length, interval);
    await Promise.all(
      due.map(async ([profileId, rules]) => {
        try {
          const client = await this.deps.clientFor(profileId);
          const symbols = [...new Set(rules.map((rule) => rule.symbol))];
          const result = await send(() => client.call('trading.marketData', { query: { symbols } }));
          if (!result.ok)
            throw new AppError('service', message('alerts.problem.marketData', { reason: result.error.message }));
          this.backoff.succeeded(profileId);
          for (const rule of rules) {
            const event = this.apply(rule, result.value);
            if (event) fired.push(event);
          }
        } catch (error) {
          // A stopping service skips what it has not sent: that is no failure of the profile.
          if (stopped()) return;
          this.backoff.failed(profileId, interval);
          problems.push({ profileId, message: keptWords(error) });
        }
      }),
    );
    for (const event of fired) {
      this.events.push(event);
      if (!event.snoozed) this.deps.notify?.({ body: event.message });
    }
    if (this.events.length > LOG_CAPACITY) this.events.splice(0, this.events.length - LOG_CAPACITY);
    await this.save().catch((error: unknown) =>
      problems.push({ profileId: '', message: message('alerts.problem.notSaved', { reason: keptWords(error) }) }),
    );
    await this.saveSamples(false);
    this.announce([...fired].reverse());
    return { checkedAt: new Date(this.now()).toISOString(), rules: this.rules.length, fired, problems };
  }

  /** Evaluates one rule against the market data; answers the log line when it fired. */
  private apply(rule: AlertRule, books: readonly MarketData[]): PriceAlertEvent | null {
    const book = books.find((candidate) => candidate.symbol === rule.symbol && candidate.currency === rule.currency);
    const price = book ? watchedPrice(book, rule.on) : null;
    if (!book || price === null) return null;
    const at = Date.parse(book.timestamp);
    // Only a move rule needs the prices before this one (and only its samples are kept).
    const reference = rule.kind === 'move' ? this.samples.add(samplesKey(rule), at, price, rule.window) : null;
    const outcome = evaluateRule(rule, rule.armed, price, reference);
    if (!outcome) return null;
    this.replace({ ...rule, armed: outcome.armed, last: { value: outcome.value, at: book.timestamp } });
    if (!outcome.fired) return null;
    const snoozed = rule.snoozedUntil !== null && Date.parse(rule.snoozedUntil) > this.now();
    const shown =
      rule.kind === 'level'
        ? `${ALERT_PRICE_WORDS[rule.on]} at ${describeValue(rule, price)}`
        : `moved ${describeValue(rule, outcome.value)}`;
    return {
      id: randomUUID(),
      at: new Date(this.now()).toISOString(),
      ruleId: rule.id,
      profileId: rule.profileId,
      symbol: rule.symbol,
      currency: rule.currency,
      message: `${describeRule(rule)}: ${shown}`,
      rule: ruleSpec(rule),
      value: outcome.value,
      snoozed,
    };
  }

  /** Tells the window (priceAlertsChanged): the rules now and the log lines just added. */
  private announce(fired: readonly PriceAlertEvent[]): void {
    const change: PriceAlertsChanged = { rules: this.list(), fired };
    this.deps.events?.emit('priceAlertsChanged', change);
  }

  /**
   * Writes the move rules' samples, at most every SAMPLES_SAVE_MS after a
   * check (which first drops the samples of rules no longer set) or at once
   * at stop (as they are); a failure is said once.
   */
  private async saveSamples(atStop: boolean): Promise<void> {
    if (!atStop) {
      if (this.now() - this.samplesSavedAt < SAMPLES_SAVE_MS) return;
      this.samples.retain(new Set(this.rules.filter((rule) => rule.kind === 'move').map(samplesKey)));
    }
    try {
      await this.samples.save();
      this.samplesSavedAt = this.now();
    } catch (error) {
      if (!this.samplesWarned)
        this.deps.notice?.(
          notSavedWords('priceSamples', PRICE_SAMPLES_FILE, error, 'files.after.samplesAfreshOnRestart'),
        );
      this.samplesWarned = true;
    }
  }

  private async save(): Promise<void> {
    if (this.deps.file.readOnly) return;
    await this.deps.file.save({ version: 1, rules: this.rules, log: this.events });
  }
}

/** The watched price a move rule's samples are kept under: its profile, instrument and side. */
function samplesKey(rule: AlertRule): string {
  return `${rule.profileId}/${rule.symbol}/${rule.currency}/${rule.on}`;
}
