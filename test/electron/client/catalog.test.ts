import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceClient } from '../../../electron/client/client';
import { asDecimal } from '../../../shared/wire/decimal';
import { custodyAccountsJson } from '../../bench/fixtures';
import { API_KEY, instantDeps, SECRET, testClient } from './endpoints';
import { expectedSignature, json, problem, startServer, type TestServer } from './server';

let server: TestServer;
let client: ServiceClient;

beforeEach(async () => {
  server = await startServer();
  client = testClient(server.baseUrl, { retry: { maxAttempts: 3 } }, instantDeps());
});

afterEach(async () => {
  await client.close();
  await server.close();
});

describe('catalog endpoints by name', () => {
  it('lists custody accounts with exact decimals', async () => {
    server.handle((_, res) => json(res, 200, custodyAccountsJson(50)));
    const result = await client.call('custody.listAccounts');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(50);
    const [first] = result.value;
    expect(first!.balance).toBe(
      JSON.parse(custodyAccountsJson(1).replace(/"balance":([\d.]+)/, '"balance":"$1"'))[0].balance,
    );
    expect(first!.balance).toMatch(/^\d+\.\d{10,}$/);
    const [request] = server.received;
    expect(request!.path).toBe('/custody/v1/Accounts');
    expect(request!.headers['customer-number']).toBe('1001');
    expect(request!.headers['x-auth-signature']).toBe(expectedSignature(request!, API_KEY, SECRET));
  });

  it('fills path parameters', async () => {
    server.handle((_, res) => json(res, 200, JSON.parse(`{"a":${custodyAccountsJson(1)}}`).a[0]));
    const result = await client.call('custody.getAccount', { params: { accountId: 100200 } });
    expect(result.ok).toBe(true);
    expect(server.received[0]!.path).toBe('/custody/v1/Accounts/100200');
  });

  it('never sends customer-number to the customer list', async () => {
    server.handle((_, res) =>
      json(res, 200, '[{"customerNumber":1001,"name":"Alpine Capital AG","referenceCurrency":"CHF"}]'),
    );
    const result = await client.call('customers.list', { customer: '1001' });
    expect(result.ok).toBe(true);
    expect(server.received[0]!.headers['customer-number']).toBeUndefined();
  });

  it('resends a staking order PUT after 503 with the same body', async () => {
    let seen = 0;
    server.handle((_, res) => {
      if (++seen === 1) return problem(res, 503, {});
      res.writeHead(204);
      res.end();
    });
    const result = await client.call('staking.putOrder', {
      params: { id: '0b4c3f9e-8c1d-4a57-9a43-2f1b7e6d5c4a' },
      body: {
        fromAccountNumber: '000000100200',
        toAccountNumber: null,
        productId: '6f0e2a44-1c3b-4d5e-8f70-9a1b2c3d4e5f',
        amount: asDecimal('32.000000000000000001'),
      },
    });
    expect(result).toEqual({ ok: true, status: 204, value: undefined });
    expect(server.received).toHaveLength(2);
    expect(server.received[1]!.body).toBe(server.received[0]!.body);
    expect(server.received[0]!.body).toContain('"amount":32.000000000000000001');
  });

  it('never resends an order placement', async () => {
    server.handle((_, res) => problem(res, 503, {}));
    const result = await client.call('trading.placeOrder', {
      body: {
        symbol: 'BTC',
        currency: 'CHF',
        transactionTime: new Date().toISOString(),
        orderType: 'Market',
        timeInForce: 'GoodTillCancel',
        fromAccount: 100209,
        clientOrderId: 'desk-0001',
        side: 'Buy',
        quantity: asDecimal('0.0105'),
      },
    });
    expect(result.ok).toBe(false);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.body).toContain('"quantity":0.0105');
  });
});
