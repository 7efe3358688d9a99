// The month-end run (desk batch) against the simulator's office behind 50 ms of service latency, in a child process
// killed with SIGKILL every 30 s and resumed until the run is finished: wall time vs the least the latency and the
// run's concurrency allow, and reports created (counted at the service's door) vs steps, apart from the creates
// whose answer a kill lost (at most the concurrency per kill).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '../../electron/simulator/index';
import { countingDoor, deskChild } from '../electron/cli/desk/counting-door';
import { firstJson, runDeskAgainst } from '../electron/cli/desk/run-desk';
import type { BenchReport } from './report';

/**
 * The size: 1,000 customers × 4 kinds (about 2.5 minutes here); BATCH_BENCH_CUSTOMERS=25 gives a quick look,
 * whose ratio the desk's fixed start-up (about 1 s from source) weighs on.
 */
const CUSTOMERS = Number(process.env['BATCH_BENCH_CUSTOMERS'] ?? 1000);
const KINDS = ['account-orders', 'balance', 'guarantee', 'staking-rewards'] as const;
const LATENCY_MS = 50;
/** The run's steps at once (the service's default). */
const CONCURRENCY = 4;
/** The service's requests for one statement at the least: create, one status look, the data. */
const REQUESTS_PER_STEP = 3;
const KILL_EVERY_MS = 30_000;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function run(): Promise<BenchReport[]> {
  // speed 600: a statement the service takes 30 s to produce is ready in 50 ms, the latency of one request.
  const simulator = await startSimulator({
    seed: 42,
    speed: 600,
    port: 0,
    customers: CUSTOMERS,
    latencyMs: LATENCY_MS,
  });
  const door = await countingDoor(simulator);
  const dir = await mkdtemp(join(tmpdir(), 'batch-bench-'));
  const steps = CUSTOMERS * KINDS.length;
  try {
    const runArgs = ['batch', 'run', '--kinds', KINDS.join(','), '--from', day(-30), '--to', day(-1)];
    const more = ['--currency', 'CHF', '--format', 'csv', '--out', join(dir, 'out')];
    let args = [...runArgs, ...more, '--concurrency', String(CONCURRENCY)];
    const lostPerKill: number[] = [];
    const started = performance.now();
    for (;;) {
      const child = deskChild(door.peer, dir, args);
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const killer = setTimeout(() => child.kill('SIGKILL'), KILL_EVERY_MS);
      const code = await exited;
      clearTimeout(killer);
      if (code !== null) break;
      // Killed: the creates in flight whose answer was lost are the steps still "sending" in the journal.
      const status = firstJson((await runDeskAgainst(door.peer, dir, ['batch', 'status'])).stdout) as {
        stepsList: { state: string }[];
      };
      lostPerKill.push(status.stepsList.filter((step) => step.state === 'sending').length);
      args = ['batch', 'resume', '--concurrency', String(CONCURRENCY)];
    }
    const wallMs = performance.now() - started;
    const final = firstJson((await runDeskAgainst(door.peer, dir, ['batch', 'status'])).stdout) as {
      state: string;
      done: number;
      failed: number;
    };
    const least = (steps * REQUESTS_PER_STEP * LATENCY_MS) / CONCURRENCY;
    const lost = lostPerKill.reduce((sum, count) => sum + count, 0);
    const created = [...door.creations.values()].reduce((sum, count) => sum + count, 0);
    const size = `${CUSTOMERS} customers × ${KINDS.length} kinds at ${LATENCY_MS} ms latency`;
    return [
      {
        name: `month-end run, ${size}, kill -9 every 30 s: wall time`,
        measured: `${(wallMs / 1000).toFixed(1)} s, ${final.state}, ${final.done} done, ${final.failed} failed, ${lostPerKill.length} kills`,
        baseline: `${(least / 1000).toFixed(1)} s (${steps} steps × ${REQUESTS_PER_STEP} requests × ${LATENCY_MS} ms ÷ ${CONCURRENCY} at once)`,
        ratio: wallMs / least,
        target: 1.3,
      },
      {
        name: 'month-end run: reports created vs steps, less creates whose answer a kill lost',
        measured: `${created} created, ${lost} lost answers (${lostPerKill.join(', ') || 'none'} per kill)`,
        baseline: `${steps} steps`,
        ratio: (created - lost) / steps,
        target: 1,
      },
      {
        name: 'month-end run: most creates in flight at a kill vs the concurrency',
        measured: `${Math.max(0, ...lostPerKill)}`,
        baseline: `${CONCURRENCY} at once`,
        ratio: Math.max(0, ...lostPerKill) / CONCURRENCY,
        target: 1,
      },
    ];
  } finally {
    await door.close();
    await simulator.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
