import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../electron/client/client';
import { parseRetryAfter, retryDelayMs } from '../../../electron/client/retry';
import { asDecimal } from '../../../shared/wire/decimal';
import { API_KEY, instantDeps, listHoldings, placeTrade, putStake, removeTrade, SECRET, testClient } from './endpoints';
import { expectedSignature, json, problem, startServer, until, type Handler, type TestServer } from './server';

const settings = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 5_000 };

describe('retry delays', () => {
  it('backs off exponentially with full jitter, capped', () => {
    expect(retryDelayMs(1, settings, undefined, () => 0.999)).toBe(99);
    expect(retryDelayMs(3, settings, undefined, () => 0.999)).toBe(399);
    expect(retryDelayMs(3, settings, undefined, () => 0)).toBe(0);
    expect(retryDelayMs(20, settings, undefined, () => 0.999)).toBe(4_995);
  });

  it('never retries earlier than Retry-After, and gives up when it is beyond the cap', () => {
    expect(retryDelayMs(1, settings, 2, () => 0.5)).toBe(2_000);
    expect(retryDelayMs(1, settings, 6, () => 0.5)).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('3', now)).toBe(3);
    expect(parseRetryAfter(new Date(now + 4_500).toUTCString(), now)).toBe(4);
    expect(parseRetryAfter(new Date(now - 60_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });
});

describe('retry policy', () => {
  let server: TestServer;

  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  /** Fails the first `failures` requests with `fail`, then answers with `succeed`. */
  function failThen(failures: number, fail: Handler, succeed: Handler): void {
    let seen = 0;
    server.handle((request, res) => (++seen <= failures ? fail(request, res) : succeed(request, res)));
  }

  const okList: Handler = (_, res) => json(res, 200, '[]');

  async function run<T>(call: (client: ReturnType<typeof testClient>) => Promise<T>) {
    const deps = instantDeps();
    const log: ExchangeRecord[] = [];
    const client = testClient(server.baseUrl, { onExchange: (entry) => log.push(entry), retry: settings }, deps);
    const result = await call(client);
    await client.close();
    return { result, delays: deps.delays, log };
  }

  it('retries a GET after 503 and signs every attempt afresh', async () => {
    failThen(2, (_, res) => problem(res, 503, { title: 'Service Unavailable' }), okList);
    const { result, delays, log } = await run((client) => client.request(listHoldings));
    expect(result.ok).toBe(true);
    expect(server.received).toHaveLength(3);
    expect(new Set(server.received.map((request) => request.headers['x-auth-nonce'])).size).toBe(3);
    for (const request of server.received)
      expect(request.headers['x-auth-signature']).toBe(expectedSignature(request, API_KEY, SECRET));
    // random() is 0.5: half of 100 ms, then half of 200 ms.
    expect(delays).toEqual([50, 100]);
    expect(log.map((entry) => [entry.attempt, entry.status, entry.errorKind])).toEqual([
      [1, 503, 'server'],
      [2, 503, 'server'],
      [3, 200, undefined],
    ]);
  });

  it('retries a GET after 429 no earlier than Retry-After', async () => {
    failThen(1, (_, res) => problem(res, 429, {}, { 'retry-after': '2' }), okList);
    const { result, delays } = await run((client) => client.request(listHoldings));
    expect(result.ok).toBe(true);
    expect(delays).toEqual([2_000]);
  });

  it('does not wait out a Retry-After beyond the cap: the error says when to try again', async () => {
    server.handle((_, res) => problem(res, 429, {}, { 'retry-after': '60' }));
    const { result, delays } = await run((client) => client.request(listHoldings));
    expect(server.received).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(!result.ok && result.error.retryAfterSeconds).toBe(60);
  });

  it('retries a GET after the connection drops', async () => {
    failThen(1, (_, res) => res.socket?.destroy(), okList);
    const { result, log } = await run((client) => client.request(listHoldings));
    expect(result.ok).toBe(true);
    expect(log.map((entry) => entry.errorKind)).toEqual(['network', undefined]);
  });

  it('stops after maxAttempts', async () => {
    server.handle((_, res) => problem(res, 503, {}));
    const { result, delays } = await run((client) => client.request(listHoldings));
    expect(server.received).toHaveLength(4);
    expect(delays).toHaveLength(3);
    expect(!result.ok && result.error.kind).toBe('server');
  });

  it('never resends a POST, whatever the failure', async () => {
    for (const fail of [
      ((_, res) => problem(res, 503, {})) as Handler,
      ((_, res) => problem(res, 429, {}, { 'retry-after': '1' })) as Handler,
      ((_, res) => res.socket?.destroy()) as Handler,
    ]) {
      server.received.length = 0;
      server.handle(fail);
      const { result, delays } = await run((client) =>
        client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('1'), note: '' } }),
      );
      expect(result.ok).toBe(false);
      expect(server.received).toHaveLength(1);
      expect(delays).toEqual([]);
    }
  });

  it('never resends a DELETE', async () => {
    server.handle((_, res) => problem(res, 503, {}));
    await run((client) => client.request(removeTrade, { params: { id: '1' } }));
    expect(server.received).toHaveLength(1);
  });

  it('resends an idempotent PUT (same id and body, fresh nonce)', async () => {
    failThen(
      1,
      (_, res) => problem(res, 503, {}),
      (_, res) => {
        res.writeHead(204);
        res.end();
      },
    );
    const { result } = await run((client) =>
      client.request(putStake, { params: { id: 'b6f1' }, body: { amount: asDecimal('32.000000001') } }),
    );
    expect(result).toEqual({ ok: true, status: 204, value: undefined });
    expect(server.received).toHaveLength(2);
    const [first, second] = server.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.body).toBe('{"amount":32.000000001}');
    expect(second!.headers['x-auth-nonce']).not.toBe(first!.headers['x-auth-nonce']);
  });

  it('does not retry client errors such as 400 or 404', async () => {
    server.handle((_, res) => problem(res, 404, {}));
    await run((client) => client.request(listHoldings));
    expect(server.received).toHaveLength(1);
  });

  it('stops waiting to retry when the call is cancelled', async () => {
    server.handle((_, res) => problem(res, 503, {}));
    const controller = new AbortController();
    const client = testClient(
      server.baseUrl,
      { retry: settings },
      {
        // A wait that only ends by abort, which the exchange log triggers.
        sleep: (_ms, signal) =>
          new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true })),
      },
    );
    const pending = client.request(listHoldings, { signal: controller.signal });
    await until(() => server.received.length > 0, 'the first attempt');
    controller.abort();
    const result = await pending;
    await client.close();
    expect(server.received).toHaveLength(1);
    expect(!result.ok && result.error.kind).toBe('cancelled');
  });
});
