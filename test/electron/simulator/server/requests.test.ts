import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS } from '../support/fake-world';
import { expectProblem } from '../support/problem';
import { send, type TestRequest } from '../support/signed';
import { startFakeSimulator, type FakeSimulator } from '../support/start-fake';

const keyA = FAKE_CREDENTIALS[0]!;
const orderId = '6f1b7c1e-8a43-4c8e-9d8e-2b1f2a3c4d5e';
const putOrder = (body: string, extra: Partial<TestRequest> = {}): TestRequest => ({
  method: 'PUT',
  path: `/staking/v5/stakingOrders/${orderId}`,
  customer: 1001,
  body,
  ...extra,
});
const validBody =
  '{"fromAccountNumber":"000000000001","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":0.123456789012345678901}';
let sim: FakeSimulator;

beforeAll(async () => {
  sim = await startFakeSimulator();
});
afterAll(async () => {
  await sim.stop();
});

const lastCall = () => sim.world.calls.at(-1);

describe('customer-number', () => {
  it('is required where the endpoint requires it', async () => {
    const problem = expectProblem(
      await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts' }),
      400,
      /customer-number header is required/,
    );
    expect(problem.errors).toEqual({ 'customer-number': ['The customer-number header is required.'] });
  });

  for (const value of ['10O1', '-1001', '1001.0', '1e3', '0x3e9', '+1001', '99999999999', '2147483648', '1001, 1002']) {
    it(`must be one whole number, not "${value}"`, async () => {
      const problem = expectProblem(
        await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: value }),
        400,
        /customer-number header must be one whole number/,
      );
      expect(problem.errors).toHaveProperty('customer-number');
    });
  }

  it('is 403 for a customer the key cannot reach, and the world is not asked', async () => {
    const before = sim.world.calls.length;
    expectProblem(
      await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 2001 }),
      403,
      /Customer 2001 is not reachable with this API key/,
    );
    expect(sim.world.calls.length).toBe(before);
  });

  it('reaches the world as the number when reachable', async () => {
    expect((await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1002 })).status).toBe(200);
    expect(lastCall()).toMatchObject({ name: 'custody.listAccounts', customer: 1002 });
  });

  it('is null where optional and absent', async () => {
    expect((await send(sim.baseUrl, keyA, { path: '/staking/v5/products' })).status).toBe(200);
    expect(lastCall()).toMatchObject({ name: 'staking.listProducts', customer: null });
  });

  it('is checked where optional and present', async () => {
    expectProblem(
      await send(sim.baseUrl, keyA, { path: '/staking/v5/products', customer: 2001 }),
      403,
      /not reachable/,
    );
  });

  it('is not needed for the customers and associated-clients lists, which answer what the key reaches', async () => {
    for (const path of ['/auth/api/v1/Customers', '/auth/api/v1/apikey/getassociatedclients']) {
      const response = await send(sim.baseUrl, keyA, { path });
      expect(response.status).toBe(200);
      expect((response.json as { customerNumber: number }[]).map((customer) => customer.customerNumber)).toEqual([
        1001, 1002,
      ]);
    }
  });
});

