import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { controlClient, ControlError, type ControlClient } from '../../../../electron/simulator/control-client';
import { MAX_FAULT_PATH_LENGTH } from '../../../../electron/simulator/server/control/faults';
import { isLoopback } from '../../../../electron/simulator/server/control/routes';
import { parseDuration } from '../../../../electron/simulator/server/control/duration';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { expectProblem } from '../support/problem';
import { rawExchange } from '../support/raw-http';
import { send, type TestRequest } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
const orderId = '6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e';
const putOrder = (): TestRequest => ({
  method: 'PUT',
  path: `/staking/v5/stakingOrders/${orderId}`,
  customer: 1001,
  body: '{"fromAccountNumber":"000000000001","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":1}',
});
const putCalls = () => sim.world.calls.filter((call) => call.name === 'staking.putOrder').length;

let sim: FakeSimulator;
let control: ControlClient;

beforeAll(async () => {
  sim = await startFakeSimulator();
  control = controlClient(sim);
});
afterAll(async () => {
  await sim.stop();
});
afterEach(async () => {
  await control.clearFaults();
});

describe('control plane access', () => {
  it('has a fresh random admin token on every start', async () => {
    expect(sim.adminToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await startFakeSimulator();
    try {
      expect(other.adminToken).not.toBe(sim.adminToken);
    } finally {
      await other.stop();
    }
  });

  it('refuses a missing or wrong token with 401, and an API key signature does not open it', async () => {
    for (const authorization of [null, 'Bearer wrong-token', `Bearer ${sim.adminToken}x`, sim.adminToken]) {
      const response = await send(sim.baseUrl, null, {
        path: '/_control/clock',
        headers: authorization === null ? {} : { authorization },
      });
      expectProblem(response, 401, /admin token/);
    }
    expectProblem(await send(sim.baseUrl, keyA, { path: '/_control/clock' }), 401, /admin token/);
  });

  it('is not part of the signed API: the admin token opens no service endpoint', async () => {
    const response = await send(sim.baseUrl, null, {
      path: '/custody/v1/Accounts',
      customer: 1001,
      headers: { authorization: `Bearer ${sim.adminToken}` },
    });
    expectProblem(response, 401, /Missing authentication headers/);
  });

  it('answers only loopback peers', () => {
    expect(['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:192.168.1.2', '2001:db8::1', undefined].some(isLoopback)).toBe(false);
  });

  it('reads and jumps the world clock, with milliseconds or a duration', async () => {
    expect(await control.clock()).toEqual({
      simTime: '2026-01-01T00:00:00.000Z',
      wallTime: '2026-01-01T00:00:00.000Z',
    });
    expect((await control.advanceClock('1h30m')).simTime).toBe('2026-01-01T01:30:00.000Z');
    expect((await control.advanceClock(1000)).simTime).toBe('2026-01-01T00:00:01.000Z');
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('250ms')).toBe(250);
    for (const bad of ['', '1 h', '1y', '-5m', '1.5h']) expect(parseDuration(bad)).toBeUndefined();
    await expect(control.advanceClock('soon')).rejects.toMatchObject({ status: 400 });
  });

  it('shocks a price and validates the request', async () => {
    expect(await control.shockPrice('btc', -25)).toMatchObject({ asset: 'BTC', percent: -25, usdAfter: '75' });
    const error = (await control.shockPrice('', Number.NaN).catch((caught: unknown) => caught)) as ControlError;
    expect(error).toBeInstanceOf(ControlError);
    expect(error.status).toBe(400);
  });
});

