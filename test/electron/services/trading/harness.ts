import Big from 'big.js';
import { createServiceClient, type ExchangeRecord, type ServiceClient } from '../../../../electron/client/client';
import { controlClient, type ControlClient } from '../../../../electron/simulator/control-client';
import { startSimulator, type RunningSimulator } from '../../../../electron/simulator/index';
import type { TradingNotification } from '../../../../electron/services/trading/order-watcher';
import {
  createTradingService,
  type TradingEvent,
  type TradingService,
  type TradingServiceOptions,
} from '../../../../electron/services/trading/trading-service';
import { listeners } from '../helpers/emitter';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import type { TradingJournalEntry, TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { passingGuards } from '../helpers/guards';

export const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';

/** A simulator with one key, its first customer, and the app's own client (real retry settings) recording every attempt. */
export interface TradingWorld {
  simulator: RunningSimulator;
  control: ControlClient;
  client: ServiceClient;
  customer: string;
  /** Every attempt the client made (the request log's view). */
  exchanges: ExchangeRecord[];
  chfAccount: number;
  btcAccount: number;
  /** A BTC/CHF limit price far below the market: such a Buy rests (New). */
  restingPrice: string;
  /** A BTC/CHF limit price 7 % below the bid: such a Buy rests, inside the default 10 % price band of the pre-trade limits. */
  bandPrice: string;
  stop(): Promise<void>;
}

/** Starts the simulator and finds the accounts and a resting price. */
export async function startTradingWorld(): Promise<TradingWorld> {
  const simulator = await startSimulator({ seed: 7, speed: 1, host: '127.0.0.1', port: 0 });
  const credential = simulator.credentials[0];
  if (!credential) throw new Error('the simulator has no credentials');
  const customer = String(credential.customers[0]);
  const exchanges: ExchangeRecord[] = [];
  const client = createServiceClient({
    baseUrl: simulator.baseUrl,
    apiKey: credential.apiKey,
    secret: async () => credential.apiSecret,
    defaultCustomer: () => customer,
    onExchange: (record) => exchanges.push(record),
    // Short waits between the client's own retries of reads, so trials stay fast.
    retry: { baseDelayMs: 10, maxDelayMs: 50 },
  });
  const accounts = await client.call('trading.listAccounts', { customer });
  if (!accounts.ok) throw new Error(accounts.error.message);
  const chf = accounts.value.find((account) => account.assetSymbol === 'CHF');
  const btc = accounts.value.find((account) => account.assetSymbol === 'BTC');
  const book = await client.call('trading.marketData', { query: { symbols: ['BTC'], currency: 'CHF' }, customer });
  if (!chf || !btc || !book.ok || !book.value[0]?.bid)
    throw new Error('the simulator has no CHF/BTC accounts or BTC/CHF market');
  return {
    simulator,
    control: controlClient(simulator),
    client,
    customer,
    exchanges,
    chfAccount: chf.account,
    btcAccount: btc.account,
    restingPrice: new Big(book.value[0].bid).div(2).round(0).toFixed(),
    bandPrice: new Big(book.value[0].bid).times(0.93).round(0).toFixed(),
    stop: async () => {
      await client.close();
      await simulator.stop();
    },
  };
}

/** Everything the trading service told the app. */
export interface Recorded {
  entries: TradingJournalEntry[];
  orders: TradingOrder[];
  notifications: TradingNotification[];
  /** Resolves with the first journal change that matches (one already recorded, or the next ones as they come). */
  entryWhere: (matches: (entry: TradingJournalEntry) => boolean) => Promise<TradingJournalEntry>;
}

/** A trading service over dataDir talking to the world (as the app builds it, with short timeouts for tests). */
export async function tradingServiceFor(
  world: TradingWorld,
  dataDir: string,
  tuning: TradingServiceOptions['tuning'] = {},
  overrides: Partial<TradingServiceOptions> = {},
): Promise<{ service: TradingService; recorded: Recorded }> {
  const waiting = new Set<{
    matches: (entry: TradingJournalEntry) => boolean;
    resolve: (entry: TradingJournalEntry) => void;
  }>();
  const recorded: Recorded = {
    entries: [],
    orders: [],
    notifications: [],
    entryWhere: (matches) => {
      const found = recorded.entries.find(matches);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.add({ matches, resolve }));
    },
  };
  const service = await createTradingService({
    dataDir,
    guards: await passingGuards(dataDir),
    activeClient: async () => world.client,
    anyClient: async () => world.client,
    customerOf: async (_profileId, customer) =>
      customer === world.customer ? { customerNumber: customer, name: 'Test customer' } : null,
    events: listeners<TradingEvent>({
      tradingJournalChanged: ({ entry }) => {
        recorded.entries.push(entry);
        for (const waiter of waiting) {
          if (!waiter.matches(entry)) continue;
          waiting.delete(waiter);
          waiter.resolve(entry);
        }
      },
      orderUpdated: ({ order }) => recorded.orders.push(order),
    }),
    notify: (notification) => recorded.notifications.push(notification),
    tuning: { sendTimeoutMs: 1_000, backoff: { baseMs: 20, maxMs: 200 }, startupWaitMs: 10_000, ...tuning },
    ...overrides,
  });
  return { service, recorded };
}

/** A small resting Limit buy, or a Market buy that fills at once. */
export function orderOf(world: TradingWorld, type: 'Limit' | 'Market'): TradingOrderRequest {
  return type === 'Limit'
    ? {
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy',
        orderType: 'Limit',
        timeInForce: 'GoodTillCancel',
        quantity: '0.001',
        limitPrice: world.restingPrice,
        fromAccount: world.chfAccount,
        toAccount: world.btcAccount,
      }
    : {
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy',
        orderType: 'Market',
        timeInForce: 'ImmediateOrCancel',
        quantity: '0.0001',
        fromAccount: world.chfAccount,
        toAccount: world.btcAccount,
      };
}

/** Every order of the world's customer with this clientOrderId (the simulator's own list). */
export async function ordersWithClientId(world: TradingWorld, clientOrderId: string): Promise<TradingOrder[]> {
  const all = await allOrders(world);
  return all.filter((order) => order.clientOrderId === clientOrderId);
}

/** Every order of the world's customer. */
export async function allOrders(world: TradingWorld): Promise<TradingOrder[]> {
  const list = await world.client.call('trading.listOrders', {
    query: { scope: 'All', pageSize: 1000 },
    customer: world.customer,
  });
  if (!list.ok) throw new Error(list.error.message);
  return list.value.content;
}

/** POST attempts the client made for one clientOrderId cannot be told apart on the wire log; count POSTs since a mark. */
export function placementAttemptsSince(world: TradingWorld, mark: number): number {
  return world.exchanges
    .slice(mark)
    .filter((record) => record.method === 'POST' && record.path.endsWith('/trading/api/v3/Orders')).length;
}
