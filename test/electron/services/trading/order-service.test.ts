import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { journalPuts } from '../helpers/journal';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../electron/services/errors';
import {
  createTradingService,
  TRADING_FILES,
  type TradingEvent,
  type TradingServiceOptions,
} from '../../../../electron/services/trading/trading-service';
import { listeners } from '../helpers/emitter';
import type { Customer } from '../../../../shared/api/schemas/customers';
import type { TradingOrderRequest } from '../../../../shared/ipc/schemas/trading';
import { useTempDirs } from '../helpers/temp-dir';
import { failure, fakeClient, orderFor, success } from './fake-client';
import { passingGuards } from '../helpers/guards';
import { toIpcError } from '../../../../electron/ipc/errors';
import { ISSUE_KEYS } from '../../../../electron/ipc/validation-words';
import type { IpcError } from '../../../../shared/ipc/result';
import { messages as german } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import { saidIn } from '../../../../shared/i18n/said';
import { ENGLISH } from '../../../../electron/services/i18n/english';

const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
const CUSTOMER = 'ACME-CUS-100001';
const tempDir = useTempDirs();

const limitOrder: TradingOrderRequest = {
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '0.5',
  limitPrice: '20000',
  fromAccount: 11,
};

async function serviceWith(
  client: ReturnType<typeof fakeClient>,
  extra: Partial<TradingServiceOptions> = {},
  customer: Partial<Customer> = {},
) {
  const dataDir = extra.dataDir ?? (await tempDir());
  const service = await createTradingService({
    dataDir,
    guards: await passingGuards(dataDir),
    activeClient: async () => client,
    anyClient: async () => client,
    customerOf: async (_profile, number) =>
      number === CUSTOMER ? { customerNumber: CUSTOMER, name: 'Acme', ...customer } : null,
    tuning: { sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 }, startupWaitMs: 200 },
    ...extra,
  });
  return { service, dataDir };
}

