import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRecord } from '../../../electron/client/client';
import { listHoldings, testClient } from './endpoints';
import { json, problem, startServer, type TestServer } from './server';

let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

describe('request log (onExchange)', () => {
  it('records every attempt: time, method, path without query, endpoint, customer, status, latency, error kind, attempt', async () => {
    let seen = 0;
    server.handle((_, res) => (++seen === 1 ? problem(res, 503, {}) : json(res, 200, '[]')));
    const log: ExchangeRecord[] = [];
    const before = Date.now();
    const client = testClient(server.baseUrl, { onExchange: (entry) => log.push(entry) });
    await client.request(listHoldings, { query: { symbols: ['BTC'] }, customer: '2002' });
    await client.close();
    expect(log).toEqual([
      {
        startedAt: expect.any(String),
        method: 'GET',
        path: '/test/v1/Holdings',
        endpoint: 'List holdings',
        customer: '2002',
        status: 503,
        latencyMs: expect.any(Number),
        errorKind: 'server',
        attempt: 1,
      },
      {
        startedAt: expect.any(String),
        method: 'GET',
        path: '/test/v1/Holdings',
        endpoint: 'List holdings',
        customer: '2002',
        status: 200,
        latencyMs: expect.any(Number),
        attempt: 2,
      },
    ]);
    for (const entry of log) {
      expect(Date.parse(entry.startedAt)).toBeGreaterThanOrEqual(before - 1);
      expect(entry.latencyMs).toBeGreaterThan(0);
    }
    expect(server.received[0]!.query).toBe('?symbols=BTC');
  });

  it('keeps the call alive when the listener throws, and reports the listener failure', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    const client = testClient(server.baseUrl, {
      onExchange: () => {
        throw new Error('log is full');
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await client.request(listHoldings)).ok).toBe(true);
      expect(consoleError).toHaveBeenCalledTimes(1);
    } finally {
      consoleError.mockRestore();
      await client.close();
    }
  });
});
