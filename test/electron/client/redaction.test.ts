import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceCallError, type ExchangeRecord } from '../../../electron/client/client';
import type { ServiceErrorKind } from '../../../shared/api/errors';
import { listHoldings, SECRET, testClient } from './endpoints';
import { json, startServer, until, type Handler, type Received, type TestServer } from './server';

let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

/** Everything secret about a request as it arrived: a hostile or buggy server could echo any of it. */
function secretsOf(request: Received): string[] {
  return [SECRET, String(request.headers['x-auth-signature']), String(request.headers['x-auth-nonce'])];
}

/** A problem body stuffed with the secret, the signature and the nonce in every member. */
function echoing(status: number, headers: Record<string, string> = {}): Handler {
  return (request, res) => {
    const leak = secretsOf(request).join(' ');
    res.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
    res.end(
      JSON.stringify({
        type: leak,
        title: leak,
        status,
        detail: `Expected ${leak}`,
        traceId: leak,
        errors: { [leak]: [leak] },
      }),
    );
  };
}

const cases: { kind: ServiceErrorKind; handler: Handler; timeouts?: { headersMs: number }; abort?: boolean }[] = [
  { kind: 'authentication', handler: echoing(401) },
  { kind: 'forbidden', handler: echoing(403) },
  { kind: 'validation', handler: echoing(400) },
  { kind: 'not-found', handler: echoing(404) },
  { kind: 'conflict', handler: echoing(409) },
  { kind: 'rate-limited', handler: echoing(429, { 'retry-after': '1' }) },
  { kind: 'server', handler: echoing(500) },
  {
    kind: 'server',
    handler: (request, res) => (res.writeHead(302, { location: `/x?sig=${secretsOf(request).join('')}` }), res.end()),
  },
  {
    kind: 'invalid-response',
    handler: (request, res) => json(res, 200, JSON.stringify([{ id: secretsOf(request).join(' ') }])),
  },
  { kind: 'network', handler: (_, res) => res.socket?.destroy() },
  { kind: 'timeout', handler: () => undefined, timeouts: { headersMs: 20 } },
  { kind: 'cancelled', handler: () => undefined, abort: true },
];

describe('secrets never appear in errors or logs', () => {
  for (const { kind, handler, timeouts, abort } of cases) {
    it(`keeps the secret, signature and nonce out of a ${kind} error`, async () => {
      server.handle(handler);
      const log: ExchangeRecord[] = [];
      const client = testClient(server.baseUrl, {
        onExchange: (entry) => log.push(entry),
        retry: { maxAttempts: 2 },
        ...(timeouts ? { timeouts } : {}),
      });
      const controller = new AbortController();
      const pending = client.request(listHoldings, { signal: controller.signal });
      if (abort) {
        await until(() => server.received.length > 0, 'the request');
        controller.abort();
      }
      const result = await pending;
      await client.close();
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.kind).toBe(kind);
      const text = JSON.stringify(result.error) + JSON.stringify(log);
      expect(server.received.length).toBeGreaterThan(0);
      for (const request of server.received) {
        for (const secret of secretsOf(request)) expect(text).not.toContain(secret);
      }
    });
  }

  it('keeps them out of what raw() throws', async () => {
    server.handle((_, res) => res.socket?.destroy());
    const client = testClient(server.baseUrl);
    const thrown = await client
      .raw({ method: 'GET', pathAndQuery: '/test/v1/Holdings' })
      .catch((error: unknown) => error);
    await client.close();
    expect(thrown).toBeInstanceOf(ServiceCallError);
    const error = thrown as ServiceCallError;
    const text = `${error.message} ${String(error.stack)} ${JSON.stringify(error.error)}`;
    for (const secret of secretsOf(server.received[0]!)) expect(text).not.toContain(secret);
  });

  it('masks them in the bytes and text of a raw() answer that echoes them', async () => {
    server.handle((request, res) => json(res, 200, JSON.stringify({ echoed: secretsOf(request), note: 'Zürich' })));
    const client = testClient(server.baseUrl);
    const response = await client.raw({ method: 'GET', pathAndQuery: '/test/v1/Holdings' });
    await client.close();
    const text = `${Buffer.from(response.body).toString('utf8')} ${response.bodyText}`;
    for (const secret of secretsOf(server.received[0]!)) expect(text).not.toContain(secret);
    expect(response.bodyText).toContain('[redacted]');
    expect(response.bodyText).toContain('Zürich');
  });

  it('hands a raw() answer that echoes nothing back byte for byte', async () => {
    const body = Buffer.from('\uFEFF{"amount":0.123456789012345678901234567890,"name":"Zürich 🙂"}');
    server.handle((_, res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end(body)));
    const client = testClient(server.baseUrl);
    const response = await client.raw({ method: 'GET', pathAndQuery: '/test/v1/Holdings' });
    await client.close();
    expect(Buffer.from(response.body).equals(body)).toBe(true);
    // The text drops the byte order mark, as a JSON reader needs.
    expect(response.bodyText).toBe('{"amount":0.123456789012345678901234567890,"name":"Zürich 🙂"}');
  });

  it('does not keep the secret on the client object', async () => {
    const client = testClient(server.baseUrl);
    server.handle((_, res) => json(res, 200, '[]'));
    await client.request(listHoldings);
    const seen = new Set<unknown>();
    const walk = (value: unknown): string => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return typeof value === 'string' ? value : '';
      seen.add(value);
      return Object.values(value).map(walk).join(' ');
    };
    expect(walk(client)).not.toContain(SECRET);
    await client.close();
  });
});
