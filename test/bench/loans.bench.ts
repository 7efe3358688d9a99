// One loan-watchdog cycle over 50 customers against the simulator (in a worker thread, as a remote service
// stands apart): requests made, wall and CPU time against the bare fetching of the same reports, and the
// longest main event-loop stall during the cycle (target: 50 ms).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ServiceClient } from '../../electron/client/client';
import { createServiceClient } from '../../electron/client/client';
import { createEventBus } from '../../electron/services/events';
import { loansFiles } from '../../electron/services/loans/files';
import { createLimiter } from '../../electron/services/scheduling/limit';
import { LoanWatchdog } from '../../electron/services/loans/watchdog';
import type { ProfileRecord } from '../../electron/services/profiles/profile-record';
import type { SimulatorCredential } from '../../electron/simulator/contract';
import { formatMicros, type BenchReport } from './report';

const CUSTOMERS = 50;
const CYCLES = 8;
const STALL_TARGET_MS = 50;

function threadCpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * The simulator has four customers (three reachable with a key): 50 customers are made by listing 50
 * numbers and reading each one's reports from a real customer in turn, so every request is a real signed
 * exchange with the simulator. Counts every request.
 */
function fiftyCustomers(client: ServiceClient, real: readonly string[], counter: { requests: number }): ServiceClient {
  const list = Array.from({ length: CUSTOMERS }, (_, i) => ({
    customerNumber: `BENCH-${i}`,
    name: `Bench customer ${i}`,
    referenceCurrency: 'CHF',
  }));
  const call = (async (name: string, input?: { customer?: string }) => {
    counter.requests += 1;
    if (name === 'customers.list') {
      await client.call('customers.list', { params: {}, query: {} });
      return { ok: true, status: 200, value: list };
    }
    const index = Number(input?.customer?.slice('BENCH-'.length) ?? 0);
    return client.call('loans.listBorrow', { customer: real[index % real.length]! });
  }) as ServiceClient['call'];
  return { ...client, call };
}

async function measure(run: () => Promise<unknown>): Promise<{ wallMs: number; cpuMs: number; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpu = threadCpuMs();
  const started = performance.now();
  await run();
  const wallMs = performance.now() - started;
  const cpuMs = threadCpuMs() - cpu;
  histogram.disable();
  // The histogram's delay includes its 1 ms sampling interval.
  return { wallMs, cpuMs, stallMs: Math.max(0, histogram.max / 1e6 - 1) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function run(): Promise<BenchReport[]> {
  const worker = new Worker(new URL('./simulator-worker.ts', import.meta.url), {
    workerData: { unsignedPrefix: '/__bench_unsigned' },
  });
  const ready = await new Promise<{ baseUrl: string; credentials: SimulatorCredential[] }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const credential = ready.credentials[0]!;
  const client = createServiceClient({
    baseUrl: ready.baseUrl,
    apiKey: credential.apiKey,
    secret: () => Promise.resolve(credential.apiSecret),
  });
  const dir = await mkdtemp(join(tmpdir(), 'loans-bench-'));
  try {
    const real = await client.call('customers.list', { params: {}, query: {} });
    if (!real.ok) throw new Error(real.error.message);
    const numbers = real.value.map((customer) => customer.customerNumber);
    const counter = { requests: 0 };
    const fifty = fiftyCustomers(client, numbers, counter);
    const profile = {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Bench',
      builtIn: true,
      baseUrl: ready.baseUrl,
      secretOrigin: ready.baseUrl,
    } as ProfileRecord;
    const watchdog = new LoanWatchdog({
      profiles: { records: () => [profile], onChange: () => () => undefined },
      clientFor: () => Promise.resolve(fifty),
      files: loansFiles(dir),
      events: createEventBus(),
      // Every cycle lists the customers again, as the first cycle after start does, and saves its history.
      customersTtlMs: 0,
      historyWriteMs: 0,
    });
    await watchdog.init();

    // Baseline: the same requests with the same concurrency, answers decoded and dropped.
    const bare = async () => {
      const limit = createLimiter(4);
      const list = await limit(() => fifty.call('customers.list', { params: {}, query: {} }));
      if (!list.ok) throw new Error(list.error.message);
      await Promise.all(
        list.value.map((customer) =>
          limit(() => fifty.call('loans.listBorrow', { customer: customer.customerNumber })),
        ),
      );
    };
    for (let i = 0; i < 5; i += 1) {
      await bare();
      await watchdog.checkNow();
    }
    const cycles: { wallMs: number; cpuMs: number; stallMs: number }[] = [];
    const baselines: { wallMs: number; cpuMs: number; stallMs: number }[] = [];
    let requests = 0;
    let portfolios = 0;
    for (let i = 0; i < CYCLES; i += 1) {
      baselines.push(await measure(bare));
      counter.requests = 0;
      // The files the cycle writes count as part of it.
      cycles.push(
        await measure(async () => {
          await watchdog.checkNow();
          await watchdog.whenSaved();
        }),
      );
      requests = counter.requests;
      portfolios = watchdog.overview().portfolios.length;
    }
    await watchdog.stop();
    const wall = median(cycles.map((c) => c.wallMs));
    const cpu = median(cycles.map((c) => c.cpuMs));
    const baseWall = median(baselines.map((c) => c.wallMs));
    const baseCpu = median(baselines.map((c) => c.cpuMs));
    const stall = Math.max(...cycles.map((c) => c.stallMs));
    const baseStall = Math.max(...baselines.map((c) => c.stallMs));
    const expected = CUSTOMERS + 1;
    return [
      {
        name: `loans watchdog cycle, ${CUSTOMERS} customers: requests`,
        measured: `${requests} requests, ${portfolios} portfolios`,
        baseline: `${expected} (1 customer list + 1 report list per customer)`,
        ratio: requests / expected,
        target: 1,
      },
      {
        name: 'loans watchdog cycle: wall time, median',
        measured: formatMicros(wall),
        baseline: `bare fetch ${formatMicros(baseWall)}`,
        ratio: wall / baseWall,
        target: 1.5,
      },
      {
        name: 'loans watchdog cycle: main-thread CPU, median',
        measured: formatMicros(cpu),
        baseline: `bare fetch ${formatMicros(baseCpu)}`,
        ratio: cpu / baseCpu,
        target: 1.6,
      },
      {
        name: 'loans watchdog cycle: longest event-loop stall',
        measured: formatMicros(stall),
        baseline: `target ${STALL_TARGET_MS} ms (bare fetch ${formatMicros(baseStall)})`,
        ratio: stall / STALL_TARGET_MS,
        target: 1,
      },
    ];
  } finally {
    await client.close();
    await rm(dir, { recursive: true, force: true });
    worker.postMessage('stop');
    await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
  }
}
