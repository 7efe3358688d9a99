import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServerClock } from '../../../electron/client/clock';
import type { ExchangeRecord } from '../../../electron/client/client';
import { instantDeps, listHoldings, placeTrade, publicData, testClient } from './endpoints';
import { json, problem, startServer, type TestServer } from './server';
import { asDecimal } from '../../../shared/wire/decimal';

describe('ServerClock', () => {
  it('has no offset before the first sample and takes the median of recent samples', () => {
    const clock = new ServerClock(() => 1_000_000);
    expect(clock.offsetMs()).toBeNull();
    expect(clock.now()).toBe(1_000_000);
    for (const sample of [30_000, 30_400, 90_000, 29_800, 30_100]) clock.observe(sample);
    expect(clock.offsetMs()).toBe(30_100);
    expect(clock.now()).toBe(1_030_100);
  });

  it('keeps signatures from predating a second past a Date the server sent, until a resync', () => {
    const clock = new ServerClock(() => Date.parse('2026-11-22T10:00:00.200Z'));
    clock.runningAt('Sun, 22 Nov 2026 10:00:00 GMT');
    clock.observe(-150);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-22T10:00:01.000Z');
    clock.runningAt('not a date');
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-22T10:00:01.000Z');
    clock.resync(-150);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-22T10:00:00.050Z');
  });

  it('forgets old samples after a resync', () => {
    const clock = new ServerClock(() => 0);
    for (let i = 0; i < 5; i++) clock.observe(0);
    clock.resync(-20_000);
    expect(clock.offsetMs()).toBe(-20_000);
  });

  it('samples the Date header against the middle of the round trip, centred in its one-second resolution', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 13, 45, 30)).toUTCString();
    const serverMs = Date.parse(date);
    // Sent 100 ms before and received 100 ms after local time serverMs - 30 s.
    const sample = ServerClock.sample(date, serverMs - 30_100, serverMs - 29_900);
    expect(sample).toBe(30_500);
    expect(ServerClock.sample(undefined, 0, 0)).toBeNull();
    expect(ServerClock.sample('not a date', 0, 0)).toBeNull();
  });
});

describe('clock skew', () => {
  let server: TestServer;
  const skewMs = 30_000;
  const serverDate = (): string => new Date(Date.now() + skewMs).toUTCString();
  /** What the server would accept: within +-10 s of its own clock. */
  const inWindow = (timestamp: unknown): boolean =>
    Math.abs(Date.parse(String(timestamp)) - (Date.now() + skewMs)) <= 10_000;

  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  it('converges on a server 30 s ahead and signs with the corrected time', async () => {
    server.handle((request, res) => {
      if (!inWindow(request.headers['x-auth-timestamp']))
        return problem(
          res,
          401,
          { title: 'Unauthorized', detail: 'Timestamp is outside the allowed window.' },
          { date: serverDate() },
        );
      json(res, 200, '[]', { date: serverDate() });
    });
    const client = testClient(server.baseUrl);
    expect(client.clockOffsetMs()).toBeNull();
    for (let i = 0; i < 4; i++) expect((await client.request(listHoldings)).ok).toBe(true);
    await client.close();
    const offset = client.clockOffsetMs()!;
    expect(Math.abs(offset - skewMs)).toBeLessThan(1_500);
    const last = server.received.at(-1)!;
    expect(Math.abs(Date.parse(String(last.headers['x-auth-timestamp'])) - (Date.now() + skewMs))).toBeLessThan(2_000);
  });

  it('after a 401 for the timestamp, resynchronizes and retries once with a fresh nonce, even a POST', async () => {
    server.handle((request, res) => {
      if (!inWindow(request.headers['x-auth-timestamp']))
        return problem(
          res,
          401,
          { title: 'Unauthorized', detail: 'Timestamp is outside the allowed window.' },
          { date: serverDate() },
        );
      json(res, 200, '{"tradeId":1,"quantity":1}', { date: serverDate() });
    });
    const log: ExchangeRecord[] = [];
    const client = testClient(server.baseUrl, { onExchange: (entry) => log.push(entry) });
    const result = await client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('1'), note: '' } });
    await client.close();
    expect(result.ok).toBe(true);
    expect(server.received).toHaveLength(2);
    const [first, second] = server.received;
    expect(first!.headers['x-auth-nonce']).not.toBe(second!.headers['x-auth-nonce']);
    expect(inWindow(second!.headers['x-auth-timestamp'])).toBe(true);
    expect(log.map((entry) => [entry.attempt, entry.status, entry.errorKind])).toEqual([
      [1, 401, 'authentication'],
      [2, 200, undefined],
    ]);
  });

  it('retries a timestamp refusal only once, then reports the clock problem', async () => {
    server.handle((_, res) =>
      problem(
        res,
        401,
        { title: 'Unauthorized', detail: 'Timestamp is outside the allowed window.' },
        { date: serverDate() },
      ),
    );
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings);
    await client.close();
    expect(server.received).toHaveLength(2);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('authentication');
    expect(result.error.status).toBe(401);
    expect(result.error.message).toContain('clock');
  });

  it('does not resend after a 401 that is not about time', async () => {
    server.handle((_, res) =>
      problem(
        res,
        401,
        { title: 'Unauthorized', detail: 'Signature does not match.' },
        { date: new Date().toUTCString() },
      ),
    );
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings);
    await client.close();
    expect(server.received).toHaveLength(1);
    expect(!result.ok && result.error.message).toBe(
      'The service refused the API key or secret (signature does not match).',
    );
  });
});

