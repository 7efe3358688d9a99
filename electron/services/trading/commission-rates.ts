import Big from 'big.js';
import { z } from 'zod';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { CommissionRate } from '../../../shared/ipc/schemas/trading-commission';
import { serviceFailure } from '../errors';
import type { JournalNotice } from '../storage/journal-file';
import { notReadWords, notSavedWords, setAsideMessage } from '../storage/file-words';
import { message } from '../../../shared/i18n/message';
import { newerFileMessage, versionedJsonFile, type VersionedJsonFile } from '../storage/versioned-json-file';
import type { TradingClient } from './trading-client';

/** The rates file's format version. */
export const COMMISSION_RATES_FILE_VERSION = 1;

/** After the service had no filled order of a customer, it is not asked again for this long (the next order teaches the rate anyway). */
export const NONE_FOUND_MS = 60_000;

const learned = z.strictObject({
  pct: z.string().regex(/^\d+(\.\d+)?$/),
  instrument: z.string(),
  orderId: z.number().int(),
  at: z.string(),
});
type Learned = z.output<typeof learned>;

/** One customer's rates: of their latest order, and of their latest order of each instrument (where rates differ by instrument). */
const customerRates = z.strictObject({ latest: learned, instruments: z.record(z.string(), learned) });
type CustomerRates = z.output<typeof customerRates>;

const ratesFile = z.strictObject({
  version: z.literal(COMMISSION_RATES_FILE_VERSION),
  /** By profile id, then customer number. */
  profiles: z.record(z.string(), z.record(z.string(), customerRates)),
});
type RatesFile = z.output<typeof ratesFile>;

/** What the rates need from the app. */
export interface CommissionRatesDeps {
  path: string;
  /** The active profile's client: asked for the customer's latest filled order when no rate is known yet. */
  clientFor: (profileId: string) => Promise<TradingClient>;
  /** Says what of a damaged file was set aside. */
  notice?: JournalNotice;
  now?: () => number;
}

/** An instrument as orders name it. */
export interface Pair {
  readonly symbol: string;
  readonly currency: string;
}

const pairOf = (pair: Pair): string => `${pair.symbol}/${pair.currency}`;

/** The rate an order says the service applied, or null when it says none (or nothing usable). */
function learnedFrom(order: TradingOrder): Learned | null {
  const text = order.appliedCommissionPct;
  const at = order.createdAt ?? order.transactionTime;
  if (text === null || text === undefined || !at || Number.isNaN(Date.parse(at))) return null;
  let pct: Big;
  try {
    pct = new Big(text);
  } catch {
    return null;
  }
  if (pct.lt(0) || pct.gt(100)) return null;
  return { pct: pct.toFixed(), instrument: pairOf(order), orderId: order.orderId, at };
}

/** Whether `next` is from an order at least as recent as `current`'s (the same order seen again replaces itself). */
function isNewer(next: Learned, current: Learned | undefined): boolean {
  if (!current) return true;
  const a = Date.parse(next.at);
  const b = Date.parse(current.at);
  return a > b || (a === b && next.orderId >= current.orderId);
}

const sameRate = (a: Learned | undefined, b: Learned): boolean =>
  a !== undefined && a.pct === b.pct && a.orderId === b.orderId && a.at === b.at && a.instrument === b.instrument;

/**
 * The commission rate each customer's orders are charged, learned from every
 * order main sees (placed, watched, listed; any status) and kept per profile
 * and customer, and per instrument where the rates differ, in
 * commission-rates.json (versioned, replaced atomically), so the order
 * ticket knows the rate whatever the blotter shows and after a restart. When
 * none is known, the service is asked for the customer's latest filled order.
 */
export class CommissionRates {
  private data: RatesFile = { version: COMMISSION_RATES_FILE_VERSION, profiles: {} };
  private readonly file: VersionedJsonFile<RatesFile>;
  private readonly lookups = new Map<string, Promise<void>>();
  private readonly noneFoundAt = new Map<string, number>();
  private saving: Promise<void> | null = null;
  private dirty = false;
  private saveFailed = false;

  private constructor(private readonly deps: CommissionRatesDeps) {
    this.file = versionedJsonFile(deps.path, ratesFile, { version: COMMISSION_RATES_FILE_VERSION, newer: 'read-only' });
  }

