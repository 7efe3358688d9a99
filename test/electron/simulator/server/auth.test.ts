import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { damagedCopyOf, replayFileOf } from '../../../../electron/simulator/server/replay-window';
import { hmacSha512Base64, secureRandomBytes } from '../../../../electron/platform/crypto';
import { createNonce } from '../../../../shared/signing/nonce';
import { sign } from '../../../../shared/signing/signature';
import { EXACT_BALANCE, FAKE_CREDENTIALS } from '../support/fake-world';
import { expectProblem, type Problem } from '../support/problem';
import { send, type TestRequest, type TestResponse } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
const keyB = FAKE_CREDENTIALS[1]!;
const accounts: TestRequest = { path: '/custody/v1/Accounts', customer: 1001 };
let sim: FakeSimulator;

beforeAll(async () => {
  sim = await startFakeSimulator();
});
afterAll(async () => {
  await sim.stop();
});

function expect401(response: TestResponse, detail: RegExp): Problem {
  const problem = expectProblem(response, 401, detail);
  expect(response.headers['www-authenticate']).toBe('SVC');
  for (const { apiSecret } of FAKE_CREDENTIALS) expect(response.text).not.toContain(apiSecret);
  return problem;
}

describe('authentication', () => {
  it('serves a correctly signed request, with exact decimals and a Date header', async () => {
    const response = await send(sim.baseUrl, keyA, accounts);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).toContain(`"balance":${EXACT_BALANCE}`);
    expect(Date.parse(String(response.headers.date))).not.toBeNaN();
  });

  it('signs the query string exactly as received', async () => {
    const response = await send(sim.baseUrl, keyA, { path: '/staking/v5/products', query: '?x=%2F&x=a%20b&y' });
    expect(response.status).toBe(200);
  });

  for (const header of ['X-Auth', 'X-Auth-Nonce', 'X-Auth-Timestamp', 'X-Auth-Version', 'X-Auth-Signature']) {
    it(`refuses a request without ${header}`, async () => {
      const response = await send(sim.baseUrl, keyA, { ...accounts, headers: { [header]: null } });
      expect401(response, new RegExp(`Missing authentication header: ${header}\\.`));
    });
  }

  it('names every missing header of an unsigned request', async () => {
    const response = await send(sim.baseUrl, null, accounts);
    expect401(response, /headers: X-Auth, X-Auth-Nonce, X-Auth-Timestamp, X-Auth-Version, X-Auth-Signature/);
  });

  for (const value of [
    `Bearer ${keyA.apiKey}`,
    `SVC  ${keyA.apiKey}`,
    `svc ${keyA.apiKey}`,
    `SVC${keyA.apiKey}`,
    'SVC ',
    `SVC ${keyA.apiKey} extra`,
  ]) {
    it(`refuses X-Auth "${value}"`, async () => {
      const response = await send(sim.baseUrl, keyA, { ...accounts, headers: { 'X-Auth': value } });
      expect401(response, /X-Auth header must be "SVC <API key>"/);
    });
  }

  it('refuses an unknown API key', async () => {
    const response = await send(sim.baseUrl, { apiKey: 'no-such-key', apiSecret: 'whatever', customers: [] }, accounts);
    expect401(response, /API key in X-Auth is not known/);
  });

  for (const nonce of [
    'AbCdEfGhIj012345678',
    'AbCdEfGhIj01234567890',
    'AbCdEfGhIj012345678-',
    'AbCdEfGhIj012345678é',
    '                    ',
  ]) {
    it(`refuses nonce "${nonce}"`, async () => {
      const response = await send(sim.baseUrl, keyA, { ...accounts, nonce });
      expect401(response, /X-Auth-Nonce must be exactly 20 characters from A-Z, a-z and 0-9/);
    });
  }

  it('refuses a replayed request (same nonce) and serves a fresh one', async () => {
    const nonce = createNonce(secureRandomBytes);
    const timestamp = new Date().toISOString();
    expect((await send(sim.baseUrl, keyA, { ...accounts, nonce, timestamp })).status).toBe(200);
    expect401(await send(sim.baseUrl, keyA, { ...accounts, nonce, timestamp }), /X-Auth-Nonce was already used/);
    expect((await send(sim.baseUrl, keyA, accounts)).status).toBe(200);
  });

  it('does not spend a nonce on a request that failed another rule', async () => {
    const nonce = createNonce(secureRandomBytes);
    expect401(
      await send(sim.baseUrl, keyA, { ...accounts, nonce, secret: 'wrong' }),
      /X-Auth-Signature does not match/,
    );
    expect((await send(sim.baseUrl, keyA, { ...accounts, nonce })).status).toBe(200);
  });

  for (const [label, offsetMs] of [
    ['11 s old', -11_000],
    ['11 s in the future', 11_000],
    ['a day old', -86_400_000],
  ] as const) {
    it(`refuses a timestamp ${label}`, async () => {
      const response = await send(sim.baseUrl, keyA, {
        ...accounts,
        timestamp: new Date(Date.now() + offsetMs).toISOString(),
      });
      expect401(response, /X-Auth-Timestamp is outside the allowed window of ±10 seconds of server time/);
    });
  }

  for (const timestamp of [
    'yesterday',
    '2026-13-01T00:00:00Z',
    '2026-02-30T00:00:00Z',
    '2026-01-01 00:00:00Z',
    '2026-01-01T00:00:00+01:00',
    '1767225600',
  ]) {
    it(`refuses a timestamp that is not ISO 8601 UTC: "${timestamp}"`, async () => {
      const response = await send(sim.baseUrl, keyA, { ...accounts, timestamp });
      expect401(response, /X-Auth-Timestamp must be an ISO 8601 date and time in UTC/);
    });
  }

  for (const version of ['v2', 'V1', 'v1.0', '1', 'v1,v1']) {
    it(`refuses version "${version}"`, async () => {
      const response = await send(sim.baseUrl, keyA, { ...accounts, headers: { 'X-Auth-Version': version } });
      expect401(response, /X-Auth-Version must be v1/);
    });
  }

  const mismatches: [string, Partial<TestRequest>][] = [
    ['the wrong secret', { secret: 'Not-The-Secret' }],
    ['the other key’s secret', { secret: keyB.apiSecret }],
    ['another host', { signAs: { host: 'api.example.com' } }],
    ['the host without its port', { signAs: { host: '127.0.0.1' } }],
    ['another path', { signAs: { path: '/custody/v1/accounts' } }],
    ['another query', { query: '?a=1', signAs: { query: '?a=2' } }],
    ['the query without its "?"', { query: '?a=1', signAs: { query: 'a=1' } }],
    ['a decoded query', { query: '?a=%2F', signAs: { query: '?a=/' } }],
    ['another content type', { method: 'PUT', body: '{}', signAs: { contentType: 'text/json' } }],
    ['another body', { method: 'PUT', body: '{"a":1}', signAs: { body: '{"a": 1}' } }],
    ['another key in the message', { signAs: { apiKey: keyB.apiKey } }],
  ];
  for (const [label, change] of mismatches) {
    it(`refuses a signature over ${label}`, async () => {
      const request =
        change.method === 'PUT'
          ? { path: '/staking/v5/stakingOrders/6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e', customer: 1001 }
          : accounts;
      const response = await send(sim.baseUrl, keyA, { ...request, ...change });
      expect401(response, /X-Auth-Signature does not match the request/);
    });
  }

  it('refuses a tampered signature and never reveals the expected one', async () => {
    const nonce = createNonce(secureRandomBytes);
    const timestamp = new Date().toISOString();
    const expected = sign(
      {
        apiKey: keyA.apiKey,
        host: new URL(sim.baseUrl).host,
        path: accounts.path,
        query: '',
        contentType: '',
        nonce,
        timestamp,
        version: 'v1',
        body: null,
      },
      keyA.apiSecret,
      hmacSha512Base64,
    );
    const tampered = (expected[0] === 'A' ? 'B' : 'A') + expected.slice(1);
    const response = await send(sim.baseUrl, keyA, {
      ...accounts,
      nonce,
      timestamp,
      headers: { 'X-Auth-Signature': tampered },
    });
    expect401(response, /X-Auth-Signature does not match/);
    expect(response.text).not.toContain(expected);
    expect(response.text).not.toContain(expected.slice(0, 16));
  });

  it('lets anyone read the public staking performance endpoint', async () => {
    const response = await send(sim.baseUrl, null, { path: '/staking/v5/operatingUnits/CH-01/stakingRewardData' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ operatingUnit: 'CH-01' });
  });
});

