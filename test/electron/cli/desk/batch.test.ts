import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { controlClient } from '../../../../electron/simulator/control-client';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst, type DeskPeer } from './run-desk';
import { BatchJournal } from '../../../../electron/services/batch/batch-journal';
import { countingDoor, deskChild, type CountingDoor } from './counting-door';
import { BatchSelections } from '../../../../electron/services/batch/batch-selections';
import { unzip } from '../../services/reports/xlsx-reader';
import { REPORT_KIND_LABELS } from '../../../../shared/reports/kinds';

const tempDir = useTempDirs();
const CUSTOMERS = 10;
const KINDS = ['account-orders', 'balance'] as const;
let simulator: RunningSimulator;
let door: CountingDoor;
let peer: DeskPeer;
let creations: Map<string, number>;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 600, port: 0, customers: CUSTOMERS });
  door = await countingDoor(simulator);
  peer = door.peer;
  creations = door.creations;
}, 120_000);
afterAll(async () => {
  await door?.close();
  await simulator?.stop();
});

/** One CSV line's cells (a quoted cell may hold commas; "" is a quote). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!));
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Answer {
  state: string;
  done: number;
  failed: number;
  remaining: number;
  steps: number;
  summary: string[];
  failedSteps: { step: string; reason: string }[];
}

interface StepView {
  customer: string;
  kind: string;
  state: string;
  archiveId: string | null;
  files: string[];
}

function runArgs(out: string, ...more: string[]): string[] {
  return [
    'batch',
    'run',
    '--kinds',
    KINDS.join(','),
    '--from',
    day(-60),
    '--to',
    day(-1),
    '--currency',
    'CHF',
    '--format',
    'csv',
    '--out',
    out,
    ...more,
  ];
}

describe('desk batch: the month-end run', () => {
  it('makes every statement for every customer once, exports them per customer and writes a summary of every step', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    door.reset();
    const run = await runDeskAgainst(peer, dir, runArgs(out));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const answer = firstJson(run.stdout) as Answer;
    expect(answer).toMatchObject({
      state: 'finished',
      done: CUSTOMERS * KINDS.length,
      failed: 0,
      steps: CUSTOMERS * KINDS.length,
      failedSteps: [],
      summary: ['summary.xlsx', 'summary.csv'],
    });
    // One creation per (customer, kind) at the service.
    expect(creations.size).toBe(CUSTOMERS * KINDS.length);
    expect([...creations.values()].every((count) => count === 1)).toBe(true);

    // Each step that went through at once wrote three journal lines after its plan (each an fsync on a queue every
    // step shares): sending before the create, created with the report id, done. Its try's count and its archiving
    // ride along with the next line.
    const journaled = readFileSync(join(dir, 'reports', 'month-end-run', 'month-end-run.journal'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map(
        (line) => (JSON.parse(line) as { put: { type: string; state: string; customer?: string; kind?: string } }).put,
      )
      .filter((record) => record.type === 'step' && record.state !== 'pending');
    expect(journaled.map((record) => record.state).filter((state) => state === 'done')).toHaveLength(
      CUSTOMERS * KINDS.length,
    );
    expect(journaled).toHaveLength(3 * CUSTOMERS * KINDS.length);
    expect(journaled.find((record) => record.state === 'done')).toMatchObject({
      attempts: 1,
      archiveId: expect.any(String),
    });

    // One folder per customer, with one export per kind (the account orders statement: a zip of its tables; the balance: one CSV).
    const folders = readdirSync(out).filter((name) => !name.startsWith('summary'));
    expect(folders).toHaveLength(CUSTOMERS);
    for (const folder of folders)
      expect(
        readdirSync(join(out, folder))
          .map((name) => name.split('.').pop())
          .sort(),
      ).toEqual(['csv', 'zip']);

    // The summary: a row per customer and kind, each done, with the SHA-256 of the raw data as archived.
    const lines = readFileSync(join(out, 'summary.csv'), 'utf8').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Customer,Name,Statement,Status,Rows,Total in the reference currency,Reference currency,About the total,SHA-256 of the raw data,Archive id,Files,Reason',
    );
    expect(lines).toHaveLength(1 + CUSTOMERS * KINDS.length);
    const archive = firstJson((await runDeskAgainst(peer, dir, ['statements', 'archive'])).stdout) as {
      archiveId: string;
      sha256: string;
    }[];
    expect(archive).toHaveLength(CUSTOMERS * KINDS.length);
    for (const line of lines.slice(1)) {
      const cells = csvCells(line);
      expect(cells[3]).toBe('Done');
      expect(archive.find((entry) => entry.archiveId === cells[9])?.sha256).toBe(cells[8]);
      // The balance's total in CHF as the statement states it (exact text); the orders' P&L says why it has none.
      if (cells[2] === REPORT_KIND_LABELS.balance)
        expect([cells[5], cells[6], cells[7]]).toEqual([expect.stringMatching(/^-?\d+(\.\d+)?$/), 'CHF', '']);
      else expect([cells[5], cells[7]]).toEqual(['', expect.stringMatching(/^Not computable: /)]);
    }
    expect(existsSync(join(out, 'summary.xlsx'))).toBe(true);

    const status = firstJson((await runDeskAgainst(peer, dir, ['batch', 'status'])).stdout) as Answer & {
      live: boolean;
    };
    expect(status).toMatchObject({ state: 'finished', live: false, done: CUSTOMERS * KINDS.length });

    // A crash between archiving a report and journaling it: the step still says "created" with its report id.
    const journal = new BatchJournal(join(dir, 'reports', 'month-end-run', 'month-end-run.journal'));
    const found = (await journal.load())!;
    const [first] = found.steps;
    await journal.putStep({ ...first!, state: 'created', archiveId: null, files: [] });
    await journal.putJob({ ...found.job, state: 'running', runnerPid: null });
    await journal.close();
    const before = new Map(creations);
    const resumed = await runDeskAgainst(peer, dir, ['batch', 'resume']);
    expect(resumed.code, resumed.stderr).toBe(0);
    // Found in the archive by its report id: neither created nor archived again.
    expect(creations).toEqual(before);
    expect((firstJson((await runDeskAgainst(peer, dir, ['statements', 'archive'])).stdout) as unknown[]).length).toBe(
      CUSTOMERS * KINDS.length,
    );
  }, 120_000);

  it('resumes a run killed with SIGKILL: one archived report per customer and kind, a report it knew was created is never created again', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    door.reset();
    const child = deskChild(peer, dir, runArgs(out));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed in the middle: some reports made, others not yet asked for.
    await door.untilCreated(8);
    child.kill('SIGKILL');
    await exited;

    const stopped = firstJson((await runDeskAgainst(peer, dir, ['batch', 'status'])).stdout) as Answer & {
      live: boolean;
      stepsList: (StepView & { reportId: string | null })[];
    };
    expect(stopped).toMatchObject({ state: 'running', live: false });
    expect(stopped.remaining).toBeGreaterThan(0);
    const knownCreated = stopped.stepsList
      .filter((step) => step.state === 'created' || step.state === 'archived' || step.state === 'done')
      .map((step) => `${step.customer}/${step.kind}`);
    const lostAnswers = stopped.stepsList
      .filter((step) => step.state === 'sending')
      .map((step) => `${step.customer}/${step.kind}`);
    expect(knownCreated.length).toBeGreaterThan(0);
    const before = new Map(creations);

    const resumed = await runDeskAgainst(peer, dir, ['batch', 'resume']);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(firstJson(resumed.stdout)).toMatchObject({ state: 'finished', done: CUSTOMERS * KINDS.length, failed: 0 });

    // Not one report the run knew was created was asked for again; only creates whose answer the kill lost were sent twice.
    for (const key of knownCreated) expect(creations.get(key), key).toBe(before.get(key));
    for (const [key, count] of creations) expect(count, key).toBe(lostAnswers.includes(key) ? Math.min(count, 2) : 1);
    expect(creations.size).toBe(CUSTOMERS * KINDS.length);

    // Exactly one archived report per (customer, kind), and the summary lists every customer.
    const archive = firstJson((await runDeskAgainst(peer, dir, ['statements', 'archive'])).stdout) as {
      customer: string;
      kind: string;
    }[];
    expect(new Set(archive.map((entry) => `${entry.customer}/${entry.kind}`)).size).toBe(CUSTOMERS * KINDS.length);
    expect(archive).toHaveLength(CUSTOMERS * KINDS.length);
    const lines = readFileSync(join(out, 'summary.csv'), 'utf8').trim().split('\r\n').slice(1);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(CUSTOMERS);
  }, 180_000);

  it('cancels a run another process is running, cleanly (exit 1 there, nothing half-written), and resumes it', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    door.reset();
    const child = deskChild(peer, dir, runArgs(out));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await door.untilCreated(3);
    const cancelled = await runDeskAgainst(peer, dir, ['batch', 'cancel']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(firstJson(cancelled.stdout)).toMatchObject({ state: 'cancelled', live: false });
    // The running process saw it and stopped with the list of what is left: exit 1.
    expect(await exited).toBe(1);
    const asked = door.created();
    expect(asked).toBeLessThan(CUSTOMERS * KINDS.length);
    expect(existsSync(join(out, 'summary.csv'))).toBe(false);

    const resumed = await runDeskAgainst(peer, dir, ['batch', 'resume']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(firstJson(resumed.stdout)).toMatchObject({ state: 'finished', done: CUSTOMERS * KINDS.length });
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 180_000);

  it('lists a step that failed for good with its reason (exit 1), and retries it alone', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    const control = controlClient(simulator);
    const customers = firstJson((await runDeskAgainst(peer, dir, ['customers'])).stdout) as {
      customerNumber: string | number;
    }[];
    const customer = String(customers[0]!.customerNumber);
    // Every try's answer is lost (the connection closed after the service took it).
    await control.injectFault({ method: 'POST', path: '/reporting/api/v1/balancestatement', kind: 'drop', count: 3 });
    try {
      const failed = await runDeskAgainst(peer, dir, [
        'batch',
        'run',
        '--kinds',
        'balance',
        '--from',
        day(-30),
        '--to',
        day(-1),
        '--currency',
        'CHF',
        '--customers',
        customer,
        '--format',
        'csv',
        '--out',
        out,
      ]);
      expect(failed.code).toBe(1);
      const answer = firstJson(failed.stdout) as Answer;
      expect(answer).toMatchObject({
        state: 'finished',
        failed: 1,
        failedSteps: [{ step: `${customer}/balance`, reason: expect.any(String) }],
      });
      expect(firstJson(failed.stderr)).toMatchObject({
        kind: 'steps-failed',
        message: '1 of 1 steps failed; "desk batch retry CUSTOMER/KIND" tries one again.',
      });
    } finally {
      await control.clearFaults();
    }
    const retried = await runDeskAgainst(peer, dir, ['batch', 'retry', `${customer}/balance`]);
    expect(retried.stderr).toBe('');
    expect(retried.code).toBe(0);
    expect(firstJson(retried.stdout)).toMatchObject({ state: 'finished', done: 1, failed: 0 });
    expect(readdirSync(join(out, customer))).toHaveLength(1);
  }, 120_000);

  it('runs for a saved selection (@NAME) or the customers matching a filter, and zips the output folder', async () => {
    const dir = await tempDir();
    const customers = (
      firstJson((await runDeskAgainst(peer, dir, ['customers'])).stdout) as {
        customerNumber: string | number;
        name: string;
      }[]
    ).map((customer) => ({ number: String(customer.customerNumber), name: customer.name }));
    const [first, second, third] = customers;
    await new BatchSelections(join(dir, 'reports', 'month-end-run', 'selections.json')).save({
      name: 'Zurich desk',
      customers: [first!.number, third!.number],
    });
    const args = (out: string, ...chosen: string[]) => [
      'batch',
      'run',
      '--kinds',
      'balance',
      '--from',
      day(-30),
      '--to',
      day(-1),
      '--currency',
      'CHF',
      '--format',
      'csv',
      '--out',
      out,
      ...chosen,
    ];
    const unknown = await runDeskAgainst(peer, dir, args(join(dir, 'none'), '--customers', '@Geneva'));
    expect(unknown.code).not.toBe(0);
    expect((firstJson(unknown.stderr) as { message: string }).message).toContain(
      'There is no saved selection "Geneva"; saved are: Zurich desk.',
    );

    const out = join(dir, 'selection');
    const run = await runDeskAgainst(peer, dir, args(out, '--customers', '@zurich desk', '--zip'));
    expect(run.code, run.stderr).toBe(0);
    const answer = firstJson(run.stdout) as Answer & { zip: { file: string; files: number } };
    expect(answer).toMatchObject({ state: 'finished', done: 2, zip: { file: `${out}.zip`, files: 4 } });
    expect(readdirSync(out).sort()).toEqual([first!.number, third!.number, 'summary.csv', 'summary.xlsx'].sort());
    const zipped = unzip(readFileSync(`${out}.zip`));
    expect([...zipped.keys()].filter((name) => name.endsWith('summary.csv'))).toEqual(['selection/summary.csv']);
    expect(zipped.get('selection/summary.csv')?.toString('utf8')).toBe(readFileSync(join(out, 'summary.csv'), 'utf8'));

    // A filter: the customer whose name it is (case aside), not the others.
    const filtered = join(dir, 'filtered');
    const byName = await runDeskAgainst(peer, dir, args(filtered, '--filter', second!.name.toUpperCase()));
    expect(byName.code, byName.stderr).toBe(0);
    const chosen = readdirSync(filtered).filter((name) => !name.startsWith('summary'));
    expect(chosen).toContain(second!.number);
    expect(chosen).not.toContain(first!.number === second!.number ? '' : first!.number);
    const zip = await runDeskAgainst(peer, dir, ['batch', 'zip']);
    expect(zip.code, zip.stderr).toBe(0);
    expect(firstJson(zip.stdout)).toMatchObject({ file: `${filtered}.zip`, files: chosen.length + 2 });
  }, 120_000);
});
