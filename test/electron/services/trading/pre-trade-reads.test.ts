import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKET_DATA_REUSE_MS } from '../../../../electron/services/trading/market-data-memory';
import { newJournalRecord, OrderJournal } from '../../../../electron/services/trading/journal';
import {
  createTradingService,
  TRADING_FILES,
  type TradingService,
} from '../../../../electron/services/trading/trading-service';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { SIMULATOR_LIMITS } from '../../../../shared/trading/limits';
import { guardsFor } from '../helpers/guards';
import { useTempDirs } from '../helpers/temp-dir';
import { failure, fakeClient, orderFor, success } from './fake-client';

// What each pre-trade check reads, and how often: the prices (kept briefly, never to refuse or confirm on) and
// the order journal as it is on disk (only what was appended since the last check is read).
const tempDir = useTempDirs();
const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = '100234';
const book = (bid: string, ask: string) => [
  { symbol: 'BTC', currency: 'CHF', bid, ask, timestamp: '2026-11-28T10:00:00Z' },
];
const limitBuy = (limitPrice: string): TradingOrderRequest => ({
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '0.01',
  limitPrice,
  fromAccount: 11,
});

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((closable) => closable.close()));
});

/** A desk over dataDir; placed: the service's orders by client order id (shared by the desks of one test: one service). */
async function desk(
  dataDir: string,
  prices: { books: unknown[] },
  at: { ms: number },
  known = new Map<string, TradingOrder>(),
): Promise<{ service: TradingService; reads: () => number; placed: () => number }> {
  let nextId = 1;
  const client = fakeClient({
    'trading.marketData': () => success(prices.books),
    'trading.placeOrder': (input) => {
      const order = orderFor(input.body ?? {}, nextId++);
      known.set(order.clientOrderId ?? '', order);
      return success(order);
    },
    // After a restart the acknowledged orders are looked up once.
    'trading.getOrder': (input) => {
      const order = known.get(input.params?.id ?? '');
      return order ? success(order) : failure('not-found', 404);
    },
  });
  const now = () => new Date(at.ms);
  const service = await createTradingService({
    dataDir,
    guards: await guardsFor(dataDir, { now }),
    activeClient: async () => client,
    anyClient: async () => client,
    customerOf: async (_profile, number) =>
      number === CUSTOMER ? { customerNumber: CUSTOMER, name: 'Acme', referenceCurrency: 'CHF' } : null,
    tuning: { now, sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
  });
  open.push(service);
  const count = (name: string) => () => client.calls.filter((call) => call.name === name).length;
  return { service, reads: count('trading.marketData'), placed: count('trading.placeOrder') };
}

describe("the pre-trade check's prices", () => {
  it('are read once for a burst of orders, and again once they are older than the reuse window', async () => {
    const at = { ms: Date.parse('2026-11-28T10:00:00Z') };
    const { service, reads, placed } = await desk(await tempDir(), { books: book('19990', '20010') }, at);
    await service.place(PROFILE, CUSTOMER, 't-1', limitBuy('19500'));
    at.ms += MARKET_DATA_REUSE_MS - 1;
    await service.place(PROFILE, CUSTOMER, 't-2', limitBuy('19500'));
    expect(reads()).toBe(1);
    at.ms += 1;
    await service.place(PROFILE, CUSTOMER, 't-3', limitBuy('19500'));
    expect(reads()).toBe(2);
    expect(placed()).toBe(3);
  });

  it('never refuse an order on kept prices: a refusal is decided on prices read for that order', async () => {
    const at = { ms: Date.parse('2026-11-28T10:00:00Z') };
    const prices = { books: book('19990', '20010') };
    const { service, reads, placed } = await desk(await tempDir(), prices, at);
    await service.place(PROFILE, CUSTOMER, 't-1', limitBuy('19500'));
    // The market rose 20 %: 23,000 is outside the 10 % band of the kept mid (20,000), inside that of the mid now (24,000).
    prices.books = book('23990', '24010');
    await expect(service.place(PROFILE, CUSTOMER, 't-2', limitBuy('23000'))).resolves.toMatchObject({
      outcome: 'acknowledged',
    });
    expect(reads()).toBe(2);
    // Outside the band of the prices now too: refused, on prices read for it.
    await expect(service.place(PROFILE, CUSTOMER, 't-3', limitBuy('19500'))).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'price-band' },
      message: expect.stringContaining('mid CHF 24,000.00'),
    });
    expect(reads()).toBe(3);
    expect(placed()).toBe(2);
  });
});

describe("the pre-trade check's counts", () => {
  it('count what another process on the data folder journals between two checks, and every order of the minute after a restart', async () => {
    const dataDir = await tempDir();
    const at = { ms: Date.parse('2026-11-28T10:00:00Z') };
    const known = new Map<string, TradingOrder>();
    const first = await desk(dataDir, { books: book('19990', '20010') }, at, known);
    await first.service.setLimits(PROFILE, { ...SIMULATOR_LIMITS, maxOrdersPerMinute: 4 });
    await first.service.place(PROFILE, CUSTOMER, 't-1', limitBuy('19500'));
    await first.service.place(PROFILE, CUSTOMER, 't-2', limitBuy('19500'));
    // The desk command, on the same data folder, journals an order of the same customer.
    const other = await OrderJournal.open(join(dataDir, TRADING_FILES.journal));
    await other.put(
      newJournalRecord(
        {
          kind: 'order',
          id: 'desk-1',
          profileId: PROFILE,
          customer: CUSTOMER,
          clientOrderId: 'desk-1',
          request: limitBuy('19500'),
        },
        new Date(at.ms),
        null,
      ),
    );
    await other.close();
    await first.service.place(PROFILE, CUSTOMER, 't-3', limitBuy('19500'));
    await expect(first.service.place(PROFILE, CUSTOMER, 't-4', limitBuy('19500'))).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'rate' },
      message: expect.stringContaining('4 orders of this customer'),
    });
    await first.service.close();
    // After a restart the minute's four orders still count.
    const second = await desk(dataDir, { books: book('19990', '20010') }, at, known);
    await expect(second.service.place(PROFILE, CUSTOMER, 't-5', limitBuy('19500'))).rejects.toMatchObject({
      kind: 'limit',
      details: { limit: 'rate' },
    });
  });
});