describe('order service', () => {
  it('sends one order for a double submission of the same ticket', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = fakeClient({
      'trading.placeOrder': async (input) => {
        await gate;
        return success(orderFor(input.body ?? {}, 1));
      },
    });
    const { service } = await serviceWith(client);
    const ticket = randomUUID();
    const first = service.place(PROFILE, CUSTOMER, ticket, limitOrder);
    const second = service.place(PROFILE, CUSTOMER, ticket, limitOrder);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(a.outcome).toBe('acknowledged');
    // A late repeat (after the answer) still answers the same result.
    expect(await service.place(PROFILE, CUSTOMER, ticket, limitOrder)).toBe(a);
    expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toHaveLength(1);
    await service.close();
  });

  it('generates a clientOrderId that is not all digits, at most 64 characters, and stamps transactionTime at each send', async () => {
    const client = fakeClient({ 'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, 2)) });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    expect(result.clientOrderId.length).toBeLessThanOrEqual(64);
    expect(result.clientOrderId).not.toMatch(/^\d+$/);
    const body = client.calls[0]?.input.body ?? {};
    expect(body['clientOrderId']).toBe(result.clientOrderId);
    expect(Math.abs(Date.parse(body['transactionTime'] as string) - Date.now())).toBeLessThan(5_000);
    await service.close();
  });

  it('refuses a customer whose access right does not allow trading, and sends and journals nothing', async () => {
    const client = fakeClient({});
    const { service, dataDir } = await serviceWith(client, {}, { accessRight: 'Read Only' });
    const refused = service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringContaining('Read Only') });
    await expect(service.cancel(PROFILE, CUSTOMER, { account: 11, orderId: 5 })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await expect(
      service.quote(PROFILE, CUSTOMER, { symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: '1' as never }),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(client.calls).toEqual([]);
    await expect(readFile(join(dataDir, TRADING_FILES.journal), 'utf8')).rejects.toThrow();
    await service.close();
  });

  it('refuses a customer not eligible for trading, and one the profile does not reach', async () => {
    const { service } = await serviceWith(fakeClient({}), {}, { eligibleForTrading: false });
    await expect(service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder)).rejects.toMatchObject({
      kind: 'forbidden',
      message: expect.stringContaining('not eligible'),
    });
    await expect(service.place(PROFILE, 'OTHER-1', randomUUID(), limitOrder)).rejects.toMatchObject({
      kind: 'validation',
    });
    await service.close();
  });

  it('answers rejected (nothing placed) for a 400, and never looks it up or resends it', async () => {
    const client = fakeClient({
      'trading.placeOrder': () => failure('validation', 400, 'The service rejected "Place order": insufficient funds.'),
    });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    expect(result).toMatchObject({
      outcome: 'rejected',
      order: null,
      message: expect.stringContaining('insufficient funds'),
    });
    expect(client.calls.map((call) => call.name)).toEqual(['trading.placeOrder']);
    expect(service.journal(PROFILE)).toEqual([]);
    await service.close();
  });

  it('a 409 for its own id fetches the order instead of resending', async () => {
    let placed: Record<string, unknown> = {};
    const client = fakeClient({
      'trading.placeOrder': (input) => {
        placed = input.body ?? {};
        return failure('conflict', 409);
      },
      'trading.getOrder': () => success(orderFor(placed, 9)),
    });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    expect(result).toMatchObject({ outcome: 'acknowledged', order: { orderId: 9 } });
    expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toHaveLength(1);
    await service.close();
  });

  it('a 409 for a caller-chosen id that belongs to another order is rejected, not adopted', async () => {
    const client = fakeClient({
      'trading.placeOrder': () => failure('conflict', 409),
      'trading.getOrder': () =>
        success(
          orderFor(
            { ...limitOrder, quantity: '7', clientOrderId: 'mine-1', transactionTime: new Date().toISOString() },
            3,
          ),
        ),
    });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), { ...limitOrder, clientOrderId: 'mine-1' });
    expect(result.outcome).toBe('rejected');
    expect(saidIn(result.message ?? '', ENGLISH)).toContain('already belongs to order 3');
    await service.close();
  });

  it('keeps an unknown outcome unknown while the service cannot tell, and never resends it meanwhile', async () => {
    const client = fakeClient({
      'trading.placeOrder': () => failure('server', 500),
      'trading.getOrder': () => failure('server', 502),
      'trading.listOrders': () => failure('server', 502),
    });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    expect(result.outcome).toBe('unknown');
    // Three lookups later the service still cannot tell: the order was sent once all the same.
    await client.called('trading.getOrder', 3);
    expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toHaveLength(1);
    expect(service.journal(PROFILE).map((entry) => entry.state)).toEqual([
      expect.stringMatching(/unknown|reconciling/),
    ]);
    await service.close();
  });

  it('keeps retrying an order no profile can check any more, writing its journal entry once, and checks it once a profile reaches it again', async () => {
    let placed: Record<string, unknown> = {};
    const client = fakeClient({
      'trading.placeOrder': (input) => {
        placed = input.body ?? {};
        return failure('network');
      },
      'trading.getOrder': () => success(orderFor(placed, 45)),
    });
    let reachable = false;
    const changes: string[] = [];
    // Resolves at the tenth attempt to find a profile that reaches the order's service.
    let attempts = 0;
    let tenthAttempt: () => void = () => undefined;
    const tenAttempts = new Promise<void>((resolve) => (tenthAttempt = resolve));
    const { service } = await serviceWith(client, {
      anyClient: async () => {
        attempts += 1;
        if (attempts === 10) tenthAttempt();
        if (!reachable)
          throw new AppError(
            'not-found',
            'No profile reaches the service and API key this order was placed with; add it again to check the order.',
          );
        return client;
      },
      events: listeners<TradingEvent>({
        tradingJournalChanged: ({ entry }) =>
          changes.push(`${entry.state}: ${entry.message === null ? '' : saidIn(entry.message, ENGLISH)}`),
      }),
    });
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    expect(result.outcome).toBe('unknown');
    // Ten attempts to check it, none of them a write.
    await tenAttempts;
    expect(changes.filter((change) => change.includes('Cannot check yet'))).toHaveLength(1);
    reachable = true;
    const entry = await service.orders.waitForFinal('order', result.clientOrderId, 2_000);
    expect(entry).toMatchObject({ state: 'resolved', order: { orderId: 45 }, sends: 1 });
    expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toHaveLength(1);
    await service.close();
  });

  it('finds an order through the order list when the single-order lookup fails', async () => {
    let placed: Record<string, unknown> = {};
    const client = fakeClient({
      'trading.placeOrder': (input) => {
        placed = input.body ?? {};
        return failure('timeout');
      },
      'trading.getOrder': () => failure('server', 503),
      'trading.listOrders': () => success({ content: [orderFor(placed, 44)], count: 1 }),
    });
    const { service } = await serviceWith(client);
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    const entry = await service.orders.waitForFinal('order', result.clientOrderId, 2_000);
    expect(entry).toMatchObject({ state: 'resolved', order: { orderId: 44 }, sends: 1 });
    await service.close();
  });

  it('does not send late an order proven absent long after it was journaled', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z');
    const client = fakeClient({
      'trading.placeOrder': () => {
        now += 10 * 60_000; // the answer never comes; ten minutes pass
        return failure('network');
      },
      'trading.getOrder': () => failure('not-found', 404),
    });
    const { service } = await serviceWith(client, {
      tuning: { now: () => new Date(now), sendTimeoutMs: 200, backoff: { baseMs: 5, maxMs: 20 } },
    });
    const result = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    const entry = await service.orders.waitForFinal('order', result.clientOrderId, 2_000);
    expect(entry?.state).toBe('rejected');
    expect(saidIn(entry?.message ?? '', ENGLISH)).toContain('too old');
    expect(client.calls.filter((call) => call.name === 'trading.placeOrder')).toHaveLength(1);
    await service.close();
  });

  it('refuses new orders with a clear message while start-up reconciliation cannot finish', async () => {
    const dataDir = await tempDir();
    const first = await serviceWith(
      fakeClient({ 'trading.placeOrder': () => failure('network'), 'trading.getOrder': () => failure('network') }),
      { dataDir },
    );
    await first.service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    await first.service.close();
    // The next start: the lookup hangs (service unreachable) longer than placements wait.
    const hanging = fakeClient({ 'trading.getOrder': () => new Promise(() => undefined) });
    const second = await serviceWith(hanging, { dataDir });
    await expect(second.service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('still being checked'),
    });
    expect(hanging.calls.some((call) => call.name === 'trading.placeOrder')).toBe(false);
    void second.service.close();
  });

  it('cancels by clientOrderId with a cancelRequestId; a lost answer is reconciled by fetching the order', async () => {
    const target = orderFor({ ...limitOrder, clientOrderId: 'abc-1', transactionTime: new Date().toISOString() }, 5);
    const client = fakeClient({
      'trading.cancelOrder': () => failure('network'),
      'trading.getOrder': () => success({ ...target, status: 'Cancelled' }),
    });
    const { service } = await serviceWith(client);
    const result = await service.cancel(PROFILE, CUSTOMER, { account: 11, clientOrderId: 'abc-1' });
    expect(result.outcome).toBe('unknown');
    expect(client.calls[0]?.input.body).toMatchObject({
      account: 11,
      clientOrderId: 'abc-1',
      cancelRequestId: result.cancelRequestId,
    });
    const entry = await service.orders.waitForFinal('cancel', result.cancelRequestId, 2_000);
    expect(entry).toMatchObject({ state: 'resolved', order: { status: 'Cancelled' } });
    expect(client.calls.filter((call) => call.name === 'trading.cancelOrder')).toHaveLength(1);
    await service.close();
  });

  it('journals the request without transactionTime and without anything of the signed envelope', async () => {
    const client = fakeClient({ 'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, 2)) });
    const { service, dataDir } = await serviceWith(client);
    await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    await service.close();
    const text = await readFile(join(dataDir, TRADING_FILES.journal), 'utf8');
    const lines = await journalPuts<{ state: string; request: Record<string, unknown> }>(
      join(dataDir, TRADING_FILES.journal),
    );
    expect(lines.map((line) => line.state)).toEqual(['pending-send', 'acknowledged']);
    expect(lines[0]?.request).not.toHaveProperty('transactionTime');
    expect(text).not.toMatch(/signature|nonce|secret|X-Auth/i);
  });

  it('refuses a passed expiry and a used clientOrderId in the reader’s language, the fields’ problems too', async () => {
    const client = fakeClient({ 'trading.placeOrder': (input) => success(orderFor(input.body ?? {}, 2)) });
    const { service } = await serviceWith(client);
    const de = createTranslator('de', 'de-CH', german);
    const report = () => undefined;
    const expired = await service
      .place(PROFILE, CUSTOMER, randomUUID(), { ...limitOrder, expireTime: '2020-01-01T00:00:00Z' })
      .catch((error: unknown) => toIpcError(error, report, de));
    const placed = await service.place(PROFILE, CUSTOMER, randomUUID(), limitOrder);
    const used = await service
      .place(PROFILE, CUSTOMER, randomUUID(), { ...limitOrder, clientOrderId: placed.clientOrderId })
      .catch((error: unknown) => toIpcError(error, report, de));
    for (const [refusal, english] of [
      [expired, 'Must be in the future'],
      [used, 'Already used'],
    ] as const) {
      expect(refusal).toMatchObject({ kind: 'validation' });
      const { message, details } = refusal as IpcError;
      const issues = (details as { issues: { message: string }[] }).issues;
      expect(issues).toHaveLength(1);
      expect(issues[0]!.message).toBe(de.t(ISSUE_KEYS[english]!));
      expect(`${message} ${issues[0]!.message}`).not.toMatch(/\b(Must|future|Already|used|order|expiry)\b/i);
    }
    await service.close();
  });
});