describe('faults', () => {
  it('lists armed faults and clears one or all', async () => {
    const first = await control.injectFault({
      method: 'put',
      path: '/staking/v5/stakingOrders/{id}',
      kind: 'unavailable',
      count: 2,
    });
    await control.injectFault({ method: 'GET', path: '/custody/v1/Accounts', kind: 'delay', delayMs: 10 });
    expect(first).toMatchObject({ method: 'PUT', kind: 'unavailable', count: 2, remaining: 2 });
    expect(await control.listFaults()).toHaveLength(2);
    await control.clearFaults(first.id);
    expect((await control.listFaults()).map((fault) => fault.kind)).toEqual(['delay']);
    await control.clearFaults();
    expect(await control.listFaults()).toEqual([]);
    await expect(control.clearFaults(first.id)).rejects.toMatchObject({ status: 404 });
    await expect(control.injectFault({ method: 'GET', path: '/x', kind: 'delay' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(control.injectFault({ method: 'GET', path: 'no-slash', kind: 'drop' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('unavailable: answers 503 without processing, for exactly the next N matching requests', async () => {
    await control.injectFault({ method: 'PUT', path: '/staking/v5/stakingOrders/*', kind: 'unavailable', count: 2 });
    const before = putCalls();
    // Another method or path is not affected.
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const response = await send(sim.baseUrl, keyA, putOrder());
      expectProblem(response, 503, /fault injected/);
      expect(response.headers['retry-after']).toBe('1');
    }
    expect(putCalls()).toBe(before);
    expect((await send(sim.baseUrl, keyA, putOrder())).status).toBe(204);
    expect(putCalls()).toBe(before + 1);
    expect(await control.listFaults()).toEqual([]);
  });

  it('drop: processes the request, then closes the connection without an answer', async () => {
    await control.injectFault({
      method: 'PUT',
      path: `/staking/v5/stakingOrders/${orderId.toUpperCase()}`,
      kind: 'drop',
    });
    const before = putCalls();
    await expect(send(sim.baseUrl, keyA, putOrder())).rejects.toThrow(/closed|socket|reset/i);
    expect(putCalls()).toBe(before + 1);
    expect((await send(sim.baseUrl, keyA, putOrder())).status).toBe(204);
  });

  it('delay: processes at once and holds the answer back by delayMs', async () => {
    await control.injectFault({ method: 'GET', path: '/custody/v1/Accounts', kind: 'delay', delayMs: 400 });
    const before = sim.world.calls.length;
    const processed = sim.world.nextCall().then(() => 'processed' as const);
    const started = performance.now();
    const pending = send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 });
    // Processed before the answer comes back, not when it is let go.
    expect(await Promise.race([processed, pending.then(() => 'answered' as const)])).toBe('processed');
    expect(sim.world.calls.length).toBe(before + 1);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('reset: processes, sends the head and part of the body, then resets the connection', async () => {
    await control.injectFault({ method: 'GET', path: '/custody/v1/Accounts', kind: 'reset' });
    const before = sim.world.calls.length;
    await expect(send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).rejects.toThrow();
    expect(sim.world.calls.length).toBe(before + 1);

    await control.injectFault({ method: 'GET', path: '/custody/v1/Accounts', kind: 'reset' });
    const received: Buffer[] = [];
    const outcome = await new Promise<string>((resolve) => {
      void rawExchange(sim.baseUrl, (socket) => {
        socket.on('data', (chunk: Buffer) => received.push(chunk));
        socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        socket.on('close', () => resolve('closed'));
        socket.write(`GET /custody/v1/Accounts HTTP/1.1\r\nHost: ${new URL(sim.baseUrl).host}\r\n\r\n`);
      }).catch(() => undefined);
    });
    expect(outcome).toMatch(/ECONNRESET|closed/);
    const text = Buffer.concat(received).toString('latin1');
    // The unsigned request is answered 401 by the service; the answer is cut off halfway.
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const promised = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThan(promised);
  });

  it('refuses a fault path longer than the limit with a 400 naming the path, and requests keep being served', async () => {
    const long = `/${'a'.repeat(40_000)}`;
    const error = (await control
      .injectFault({ method: 'GET', path: long, kind: 'unavailable' })
      .catch((caught: unknown) => caught)) as ControlError;
    expect(error).toBeInstanceOf(ControlError);
    expect(error.status).toBe(400);
    expect((error.problem as { errors: Record<string, string[]> }).errors['path']?.join(' ')).toMatch(
      /at most 2048 characters/,
    );
    await expect(control.injectFault({ method: 'G'.repeat(40_000), path: '/x', kind: 'drop' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await control.listFaults()).toEqual([]);
    // A path at the limit is armed, matches nothing here, and breaks nothing.
    await control.injectFault({
      method: '*',
      path: `/${'b'.repeat(MAX_FAULT_PATH_LENGTH - 1)}`,
      kind: 'unavailable',
      count: 5,
    });
    await control.injectFault({
      method: '*',
      path: `/${Array.from({ length: 1000 }, () => '*').join('/')}`,
      kind: 'unavailable',
      count: 5,
    });
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 })).status).toBe(200);
    expect(sim.errors).toEqual([]);
  });

  it('delay: a delay longer than the idle timeout still gets its answer', async () => {
    const short = await startFakeSimulator({ connections: { idleMs: 300, headersMs: 300, requestMs: 300 } });
    try {
      await controlClient(short).injectFault({
        method: 'GET',
        path: '/custody/v1/Accounts',
        kind: 'delay',
        delayMs: 1_500,
      });
      const response = await send(short.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 });
      expect(response.status).toBe(200);
    } finally {
      await short.stop();
    }
  });

  it('"**" matches any number of segments (none included); "/**" is the whole API, never the control plane; a second "**" is refused', async () => {
    const accounts = { path: '/custody/v1/Accounts', customer: 1001 };
    await control.injectFault({ method: 'GET', path: '/custody/**', kind: 'unavailable', count: 2 });
    expectProblem(await send(sim.baseUrl, keyA, accounts), 503, /fault injected/);
    // Outside its head: served, and the fault keeps its use.
    expect((await send(sim.baseUrl, keyA, putOrder())).status).toBe(204);
    expect((await control.listFaults()).map((fault) => fault.remaining)).toEqual([1]);
    await control.clearFaults();
    // None: a "**" at the end also matches the path without it; a tail is matched from the back.
    await control.injectFault({ method: 'GET', path: '/custody/v1/accounts/**', kind: 'unavailable' });
    expectProblem(await send(sim.baseUrl, keyA, accounts), 503, /fault injected/);
    await control.injectFault({ method: 'GET', path: '/**/Accounts', kind: 'unavailable' });
    await control.injectFault({ method: 'GET', path: '/**/Orders', kind: 'unavailable' });
    expectProblem(await send(sim.baseUrl, keyA, accounts), 503, /fault injected/);
    expect((await control.listFaults()).map((fault) => fault.path)).toEqual(['/**/Orders']);
    await control.clearFaults();
    // The whole API as a network outage: every request is cut, the control plane still answers.
    await control.injectFault({ method: '*', path: '/**', kind: 'drop', count: 2 });
    await expect(send(sim.baseUrl, keyA, accounts)).rejects.toThrow(/closed|socket|reset/i);
    await expect(send(sim.baseUrl, keyA, putOrder())).rejects.toThrow(/closed|socket|reset/i);
    expect(await control.listFaults()).toEqual([]);
    expect((await send(sim.baseUrl, keyA, accounts)).status).toBe(200);
    const error = (await control
      .injectFault({ method: '*', path: '/**/v1/**', kind: 'drop' })
      .catch((caught: unknown) => caught)) as ControlError;
    expect(error.status).toBe(400);
    expect((error.problem as { errors: Record<string, string[]> }).errors['path']?.join(' ')).toMatch(
      /"\*\*" at most once/,
    );
    expect(await control.listFaults()).toEqual([]);
  });

  it('never applies to the control plane itself', async () => {
    await control.injectFault({ method: '*', path: '/_control/faults', kind: 'unavailable' });
    expect(await control.listFaults()).toHaveLength(1);
  });
});

describe('listening answer of the control plane', () => {
  it('is JSON', async () => {
    const response = await request(`${sim.baseUrl}/_control/faults`, {
      headers: { authorization: `Bearer ${sim.adminToken}` },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await response.body.json()).toEqual([]);
  });
});