describe('timestamps around a start', () => {
  // A settable wall clock for the server: a restart or the passing of time is an assignment, never a sleep.
  let serverNow = Date.now();
  const at = (offsetMs: number) => new Date(serverNow + offsetMs).toISOString();
  const servers: FakeSimulator[] = [];
  const startAt = async (now: number, port?: number) => {
    serverNow = now;
    const server = await startFakeSimulator({ now: () => serverNow, ...(port === undefined ? {} : { port }) });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('accepts a timestamp a few seconds off, in either direction, once the server has run that long', async () => {
    const server = await startAt(Date.now());
    serverNow += 20_000;
    for (const offsetMs of [-7_000, 7_000])
      expect((await send(server.baseUrl, keyA, { ...accounts, timestamp: at(offsetMs) })).status).toBe(200);
  });

  it('accepts a request signed seconds before the server started (a client racing a restart)', async () => {
    const server = await startAt(Date.now());
    for (const offsetMs of [-5_000, -9_000, 0])
      expect((await send(server.baseUrl, keyA, { ...accounts, timestamp: at(offsetMs) })).status).toBe(200);
    expect401(await send(server.baseUrl, keyA, { ...accounts, timestamp: at(-10_001) }), /outside the allowed window/);
  });

  it('refuses a request replayed to a restarted server inside the timestamp window: the nonce window is kept with --state', async () => {
    const stateFile = join(await mkdtemp(join(tmpdir(), 'sim-replay-')), 'state.json');
    const first = await startFakeSimulator({ now: () => serverNow, stateFile });
    servers.push(first);
    serverNow = Date.now();
    const captured: TestRequest = { ...accounts, nonce: createNonce(secureRandomBytes), timestamp: at(0) };
    expect((await send(first.baseUrl, keyA, captured)).status).toBe(200);
    await first.stop();
    expect(JSON.parse(await readFile(replayFileOf(stateFile), 'utf8'))).toMatchObject({
      clean: true,
      nonces: [[expect.stringContaining(keyA.apiKey), expect.any(Number)]],
    });
    // Three seconds later a new server on the same address (so the signed Host still matches) sees the same request, and a fresh one.
    serverNow += 3_000;
    const second = await startFakeSimulator({
      now: () => serverNow,
      stateFile,
      port: Number(new URL(first.baseUrl).port),
    });
    servers.push(second);
    expect401(await send(second.baseUrl, keyA, captured), /X-Auth-Nonce was already used/);
    expect((await send(second.baseUrl, keyA, { ...accounts, timestamp: at(-4_000) })).status).toBe(200);
  });

  it('after an unclean stop of a persisted world, refuses requests signed before the start (their nonces may be unknown)', async () => {
    const stateFile = join(await mkdtemp(join(tmpdir(), 'sim-replay-')), 'state.json');
    serverNow = Date.now();
    const first = await startFakeSimulator({ now: () => serverNow, stateFile });
    servers.push(first);
    await first.stop();
    // As a crash leaves it: still marked running, the last nonces not yet written.
    await writeFile(replayFileOf(stateFile), JSON.stringify({ clean: false, nonces: [] }));
    serverNow += 3_000;
    const second = await startFakeSimulator({ now: () => serverNow, stateFile });
    servers.push(second);
    expect401(
      await send(second.baseUrl, keyA, { ...accounts, timestamp: at(-2_000) }),
      /earlier than the server's start .*unclean stop.*Sign the request again\./,
    );
    expect((await send(second.baseUrl, keyA, { ...accounts, timestamp: at(0) })).status).toBe(200);
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"clean":tr'],
    ['not a nonce window', '{"clean":"yes"}'],
  ])(
    'says so when the nonce window is damaged (%s), keeps a copy, and applies the unclean-stop rule',
    async (_, damaged) => {
      const stateFile = join(await mkdtemp(join(tmpdir(), 'sim-replay-')), 'state.json');
      serverNow = Date.now();
      const first = await startFakeSimulator({ now: () => serverNow, stateFile });
      servers.push(first);
      await first.stop();
      await writeFile(replayFileOf(stateFile), damaged);
      serverNow += 3_000;
      const second = await startFakeSimulator({ now: () => serverNow, stateFile });
      servers.push(second);
      expect(second.errors).toEqual([
        expect.stringMatching(
          new RegExp(`nonce window .*state\\.json\\.nonces\\.json is damaged .*a copy is kept as .*\\.damaged`),
        ),
      ]);
      expect(await readFile(damagedCopyOf(replayFileOf(stateFile)), 'utf8')).toBe(damaged);
      expect401(
        await send(second.baseUrl, keyA, { ...accounts, timestamp: at(-2_000) }),
        /earlier than the server's start/,
      );
    },
  );
});
