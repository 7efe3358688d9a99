import { join } from 'node:path';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { QuoteRequest } from '../../../shared/api/schemas/order-requests';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type {
  TradingJournalEntry,
  TradingOrderRequest,
  TradingQuote,
  TradingSettings,
  TradingSettingsUpdate,
} from '../../../shared/ipc/schemas/trading';
import type { TradingLimits } from '../../../shared/trading/limits';
import { AppError } from '../errors';
import type { MoneyGuards } from '../guards/money-guards';
import type { CancelAllResult, CancelAllScope } from '../../../shared/ipc/schemas/trading-cancel-all';
import { cancelAll, openOrdersOf } from './cancel-all';
import { CommissionRates, type Pair } from './commission-rates';
import type { CommissionRate } from '../../../shared/ipc/schemas/trading-commission';
import type { SetLimitsOptions } from './limits-store';
import { whyCustomerCannotTrade } from './trading-access';
import { TRADING_FILES } from './trading-files';
import type { JournalNotice } from '../storage/journal-file';
import { OrderJournal } from './journal';
import { OrderService, type OrderServiceDeps } from './order-service';
import { OrderWatcher, type TradingNotification } from './order-watcher';
import { TradingSettingsStore } from './settings';
import type { TradingClient } from './trading-client';
import type { Emitter } from '../feature';
import { message } from '../../../shared/i18n/message';
import { ENGLISH } from '../i18n/english';

export { TRADING_FILES };

/** The push events of the trading desk. */
export type TradingEvent = 'tradingJournalChanged' | 'orderUpdated';

/** What the trading desk needs from the app. */
export interface TradingServiceOptions {
  dataDir: string;
  /** The active profile's client; refuses (conflict) unless profileId is the active profile. */
  activeClient: (profileId: string) => Promise<TradingClient>;
  /** The client to reconcile an entry with: its profile's, or one with the same connection reference. */
  anyClient: (profileId: string, connection: string | null) => Promise<TradingClient>;
  /** A profile's connection reference (connection-ref.ts), journaled with each entry. */
  connectionOf?: (profileId: string) => string | null;
  /** The active profile's customer of that number, or null when it is not one of its customers. */
  customerOf: (profileId: string, customer: string) => Promise<Customer | null>;
  /** Where the service pushes every change of a journal entry and of a watched order (absent: nothing is pushed). */
  events?: Emitter<TradingEvent>;
  notify?: (notification: TradingNotification) => void;
  /** The pre-trade limits and main's confirmations (required: nothing is sent around them); over the same dataDir. */
  guards: Pick<MoneyGuards, 'journalPath' | 'limits' | 'quotes' | 'order' | 'cancelAll'>;
  /** Says what of a damaged order journal was set aside. */
  notice?: JournalNotice;
  /** Tuning for tests (timeouts, backoff, clock). */
  tuning?: Pick<
    OrderServiceDeps,
    'now' | 'sleep' | 'random' | 'sendTimeoutMs' | 'backoff' | 'maxResendAgeMs' | 'startupWaitMs'
  >;
}

/** The trading desk's main-side service: quotes, placement and cancel (journaled), reconciliation, the order watcher, settings. */
export interface TradingService {
  readonly orders: OrderService;
  readonly watcher: OrderWatcher;
  /** Settles once start-up reconciliation had its first pass. */
  readonly started: Promise<void>;
  quote(profileId: string, customer: string, request: QuoteRequest): Promise<TradingQuote>;
  place: OrderService['place'];
  /** A profile's pre-trade limits (stored, or its kind's defaults). */
  limits(profileId: string): Promise<TradingLimits>;
  /** Replaces a profile's limits: lowering always; raising only with a confirmation main obtains (or options.confirmed from the desk's --yes). */
  setLimits(profileId: string, limits: TradingLimits, options?: SetLimitsOptions): Promise<TradingLimits>;
  /** A new profile's first limits (not a raise: see LimitsStore.setInitial). */
  setInitialLimits(profileId: string, limits: TradingLimits): Promise<TradingLimits>;
  cancel: OrderService['cancel'];
  /**
   * Cancels the open orders of an instrument or the customer (only those confirmed, when named), one journaled cancel each;
   * more than one needs main's confirmation (options.confirmed: the desk's --yes; the IPC channel never sets it).
   */
  cancelAll(
    profileId: string,
    customer: string,
    scope: CancelAllScope,
    options?: { confirmed?: boolean },
  ): Promise<CancelAllResult>;
  /** The open orders a cancel-all of this scope would cancel now (the desk's count before --yes). */
  openOrders(profileId: string, customer: string, instrument?: string): Promise<TradingOrder[]>;
  journal(profileId: string, customer?: string): TradingJournalEntry[];
  /** The commission rate of the customer's next order of an instrument (learned from their orders, else their latest filled one); null: none known. */
  commissionRate(profileId: string, customer: string, pair: Pair): Promise<CommissionRate | null>;
  /** Orders of a customer the service answered elsewhere (the blotter's list): their commission rates are learned. */
  learnOrders(profileId: string, customer: string, orders: readonly TradingOrder[]): void;
  reconcile(profileId?: string): Promise<TradingJournalEntry[]>;
  watch(profileId: string, customer: string | null): void;
  settings(): TradingSettings;
  updateSettings(change: TradingSettingsUpdate): Promise<TradingSettings>;
  close(): Promise<void>;
}

