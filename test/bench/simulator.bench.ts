import { Worker } from 'node:worker_threads';
import { Pool } from 'undici';
import type { SimulatorCredential } from '../../electron/simulator/contract';
import { hmacSha512Base64, secureRandomBytes } from '../../electron/platform/crypto';
import { createNonce } from '../../shared/signing/nonce';
import { sign } from '../../shared/signing/signature';
import { formatMicros, formatRate, percentile, type BenchReport } from './report';

const PATH = '/custody/v1/Accounts';
// Bench only: the simulator mounts every GET endpoint again, unauthenticated, under this prefix.
const UNSIGNED_PREFIX = '/__bench-unsigned';
const BATCH = 400;
const BATCH_CONCURRENCY = 16;
const ROUNDS = 24;
const WARMUP_ROUNDS = 4;
const CLIENTS = 50;
const LATENCY_ROUNDS = 4;
const REQUESTS_PER_CLIENT = 40;
const TARGET_VERIFY_RATIO = 1.25;

interface Simulator {
  baseUrl: string;
  credentials: SimulatorCredential[];
  /** CPU milliseconds the server thread has used so far. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

async function startSimulator(): Promise<Simulator> {
  const worker = new Worker(new URL('./simulator-worker.ts', import.meta.url), {
    workerData: { unsignedPrefix: UNSIGNED_PREFIX },
  });
  const started = await new Promise<{ baseUrl: string; credentials: SimulatorCredential[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const ask = <T>(message: string): Promise<T> =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(message);
    });
  return {
    ...started,
    cpuMs: () => ask<number>('cpu'),
    stop: async () => {
      await ask('stop');
      await worker.terminate();
    },
  };
}

type Headers = Record<string, string>;

/** Signs a GET exactly as the client does (fresh nonce and timestamp). */
function signedHeaders(host: string, credential: SimulatorCredential, customer: number): Headers {
  const nonce = createNonce(secureRandomBytes);
  const timestamp = new Date().toISOString();
  const signature = sign(
    {
      apiKey: credential.apiKey,
      host,
      path: PATH,
      query: '',
      contentType: '',
      nonce,
      timestamp,
      version: 'v1',
      body: null,
    },
    credential.apiSecret,
    hmacSha512Base64,
  );
  return {
    'x-auth': `SVC ${credential.apiKey}`,
    'x-auth-nonce': nonce,
    'x-auth-timestamp': timestamp,
    'x-auth-version': 'v1',
    'x-auth-signature': signature,
    'customer-number': String(customer),
  };
}

async function get(pool: Pool, path: string, headers: Headers): Promise<number> {
  const response = await pool.request({ method: 'GET', path, headers });
  const body = await response.body.text();
  if (response.statusCode !== 200)
    throw new Error(`GET ${path} answered ${response.statusCode}: ${body.slice(0, 300)}`);
  return body.length;
}

/** Runs the requests with `concurrency` in flight. */
async function drive(requests: (() => Promise<number>)[], concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) await requests[next++]!();
    }),
  );
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * The cost of verification: signed GETs of custody.listAccounts against the
 * same endpoint mounted without authentication on the same server (same
 * handler, same body), in interleaved batches. The simulator runs in its own
 * thread; its throughput is requests per second of that thread's CPU time,
 * so neither the load generator nor other load on the machine blurs the ratio. Signatures for a
 * batch are made just before it, and the baseline gets the same headers, so
 * only verification differs. Then latency with 50 concurrent clients, each
 * signing as it goes, interleaved with the unauthenticated baseline.
 */
