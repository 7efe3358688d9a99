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
import type { ConfirmPort } from '../confirm/confirm-port';
import { AppError } from '../errors';
import type { NoticeService } from '../notices/notice-service';
import type { CancelAllResult, CancelAllScope } from '../../../shared/ipc/schemas/trading-cancel-all';
import { cancelAll, openOrdersOf } from './cancel-all';
import { LimitsStore, type SetLimitsOptions } from './limits-store';
import { createPreTradeCheck } from './pre-trade';
import { whyCustomerCannotTrade } from './trading-access';
import type { JournalNotice } from '../storage/journal-file';
import { OrderJournal } from './journal';
import { OrderService, type OrderServiceDeps } from './order-service';
import { OrderWatcher, type TradingNotification } from './order-watcher';
import { TradingSettingsStore } from './settings';
import type { TradingClient } from './trading-client';

/** Files of the trading desk in the data folder. */
export const TRADING_FILES = { journal: 'order-journal.jsonl', settings: 'trading-settings.json', limits: 'trading-limits.json' } as const;

/** What the pre-trade limits need from the app (absent: no limits, for tests of the journal and reconciliation alone). */
export interface TradingLimitsOptions {
  /** The kind of a profile (its default limits); null: no such profile. */
  environmentOf: (profileId: string) => 'simulator' | 'sandbox' | 'production' | null;
  profileName: (profileId: string) => string;
  /** Main's confirmation outside the page (native dialog); unavailable: what needs one is refused. */
  confirm: ConfirmPort;
  notices?: NoticeService;
}

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
  entryChanged?: (entry: TradingJournalEntry) => void;
  orderUpdated?: (profileId: string, customer: string, order: TradingOrder) => void;
  notify?: (notification: TradingNotification) => void;
  /** The profiles' pre-trade limits; absent: none. */
  limits?: TradingLimitsOptions;
  /** Says what of a damaged order journal was set aside. */
  notice?: JournalNotice;
  /** Tuning for tests (timeouts, backoff, clock). */
  tuning?: Pick<OrderServiceDeps, 'now' | 'sleep' | 'random' | 'sendTimeoutMs' | 'backoff' | 'maxResendAgeMs' | 'startupWaitMs'>;
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
  /** Cancels the open orders of an instrument or the customer (only those confirmed, when named), one journaled cancel each. */
  cancelAll(profileId: string, customer: string, scope: CancelAllScope): Promise<CancelAllResult>;
  /** The open orders a cancel-all of this scope would cancel now (the desk's count before --yes). */
  openOrders(profileId: string, customer: string, instrument?: string): Promise<TradingOrder[]>;
  journal(profileId: string, customer?: string): TradingJournalEntry[];
  reconcile(profileId?: string): Promise<TradingJournalEntry[]>;
  watch(profileId: string, customer: string | null): void;
  settings(): TradingSettings;
  updateSettings(change: TradingSettingsUpdate): Promise<TradingSettings>;
  close(): Promise<void>;
}

/** Opens the journal and settings in dataDir and starts reconciling what the last session left unfinished. */
export async function createTradingService(options: TradingServiceOptions): Promise<TradingService> {
  const journal = await OrderJournal.open(join(options.dataDir, TRADING_FILES.journal), options.notice ? { notice: options.notice } : {});
  const settings = await TradingSettingsStore.open(join(options.dataDir, TRADING_FILES.settings), options.notice);
  const watcher = new OrderWatcher({
    clientFor: options.activeClient,
    settings: () => settings.get(),
    emit: (profileId, customer, order) => options.orderUpdated?.(profileId, customer, order),
    notify: (notification) => options.notify?.(notification),
  });

  async function checkAccess(profileId: string, customerNumber: string): Promise<void> {
    const customer = await options.customerOf(profileId, customerNumber);
    if (!customer) {
      throw new AppError('validation', `Customer ${customerNumber} is not one of this profile's customers; nothing was sent.`, {
        issues: [{ path: 'customer', message: 'Not one of this profile\'s customers' }],
      });
    }
    const why = whyCustomerCannotTrade(customer);
    if (why) throw new AppError('forbidden', `${why} Nothing was sent.`);
  }

  const limitsOptions = options.limits;
  const limits = limitsOptions
    ? new LimitsStore({
        path: join(options.dataDir, TRADING_FILES.limits),
        environmentOf: limitsOptions.environmentOf,
        confirm: limitsOptions.confirm,
        ...(limitsOptions.notices ? { notices: limitsOptions.notices } : {}),
        ...(options.tuning?.now ? { now: options.tuning.now } : {}),
      })
    : null;
  await limits?.preload();
  const preTrade =
    limits && limitsOptions
      ? createPreTradeCheck({
          limits,
          journalPath: journal.path,
          confirm: limitsOptions.confirm,
          referenceCurrencyOf: async (profileId, customer) => (await options.customerOf(profileId, customer))?.referenceCurrency ?? null,
          profileName: limitsOptions.profileName,
          now: options.tuning?.now ?? (() => new Date()),
        })
      : undefined;
  const noLimits = (): never => {
    throw new AppError('internal', 'Trading limits are not available here.');
  };

  const orders = new OrderService({
    ...(preTrade ? { preTrade } : {}),
    journal,
    clientForPlacing: options.activeClient,
    clientForReconciling: options.anyClient,
    ...(options.connectionOf ? { connectionOf: options.connectionOf } : {}),
    checkAccess,
    entryChanged: (entry) => options.entryChanged?.(entry),
    orderLearned: (profileId, customer, order) => watcher.observe(profileId, customer, order),
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
      return result.value;
    },
    place: (profileId: string, customer: string, ticketId: string, order: TradingOrderRequest, placeOptions?: { confirmed?: boolean }) =>
      orders.place(profileId, customer, ticketId, order, placeOptions),
    limits: (profileId) => (limits ? limits.get(profileId) : noLimits()),
    setLimits: (profileId, next, setOptions) => (limits ? limits.set(profileId, next, setOptions) : noLimits()),
    setInitialLimits: (profileId, first) => (limits ? limits.setInitial(profileId, first) : noLimits()),
    cancel: (profileId, customer, target) => orders.cancel(profileId, customer, target),
    cancelAll: (profileId, customer, scope) => cancelAll({ orders, clientFor: options.activeClient, checkAccess }, profileId, customer, scope),
    async openOrders(profileId, customer, instrument) {
      const client = await options.activeClient(profileId);
      await checkAccess(profileId, customer);
      return openOrdersOf(client, customer, instrument);
    },
    journal: (profileId, customer) => orders.unfinished(profileId, customer),
    reconcile: (profileId) => orders.reconcileNow(profileId),
    watch: (profileId, customer) => watcher.watch(profileId, customer),
    settings: () => settings.get(),
    updateSettings: (change) => settings.update(change),
    async close() {
      watcher.stop();
      await orders.close();
      await journal.close();
    },
  };
}