describe('bodies', () => {
  it('decodes a valid body losslessly and answers 204 with no content', async () => {
    const response = await send(sim.baseUrl, keyA, putOrder(validBody));
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(lastCall()).toMatchObject({
      name: 'staking.putOrder',
      params: { id: orderId },
      body: { amount: '0.123456789012345678901' },
    });
  });

  for (const contentType of [
    'application/json; charset=utf-8',
    'application/json-patch+json',
    'text/json',
    'application/vnd.svc.order+json',
    'Application/JSON',
  ]) {
    it(`accepts a body sent as ${contentType}`, async () => {
      expect((await send(sim.baseUrl, keyA, putOrder(validBody, { contentType }))).status).toBe(204);
    });
  }

  for (const contentType of [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'json',
  ]) {
    it(`refuses a body sent as ${contentType} with 415`, async () => {
      expectProblem(
        await send(sim.baseUrl, keyA, putOrder(validBody, { contentType })),
        415,
        /must be JSON sent as application\/json/,
      );
    });
  }

  it('refuses a body without Content-Type with 415', async () => {
    const response = await send(sim.baseUrl, keyA, putOrder(validBody, { contentType: '' }));
    expectProblem(response, 415, /application\/json/);
  });

  it('refuses a missing body where one is required', async () => {
    const response = await send(sim.baseUrl, keyA, {
      method: 'PUT',
      path: `/staking/v5/stakingOrders/${orderId}`,
      customer: 1001,
    });
    expectProblem(response, 415, /needs a JSON body/);
    const empty = await send(sim.baseUrl, keyA, putOrder('', { contentType: 'application/json' }));
    expect(expectProblem(empty, 400, /non-empty request body is required/).errors).toHaveProperty('$');
  });

  for (const body of [
    '{',
    '{"amount": 1,}',
    "{'a':1}",
    'nul',
    '{"a":1}{"b":2}',
    '{"a":1,"a":2}',
    '[1,2',
    '\u0000',
    '{"a":"\\x"}',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  ]) {
    it(`refuses malformed JSON ${JSON.stringify(body.slice(0, 20))} with 400`, async () => {
      const problem = expectProblem(await send(sim.baseUrl, keyA, putOrder(body)), 400, /not valid JSON/);
      expect(problem.errors).toHaveProperty('$');
    });
  }

  it('lists every invalid field ASP.NET-style', async () => {
    const body =
      '{"fromAccountNumber":"123","toAccountNumber":"000000000002","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","externalReference":"lower"}';
    const problem = expectProblem(await send(sim.baseUrl, keyA, putOrder(body)), 400, /Invalid request body field/);
    expect(problem.title).toBe('One or more validation errors occurred.');
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['amount', 'externalReference', 'fromAccountNumber']);
    expect(problem.errors?.amount).toEqual(['The amount field is required.']);
    expect(problem.errors?.fromAccountNumber).toEqual(['Must be exactly 12 digits']);
  });

  it('reports cross-field rules on the field they name', async () => {
    const body =
      '{"fromAccountNumber":"000000000001","toAccountNumber":"000000000002","productId":"0b0c6a56-58a1-4b1e-8f6f-3f5cbb2f9b11","amount":1}';
    const problem = expectProblem(
      await send(sim.baseUrl, keyA, putOrder(body)),
      400,
      /Invalid request body field: productId/,
    );
    expect(problem.errors).toEqual({ productId: ['productId must not be given when toAccountNumber is set'] });
  });

  it('refuses a body of the wrong JSON type', async () => {
    for (const body of ['[]', '"text"', '42', 'null', 'true']) {
      expect(
        expectProblem(await send(sim.baseUrl, keyA, putOrder(body)), 400, /Invalid request body/).errors,
      ).toHaveProperty('$');
    }
  });

  it('refuses a bad path parameter and a bad query parameter, naming them', async () => {
    const path = expectProblem(
      await send(sim.baseUrl, keyA, putOrder(validBody, { path: '/staking/v5/stakingOrders/not-a-uuid' })),
      400,
      /Invalid path parameter: id/,
    );
    expect(path.errors?.id).toEqual(['Must be a uuid']);
    const query = await send(sim.baseUrl, keyA, {
      path: '/staking/v5/stakingOrders',
      query: '?pageSize=0&page=x&states=Sleeping',
      customer: 1001,
    });
    const problem = expectProblem(query, 400, /Invalid query parameter/);
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['page', 'pageSize', 'states']);
  });
});

describe('routing', () => {
  it('answers an unknown path with 404 problem details', async () => {
    expectProblem(
      await send(sim.baseUrl, keyA, { path: '/custody/v2/Accounts', customer: 1001 }),
      404,
      /No endpoint of the service has the path \/custody\/v2\/Accounts/,
    );
    expectProblem(await send(sim.baseUrl, null, { path: '/' }), 404, /No endpoint/);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const response = await send(sim.baseUrl, keyA, {
      method: 'DELETE',
      path: '/custody/v1/Accounts/1',
      customer: 1001,
    });
    expectProblem(response, 405, /DELETE is not supported on this path; it supports GET/);
    expect(response.headers.allow).toBe('GET');
    const orders = await send(sim.baseUrl, keyA, {
      method: 'PATCH',
      path: '/trading/api/v3/Orders',
      customer: 1001,
      body: '{}',
    });
    expect(orders.headers.allow).toBe('DELETE, GET, POST');
  });

  it('routes case-insensitively like ASP.NET Core, keeping parameter case', async () => {
    expect((await send(sim.baseUrl, keyA, { path: '/CUSTODY/v1/accounts', customer: 1001 })).status).toBe(200);
  });

  it('has no unauthenticated mirror routes unless a benchmark builds the app with them', async () => {
    expectProblem(
      await send(sim.baseUrl, null, { path: '/__bench-unsigned/custody/v1/Accounts', customer: 1001 }),
      404,
      /No endpoint/,
    );
    const bench = await startFakeSimulator({ benchUnsignedPrefix: '/__bench-unsigned' });
    try {
      expect(
        (await send(bench.baseUrl, null, { path: '/__bench-unsigned/custody/v1/Accounts', customer: 1001 })).status,
      ).toBe(200);
    } finally {
      await bench.stop();
    }
  });

  it('answers a world ProblemError with its status', async () => {
    expectProblem(
      await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts/7', customer: 1001 }),
      404,
      /Account 7 does not exist/,
    );
  });

  it('advances the world before each handler', async () => {
    const before = sim.world.advances;
    await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts', customer: 1001 });
    expect(sim.world.advances).toBe(before + 1);
  });

  it('turns a bug in a handler into a generic 500, logged without request secrets', async () => {
    const response = await send(sim.baseUrl, keyA, { path: '/custody/v1/Accounts/999', customer: 1001, query: '?x=1' });
    const problem = expectProblem(response, 500, /^An unexpected error occurred in the simulator\.$/);
    expect(response.text).not.toContain('explodes');
    expect(problem.errors).toBeUndefined();
    const logged = sim.errors.at(-1) ?? '';
    expect(logged).toContain('GET /custody/v1/Accounts/999');
    expect(logged).toContain('fake bug: account 999 explodes');
    expect(logged).not.toContain(keyA.apiSecret);
    expect(logged).not.toMatch(/x-auth/i);
  });
});