export async function run(): Promise<BenchReport[]> {
  const simulator = await startSimulator();
  const credential = simulator.credentials[0]!;
  const customer = credential.customers[0]!;
  const host = new URL(simulator.baseUrl).host;
  const pool = new Pool(simulator.baseUrl, { connections: CLIENTS });
  try {
    const bodyBytes = await get(pool, PATH, signedHeaders(host, credential, customer));
    const mirrorBytes = await get(pool, UNSIGNED_PREFIX + PATH, { 'customer-number': String(customer) });
    if (mirrorBytes !== bodyBytes)
      throw new Error(`the unauthenticated mirror answered ${mirrorBytes} bytes, the endpoint ${bodyBytes}`);

    const serverRates = { signed: [] as number[], unsigned: [] as number[] };
    const observedRates = { signed: [] as number[], unsigned: [] as number[] };
    const roundRatios: number[] = [];
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      const batches = {
        signed: Array.from({ length: BATCH }, () => signedHeaders(host, credential, customer)).map(
          (headers) => () => get(pool, PATH, headers),
        ),
        // The same signed headers go to the unauthenticated route: identical bytes on the wire, only verification differs.
        unsigned: Array.from({ length: BATCH }, () => signedHeaders(host, credential, customer)).map(
          (headers) => () => get(pool, UNSIGNED_PREFIX + PATH, headers),
        ),
      };
      for (const which of round % 2 === 0 ? (['signed', 'unsigned'] as const) : (['unsigned', 'signed'] as const)) {
        const cpuBefore = await simulator.cpuMs();
        const started = performance.now();
        await drive(batches[which], BATCH_CONCURRENCY);
        const elapsed = performance.now() - started;
        const cpu = (await simulator.cpuMs()) - cpuBefore;
        if (round < WARMUP_ROUNDS) continue;
        serverRates[which].push((BATCH / cpu) * 1000);
        observedRates[which].push((BATCH / elapsed) * 1000);
      }
      // Paired per round, so a change in machine load between rounds cancels out.
      if (round >= WARMUP_ROUNDS) roundRatios.push(serverRates.unsigned.at(-1)! / serverRates.signed.at(-1)!);
    }

    const times = { signed: [] as number[], unsigned: [] as number[] };
    const latencyRound = async (which: 'signed' | 'unsigned'): Promise<void> => {
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = 0; i < REQUESTS_PER_CLIENT; i++) {
            const begin = performance.now();
            const headers = signedHeaders(host, credential, customer);
            await get(pool, which === 'signed' ? PATH : UNSIGNED_PREFIX + PATH, headers);
            times[which].push(performance.now() - begin);
          }
        }),
      );
    };
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      for (const which of round % 2 === 0 ? (['signed', 'unsigned'] as const) : (['unsigned', 'signed'] as const))
        await latencyRound(which);
    }
    times.signed.sort((a, b) => a - b);
    times.unsigned.sort((a, b) => a - b);

    const what = `GET custody.listAccounts (${(bodyBytes / 1024).toFixed(1)} KiB)`;
    const signedRate = median(serverRates.signed);
    const unsignedRate = median(serverRates.unsigned);
    return [
      {
        name: `simulator: signed ${what}, server throughput per CPU second (median of ${ROUNDS} paired rounds)`,
        measured: formatRate(signedRate, 'requests'),
        baseline: `unauthenticated route ${formatRate(unsignedRate, 'requests')}`,
        ratio: median(roundRatios),
        target: TARGET_VERIFY_RATIO,
      },
      {
        name: `simulator: signed ${what}, observed throughput, ${BATCH_CONCURRENCY} in flight`,
        measured: formatRate(median(observedRates.signed), 'requests'),
        baseline: `unauthenticated route ${formatRate(median(observedRates.unsigned), 'requests')}`,
        ratio: median(observedRates.unsigned) / median(observedRates.signed),
      },
      ...([50, 99] as const).map((p) => ({
        name: `simulator: signed GET, ${CLIENTS} concurrent clients, p${p} (n=${times.signed.length})`,
        measured: formatMicros(percentile(times.signed, p)),
        baseline: `unauthenticated ${formatMicros(percentile(times.unsigned, p))}`,
        ratio: percentile(times.signed, p) / percentile(times.unsigned, p),
      })),
    ];
  } finally {
    await pool.close();
    await simulator.stop();
  }
}
