import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../shared/api/errors';
import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import { CommissionRates, NONE_FOUND_MS } from '../../../../electron/services/trading/commission-rates';
import { useTempDirs } from '../helpers/temp-dir';
import { failure, fakeClient, success } from './fake-client';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();
const PROFILE = '6f1c1a56-1d0c-4d36-9f4c-2b8f5d0c9a11';
const BTC_CHF = { symbol: 'BTC', currency: 'CHF' };
const ETH_CHF = { symbol: 'ETH', currency: 'CHF' };

function order(orderId: number, at: string, pct: string | null, fields: Partial<TradingOrder> = {}): TradingOrder {
  return {
    account: 1001,
    clientOrderId: `svco-${orderId}`,
    orderId,
    side: 'Buy',
    orderType: 'Limit',
    symbol: 'BTC',
    currency: 'CHF',
    quantity: '0.1',
    timeInForce: 'GoodTillCancel',
    transactionTime: at,
    createdAt: at,
    status: 'New',
    cumulativeQuantity: '0',
    leavesQuantity: '0.1',
    appliedCommissionPct: pct,
    ...fields,
  } as TradingOrder;
}

const noService = () => fakeClient({});

describe('commission rates main learns from orders', () => {
  it('learns from orders of any status; a more recent order replaces the rate, an older one never does', async () => {
    const rates = await CommissionRates.open({
      path: join(await tempDir(), 'commission-rates.json'),
      clientFor: async () => noService(),
    });
    expect(rates.known(PROFILE, '7', BTC_CHF)).toBeNull();
    rates.learn(PROFILE, '7', [order(10, '2026-11-27T10:00:00Z', '0.2', { status: 'Cancelled' })]);
    expect(rates.known(PROFILE, '7', BTC_CHF)).toEqual({
      pct: '0.2',
      basis: 'instrument',
      instrument: 'BTC/CHF',
      orderId: 10,
      at: '2026-11-27T10:00:00Z',
    });
    rates.learn(PROFILE, '7', [
      order(9, '2026-11-26T10:00:00Z', '0.5', { status: 'Filled' }),
      order(11, '2026-11-27T11:00:00Z', null),
    ]);
    expect(rates.known(PROFILE, '7', BTC_CHF)?.pct).toBe('0.2');
    // Another customer and another profile know nothing of it.
    expect(rates.known(PROFILE, '8', BTC_CHF)).toBeNull();
    expect(rates.known('another', '7', BTC_CHF)).toBeNull();
  });

  it("keeps each instrument's own rate where they differ; an instrument never traded gets the latest order's", async () => {
    const rates = await CommissionRates.open({
      path: join(await tempDir(), 'commission-rates.json'),
      clientFor: async () => noService(),
    });
    rates.learn(PROFILE, '7', [
      order(1, '2026-11-25T10:00:00Z', '0.15'),
      order(2, '2026-11-26T10:00:00Z', '0.3', { symbol: 'ETH' }),
    ]);
    expect(rates.known(PROFILE, '7', BTC_CHF)).toMatchObject({ pct: '0.15', basis: 'instrument', orderId: 1 });
    expect(rates.known(PROFILE, '7', ETH_CHF)).toMatchObject({ pct: '0.3', basis: 'instrument', orderId: 2 });
    expect(rates.known(PROFILE, '7', { symbol: 'SOL', currency: 'CHF' })).toMatchObject({
      pct: '0.3',
      basis: 'customer',
      instrument: 'ETH/CHF',
      orderId: 2,
    });
  });

  it('is saved (versioned, atomically) and known again after a restart', async () => {
    const path = join(await tempDir(), 'commission-rates.json');
    const first = await CommissionRates.open({ path, clientFor: async () => noService() });
    first.learn(PROFILE, '7', [order(5, '2026-11-27T10:00:00Z', '0.20')]);
    await first.flush();
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      version: 1,
      profiles: { [PROFILE]: { '7': { latest: { pct: '0.2', orderId: 5 } } } },
    });
    const client = noService();
    const second = await CommissionRates.open({ path, clientFor: async () => client });
    expect(await second.rateFor(PROFILE, '7', BTC_CHF)).toMatchObject({ pct: '0.2', orderId: 5 });
    expect(client.calls).toEqual([]);
  });

  it("with none known, asks the service for the customer's latest filled order once, however many ask at the same time", async () => {
    let answer = success({
      content: [order(42, '2026-11-27T09:00:00Z', '0.25', { status: 'Filled', symbol: 'ETH' })],
      count: 3,
    });
    const client = fakeClient({ 'trading.listOrders': () => answer });
    const rates = await CommissionRates.open({
      path: join(await tempDir(), 'commission-rates.json'),
      clientFor: async () => client,
    });
    const [a, b] = await Promise.all([rates.rateFor(PROFILE, '7', BTC_CHF), rates.rateFor(PROFILE, '7', BTC_CHF)]);
    expect(a).toEqual({
      pct: '0.25',
      basis: 'customer',
      instrument: 'ETH/CHF',
      orderId: 42,
      at: '2026-11-27T09:00:00Z',
    });
    expect(b).toEqual(a);
    expect(client.calls).toEqual([
      {
        name: 'trading.listOrders',
        input: { customer: '7', query: { scope: 'All', status: ['Filled'], page: 1, pageSize: 1 } },
      },
    ]);
    // Known from now on: not asked again.
    await rates.rateFor(PROFILE, '7', BTC_CHF);
    expect(client.calls).toHaveLength(1);
    answer = success({ content: [], count: 0 });
    expect(await rates.rateFor(PROFILE, '9', BTC_CHF)).toBeNull();
    expect(client.calls).toHaveLength(2);
  });

  it('a customer without filled orders is not asked about again for a while; a failed request says so and is retried', async () => {
    let clock = 1_000_000;
    let answer: Result<unknown> = failure('network');
    const client = fakeClient({ 'trading.listOrders': () => answer });
    const rates = await CommissionRates.open({
      path: join(await tempDir(), 'commission-rates.json'),
      clientFor: async () => client,
      now: () => clock,
    });
    await expect(rates.rateFor(PROFILE, '7', BTC_CHF)).rejects.toMatchObject({ kind: 'service' });
    answer = success({ content: [], count: 0 });
    expect(await rates.rateFor(PROFILE, '7', BTC_CHF)).toBeNull();
    expect(await rates.rateFor(PROFILE, '7', BTC_CHF)).toBeNull();
    expect(client.calls).toHaveLength(2);
    clock += NONE_FOUND_MS;
    expect(await rates.rateFor(PROFILE, '7', BTC_CHF)).toBeNull();
    expect(client.calls).toHaveLength(3);
    // An order learned meanwhile answers at once.
    rates.learn(PROFILE, '7', [order(3, '2026-11-27T09:00:00Z', '0.1')]);
    expect(await rates.rateFor(PROFILE, '7', BTC_CHF)).toMatchObject({ pct: '0.1' });
    expect(client.calls).toHaveLength(3);
  });

  it('a damaged file is set aside with a notice and rates are learned again', async () => {
    const dir = await tempDir();
    const path = join(dir, 'commission-rates.json');
    await writeFile(path, '{"version":1,"profiles":');
    const notices: string[] = [];
    const rates = await CommissionRates.open({
      path,
      clientFor: async () => noService(),
      notice: (notice) => notices.push(said(notice.title)),
    });
    expect(notices).toEqual(['Commission rates set aside']);
    expect((await readdir(dir)).some((name) => name.startsWith('commission-rates.json.corrupt-'))).toBe(true);
    rates.learn(PROFILE, '7', [order(1, '2026-11-27T09:00:00Z', '0.1')]);
    await rates.flush();
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ version: 1 });
  });
});
