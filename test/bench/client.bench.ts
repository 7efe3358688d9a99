import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import { createServiceClient } from '../../electron/client/client';
import { custodyAccountsJson } from './fixtures';
import { formatMicros, percentile, type BenchReport } from './report';

const ACCOUNTS = 50;
const WARMUP = 500;
const SAMPLES = 3_000;
// Issue #24: the client may cost at most 1.3x a bare request (signing, exact-decimal parse and validation included).
const TARGET_P50_RATIO = 1.3;

// The service stands in a worker thread, as a remote service would stand apart: its work does not
// share the event loop being measured. It answers every request with the same 50 accounts.
const SERVER_SOURCE = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const body = Buffer.from(workerData.body);
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, date: new Date().toUTCString() });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

async function startServer(body: string): Promise<{ baseUrl: string; stop: () => Promise<number> }> {
  const worker = new Worker(SERVER_SOURCE, { eval: true, workerData: { body } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => worker.terminate() };
}

/**
 * One signed GET of 50 custody accounts through the client (signing, lossless
 * parse and schema validation included) against the same GET with bare undici
 * (request + body.json()), interleaved so both see the same machine state.
 */
export async function run(): Promise<BenchReport[]> {
  const body = custodyAccountsJson(ACCOUNTS);
  const server = await startServer(body);
  const client = createServiceClient({
    baseUrl: server.baseUrl,
    apiKey: 'svc-bench-key-0001',
    secret: async () => 'Bench-Secret-0001',
    defaultCustomer: () => '1001',
  });
  const bare = new Pool(server.baseUrl);

  const viaClient = async (): Promise<void> => {
    const result = await client.call('custody.listAccounts');
    if (!result.ok || result.value.length !== ACCOUNTS) throw new Error(`client GET failed: ${JSON.stringify(result)}`);
  };
  const viaUndici = async (): Promise<void> => {
    const response = await bare.request({
      method: 'GET',
      path: '/custody/v1/Accounts',
      headers: { 'customer-number': '1001' },
    });
    const accounts = (await response.body.json()) as unknown[];
    if (accounts.length !== ACCOUNTS) throw new Error('bare GET failed');
  };

  const clientTimes: number[] = [];
  const bareTimes: number[] = [];
  const time = async (fn: () => Promise<void>, into: number[] | null): Promise<void> => {
    const started = performance.now();
    await fn();
    into?.push(performance.now() - started);
  };
  try {
    for (let i = 0; i < WARMUP; i++) {
      await time(viaClient, null);
      await time(viaUndici, null);
    }
    for (let i = 0; i < SAMPLES; i++) {
      // Alternate who goes first so neither always follows the other's garbage.
      if (i % 2 === 0) {
        await time(viaClient, clientTimes);
        await time(viaUndici, bareTimes);
      } else {
        await time(viaUndici, bareTimes);
        await time(viaClient, clientTimes);
      }
    }
  } finally {
    await client.close();
    await bare.close();
    await server.stop();
  }

  clientTimes.sort((a, b) => a - b);
  bareTimes.sort((a, b) => a - b);
  const p = (samples: number[], q: number): number => percentile(samples, q);
  const label = `signed GET custody.listAccounts (${ACCOUNTS} accounts, ${(body.length / 1024).toFixed(1)} KiB), n=${SAMPLES}`;
  return [
    {
      name: `${label}, p50`,
      measured: formatMicros(p(clientTimes, 50)),
      baseline: `bare undici ${formatMicros(p(bareTimes, 50))}`,
      ratio: p(clientTimes, 50) / p(bareTimes, 50),
      target: TARGET_P50_RATIO,
    },
    {
      name: `${label}, p99`,
      measured: formatMicros(p(clientTimes, 99)),
      baseline: `bare undici ${formatMicros(p(bareTimes, 99))}`,
      ratio: p(clientTimes, 99) / p(bareTimes, 99),
    },
  ];
}
