import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../electron/client/client';
import type { Result } from '../../../shared/api/errors';
import { asDecimal } from '../../../shared/wire/decimal';
import { listHoldings, placeTrade, putStake, removeTrade, testClient } from './endpoints';
import { json, problem, startServer, type TestServer } from './server';

let server: TestServer;
let client: ServiceClient;

beforeEach(async () => {
  server = await startServer();
  client = testClient(server.baseUrl, { retry: { maxAttempts: 1 } });
});

afterEach(async () => {
  await client.close();
  await server.close();
});

async function failure<T>(call: Promise<Result<T>>) {
  const result = await call;
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result.error;
}

describe('error mapping', () => {
  const cases = [
    {
      status: 401,
      kind: 'authentication',
      detail: 'Nonce was already used.',
      message: 'The service refused the API key or secret (nonce was already used).',
    },
    {
      status: 403,
      kind: 'forbidden',
      detail: 'Customer not reachable with this key.',
      message: 'The API key may not act for customer 1001 (customer not reachable with this key).',
    },
    {
      status: 404,
      kind: 'not-found',
      detail: 'No order with id 42.',
      message: 'The service found nothing for "List holdings" (no order with id 42).',
    },
    {
      status: 409,
      kind: 'conflict',
      detail: 'clientOrderId abc was already used.',
      message: '"List holdings" conflicts with an earlier request: clientOrderId abc was already used.',
    },
    {
      status: 500,
      kind: 'server',
      detail: 'Boom.',
      message:
        'The service failed while handling "List holdings" (HTTP 500 Internal Server Error: boom); try again later.',
    },
    {
      status: 503,
      kind: 'server',
      detail: 'Maintenance.',
      message: 'The service is temporarily unavailable (maintenance); try again later.',
    },
  ] as const;

  for (const { status, kind, detail, message } of cases) {
    it(`maps ${status} to ${kind} with the problem details`, async () => {
      server.handle((_, res) => problem(res, status, { title: 'Title', detail }));
      const error = await failure(client.request(listHoldings));
      expect(error).toMatchObject({
        kind,
        status,
        message,
        endpoint: 'List holdings',
        method: 'GET',
        path: '/test/v1/Holdings',
        customer: '1001',
      });
      expect(error.problem).toMatchObject({ detail, status, traceId: '00-trace-01' });
    });
  }

  it('maps 400 to validation with the field errors of the problem', async () => {
    server.handle((_, res) =>
      problem(res, 400, {
        title: 'One or more validation errors occurred.',
        errors: { quantity: ['Must be positive.'], symbol: ['Unknown symbol.'] },
      }),
    );
    const error = await failure(
      client.request(placeTrade, { body: { symbol: 'XXX', quantity: asDecimal('-1'), note: '' } }),
    );
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ quantity: ['Must be positive.'], symbol: ['Unknown symbol.'] });
    expect(error.message).toBe(
      'The service rejected "Place trade": one or more validation errors occurred. quantity: Must be positive.',
    );
  });

  it('maps 429 to rate-limited with Retry-After in seconds', async () => {
    server.handle((_, res) => problem(res, 429, { title: 'Too Many Requests' }, { 'retry-after': '7' }));
    const error = await failure(client.request(listHoldings));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 7 });
    expect(error.message).toBe('The service is limiting how often it may be called; try again in 7 s.');
  });

  it('reads Retry-After given as an HTTP date', async () => {
    server.handle((_, res) => problem(res, 429, {}, { 'retry-after': new Date(Date.now() + 20_000).toUTCString() }));
    const error = await failure(client.request(listHoldings));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(19);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(21);
  });

  it('maps a refused connection to network', async () => {
    const { baseUrl } = server;
    await server.close();
    const offline = testClient(baseUrl, { retry: { maxAttempts: 1 } });
    const error = await failure(offline.request(listHoldings));
    await offline.close();
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      `"List holdings" could not reach the service: nothing is listening at ${server.host} (connection refused).`,
    );
  });

  it('warns that the outcome of a write is unknown when its connection drops', async () => {
    server.handle((_, res) => res.socket?.destroy());
    const error = await failure(client.request(removeTrade, { params: { id: '1' } }));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Whether the service received it is unknown');
  });

  it('reads an error body that is not problem details without failing', async () => {
    server.handle((_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    const error = await failure(client.request(listHoldings));
    expect(error).toMatchObject({ kind: 'server', status: 502 });
    expect(error.problem).toBeUndefined();
    expect(error.message).toBe(
      'The service failed while handling "List holdings" (HTTP 502 Bad Gateway); try again later.',
    );
  });
});

describe('successful answers', () => {
  it('accepts any 2xx and gives undefined for 204', async () => {
    server.handle((_, res) => {
      res.writeHead(204);
      res.end();
    });
    const result = await client.request(putStake, { params: { id: 'a' }, body: { amount: asDecimal('1') } });
    expect(result).toEqual({ ok: true, status: 204, value: undefined });
  });

  it('decodes a 201 like a 200', async () => {
    server.handle((_, res) => json(res, 201, '{"tradeId":3,"quantity":2.50}'));
    const result = await client.request(placeTrade, { body: { symbol: 'BTC', quantity: asDecimal('2.50'), note: '' } });
    expect(result).toEqual({ ok: true, status: 201, value: { tradeId: 3, quantity: '2.50' } });
  });

  it('names the endpoint and the field path of a missing field', async () => {
    server.handle((_, res) => json(res, 200, '[{"id":1,"symbol":"BTC","amount":1},{"id":2,"symbol":"ETH"}]'));
    const error = await failure(client.request(listHoldings));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      'The service\'s answer to "List holdings" is not what the API describes: [1].amount is missing.',
    );
  });

  it('names the field path of an invalid field', async () => {
    server.handle((_, res) => json(res, 200, '[{"id":"one","symbol":"BTC","amount":1}]'));
    const error = await failure(client.request(listHoldings));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/"List holdings".*\[0\]\.id: invalid input: expected number, received string/);
  });

  it('reports a body that is not JSON', async () => {
    server.handle((_, res) => json(res, 200, '[{"id":'));
    const error = await failure(client.request(listHoldings));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('not valid JSON');
  });

  it('reports an empty answer where content was expected', async () => {
    server.handle((_, res) => {
      res.writeHead(204);
      res.end();
    });
    const error = await failure(client.request(listHoldings));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('it has no content');
  });
});

describe('redirects', () => {
  it('does not follow a redirect and says why', async () => {
    server.handle((request, res) => {
      if (request.path === '/elsewhere') return json(res, 200, '[]');
      res.writeHead(302, { location: '/elsewhere?token=abc' });
      res.end();
    });
    const error = await failure(client.request(listHoldings));
    expect(server.received.map((request) => request.path)).toEqual(['/test/v1/Holdings']);
    expect(error).toMatchObject({ kind: 'server', status: 302 });
    expect(error.message).toBe(
      'The service answered "List holdings" with a redirect (HTTP 302 to /elsewhere); signed requests are never redirected. Check the connection\'s base URL.',
    );
  });
});
