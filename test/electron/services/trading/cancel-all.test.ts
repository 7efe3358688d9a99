import { describe, expect, it } from 'vitest';
import { createTradingService } from '../../../../electron/services/trading/trading-service';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import { useTempDirs } from '../helpers/temp-dir';
import { failure, fakeClient, orderFor, success, type FakeCall } from './fake-client';
import { passingGuards } from '../helpers/guards';

const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = 'ACME-CUS-100001';
const tempDir = useTempDirs();

const resting = (orderId: number, symbol = 'BTC', status: TradingOrder['status'] = 'New'): TradingOrder =>
  orderFor(
    {
      fromAccount: 11,
      clientOrderId: `svco-${orderId}`,
      side: 'Buy',
      orderType: 'Limit',
      symbol,
      currency: 'CHF',
      quantity: '0.1',
      timeInForce: 'GoodTillCancel',
      transactionTime: '2026-11-25T10:00:00Z',
    },
    orderId,
    status,
  );

async function serviceWith(client: ReturnType<typeof fakeClient>, rights = 'trade') {
  const dataDir = await tempDir();
  return createTradingService({
    dataDir,
    guards: await passingGuards(dataDir),
    activeClient: async () => client,
    anyClient: async () => client,
    customerOf: async (_profile, number) =>
      number === CUSTOMER
        ? { customerNumber: CUSTOMER, name: 'Acme', ...(rights === 'trade' ? {} : { accessRight: rights }) }
        : null,
    tuning: { sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
  });
}

const cancelsOf = (client: { calls: FakeCall[] }) => client.calls.filter((call) => call.name === 'trading.cancelOrder');

describe('cancel all open orders', () => {
  it('cancels exactly the confirmed orders still open in the scope, each journaled under its own cancel id, with a per-order outcome', async () => {
    const open = [
      resting(1),
      resting(2),
      resting(3),
      resting(4),
      resting(5, 'BTC', 'PendingCancel'),
      resting(6, 'ETH'),
    ];
    const client = fakeClient({
      // The list filters by pair; an order of another instrument slipping through must still be left alone.
      'trading.listOrders': () => success({ content: open, count: open.length }),
      'trading.cancelOrder': (input) => {
        const id = input.body?.['orderId'];
        if (id === 2) return failure('validation', 400, 'Order can no longer be cancelled');
        if (id === 3) return failure('network');
        return success({ ...resting(id as number), status: 'Cancelled' });
      },
      'trading.getOrder': () => success({ ...resting(3), status: 'Cancelled' }),
    });
    const service = await serviceWith(client);
    // The trader confirmed 1, 2, 3 and 9 (9 was filled meanwhile); 4 was placed after the confirmation.
    const result = await service.cancelAll(PROFILE, CUSTOMER, { instrument: 'BTC/CHF', orderIds: [1, 2, 3, 9] });
    expect(result).toMatchObject({ asked: 4, acknowledged: 1, rejected: 1, unknown: 1, skipped: 1 });
    const byId = new Map(result.results.map((entry) => [entry.orderId, entry]));
    expect(byId.get(1)).toMatchObject({ outcome: 'acknowledged', status: 'Cancelled', pair: 'BTC/CHF' });
    expect(byId.get(2)).toMatchObject({ outcome: 'rejected' });
    expect(byId.get(3)).toMatchObject({ outcome: 'unknown' });
    expect(byId.get(9)).toMatchObject({ outcome: 'skipped', cancelRequestId: null });
    // Never sent: the unconfirmed order, the one already PendingCancel, the other instrument's, the one no longer open.
    const sent = cancelsOf(client).map((call) => call.input.body?.['orderId']);
    expect(sent).toEqual([1, 2, 3]);
    const ids = cancelsOf(client).map((call) => call.input.body?.['cancelRequestId']);
    expect(new Set(ids).size).toBe(3);
    expect(client.calls.find((call) => call.name === 'trading.listOrders')?.input.query).toMatchObject({
      scope: 'Open',
      symbols: ['BTC/CHF'],
    });
    // The unknown one is reconciled by looking the order up, never by sending the cancel again.
    const entry = await service.orders.waitForFinal('cancel', byId.get(3)!.cancelRequestId!, 2_000);
    expect(entry).toMatchObject({ state: 'resolved' });
    expect(cancelsOf(client)).toHaveLength(3);
    expect(service.orders.entries().filter((journaled) => journaled.kind === 'cancel')).toHaveLength(3);
    await service.close();
  });

  it('without a list (the desk with --yes) cancels every open order of the customer', async () => {
    const open = [resting(1), resting(6, 'ETH')];
    const client = fakeClient({
      'trading.listOrders': () => success({ content: open, count: open.length }),
      'trading.cancelOrder': (input) => success({ ...resting(input.body?.['orderId'] as number), status: 'Cancelled' }),
    });
    const service = await serviceWith(client);
    const result = await service.cancelAll(PROFILE, CUSTOMER, {});
    expect(result).toMatchObject({ asked: 2, acknowledged: 2 });
    expect(client.calls.find((call) => call.name === 'trading.listOrders')?.input.query).not.toHaveProperty('symbols');
    await service.close();
  });

  it('refuses a customer who may not trade before listing or sending anything', async () => {
    const client = fakeClient({});
    const service = await serviceWith(client, 'Read Only');
    await expect(service.cancelAll(PROFILE, CUSTOMER, { orderIds: [1] })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(client.calls).toEqual([]);
    await service.close();
  });
});
