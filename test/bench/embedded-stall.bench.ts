// The app's main thread while the embedded simulator is busy: event-loop stall (monitorEventLoopDelay, p99)
// with the simulator idle, then while it serves heavy signed requests and saves its world, run as the app runs
// it (a worker thread, startSimulatorInWorker) and, for comparison, in the main thread as before.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startSimulatorInWorker } from '../../electron/services/local-simulator/worker-host';
import { startSimulator, type RunningSimulator } from '../../electron/simulator/index';
import type { BenchReport } from './report';

const DURATION_MS = 6_000;
const CONCURRENCY = 8;
/** The budget: p99 stall of the app's main thread while the simulator works. */
const STALL_BUDGET_MS = 50;

/** p99 and max event-loop delay of this thread (ms) while `work` runs. */
async function stallDuring(work: () => Promise<unknown>): Promise<{ p99: number; max: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

function idle(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function load(simulator: RunningSimulator): Promise<{ requests: number; statuses: Record<string, number> }> {
  const worker = new Worker(new URL('./embedded-load-worker.ts', import.meta.url), {
    workerData: {
      baseUrl: simulator.baseUrl,
      credential: simulator.credentials[0],
      durationMs: DURATION_MS,
      concurrency: CONCURRENCY,
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function measure(
  simulator: RunningSimulator,
): Promise<{ idle: { p99: number; max: number }; busy: { p99: number; max: number }; requests: number }> {
  const quiet = await stallDuring(() => idle(DURATION_MS));
  let requests = 0;
  const busy = await stallDuring(async () => {
    const result = await load(simulator);
    requests = result.requests;
    if (!result.statuses['200'])
      throw new Error(`the load got no successful answer: ${JSON.stringify(result.statuses)}`);
  });
  return { idle: quiet, busy, requests };
}

export async function run(): Promise<BenchReport[]> {
  const folder = await mkdtemp(join(tmpdir(), 'embedded-stall-'));
  try {
    const inWorker = await startSimulatorInWorker({
      seed: 42,
      speed: 1,
      port: 0,
      stateFile: join(folder, 'worker.json'),
      randomCredentials: true,
    });
    let worker;
    try {
      worker = await measure(inWorker);
    } finally {
      await inWorker.stop();
    }
    const inMain = await startSimulator({ seed: 42, speed: 1, port: 0, stateFile: join(folder, 'main.json') });
    let main;
    try {
      main = await measure(inMain);
    } finally {
      await inMain.stop();
    }
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    return [
      {
        name: `main-thread p99 stall, embedded simulator (worker) serving ${CONCURRENCY} heavy clients (${worker.requests} requests), vs idle`,
        measured: `${ms(worker.busy.p99)} (max ${ms(worker.busy.max)})`,
        baseline: `idle ${ms(worker.idle.p99)}`,
        ratio: worker.busy.p99 / worker.idle.p99,
      },
      {
        name: 'main-thread p99 stall, embedded simulator (worker), vs the 50 ms budget',
        measured: ms(worker.busy.p99),
        baseline: `budget ${STALL_BUDGET_MS} ms`,
        ratio: worker.busy.p99 / STALL_BUDGET_MS,
        target: 1,
      },
      {
        name: `for comparison: simulator in the main thread (${main.requests} requests), vs idle`,
        measured: `${ms(main.busy.p99)} (max ${ms(main.busy.max)})`,
        baseline: `idle ${ms(main.idle.p99)}`,
        ratio: main.busy.p99 / main.idle.p99,
      },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
