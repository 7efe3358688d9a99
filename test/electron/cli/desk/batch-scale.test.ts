import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { countingDoor, deskChild, type CountingDoor } from './counting-door';
import { firstJson, runDeskAgainst } from './run-desk';

// The case is 200 customers at speed 20 (a report takes 1.5 s to produce), killed with SIGKILL in the middle.
// `npm test` runs it at 40 customers (the same kill, resume and checks, within the suite's time budget);
// BATCH_SCALE_CUSTOMERS=200 runs the full size.
const FULL_SIZE = 200;
const CUSTOMERS = Number(process.env['BATCH_SCALE_CUSTOMERS'] ?? 40);
if (CUSTOMERS < FULL_SIZE)
  console.info(
    `desk batch scale test at ${CUSTOMERS} customers to stay within the suite's time budget; ` +
      `BATCH_SCALE_CUSTOMERS=${FULL_SIZE} runs the issue's ${FULL_SIZE}.`,
  );
const KINDS = ['balance', 'guarantee'] as const;
const STEPS = CUSTOMERS * KINDS.length;
const CONCURRENCY = 16;
const tempDir = useTempDirs();
let simulator: RunningSimulator;
let door: CountingDoor;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 7, speed: 20, port: 0, customers: CUSTOMERS });
  door = await countingDoor(simulator);
}, 120_000);
afterAll(async () => {
  await door?.close();
  await simulator?.stop();
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe(`desk batch at ${CUSTOMERS} customers`, () => {
  it('killed with SIGKILL in the middle and resumed: one archived report per customer and kind, no duplicate creation, a summary of every customer', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    const args = ['batch', 'run', '--kinds', KINDS.join(','), '--from', day(-30), '--to', day(-1)];
    const child = deskChild(door.peer, dir, [
      ...args,
      ...['--currency', 'CHF', '--format', 'csv', '--out', out, '--concurrency', String(CONCURRENCY)],
    ]);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await door.untilCreated(STEPS / 2);
    child.kill('SIGKILL');
    await exited;

    const stopped = firstJson((await runDeskAgainst(door.peer, dir, ['batch', 'status'])).stdout) as {
      state: string;
      live: boolean;
      remaining: number;
      stepsList: { customer: string; kind: string; state: string }[];
    };
    expect(stopped).toMatchObject({ state: 'running', live: false });
    expect(stopped.remaining).toBeGreaterThan(0);
    const lost = new Set(
      stopped.stepsList.filter((step) => step.state === 'sending').map((step) => `${step.customer}/${step.kind}`),
    );
    // At most the steps in flight had a create whose answer the kill lost.
    expect(lost.size).toBeLessThanOrEqual(CONCURRENCY);
    const before = new Map(door.creations);

    const resumed = await runDeskAgainst(door.peer, dir, ['batch', 'resume', '--concurrency', String(CONCURRENCY)]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(firstJson(resumed.stdout)).toMatchObject({ state: 'finished', done: STEPS, failed: 0 });

    // Every (customer, kind) created at the service; twice only where the kill lost a create's answer.
    expect(door.creations.size).toBe(STEPS);
    for (const [key, count] of door.creations) expect(count, key).toBe(lost.has(key) ? Math.min(count, 2) : 1);
    for (const [key, count] of before) if (!lost.has(key)) expect(door.creations.get(key), key).toBe(count);

    const archive = firstJson((await runDeskAgainst(door.peer, dir, ['statements', 'archive'])).stdout) as {
      customer: string;
      kind: string;
    }[];
    expect(archive).toHaveLength(STEPS);
    expect(new Set(archive.map((entry) => `${entry.customer}/${entry.kind}`)).size).toBe(STEPS);
    const lines = readFileSync(join(out, 'summary.csv'), 'utf8').trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(STEPS);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(CUSTOMERS);
  }, 600_000);
});
