import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { controlClient } from '../../../../electron/simulator/control-client';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { firstJson, runDeskAgainst, type DeskPeer } from './run-desk';
import { BatchJournal } from '../../../../electron/services/batch/batch-journal';

const tempDir = useTempDirs();
const CUSTOMERS = 10;
const KINDS = ['account-orders', 'balance'] as const;
let simulator: RunningSimulator;
let proxy: Server;
let peer: DeskPeer;
/** Report creations the service received, per "customer/path" (counted at the service's door). */
const creations = new Map<string, number>();
/** Creations seen so far, with a waiter for a count. */
let created = 0;
let onCreated: (() => void) | null = null;

const REPORT_CREATE = /^\/reporting\/api\/v1\/([a-z]+statement)$/i;
const SEGMENT_KIND: Record<string, string> = { accountordersstatement: 'account-orders', balancestatement: 'balance' };

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 600, port: 0, customers: CUSTOMERS });
  const target = new URL(simulator.baseUrl);
  // A counting door in front of the simulator: every request passes unchanged (signatures included).
  proxy = createServer((req, res) => {
    const match = req.method === 'POST' ? REPORT_CREATE.exec(req.url ?? '') : null;
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        if (match && answer.statusCode !== undefined && answer.statusCode < 300) {
          const key = `${String(req.headers['customer-number'])}/${SEGMENT_KIND[match[1]!.toLowerCase()] ?? match[1]!}`;
          creations.set(key, (creations.get(key) ?? 0) + 1);
          created += 1;
          onCreated?.();
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  peer = { baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, credentials: simulator.credentials };
}, 120_000);
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await simulator?.stop();
});

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

/** `desk batch run` in a real child process (so it can be killed with SIGKILL). */
function deskChild(dataDir: string, args: string[]) {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const credential = simulator.credentials[0]!;
  return spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/cli/desk/main.ts', '--data-dir', dataDir, '--base-url', peer.baseUrl, ...args],
    {
      cwd: root,
      env: { PATH: process.env['PATH'] ?? '', SVC_API_KEY: credential.apiKey, SVC_API_SECRET: credential.apiSecret },
      stdio: 'ignore',
    },
  );
}

function untilCreated(count: number): Promise<void> {
  return new Promise((resolve) => {
    onCreated = () => {
      if (created >= count) {
        onCreated = null;
        resolve();
      }
    };
    onCreated();
  });
}

describe('desk batch: the month-end run', () => {
  it('makes every statement for every customer once, exports them per customer and writes a summary of every step', async () => {
    const dir = await tempDir();
    const out = join(dir, 'month-end');
    creations.clear();
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
    expect(lines[0]).toBe('Customer,Name,Statement,Status,Rows,SHA-256 of the raw data,Archive id,Files,Reason');
    expect(lines).toHaveLength(1 + CUSTOMERS * KINDS.length);
    const archive = firstJson((await runDeskAgainst(peer, dir, ['statements', 'archive'])).stdout) as {
      archiveId: string;
      sha256: string;
    }[];
    expect(archive).toHaveLength(CUSTOMERS * KINDS.length);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      expect(cells[3]).toBe('Done');
      expect(archive.find((entry) => entry.archiveId === cells[6])?.sha256).toBe(cells[5]);
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
    creations.clear();
    created = 0;
    const child = deskChild(dir, runArgs(out));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed in the middle: some reports made, others not yet asked for.
    await untilCreated(8);
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
    creations.clear();
    created = 0;
    const child = deskChild(dir, runArgs(out));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await untilCreated(3);
    const cancelled = await runDeskAgainst(peer, dir, ['batch', 'cancel']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(firstJson(cancelled.stdout)).toMatchObject({ state: 'cancelled', live: false });
    // The running process saw it and stopped with the list of what is left: exit 1.
    expect(await exited).toBe(1);
    const asked = created;
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
});
