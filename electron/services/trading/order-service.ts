import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { randomUUID } from 'node:crypto';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { OPEN_ORDER_STATUSES } from '../../../shared/api/schemas/orders';
import type { JournalNotice } from '../storage/journal-file';
import type { TradingCancelResult, TradingOrderRequest, TradingPlaceResult } from '../../../shared/ipc/schemas/trading';
import { AppError, isAppError, keptWords } from '../errors';
import { ENGLISH } from '../i18n/english';
import type { JournalRecord } from './journal';
import { isFinal, JournalClosedError, journalKey, newJournalRecord, type OrderJournal } from './journal';
import type { ReconcileContext } from './reconciler';
import { afterSend, reconcileCancel, reconcileOrder } from './reconciler';
import { ReconcileScheduler } from './reconcile-scheduler';
import { errorOf, outcomeOf, toJournaled } from './order-result';
import type { PreTradeCheck } from './pre-trade';
import type { JournaledCancel, JournaledOrder } from './send';
import { lookupOrder, sendCancel, sendOrder } from './send';
import type { TradingClient } from './trading-client';
import { message } from '../../../shared/i18n/message';
import { SIDE_WORDS, wordsOf } from '../../../shared/trading/words';

/** What the order service needs from the app. */
export interface OrderServiceDeps {
  journal: OrderJournal;
  /** The client to place with: refuses (AppError conflict) unless profileId is the active profile. */
  clientForPlacing: (profileId: string) => Promise<TradingClient>;
  /** The client for reconciling an entry: its profile's, or one with the same connection (service and key). */
  clientForReconciling: (profileId: string, connection: string | null) => Promise<TradingClient>;
  /** The connection reference of a profile (journaled with each entry). */
  connectionOf?: (profileId: string) => string | null;
  /** Throws AppError when the customer may not trade. */
  checkAccess: (profileId: string, customer: string) => Promise<void>;
  /** The profile's pre-trade limits and main's confirmation (required: no order is sent without them); runs before anything is journaled. */
  preTrade: PreTradeCheck;
  /** An entry's state changed (push event). */
  entryChanged?: (entry: JournalRecord) => void;
  /** An order's latest response was learned (push event, watcher). */
  orderLearned?: (profileId: string, customer: string, order: TradingOrder) => void;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Per request; default 15 s. */
  sendTimeoutMs?: number;
  /** Reconciliation backoff; default 500 ms doubling to 30 s. */
  backoff?: { baseMs: number; maxMs: number };
  /** A journal write that was not awaited failed (the entry is reconciled at the next start). */
  onJournalError?: (error: unknown) => void;
  /** Default 5 minutes. */
  maxResendAgeMs?: number;
  /** How long a placement waits for start-up reconciliation before refusing; default 15 s. */
  startupWaitMs?: number;
  /** Tells the user what they must know outside any call (an acknowledged order the service no longer has). */
  notice?: JournalNotice;
}

/** A new caller id: never all digits (the service would read it as an orderId), well under 64 characters. */
export function newClientOrderId(): string {
  return `svco-${randomUUID()}`;
}

/**
 * Owns placement and cancel: every order and cancel is journaled (fsynced)
 * before its first byte is sent, sent once with a fresh transactionTime,
 * and when its outcome is unknown reconciled by id (never resent blindly).
 * At start, unfinished entries of earlier sessions are reconciled before
 * new placements are accepted.
 */
export class OrderService {
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly tickets = new Map<string, Promise<TradingPlaceResult>>();
  private readonly ticketOrder: string[] = [];
  /** Checks and journal writes of placements one at a time: two at once must not both pass the rate limit. */
  private admitting: Promise<unknown> = Promise.resolve();
  private readonly scheduler: ReconcileScheduler;
  private startup: Promise<void> = Promise.resolve();
  private startupDone = true;
  private confirming: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(private readonly deps: OrderServiceDeps) {
    // The type requires the check; this stops a caller that gets around the type (a cast, plain JS) from placing unchecked.
    if (typeof deps.preTrade !== 'function') throw new AppError('internal', message('trading.failure.ordersNoChecks'));
    this.now = deps.now ?? (() => new Date());
    this.timeoutMs = deps.sendTimeoutMs ?? 15_000;
    this.scheduler = new ReconcileScheduler({
      step: (key) => this.reconcileStep(key),
      sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      random: deps.random ?? Math.random,
      backoff: deps.backoff ?? { baseMs: 500, maxMs: 30_000 },
    });
  }