  /** Loads the file: none = nothing known yet; a damaged one is set aside with a notice (rates are learned again). */
  static async open(deps: CommissionRatesDeps): Promise<CommissionRates> {
    const rates = new CommissionRates(deps);
    const outcome = await rates.file
      .load()
      .catch((error: unknown) => ({ status: 'unreadable' as const, reason: (error as Error).message }));
    switch (outcome.status) {
      case 'loaded':
        rates.data = outcome.data;
        break;
      case 'missing':
        break;
      case 'corrupt':
        deps.notice?.({
          level: 'warning',
          title: message('files.title.ratesSetAside'),
          message: setAsideMessage('commissionRates', deps.path, outcome, 'files.after.ratesLearned'),
        });
        break;
      case 'newer':
        if (outcome.data) rates.data = outcome.data;
        deps.notice?.({
          level: 'warning',
          title: message('files.title.ratesReadOnly'),
          message: newerFileMessage('commissionRates', deps.path, outcome),
        });
        break;
      case 'unreadable':
        deps.notice?.({
          level: 'warning',
          title: message('files.title.ratesNotRead'),
          message: notReadWords('commissionRates', deps.path, outcome.reason, 'files.after.ratesLearned'),
        });
        break;
    }
    return rates;
  }

  /** Learns from orders of a customer the service answered; only a more recent order replaces a rate. Saved in the background. */
  learn(profileId: string, customer: string, orders: Iterable<TradingOrder>): void {
    let changed = false;
    for (const order of orders) {
      const rate = learnedFrom(order);
      if (rate === null) continue;
      const profile = (this.data.profiles[profileId] ??= {});
      const current: CustomerRates | undefined = profile[customer];
      const latest = current === undefined || isNewer(rate, current.latest) ? rate : current.latest;
      const own = current?.instruments[rate.instrument];
      const instrument = isNewer(rate, own) ? rate : (own as Learned);
      if (current !== undefined && sameRate(current.latest, latest) && sameRate(own, instrument)) continue;
      profile[customer] = { latest, instruments: { ...current?.instruments, [rate.instrument]: instrument } };
      this.noneFoundAt.delete(`${profileId}|${customer}`);
      changed = true;
    }
    if (changed) this.scheduleSave();
  }

  /** The rate known now for the customer's orders of this instrument (its own where known, else their latest order's), or null. */
  known(profileId: string, customer: string, pair: Pair): CommissionRate | null {
    const rates = this.data.profiles[profileId]?.[customer];
    if (!rates) return null;
    const own = rates.instruments[pairOf(pair)];
    return own ? { ...own, basis: 'instrument' } : { ...rates.latest, basis: 'customer' };
  }

  /**
   * The rate for the customer's next order of this instrument: the known one,
   * else the rate of their latest filled order as the service lists it (one
   * request, shared by concurrent callers); null when they have none. A
   * failed request throws (the ticket says the rate is not known and asks again later).
   */
  async rateFor(profileId: string, customer: string, pair: Pair): Promise<CommissionRate | null> {
    const known = this.known(profileId, customer, pair);
    if (known) return known;
    const key = `${profileId}|${customer}`;
    const now = this.deps.now ?? Date.now;
    const none = this.noneFoundAt.get(key);
    if (none !== undefined && now() - none < NONE_FOUND_MS) return null;
    let lookup = this.lookups.get(key);
    if (!lookup) {
      lookup = this.lookUp(profileId, customer).finally(() => this.lookups.delete(key));
      this.lookups.set(key, lookup);
    }
    await lookup;
    const found = this.known(profileId, customer, pair);
    if (found === null) this.noneFoundAt.set(key, now());
    return found;
  }

  /** Waits for the file to hold everything learned so far (shutdown, tests). */
  async flush(): Promise<void> {
    await this.saving;
  }

  // The order list is newest first (as the blotter shows it): its first filled order is the latest.
  private async lookUp(profileId: string, customer: string): Promise<void> {
    const client = await this.deps.clientFor(profileId);
    const result = await client.call('trading.listOrders', {
      customer,
      query: { scope: 'All', status: ['Filled'], page: 1, pageSize: 1 },
    });
    if (!result.ok) throw serviceFailure(result.error);
    this.learn(profileId, customer, result.value.content);
  }

  private scheduleSave(): void {
    // A newer app's file is never written over: what is learned lasts for this session.
    if (this.file.readOnly) return;
    this.dirty = true;
    this.saving ??= this.drain();
  }

  // One write at a time; what was learned meanwhile goes in the next one.
  private async drain(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        try {
          await this.file.save(this.data);
        } catch (error) {
          if (!this.saveFailed) {
            this.saveFailed = true;
            this.deps.notice?.({
              level: 'warning',
              title: message('files.title.ratesNotSaved'),
              message: notSavedWords('commissionRates', this.deps.path, error, 'files.after.ratesKept'),
            });
          }
        }
      }
    } finally {
      this.saving = null;
    }
  }
}
