import { z } from 'zod';
import { defineEndpoint } from '../../../shared/api/endpoint';
import { decimal } from '../../../shared/wire/decimal';
import { createServiceClient, type ClientDeps, type ClientOptions } from '../../../electron/client/client';

/** Endpoints made up for the tests, so they exercise every rule independently of the catalog. */
const holding = z.object({ id: z.number().int(), symbol: z.string(), amount: decimal });

export const listHoldings = defineEndpoint({
  title: 'List holdings',
  method: 'GET',
  path: '/test/v1/Holdings',
  query: z.object({ symbols: z.array(z.string()).optional(), side: z.string().optional() }),
  response: z.array(holding),
});

export const getHolding = defineEndpoint({
  title: 'Get holding',
  method: 'GET',
  path: '/test/v1/Holdings/{id}',
  params: z.object({ id: z.string() }),
  response: holding,
  customer: 'optional',
});

export const placeTrade = defineEndpoint({
  title: 'Place trade',
  method: 'POST',
  path: '/test/v1/Trades',
  body: z.object({ symbol: z.string(), quantity: decimal, note: z.string() }),
  response: z.object({ tradeId: z.number().int(), quantity: decimal }),
});

export const removeTrade = defineEndpoint({
  title: 'Remove trade',
  method: 'DELETE',
  path: '/test/v1/Trades/{id}',
  params: z.object({ id: z.string() }),
});

export const putStake = defineEndpoint({
  title: 'Put stake',
  method: 'PUT',
  path: '/test/v1/Stakes/{id}',
  params: z.object({ id: z.string() }),
  body: z.object({ amount: decimal }),
  idempotent: true,
});

export const listCustomers = defineEndpoint({
  title: 'List customers',
  method: 'GET',
  path: '/test/v1/Customers',
  response: z.array(z.object({ customerNumber: z.number().int() })),
  customer: 'none',
});

export const publicData = defineEndpoint({
  title: 'Public data',
  method: 'GET',
  path: '/test/v1/Public',
  response: z.object({ ok: z.boolean() }),
  auth: 'public',
  customer: 'none',
});

export const API_KEY = 'svc-test-key-0001';
export const SECRET = 'Test-Secret-Never-Shown-0123456789';

/** Deps that never really wait: recorded delays resolve at once. */
export function instantDeps(extra: ClientDeps = {}): ClientDeps & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms, signal) => {
      delays.push(ms);
      return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
    },
    random: () => 0.5,
    ...extra,
  };
}

/** A client of a test server with the test key, customer 1001 selected. */
export function testClient(baseUrl: string, options: Partial<ClientOptions> = {}, deps: ClientDeps = instantDeps()) {
  return createServiceClient(
    { baseUrl, apiKey: API_KEY, secret: async () => SECRET, defaultCustomer: () => '1001', ...options },
    deps,
  );
}