describe('what counts as a clock refusal', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  const refusals = [
    [
      'the simulator wording',
      "X-Auth-Timestamp is outside the allowed window of ±10 seconds of server time; check the computer's clock.",
      2,
    ],
    ['a malformed timestamp (not a clock problem)', 'X-Auth-Timestamp must be an ISO 8601 date and time in UTC.', 1],
  ] as const;
  for (const [what, detail, attempts] of refusals) {
    it(`${attempts === 2 ? 'retries' : 'does not retry'} after ${what}`, async () => {
      server.handle((_, res) =>
        problem(res, 401, { title: 'Unauthorized', detail }, { date: new Date().toUTCString() }),
      );
      const client = testClient(server.baseUrl);
      await client.request(listHoldings);
      await client.close();
      expect(server.received).toHaveLength(attempts);
    });
  }

  const beforeStart =
    "X-Auth-Timestamp is earlier than the server's start (2026-11-01T12:00:00.000Z); its nonce cannot be checked for reuse. Sign the request again.";

  it('re-signs once, even a POST, a request refused as signed before the server started', async () => {
    let seen = 0;
    server.handle((_, res) =>
      ++seen === 1
        ? problem(res, 401, { title: 'Unauthorized', detail: beforeStart }, { date: new Date().toUTCString() })
        : json(res, 200, '{"tradeId":1,"quantity":1}'),
    );
    const client = testClient(server.baseUrl);
    const result = await client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('1'), note: '' } });
    await client.close();
    expect(result.ok).toBe(true);
    expect(server.received).toHaveLength(2);
    expect(server.received[0]!.headers['x-auth-nonce']).not.toBe(server.received[1]!.headers['x-auth-nonce']);
  });

  it("re-signs after a start refusal no earlier than a second past the answer's Date, which our offset alone may miss", async () => {
    // Local time X.200 s; the server started at X.900 s; its Date says X (cut to the second).
    const local = Date.parse('2026-11-22T10:00:00.200Z');
    const started = local + 700;
    server.handle((request, res) => {
      const date = new Date(started).toUTCString();
      if (Date.parse(String(request.headers['x-auth-timestamp'])) < started)
        return problem(res, 401, { title: 'Unauthorized', detail: beforeStart }, { date });
      json(res, 200, '[]', { date });
    });
    const client = testClient(server.baseUrl, {}, instantDeps({ now: () => local }));
    const result = await client.request(listHoldings);
    await client.close();
    expect(result.ok).toBe(true);
    expect(server.received).toHaveLength(2);
    const retried = Date.parse(String(server.received[1]!.headers['x-auth-timestamp']));
    expect(retried).toBe(Date.parse('2026-11-22T10:00:01.000Z'));
  });

  it("never dates a signature before a second past the first answer's Date, so a just-started server is not asked to refuse it", async () => {
    // Local time X.900 s; the server started at X.850 s. Its Date says X, so the offset sample is -400 ms:
    // without the floor the second request would be dated X.500 s, before the start.
    const local = Date.parse('2026-11-22T10:00:00.900Z');
    const started = local - 50;
    server.handle((request, res) => {
      const date = new Date(started).toUTCString();
      if (Date.parse(String(request.headers['x-auth-timestamp'])) < started)
        return problem(res, 401, { title: 'Unauthorized', detail: beforeStart }, { date });
      json(res, 200, '[]', { date });
    });
    const client = testClient(server.baseUrl, {}, instantDeps({ now: () => local }));
    expect((await client.request(listHoldings)).ok).toBe(true);
    expect((await client.request(listHoldings)).ok).toBe(true);
    await client.close();
    expect(client.clockOffsetMs()).toBeLessThan(0);
    expect(server.received.map((request) => request.headers['x-auth-timestamp'])).toEqual([
      '2026-11-22T10:00:00.900Z',
      '2026-11-22T10:00:01.000Z',
    ]);
  });

  it('does not loop when the server keeps refusing a request as signed before its start', async () => {
    server.handle((_, res) =>
      problem(res, 401, { title: 'Unauthorized', detail: beforeStart }, { date: new Date().toUTCString() }),
    );
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings);
    await client.close();
    expect(server.received).toHaveLength(2);
    expect(!result.ok && result.error.message).toMatch(
      /^The service refused "[^"]+" because it was signed before the service \(re\)started; nothing was done/,
    );
    expect(!result.ok && result.error.message).not.toContain('clock');
  });

  it('resynchronizes on a 401 whose Date shows a clock far off, even when the detail is silent', async () => {
    const serverDate = (): string => new Date(Date.now() - 45_000).toUTCString();
    let seen = 0;
    server.handle((_, res) =>
      ++seen === 1
        ? problem(res, 401, { title: 'Unauthorized' }, { date: serverDate() })
        : json(res, 200, '[]', { date: serverDate() }),
    );
    const client = testClient(server.baseUrl);
    const result = await client.request(listHoldings);
    await client.close();
    expect(result.ok).toBe(true);
    expect(Math.abs(client.clockOffsetMs()! + 45_000)).toBeLessThan(1_500);
    expect(
      Math.abs(Date.parse(String(server.received[1]!.headers['x-auth-timestamp'])) - (Date.now() - 45_000)),
    ).toBeLessThan(2_000);
  });
});

