import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDecimal } from '../../../../shared/wire/decimal';
import type { ServiceClient } from '../../../../electron/client/client';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { clientFor, ok, start } from './harness';

let simulator: RunningSimulator;
let keyA: ServiceClient;
let keyB: ServiceClient;
// Customer numbers as the client carries them: text (the simulator's credentials list integers).
let onlyA: string[];
let onlyB: string;
let shared: string;

beforeAll(async () => {
  simulator = await start({ seed: 7 });
  const [a, b] = simulator.credentials;
  if (!a || !b) throw new Error('the simulator needs two keys for this test');
  onlyA = a.customers.filter((customer) => !b.customers.includes(customer)).map(String);
  onlyB = String(b.customers.find((customer) => !a.customers.includes(customer))!);
  shared = String(a.customers.find((customer) => b.customers.includes(customer))!);
  expect(onlyA.length).toBeGreaterThanOrEqual(2);
  expect(onlyB).toBeDefined();
  keyA = clientFor(simulator, a);
  keyB = clientFor(simulator, b);
});
afterAll(async () => {
  await keyA?.close();
  await keyB?.close();
  await simulator?.stop();
});

async function placeRestingOrder(
  client: ServiceClient,
  customer: string,
): Promise<{ clientOrderId: string; orderId: number; account: number }> {
  const account = ok(await client.call('trading.listAccounts', { customer })).find(
    (candidate) => candidate.assetSymbol === 'CHF',
  )!;
  const [book] = ok(
    await client.call('trading.marketData', { customer, query: { symbols: ['BTC'], currency: 'CHF' } }),
  );
  const clientOrderId = `iso-${randomUUID().slice(0, 8)}`;
  const order = ok(
    await client.call('trading.placeOrder', {
      customer,
      body: {
        symbol: 'BTC',
        currency: 'CHF',
        transactionTime: new Date().toISOString(),
        orderType: 'Limit',
        timeInForce: 'GoodTillCancel',
        fromAccount: account.account,
        clientOrderId,
        side: 'Buy',
        quantity: asDecimal('0.001'),
        limitPrice: asDecimal(new Big(book!.bid!).div(2).round(0).toFixed()),
      },
    }),
  );
  return { clientOrderId, orderId: order.orderId, account: account.account };
}

describe('customer isolation', () => {
  it('lists only the customers a key reaches', async () => {
    expect(ok(await keyA.call('customers.list')).map((customer) => customer.customerNumber)).toEqual(
      simulator.credentials[0]!.customers.map(String),
    );
    expect(ok(await keyB.call('customers.list')).map((customer) => customer.customerNumber)).toEqual(
      simulator.credentials[1]!.customers.map(String),
    );
  });

  it('refuses a customer the key does not reach with 403, and serves a shared customer to both keys', async () => {
    const refused = await keyA.call('custody.listAccounts', { customer: onlyB });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'forbidden', status: 403 });
    const viaA = ok(await keyA.call('custody.listAccounts', { customer: shared }));
    const viaB = ok(await keyB.call('custody.listAccounts', { customer: shared }));
    expect(viaA.map((account) => account.id)).toEqual(viaB.map((account) => account.id));
  });

  it("keeps one customer's accounts out of another's reach, even with the same key", async () => {
    const [first, second] = onlyA as [string, string];
    const accounts = ok(await keyA.call('custody.listAccounts', { customer: first }));
    const others = ok(await keyA.call('custody.listAccounts', { customer: second }));
    const theirs = new Set(others.map((account) => account.id));
    expect(accounts.some((account) => theirs.has(account.id))).toBe(false);
    const foreign = await keyA.call('custody.getAccount', { customer: second, params: { accountId: accounts[0]!.id } });
    expect(foreign.ok).toBe(false);
    if (!foreign.ok) expect(foreign.error.status).toBe(404);
  });

  it("keeps one customer's orders out of another's lists and reads", async () => {
    const [first, second] = onlyA as [string, string];
    const placed = await placeRestingOrder(keyA, first);
    expect(
      ok(await keyA.call('trading.getOrder', { customer: first, params: { id: placed.clientOrderId } })).orderId,
    ).toBe(placed.orderId);
    const list = ok(await keyA.call('trading.listOrders', { customer: second, query: { pageSize: 1000 } }));
    expect(list.content.some((order) => order.orderId === placed.orderId)).toBe(false);
    for (const id of [placed.clientOrderId, String(placed.orderId)]) {
      const read = await keyA.call('trading.getOrder', { customer: second, params: { id } });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.status).toBe(404);
    }
    // Cancelling it as the other customer is refused and leaves it resting.
    const cancel = await keyA.call('trading.cancelOrder', {
      customer: second,
      body: { account: placed.account, orderId: placed.orderId, transactionTime: new Date().toISOString() },
    });
    expect(cancel.ok).toBe(false);
    expect(
      ok(await keyA.call('trading.getOrder', { customer: first, params: { id: placed.clientOrderId } })).status,
    ).toBe('New');
  });

  it('lets two customers use the same clientOrderId independently', async () => {
    const [first, second] = onlyA as [string, string];
    const placed = await placeRestingOrder(keyA, first);
    const account = ok(await keyA.call('trading.listAccounts', { customer: second })).find(
      (candidate) => candidate.assetSymbol === 'CHF',
    )!;
    const again = await keyA.call('trading.placeOrder', {
      customer: second,
      body: {
        symbol: 'BTC',
        currency: 'CHF',
        transactionTime: new Date().toISOString(),
        orderType: 'Market',
        timeInForce: 'ImmediateOrCancel',
        fromAccount: account.account,
        clientOrderId: placed.clientOrderId,
        side: 'Buy',
        quantity: asDecimal('0.001'),
      },
    });
    expect(again.ok).toBe(true);
    // The same id again for the first customer is a conflict (decisions.md).
    const duplicate = await keyA.call('trading.placeOrder', {
      customer: first,
      body: {
        symbol: 'BTC',
        currency: 'CHF',
        transactionTime: new Date().toISOString(),
        orderType: 'Market',
        timeInForce: 'ImmediateOrCancel',
        fromAccount: placed.account,
        clientOrderId: placed.clientOrderId,
        side: 'Buy',
        quantity: asDecimal('0.001'),
      },
    });
    expect(duplicate.ok).toBe(false);
    if (!duplicate.ok) expect(duplicate.error).toMatchObject({ kind: 'conflict', status: 409 });
  });
});
