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
import { AppError } from '../errors';
import { whyCustomerCannotTrade } from './access';
import type { JournalNotice } from '../storage/journal-file';
import { OrderJournal } from './journal';
import { OrderService, type OrderServiceDeps } from './order-service';
import { OrderWatcher, type TradingNotification } from './order-watcher';
import { TradingSettingsStore } from './settings';
import type { TradingClient } from './trading-client';

/** Files of the trading desk in the data folder. */
export const TRADING_FILES = { journal: 'order-journal.jsonl', settings: 'trading-settings.json' } as const;

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
  cancel: OrderService['cancel'];
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
  const settings = await TradingSettingsStore.open(join(options.dataDir, TRADING_FILES.settings));
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

  const orders = new OrderService({
    journal,
    clientForPlacing: options.activeClient,
    clientForReconciling: options.anyClient,
    ...(options.connectionOf ? { connectionOf: options.connectionOf } : {}),
    checkAccess,
    entryChanged: (entry) => options.entryChanged?.(entry),
    orderLearned: (profileId, customer, order) => watcher.observe(profileId, customer, order),
    // Only outcome writes are not awaited; the entry stays pending on disk and is looked up at the next start.
    onJournalError: (error) => console.error('order journal write failed', error),
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
    place: (profileId: string, customer: string, ticketId: string, order: TradingOrderRequest) => orders.place(profileId, customer, ticketId, order),
    cancel: (profileId, customer, target) => orders.cancel(profileId, customer, target),
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
