import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NONCE_PATTERN } from '../../../shared/signing/nonce';
import { asDecimal } from '../../../shared/wire/decimal';
import type { ServiceClient } from '../../../electron/client/client';
import {
  API_KEY,
  getHolding,
  listCustomers,
  listHoldings,
  placeTrade,
  publicData,
  putStake,
  SECRET,
  testClient,
} from './endpoints';
import { expectedSignature, json, startServer, type TestServer } from './server';

let server: TestServer;
let client: ServiceClient;

beforeEach(async () => {
  server = await startServer();
  client = testClient(server.baseUrl);
});

afterEach(async () => {
  await client.close();
  await server.close();
});

describe('signed requests', () => {
  it('sends the spec headers and a signature the server can verify', async () => {
    server.handle((_, res) => json(res, 200, '[{"id":1,"symbol":"BTC","amount":0.5}]'));
    const result = await client.request(listHoldings);
    expect(result.ok).toBe(true);
    const [request] = server.received;
    expect(request!.headers['x-auth']).toBe(`SVC ${API_KEY}`);
    expect(request!.headers['x-auth-version']).toBe('v1');
    expect(request!.headers['x-auth-nonce']).toMatch(NONCE_PATTERN);
    const timestamp = String(request!.headers['x-auth-timestamp']);
    expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(timestamp) - Date.now())).toBeLessThan(2_000);
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
    // The signature host is the authority with its non-default port.
    expect(request!.headers.host).toBe(server.host);
    expect(request!.headers['content-type']).toBeUndefined();
  });

  it("uses the profile's scheme word in X-Auth and as the first token of the signed message", async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    const acme = testClient(server.baseUrl, { authScheme: 'ACME' });
    try {
      expect((await acme.request(listHoldings, { customer: 'ACME-CUS-100001' })).ok).toBe(true);
    } finally {
      await acme.close();
    }
    const [request] = server.received;
    expect(request!.headers['x-auth']).toBe(`ACME ${API_KEY}`);
    expect(request!.headers['customer-number']).toBe('ACME-CUS-100001');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET, 'ACME'));
    expect(request!.headers['x-auth-signature']).not.toBe(expectedSignature(request!, API_KEY, SECRET));
  });

  it('signs the query exactly as sent, percent-encoding and repeated keys included', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    await client.request(listHoldings, { query: { symbols: ['BTC/CHF', 'ETH/CHF'], side: 'Buy' } });
    const [request] = server.received;
    expect(request!.query).toBe('?symbols=BTC%2FCHF&symbols=ETH%2FCHF&side=Buy');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
  });

  it('sends the body bytes it signed, with exact decimal digits and Content-Type only then', async () => {
    server.handle((_, res) => json(res, 200, '{"tradeId":7,"quantity":0.123456789012345678}'));
    const result = await client.request(placeTrade, {
      body: { symbol: 'BTC', quantity: asDecimal('0.123456789012345678'), note: 'Zürich 🚀' },
    });
    const [request] = server.received;
    expect(request!.body).toBe('{"symbol":"BTC","quantity":0.123456789012345678,"note":"Zürich 🚀"}');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
    expect(result).toEqual({ ok: true, status: 200, value: { tradeId: 7, quantity: '0.123456789012345678' } });
  });

  it('gives every request a fresh nonce', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    await Promise.all([client.request(listHoldings), client.request(listHoldings), client.request(listHoldings)]);
    const nonces = new Set(server.received.map((request) => request.headers['x-auth-nonce']));
    expect(nonces.size).toBe(3);
  });

  it('keeps a base path prefix in the path it sends and signs', async () => {
    const prefixed = testClient(`${server.baseUrl}/gateway/`);
    server.handle((_, res) => json(res, 200, '[]'));
    await prefixed.request(listHoldings);
    await prefixed.close();
    const [request] = server.received;
    expect(request!.path).toBe('/gateway/test/v1/Holdings');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
  });

  it('sends public endpoints without any auth header', async () => {
    server.handle((_, res) => json(res, 200, { ok: true }));
    let secretReads = 0;
    const publicClient = testClient(server.baseUrl, {
      secret: async () => {
        secretReads += 1;
        return SECRET;
      },
    });
    const result = await publicClient.request(publicData);
    await publicClient.close();
    expect(result.ok).toBe(true);
    const headerNames = Object.keys(server.received[0]!.headers);
    expect(headerNames.filter((name) => name.startsWith('x-auth') || name === 'customer-number')).toEqual([]);
    expect(secretReads).toBe(0);
  });
});

describe('customer-number', () => {
  it('is required: the selected customer is sent, or a call names another', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    await client.request(listHoldings);
    await client.request(listHoldings, { customer: '2002' });
    expect(server.received.map((request) => request.headers['customer-number'])).toEqual(['1001', '2002']);
  });

  it('is required: without any customer the call fails before sending', async () => {
    const noCustomer = testClient(server.baseUrl, { defaultCustomer: () => undefined });
    const result = await noCustomer.request(listHoldings);
    await noCustomer.close();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('validation');
    expect(result.error.message).toContain('select a customer');
    expect(result.error.fieldErrors).toHaveProperty('customer-number');
    expect(server.received).toHaveLength(0);
  });

  it('is optional: sent when one is selected, left out when none is', async () => {
    server.handle((_, res) => json(res, 200, '{"id":1,"symbol":"BTC","amount":1}'));
    const noCustomer = testClient(server.baseUrl, { defaultCustomer: () => undefined });
    await client.request(getHolding, { params: { id: 'a' } });
    await noCustomer.request(getHolding, { params: { id: 'b' } });
    await noCustomer.close();
    expect(server.received.map((request) => request.headers['customer-number'])).toEqual(['1001', undefined]);
  });

  it('is never sent to endpoints that do not use it, even when a call names one', async () => {
    server.handle((_, res) => json(res, 200, '[]'));
    await client.request(listCustomers);
    await client.request(listCustomers, { customer: '2002' });
    expect(server.received.map((request) => request.headers['customer-number'])).toEqual([undefined, undefined]);
  });
});

describe('request input', () => {
  it('refuses a bad body before sending and names the field', async () => {
    const result = await client.request(putStake, { params: { id: 'x' }, body: { amount: '1,5' as never } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('validation');
    expect(result.error.fieldErrors).toHaveProperty(['body.amount']);
    expect(server.received).toHaveLength(0);
  });

  it('refuses a missing path parameter before sending', async () => {
    const result = await client.request(getHolding, { params: { id: '' } });
    expect(result.ok).toBe(false);
    expect(server.received).toHaveLength(0);
  });

  it('percent-encodes path parameters and signs the encoded path', async () => {
    server.handle((_, res) => json(res, 200, '{"id":1,"symbol":"BTC","amount":1}'));
    await client.request(getHolding, { params: { id: 'a b/c' } });
    const [request] = server.received;
    expect(request!.path).toBe('/test/v1/Holdings/a%20b%2Fc');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
  });
});