  /**
   * Starts reconciling the journal's unfinished entries (placements wait for
   * the first pass) and, in the background, confirming acknowledged orders
   * of earlier sessions that were still open (confirmedAfterRestart).
   */
  start(): Promise<void> {
    this.confirming = this.confirmAcknowledged().catch((error: unknown) => {
      // Closed: the app is stopping; what was not confirmed is confirmed at the next start.
      if (!(error instanceof JournalClosedError)) this.deps.onJournalError?.(error);
    });
    const keys = this.deps.journal.unfinished().map((entry) => journalKey(entry.kind, entry.id));
    if (keys.length === 0) return Promise.resolve();
    this.startupDone = false;
    this.startup = Promise.all(keys.map((key) => this.scheduler.firstPass(key))).then(() => {
      this.startupDone = true;
    });
    return this.startup;
  }

  /**
   * Places one order; a repeat of ticketId answers the same result (one
   * submission per ticket). options.confirmed: a confirmation above the
   * threshold was given outside the page (the desk's --yes); the IPC channel
   * never sets it.
   */
  place(
    profileId: string,
    customer: string,
    ticketId: string,
    order: TradingOrderRequest,
    options: { confirmed?: boolean } = {},
  ): Promise<TradingPlaceResult> {
    const existing = this.tickets.get(ticketId);
    if (existing) return existing;
    const run = this.placeOnce(profileId, customer, order, options.confirmed === true);
    this.tickets.set(ticketId, run);
    this.ticketOrder.push(ticketId);
    // A failed call (refused before journaling) may be retried with the same ticket.
    run.catch(() => this.tickets.delete(ticketId));
    while (this.ticketOrder.length > 1000) this.tickets.delete(this.ticketOrder.shift() ?? '');
    return run;
  }

  /** Cancels an order by orderId or clientOrderId, journaled under a new cancelRequestId. */
  async cancel(
    profileId: string,
    customer: string,
    target: { account: number; orderId?: number; clientOrderId?: string },
  ): Promise<TradingCancelResult> {
    await this.awaitStartup();
    const client = await this.deps.clientForPlacing(profileId);
    await this.deps.checkAccess(profileId, customer);
    const cancelRequestId = `svcc-${randomUUID()}`;
    const request: JournaledCancel = {
      account: target.account,
      ...(target.orderId !== undefined ? { orderId: target.orderId } : {}),
      ...(target.clientOrderId !== undefined ? { clientOrderId: target.clientOrderId } : {}),
      cancelRequestId,
    };
    let entry = this.newEntry('cancel', cancelRequestId, profileId, customer, target.clientOrderId ?? null, request);
    await this.saveBeforeSend(entry, 'trading.failure.cancelNotSent');
    this.announce({ ...entry, state: 'sent' });
    const outcome = await sendCancel(client, customer, request, this.now(), this.timeoutMs);
    entry = { ...afterSend(entry, outcome, 'acknowledged'), updatedAt: this.now().toISOString() };
    this.saveInBackground(entry);
    if (outcome.kind === 'acknowledged') this.deps.orderLearned?.(profileId, customer, outcome.order);
    entry = await this.afterFirstSend(entry, outcome.kind);
    return {
      cancelRequestId,
      outcome: outcomeOf(entry),
      order: entry.order,
      ...(entry.message ? { message: entry.message } : {}),
      ...errorOf(entry, outcome),
    };
  }

  /** Unfinished entries of a profile (or placed through its service and key by another, e.g. the desk command), and customer. */
  unfinished(profileId: string, customer?: string): JournalRecord[] {
    return this.deps.journal
      .unfinished()
      .filter((entry) => this.belongsTo(entry, profileId) && (customer === undefined || entry.customer === customer));
  }

  private belongsTo(entry: JournalRecord, profileId: string): boolean {
    if (entry.profileId === profileId) return true;
    const connection = this.deps.connectionOf?.(profileId) ?? null;
    return connection !== null && entry.connection === connection;
  }

  /** Every journaled entry still kept (unfinished and the latest finished ones). */
  entries(): JournalRecord[] {
    return this.deps.journal.all();
  }

  /** Reconciles the unfinished entries (of one profile, or all) once now; answers them afterwards. */
  async reconcileNow(profileId?: string): Promise<JournalRecord[]> {
    const keys = this.deps.journal
      .unfinished()
      .filter((entry) => profileId === undefined || this.belongsTo(entry, profileId))
      .map((entry) => journalKey(entry.kind, entry.id));
    await Promise.all(keys.map((key) => this.scheduler.stepNow(key)));
    return keys.map((key) => this.entryOf(key)).filter((entry): entry is JournalRecord => entry !== undefined);
  }

