// service-api.md, Authentication and Errors item 4; decisions.md, Wire (401 problem details).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from './problems';
import { call, nonce, startService, type Answer, type Service } from './service';

let service: Service;
let key: Service['credentials'][number];
let customer: number | string;
let fiveSecondsOldRightAfterStart: Answer;

const accounts = () => ({ path: '/custody/v1/Accounts', customer });

beforeAll(async () => {
  service = await startService();
  key = service.credentials[0]!;
  customer = key.customers[0]!;
  // First thing after the listening line: a request signed 5 s ago, before the process was listening.
  fiveSecondsOldRightAfterStart = await call(service, key, {
    ...accounts(),
    timestamp: new Date(Date.now() - 5_000).toISOString(),
  });
}, 60_000);
afterAll(async () => {
  await service?.stop();
});

describe('authentication', () => {
  it('accepts a timestamp 5 s old right after the start', () => {
    expect(fiveSecondsOldRightAfterStart.status, fiveSecondsOldRightAfterStart.text).toBe(200);
  });

  it('accepts a correctly signed request, with and without a query string and a body', async () => {
    expect((await call(service, key, accounts())).status).toBe(200);
    expect(
      (await call(service, key, { path: '/staking/v5/stakingOrders', query: '?page=1&pageSize=5', customer })).status,
    ).toBe(200);
    expect(
      (
        await call(service, key, {
          method: 'POST',
          path: '/trading/api/instrument/getinstruments',
          body: '{}',
          customer,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a request without the authentication headers', async () => {
    expectProblem(await call(service, key, { ...accounts(), unsigned: true }), 401);
    for (const header of ['X-Auth', 'X-Auth-Nonce', 'X-Auth-Timestamp', 'X-Auth-Version', 'X-Auth-Signature']) {
      expectProblem(await call(service, key, { ...accounts(), headers: { [header]: null } }), 401);
    }
  });

  it('needs the literal prefix SVC and one space before the key in X-Auth', async () => {
    for (const value of [key.apiKey, `Bearer ${key.apiKey}`, `SVC  ${key.apiKey}`, `svc ${key.apiKey}`]) {
      expectProblem(await call(service, key, { ...accounts(), headers: { 'X-Auth': value } }), 401);
    }
  });

  it('refuses an unknown key', async () => {
    expectProblem(await call(service, { ...key, apiKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, accounts()), 401);
  });

  it('needs a nonce of exactly 20 characters from a-z, A-Z, 0-9', async () => {
    for (const bad of ['A'.repeat(19), 'A'.repeat(21), `${'A'.repeat(19)}-`, `${'A'.repeat(19)}é`]) {
      expectProblem(await call(service, key, { ...accounts(), nonce: bad }), 401);
    }
  });

  it('refuses a reused nonce, and the reuse does not depend on the rest of the request', async () => {
    const used = nonce();
    expect((await call(service, key, { ...accounts(), nonce: used })).status).toBe(200);
    expectProblem(await call(service, key, { ...accounts(), nonce: used }), 401);
    expectProblem(await call(service, key, { path: '/auth/api/v1/Customers', nonce: used }), 401);
  });

  it('allows plus or minus 10 seconds of server time, no more', async () => {
    for (const offset of [-8_000, 8_000])
      expect(
        (await call(service, key, { ...accounts(), timestamp: new Date(Date.now() + offset).toISOString() })).status,
      ).toBe(200);
    for (const offset of [-15_000, 15_000, -3_600_000]) {
      expectProblem(
        await call(service, key, { ...accounts(), timestamp: new Date(Date.now() + offset).toISOString() }),
        401,
      );
    }
  });

  it('needs an ISO 8601 UTC timestamp', async () => {
    const now = new Date();
    for (const bad of [String(now.getTime()), now.toUTCString(), 'yesterday'])
      expectProblem(await call(service, key, { ...accounts(), timestamp: bad }), 401);
  });

  it('accepts only version v1', async () => {
    for (const version of ['v2', 'V1', '1', ''])
      expectProblem(await call(service, key, { ...accounts(), version }), 401);
  });

  it('refuses a signature made with another secret, or over another message', async () => {
    expectProblem(await call(service, key, { ...accounts(), secret: `${key.apiSecret}x` }), 401);
    // The body, the query and the Content-Type are signed: changing one after signing breaks the signature.
    expectProblem(
      await call(service, key, {
        path: '/staking/v5/stakingOrders',
        query: '?page=1',
        customer,
        headers: { 'X-Auth-Signature': 'AAAA' },
      }),
      401,
    );
    const signed = await call(service, key, {
      method: 'POST',
      path: '/trading/api/instrument/getinstruments',
      body: '{}',
      customer,
      headers: { 'Content-Type': 'text/json' },
    });
    expectProblem(signed, 401);
  });

  it('never echoes the secret in a refusal', async () => {
    const answer = await call(service, key, { ...accounts(), secret: 'wrong' });
    expectProblem(answer, 401);
    expect(answer.text).not.toContain(key.apiSecret);
  });

  it('does not sign customer-number: changing it after signing is still authenticated', async () => {
    const reachable = key.customers[1] ?? customer;
    expect(
      (await call(service, key, { ...accounts(), headers: { 'customer-number': String(reachable) } })).status,
    ).toBe(200);
  });

  it('lets anyone read the public staking performance data without authentication', async () => {
    // The unit names are not in the specification; the simulator's are ch, li, de. An unknown one is not found, never unauthenticated.
    const answer = await call(service, key, {
      path: '/staking/v5/operatingUnits/ch/stakingRewardData',
      unsigned: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expectProblem(
      await call(service, key, { path: '/staking/v5/operatingUnits/nowhere/stakingRewardData', unsigned: true }),
      404,
    );
  });
});