/** Opens the journal and settings in dataDir and starts reconciling what the last session left unfinished. */
export async function createTradingService(options: TradingServiceOptions): Promise<TradingService> {
  const { guards } = options;
  // Built without them, a service could send what no limit checked (a caller that forgot them, a plain-JS one).
  if (!guards || typeof guards.order !== 'function' || typeof guards.cancelAll !== 'function') {
    throw new AppError('internal', message('trading.failure.noChecks'));
  }
  // The counts of the checks come from this desk's journal: guards over another data folder would count nothing.
  if (guards.journalPath !== join(options.dataDir, TRADING_FILES.journal)) {
    throw new AppError('internal', message('trading.failure.otherJournal'));
  }
  const journal = await OrderJournal.open(
    join(options.dataDir, TRADING_FILES.journal),
    options.notice ? { notice: options.notice } : {},
  );
  const settings = await TradingSettingsStore.open(join(options.dataDir, TRADING_FILES.settings), options.notice);
  const commission = await CommissionRates.open({
    path: join(options.dataDir, TRADING_FILES.commission),
    clientFor: options.activeClient,
    ...(options.notice ? { notice: options.notice } : {}),
  });
  const watcher = new OrderWatcher({
    clientFor: options.activeClient,
    seen: (profileId, customer, seen) => commission.learn(profileId, customer, seen),
    settings: () => settings.get(),
    emit: (profileId, customer, order) => options.events?.emit('orderUpdated', { profileId, customer, order }),
    notify: (notification) => options.notify?.(notification),
  });

  async function checkAccess(profileId: string, customerNumber: string): Promise<void> {
    const customer = await options.customerOf(profileId, customerNumber);
    if (!customer) {
      throw new AppError(
        'validation',
        message('errors.trading.notThisProfilesCustomer', { customer: customerNumber }),
        {
          issues: [{ path: 'customer', message: ENGLISH.t('errors.validation.notThisProfilesCustomer') }],
        },
      );
    }
    const why = whyCustomerCannotTrade(customer);
    if (why)
      throw new AppError('forbidden', (translator) =>
        translator.t('trading.failure.refused', { why: translator.format(why) }),
      );
  }

  const orders = new OrderService({
    preTrade: guards.order,
    journal,
    clientForPlacing: options.activeClient,
    clientForReconciling: options.anyClient,
    ...(options.connectionOf ? { connectionOf: options.connectionOf } : {}),
    checkAccess,
    entryChanged: (entry) => options.events?.emit('tradingJournalChanged', { profileId: entry.profileId, entry }),
    orderLearned: (profileId, customer, order) => {
      commission.learn(profileId, customer, [order]);
      watcher.observe(profileId, customer, order);
    },
    // Only outcome writes are not awaited; the entry stays pending on disk and is looked up at the next start.
    onJournalError: (error) => console.error('order journal write failed', error),
    ...(options.notice ? { notice: options.notice } : {}),
    ...options.tuning,
  });
  const started = orders.start().catch(() => undefined);

  return {
    orders,
    watcher,
    started,
    async quote(profileId, customer, request) {
      const client = await options.activeClient(profileId);
      await checkAccess(profileId, customer);
      const result = await client.call('trading.requestQuote', { body: request, customer });
      if (!result.ok) throw new AppError('service', result.error.message, result.error);
      guards.quotes.remember(profileId, result.value);
      return result.value;
    },
    place: (
      profileId: string,
      customer: string,
      ticketId: string,
      order: TradingOrderRequest,
      placeOptions?: { confirmed?: boolean },
    ) => orders.place(profileId, customer, ticketId, order, placeOptions),
    limits: (profileId) => guards.limits.get(profileId),
    setLimits: (profileId, next, setOptions) => guards.limits.set(profileId, next, setOptions),
    setInitialLimits: (profileId, first) => guards.limits.setInitial(profileId, first),
    cancel: (profileId, customer, target) => orders.cancel(profileId, customer, target),
    cancelAll: (profileId, customer, scope, cancelOptions) =>
      cancelAll(
        { orders, clientFor: options.activeClient, checkAccess, confirm: guards.cancelAll },
        profileId,
        customer,
        scope,
        cancelOptions?.confirmed === true,
      ),
    async openOrders(profileId, customer, instrument) {
      const client = await options.activeClient(profileId);
      await checkAccess(profileId, customer);
      return openOrdersOf(client, customer, instrument);
    },
    journal: (profileId, customer) => orders.unfinished(profileId, customer),
    commissionRate: (profileId, customer, pair) => commission.rateFor(profileId, customer, pair),
    learnOrders: (profileId, customer, seen) => commission.learn(profileId, customer, seen),
    reconcile: (profileId) => orders.reconcileNow(profileId),
    watch: (profileId, customer) => watcher.watch(profileId, customer),
    settings: () => settings.get(),
    updateSettings: (change) => settings.update(change),
    async close() {
      watcher.stop();
      await orders.close();
      await journal.close();
      await commission.flush();
    },
  };
}