describe('measuring the clock again after a sleep', () => {
  let server: TestServer;
  let skewMs = 0;
  const serverDate = (): string => new Date(Date.now() + skewMs).toUTCString();
  const inWindow = (timestamp: unknown): boolean =>
    Math.abs(Date.parse(String(timestamp)) - (Date.now() + skewMs)) <= 10_000;

  beforeEach(async () => {
    skewMs = 0;
    server = await startServer((request, res) => {
      const signed = request.headers['x-auth-timestamp'] !== undefined;
      if (signed && !inWindow(request.headers['x-auth-timestamp']))
        return problem(
          res,
          401,
          { title: 'Unauthorized', detail: 'Timestamp is outside the allowed window.' },
          { date: serverDate() },
        );
      const body = request.path.endsWith('/Public') ? '{"ok":true}' : '[]';
      json(res, request.method === 'HEAD' ? 404 : 200, body, { date: serverDate() });
    });
  });
  afterEach(() => server.close());

  it('sends one unsigned HEAD before the next signed requests, which are then dated right the first time', async () => {
    const log: ExchangeRecord[] = [];
    const client = testClient(server.baseUrl, { onExchange: (entry) => log.push(entry) });
    expect((await client.request(listHoldings)).ok).toBe(true);
    // The laptop slept; on waking its clock was set 40 s back: the old estimate would date requests 40 s early.
    skewMs = 40_000;
    client.remeasureClock!();
    const results = await Promise.all([client.request(listHoldings), client.request(listHoldings)]);
    await client.close();
    expect(results.every((result) => result.ok)).toBe(true);
    const after = server.received.slice(1);
    // One measurement shared by both requests, then both signed with the new offset: no refusal, no resend.
    expect(after.map((request) => request.method)).toEqual(['HEAD', 'GET', 'GET']);
    expect(after[0]!.headers['x-auth-signature']).toBeUndefined();
    expect(after[0]!.headers['x-auth']).toBeUndefined();
    expect(Math.abs(client.clockOffsetMs()! - skewMs)).toBeLessThan(1_500);
    expect(log.find((entry) => entry.method === 'HEAD')).toMatchObject({ endpoint: 'Measure clock', status: 404 });
    expect(log.some((entry) => entry.errorKind !== undefined)).toBe(false);
  });

  it('measures nothing without a wake, and lets a public request go without measuring', async () => {
    const client = testClient(server.baseUrl);
    expect((await client.request(listHoldings)).ok).toBe(true);
    client.remeasureClock!();
    expect((await client.request(publicData)).ok).toBe(true);
    expect((await client.request(listHoldings)).ok).toBe(true);
    expect((await client.request(listHoldings)).ok).toBe(true);
    await client.close();
    expect(server.received.map((request) => request.method)).toEqual(['GET', 'GET', 'HEAD', 'GET', 'GET']);
  });
});
