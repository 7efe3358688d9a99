// Load for embedded-stall.bench.ts, from its own thread (the app's main thread must only be measured, not loaded):
// signed heavy reads and a stream of writes (each write makes the simulator save its world) against the embedded simulator.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import type { SimulatorCredential } from '../../electron/simulator/contract';
import { hmacSha512Base64, secureRandomBytes } from '../../electron/platform/crypto';
import { createNonce } from '../../shared/signing/nonce';
import { sign } from '../../shared/signing/signature';

const { baseUrl, credential, durationMs, concurrency } = workerData as {
  baseUrl: string;
  credential: SimulatorCredential;
  durationMs: number;
  concurrency: number;
};
const host = new URL(baseUrl).host;
const pool = new Pool(baseUrl, { connections: concurrency });
const customer = credential.customers[0]!;
const year = { from: new Date(Date.now() - 365 * 86_400_000).toISOString(), to: new Date().toISOString() };

async function call(method: 'GET' | 'PUT', path: string, query = '', body?: string): Promise<number> {
  const nonce = createNonce(secureRandomBytes);
  const timestamp = new Date().toISOString();
  const contentType = body === undefined ? '' : 'application/json';
  const signature = sign(
    { apiKey: credential.apiKey, host, path, query, contentType, nonce, timestamp, version: 'v1', body: body ?? null },
    credential.apiSecret,
    hmacSha512Base64,
  );
  const response = await pool.request({
    method,
    path: path + query,
    headers: {
      'x-auth': `SVC ${credential.apiKey}`,
      'x-auth-nonce': nonce,
      'x-auth-timestamp': timestamp,
      'x-auth-version': 'v1',
      'x-auth-signature': signature,
      'customer-number': String(customer),
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined ? {} : { body }),
  });
  await response.body.dump();
  return response.statusCode;
}

// The heaviest reads of the catalog: a year of daily portfolio values, the largest pages of orders and rewards.
const heavy: (() => Promise<number>)[] = [
  () => call('GET', '/custody/v1/HistoricalPortfolioValue', `?from=${year.from}&to=${year.to}&interval=Day`),
  () => call('GET', '/trading/api/v3/Orders', '?pageSize=1000'),
  () => call('GET', '/staking/v6/stakingRewards', '?pageSize=1000'),
  () => call('GET', '/custody/v1/Accounts'),
  // A body the simulator must refuse at once (decimal limits), and a write that makes it save its world.
  () =>
    call(
      'PUT',
      `/staking/v5/stakingOrders/${randomUUID()}`,
      '',
      '{"fromAccountNumber":"000000000001","amount":1e10000000}',
    ),
  () => call('PUT', `/staking/v5/stakingOrders/${randomUUID()}`, '', '{"fromAccountNumber":"000000000001","amount":1}'),
];

const statuses = new Map<number, number>();
let requests = 0;
const until = performance.now() + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async (_, lane) => {
    for (let index = lane; performance.now() < until; index++) {
      const status = await heavy[index % heavy.length]!();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      requests++;
    }
  }),
);
await pool.close();
parentPort?.postMessage({ requests, statuses: Object.fromEntries(statuses) });
