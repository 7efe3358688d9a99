import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeRecord } from '../../../electron/client/client';
import { asDecimal } from '../../../shared/wire/decimal';
import { listHoldings, placeTrade, testClient } from './endpoints';
import { json, startServer, until, type TestServer } from './server';

let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

describe('timeouts', () => {
  it('gives up when the answer does not start in time', async () => {
    server.handle(() => undefined); // never answers
    const log: ExchangeRecord[] = [];
    const client = testClient(server.baseUrl, {
      timeouts: { headersMs: 30 },
      retry: { maxAttempts: 3 },
      onExchange: (entry) => log.push(entry),
    });
    const result = await client.request(listHoldings);
    await client.close();
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && result.error.message).toBe(
      '"List holdings" timed out: the service did not answer within 30 ms.',
    );
    // A slow server may still be working: a timed-out request is not sent again.
    expect(server.received).toHaveLength(1);
    expect(log).toMatchObject([
      { attempt: 1, errorKind: 'timeout', endpoint: 'List holdings', path: '/test/v1/Holdings', customer: '1001' },
    ]);
  });

  it('gives up when the body stalls', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"id":1,');
    });
    const client = testClient(server.baseUrl, { timeouts: { bodyMs: 30 } });
    const result = await client.request(listHoldings);
    await client.close();
    expect(!result.ok && result.error.kind).toBe('timeout');
    expect(!result.ok && result.error.message).toContain('stopped sending its answer');
  });

  it('says a write timed out with an unknown outcome', async () => {
    server.handle(() => undefined);
    const client = testClient(server.baseUrl, { timeouts: { headersMs: 30 } });
    const result = await client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('1'), note: '' } });
    await client.close();
    expect(!result.ok && result.error.message).toContain('Whether the service received it is unknown');
  });
});

describe('cancellation', () => {
  it('cancels a request in flight', async () => {
    server.handle(() => undefined);
    const client = testClient(server.baseUrl);
    const controller = new AbortController();
    const pending = client.request(listHoldings, { signal: controller.signal });
    await until(() => server.received.length === 1, 'the request to arrive');
    controller.abort();
    const result = await pending;
    await client.close();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'cancelled', endpoint: 'List holdings' });
    expect(result.error.message).toBe('"List holdings" was cancelled.');
  });

  it('sends nothing when already cancelled', async () => {
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings, { signal: AbortSignal.abort() });
    await client.close();
    expect(!result.ok && result.error.kind).toBe('cancelled');
    expect(server.received).toHaveLength(0);
  });

  it('treats a caller deadline (AbortSignal.timeout) as a timeout', async () => {
    server.handle(() => undefined);
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings, { signal: AbortSignal.timeout(20) });
    await client.close();
    expect(!result.ok && result.error.kind).toBe('timeout');
  });
});

describe('connections', () => {
  it('reuses keep-alive connections for consecutive calls', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    const client = testClient(server.baseUrl);
    for (let i = 0; i < 10; i++) await client.request(listHoldings);
    await client.close();
    const ports = new Set(server.received.map((request) => request.remotePort));
    expect(server.received).toHaveLength(10);
    // The pool may open a second socket while the first is being released, but never one per request.
    expect(ports.size).toBeLessThanOrEqual(2);
  });
});

describe('closing', () => {
  it('may be closed twice, and a call after closing fails as cancelled without sending', async () => {
    const client = testClient(server.baseUrl);
    await client.close();
    await client.close();
    const result = await client.request(listHoldings);
    expect(!result.ok && result.error.kind).toBe('cancelled');
    expect(server.received).toHaveLength(0);
  });
});

describe('answer size', () => {
  const LIMIT = 1024;
  /** Resolves when the server sees the client drop the connection of the answer it is still sending. */
  const dropped = (res: ServerResponse) => new Promise<void>((resolve) => res.on('close', resolve));

  it('refuses an answer whose Content-Length is above the limit before reading it, and drops the connection', async () => {
    let closed: Promise<void> | undefined;
    server.handle((_, res) => {
      closed = dropped(res);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) });
      res.write('['); // and never more: only the declared size can have stopped the client
    });
    const client = testClient(server.baseUrl, { maxResponseBytes: LIMIT, retry: { maxAttempts: 3 } });
    const result = await client.request(listHoldings);
    await closed;
    await client.close();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid-response', status: 200, endpoint: 'List holdings' });
    expect(result.error.message).toBe(
      `The service's answer to "List holdings" was too large: more than ${LIMIT} bytes, so it was not read (HTTP 200).`,
    );
    expect(server.received).toHaveLength(1);
  });

  it('stops reading an answer without a length as soon as it grows past the limit', async () => {
    let closed: Promise<void> | undefined;
    server.handle((_, res) => {
      closed = dropped(res);
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: the size is only known by reading
      res.write(`[${'"x",'.repeat(LIMIT)}`); // past the limit, and never finished
    });
    const client = testClient(server.baseUrl, { maxResponseBytes: LIMIT });
    const result = await client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('1'), note: '' } });
    await closed;
    await client.close();
    expect(!result.ok && result.error.kind).toBe('invalid-response');
    // A write that was answered 2xx did happen: the trader is told so.
    expect(!result.ok && result.error.message).toContain(
      'was too large: more than 1024 bytes, so it was not read (HTTP 200). The service accepted the request',
    );
  });

  it('reads an answer up to the limit', async () => {
    // Exactly the limit: padded with the whitespace JSON allows after a value.
    const body =
      `[${Array.from({ length: 25 }, (_, i) => `{"id":${i},"symbol":"BTC","amount":0.1}`).join(',')}]`.padEnd(
        LIMIT,
        ' ',
      );
    expect(body.length).toBe(LIMIT);
    server.handle((_, res) => json(res, 200, body));
    const client = testClient(server.baseUrl, { maxResponseBytes: LIMIT });
    const result = await client.request(listHoldings);
    await client.close();
    expect(result.ok && result.value).toHaveLength(25);
  });

  it('refuses a raw answer that is too large without returning any of it', async () => {
    server.handle((_, res) => json(res, 500, `{"detail":"${'x'.repeat(2 * LIMIT)}"}`));
    const client = testClient(server.baseUrl, { maxResponseBytes: LIMIT });
    await expect(client.raw({ method: 'GET', pathAndQuery: '/anything' })).rejects.toMatchObject({
      error: { kind: 'invalid-response', status: 500 },
    });
    await client.close();
  });
});