  /** Resolves with the entry once it is final, or with its state when timeoutMs passes first. */
  async waitForFinal(kind: JournalRecord['kind'], id: string, timeoutMs: number): Promise<JournalRecord | undefined> {
    const key = journalKey(kind, id);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const entry = this.entryOf(key);
      if (!entry || isFinal(entry.state) || Date.now() >= deadline) return entry;
      await this.scheduler.changed(key, deadline - Date.now());
    }
  }

  /** Settles once the acknowledged orders of earlier sessions were each confirmed once with the service (see start). */
  confirmedAfterRestart(): Promise<void> {
    return this.confirming;
  }

  /**
   * A service that acknowledged an order may lose it in a crash of its own
   * (the built-in simulator did): an acknowledged order that was still open
   * when last seen and has not been confirmed since is looked up once after
   * a restart. Found: its latest state is journaled. Gone (404): never sent
   * again (it was acknowledged once), but journaled and said in a notice, so
   * the trader checks it. Undetermined: left for a later start.
   */
  private async confirmAcknowledged(): Promise<void> {
    const due = this.deps.journal
      .all()
      .filter(
        (entry) =>
          entry.kind === 'order' &&
          entry.state === 'acknowledged' &&
          !entry.confirmedAt &&
          (entry.order === null || OPEN_ORDER_STATUSES.includes(entry.order.status)),
      );
    for (const entry of due) {
      if (this.stopping) return;
      let client: TradingClient;
      try {
        client = await this.deps.clientForReconciling(entry.profileId, entry.connection ?? null);
      } catch {
        continue;
      }
      const request = entry.request as unknown as JournaledOrder;
      const found = await lookupOrder(
        client,
        entry.customer,
        entry.clientOrderId ?? entry.id,
        { symbol: request.symbol, createdAt: entry.createdAt },
        this.timeoutMs,
      );
      if (found.kind === 'undetermined') continue;
      const confirmedAt = this.now().toISOString();
      // The entry may have changed meanwhile (a cancel's outcome): only its confirmation and what was learned are added.
      const current = this.deps.journal.get('order', entry.id) ?? entry;
      if (found.kind === 'found') {
        await this.save({ ...current, order: found.order, confirmedAt, updatedAt: confirmedAt }, 'lazy');
        this.deps.orderLearned?.(entry.profileId, entry.customer, found.order);
        continue;
      }
      // Catalogue words, in the journal entry and the notice alike: each read in its reader's language.
      const said = message('trading.notice.ackMissing', {
        order: entry.clientOrderId ?? entry.id,
        side: message(wordsOf(SIDE_WORDS, request.side)),
        quantity: request.quantity,
        symbol: request.symbol,
      });
      await this.save({ ...current, message: said, confirmedAt, updatedAt: confirmedAt });
      this.deps.notice?.({ level: 'warning', title: message('trading.notice.ackMissingTitle'), message: said });
    }
  }

  /** Stops reconciling (entries stay journaled for the next start). */
  async close(): Promise<void> {
    this.stopping = true;
    await this.scheduler.stop();
  }

  private async placeOnce(
    profileId: string,
    customer: string,
    order: TradingOrderRequest,
    confirmed: boolean,
  ): Promise<TradingPlaceResult> {
    await this.awaitStartup();
    const client = await this.deps.clientForPlacing(profileId);
    await this.deps.checkAccess(profileId, customer);
    if (order.expireTime !== undefined && Date.parse(order.expireTime) <= this.now().getTime()) {
      // The issues' words are the checks' own (put into the reader's language where the error crosses to the page).
      throw new AppError('validation', message('errors.trading.expiryPassed', { time: order.expireTime }), {
        issues: [{ path: 'order.expireTime', message: ENGLISH.t('errors.validation.mustBeFuture') }],
      });
    }
    const clientOrderId = order.clientOrderId ?? newClientOrderId();
    if (this.deps.journal.get('order', clientOrderId)) {
      throw new AppError('validation', message('errors.trading.clientOrderIdUsed', { id: clientOrderId }), {
        issues: [{ path: 'order.clientOrderId', message: ENGLISH.t('errors.validation.alreadyUsed') }],
      });
    }
    const request = toJournaled(order, clientOrderId);
    let entry = this.newEntry('order', clientOrderId, profileId, customer, clientOrderId, request);
    // Limits first (a refusal journals and sends nothing), then the journal entry, which is on disk before the
    // first byte goes out: a crash from here on is reconciled at the next start.
    await this.admit(async () => {
      entry = { ...entry, value: await this.deps.preTrade({ profileId, customer, order, client, confirmed }) };
      await this.saveBeforeSend(entry, 'trading.failure.orderNotSent');
    });
    this.announce({ ...entry, state: 'sent' });
    const outcome = await sendOrder(client, customer, request, this.now(), this.timeoutMs);
    entry = { ...afterSend(entry, outcome, 'acknowledged'), updatedAt: this.now().toISOString() };
    this.saveInBackground(entry);
    if (outcome.kind === 'acknowledged') this.deps.orderLearned?.(profileId, customer, outcome.order);
    entry = await this.afterFirstSend(entry, outcome.kind);
    return {
      clientOrderId,
      outcome: outcomeOf(entry),
      order: entry.order,
      ...(entry.message ? { message: entry.message } : {}),
      ...errorOf(entry, outcome),
    };
  }

  private admit(step: () => Promise<void>): Promise<void> {
    const run = this.admitting.then(step);
    this.admitting = run.catch(() => undefined);
    return run;
  }

  /** A 409 for our own id is looked up at once (the answer can still say what the order is); other unknowns go to the background. */
  private async afterFirstSend(entry: JournalRecord, outcome: string): Promise<JournalRecord> {
    if (isFinal(entry.state)) return entry;
    const key = journalKey(entry.kind, entry.id);
    if (outcome !== 'exists') {
      this.scheduler.ensure(key);
      return entry;
    }
    await this.scheduler.stepNow(key);
    return this.entryOf(key) ?? entry;
  }

  private async reconcileStep(key: string): Promise<boolean> {
    const entry = this.entryOf(key);
    if (!entry || isFinal(entry.state)) return true;
    let client: TradingClient;
    try {
      client = await this.deps.clientForReconciling(entry.profileId, entry.connection ?? null);
    } catch (error) {
      const said = message('trading.journal.cannotCheckYet', { reason: keptWords(error) });
      // Retried with backoff (a profile added again makes it checkable): the journal is written only when this changes.
      if (entry.state !== 'unknown' || JSON.stringify(entry.message) !== JSON.stringify(said))
        await this.save({ ...entry, state: 'unknown', updatedAt: this.now().toISOString(), message: said });
      return false;
    }
    const ctx: ReconcileContext = {
      client,
      now: this.now,
      timeoutMs: this.timeoutMs,
      maxResendAgeMs: this.deps.maxResendAgeMs ?? 5 * 60_000,
      save: (next) => this.save(next),
      learned: (next, order) => this.deps.orderLearned?.(next.profileId, next.customer, order),
    };
    const next = entry.kind === 'order' ? await reconcileOrder(ctx, entry) : await reconcileCancel(ctx, entry);
    return isFinal(next.state);
  }

  private async awaitStartup(): Promise<void> {
    if (this.startupDone) return;
    const waitMs = this.deps.startupWaitMs ?? 15_000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), waitMs)));
    const result = await Promise.race([this.startup.then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    if (result === 'timeout') {
      throw new AppError(
        'conflict',
        message('errors.trading.stillReconciling', { count: this.deps.journal.unfinished().length }),
      );
    }
  }

  private newEntry(
    kind: JournalRecord['kind'],
    id: string,
    profileId: string,
    customer: string,
    clientOrderId: string | null,
    request: object,
  ): JournalRecord {
    return newJournalRecord(
      { kind, id, profileId, customer, clientOrderId, request },
      this.now(),
      this.deps.connectionOf?.(profileId) ?? null,
    );
  }

  private entryOf(key: string): JournalRecord | undefined {
    const [kind, ...rest] = key.split(':');
    return this.deps.journal.get(kind as JournalRecord['kind'], rest.join(':'));
  }

  private async save(entry: JournalRecord, durability: 'durable' | 'lazy' = 'durable'): Promise<void> {
    const written = this.deps.journal.put(entry, durability);
    written.catch(() => undefined);
    this.announce(entry);
    await written;
  }

  /** The durable write before a send: when it fails, nothing is sent, and the problem says so first. */
  private async saveBeforeSend(entry: JournalRecord, notSent: MessageKey): Promise<void> {
    try {
      await this.save(entry);
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError(
        error.kind,
        (translator) =>
          translator.t('trading.failure.notSaved', { notSent: translator.t(notSent), reason: error.text(translator) }),
        error.details,
      );
    }
  }

  /**
   * Records the outcome without holding the answer back for its fsync: if the
   * app dies before it lands, the entry is still pending on disk and the next
   * start looks the order up by its id (never resends it blindly). Only the
   * write before a send must be durable before going on.
   */
  private saveInBackground(entry: JournalRecord): void {
    this.save(entry, 'lazy').catch((error: unknown) => {
      // Closed: the app is stopping; the pending line on disk is reconciled at the next start.
      if (!(error instanceof JournalClosedError)) this.deps.onJournalError?.(error);
    });
  }

  private announce(entry: JournalRecord): void {
    this.deps.entryChanged?.(entry);
    this.scheduler.notify(journalKey(entry.kind, entry.id));
  }
}
