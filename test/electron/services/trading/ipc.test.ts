import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rawRead } from '../../ipc/raw-read';
import Big from 'big.js';
import type { MarketData, TradingAccount } from '../../../../shared/api/schemas/trading';
import type { OrderList } from '../../../../shared/api/schemas/orders';
import type { CustomerList } from '../../../../shared/ipc/schemas/customers';
import type {
  TradingCancelResult,
  TradingJournalEntry,
  TradingPlaceResult,
  TradingQuote,
  TradingSettings,
} from '../../../../shared/ipc/schemas/trading';
import { startApp, useSharedSimulator } from '../../ipc/harness';
import type { CancelAllResult } from '../../../../shared/ipc/schemas/trading-cancel-all';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const { start } = useSharedSimulator();

describe('trading channels through the IPC dispatcher', () => {
  it('quote, place (one order per ticket), quote-then-trade, cancel, journal and settings, with push events', async () => {
    const dataDir = await tempDir();
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start });
    const { profileId, selectedCustomer } = await app.value<CustomerList>('customers.reachable');
    const customer = selectedCustomer as string;
    const accounts = await app.value<TradingAccount[]>('trading.accounts', { profileId });
    const chf = accounts.find((account) => account.assetSymbol === 'CHF')?.account as number;
    const btc = accounts.find((account) => account.assetSymbol === 'BTC')?.account as number;

    const quote = await app.value<TradingQuote>('trading.quote', {
      profileId,
      customer,
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      quantity: '0.0002',
      fromAccount: chf,
    });
    expect(quote).toMatchObject({ symbol: 'BTC', quantity: '0.0002' });
    expect(typeof quote.price).toBe('string');

    // A double click: the same ticket twice at once is one order.
    const ticketId = randomUUID();
    const order = {
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'PreviouslyQuoted',
      timeInForce: 'FillOrKill',
      quantity: '0.0002',
      quoteId: quote.quoteId,
      fromAccount: chf,
      toAccount: btc,
    };
    const [first, second] = await Promise.all([
      app.value<TradingPlaceResult>('trading.place', { profileId, customer, ticketId, order }),
      app.value<TradingPlaceResult>('trading.place', { profileId, customer, ticketId, order }),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ outcome: 'acknowledged', order: { status: 'Filled', quoteId: quote.quoteId } });
    const listed = await app.value<OrderList>('trading.orders', { profileId, query: { scope: 'All', pageSize: 1000 } });
    expect(listed.content.filter((listedOrder) => listedOrder.clientOrderId === first.clientOrderId)).toHaveLength(1);

    // A resting limit order (7 % under the bid: inside the default price band), then its cancel.
    const read = await rawRead(app.services, 'trading.marketData', {
      profileId,
      query: { symbols: ['BTC'], currency: 'CHF' },
    });
    const [book] = (read.ok ? read.value : []) as MarketData[];
    const limitPrice = new Big(book?.bid ?? '0').times('0.93').round(0).toFixed();
    const resting = await app.value<TradingPlaceResult>('trading.place', {
      profileId,
      customer,
      ticketId: randomUUID(),
      order: {
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy',
        orderType: 'Limit',
        timeInForce: 'GoodTillCancel',
        quantity: '0.001',
        limitPrice,
        fromAccount: chf,
      },
    });
    expect(resting).toMatchObject({ outcome: 'acknowledged', order: { status: 'New' } });
    const cancel = await app.value<TradingCancelResult>('trading.cancel', {
      profileId,
      customer,
      account: chf,
      orderId: resting.order?.orderId,
    });
    expect(cancel).toMatchObject({ outcome: 'acknowledged', order: { status: 'Cancelled' } });
    expect(await app.value<TradingJournalEntry[]>('trading.journal', { profileId })).toEqual([]);
    expect(await app.value<TradingJournalEntry[]>('trading.reconcile', { profileId })).toEqual([]);

    const journalEvents = app.events.filter((event) => event.event === ('tradingJournalChanged' as never));
    expect(journalEvents.length).toBeGreaterThanOrEqual(6);
    const updates = app.events
      .filter((event) => event.event === ('orderUpdated' as never))
      .map((event) => (event.payload as { order: { status: string } }).order.status);
    expect(updates).toEqual(expect.arrayContaining(['Filled', 'New', 'Cancelled']));

    // Cancel all: only the confirmed order, through the journaled cancel; bad input refused before anything is listed.
    const another = await app.value<TradingPlaceResult>('trading.place', {
      profileId,
      customer,
      ticketId: randomUUID(),
      order: {
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Buy',
        orderType: 'Limit',
        timeInForce: 'GoodTillCancel',
        quantity: '0.001',
        limitPrice,
        fromAccount: chf,
      },
    });
    const swept = await app.value<CancelAllResult>('trading.cancelAll', {
      profileId,
      customer,
      instrument: 'btc/chf',
      orderIds: [another.order!.orderId],
    });
    expect(swept).toMatchObject({
      asked: 1,
      acknowledged: 1,
      results: [{ orderId: another.order!.orderId, outcome: 'acknowledged', status: 'Cancelled' }],
    });
    expect(await app.dispatch('trading.cancelAll', { profileId, customer, orderIds: [] })).toMatchObject({
      ok: false,
      error: { kind: 'validation' },
    });
    expect(
      await app.dispatch('trading.cancelAll', { profileId, customer, instrument: 'BTC', orderIds: [1] }),
    ).toMatchObject({ ok: false, error: { kind: 'validation' } });

    // Bad input: a specific error, nothing sent.
    const bad = await app.dispatch('trading.place', {
      profileId,
      customer,
      ticketId: randomUUID(),
      order: { ...order, quoteId: undefined },
    });
    expect(bad).toMatchObject({
      ok: false,
      error: { kind: 'validation', details: { issues: [{ path: 'order.quoteId' }] } },
    });

    const settings = await app.value<TradingSettings>('trading.updateSettings', {
      notifications: { partialFills: false },
      marketRefreshSeconds: 5,
    });
    expect(settings).toMatchObject({ notifications: { partialFills: false, fills: true }, marketRefreshSeconds: 5 });
    expect(await app.value('trading.watch', { profileId, customer })).toBeNull();
    await app.services.shutdown();

    // A new start over the same folder keeps the settings.
    const again = await startApp({ dataDir, store: new MemorySecretStore(), start });
    expect(await again.value<TradingSettings>('trading.settings')).toMatchObject({
      marketRefreshSeconds: 5,
      notifications: { partialFills: false },
    });
    await again.services.shutdown();
  }, 60_000);
});
