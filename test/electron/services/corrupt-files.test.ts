import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_CONFIRM } from '../../../electron/services/confirm/confirm-port';
import { DATA_FILES } from '../../../electron/services/app-services';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { LOANS_FILES } from '../../../electron/services/loans/files';
import { PRICE_ALERTS_FILE } from '../../../electron/services/alerts/alerts-file';
import { PRICE_SAMPLES_FILE } from '../../../electron/services/alerts/price-samples';
import { OrderJournal } from '../../../electron/services/trading/journal';
import { StakingJournal } from '../../../electron/services/staking/journal';
import { ReportArchive } from '../../../electron/services/reports/archive';
import { ReportJobJournal } from '../../../electron/services/reports/job-journal';
import {
  loadWindowState,
  WINDOW_STATE_FILE,
  windowStateFileAt,
} from '../../../electron/services/window-state/window-state-file';
import { MODEST_LIMITS } from '../../../shared/trading/limits';
import { startApp } from '../ipc/harness';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { noticeWhere } from './helpers/notices';
import { useTempDirs } from './helpers/temp-dir';
import { said } from './helpers/notice-words';

/*
 * Every persisted file × {truncated, garbage, written by a newer version}:
 * the app starts, a notice names the file, and every other file is left as
 * it was (nothing else lost).
 */
const tempDir = useTempDirs();
let seeded: string;
let manifestName: string;

const NOW = '2026-11-25T08:00:00.000Z';

beforeAll(async () => {
  seeded = await tempDir();
  const app = await startApp({
    dataDir: seeded,
    store: new MemorySecretStore(),
    start: null,
    services: { confirm: CANNOT_CONFIRM },
  });
  const profile = await app.services.profiles.create({
    name: 'Prod',
    environment: 'production',
    baseUrl: 'https://api.example.com',
    apiKey: 'k'.repeat(16),
  });
  await app.services.preferences.update({ theme: 'dark' });
  await app.services.trading.updateSettings({ marketRefreshSeconds: 7 });
  await app.services.trading.setLimits(profile.id, { ...MODEST_LIMITS, maxOrderValue: '9000' });
  await app.services.loans.updateSettings({});
  // A commission rate learned from an order the service answered.
  app.services.trading.learnOrders(profile.id, '1', [
    {
      account: 1,
      clientOrderId: 'svco-1',
      orderId: 1,
      side: 'Buy',
      orderType: 'Market',
      symbol: 'BTC',
      currency: 'CHF',
      quantity: '1',
      timeInForce: 'ImmediateOrCancel',
      transactionTime: NOW,
      createdAt: NOW,
      status: 'Filled',
      cumulativeQuantity: '1',
      leavesQuantity: '0',
      appliedCommissionPct: '0.2',
    } as TradingOrder,
  ]);
  await app.services.shutdown();
  const orders = await OrderJournal.open(join(seeded, TRADING_FILES.journal));
  await orders.put({
    kind: 'order',
    id: 'svco-1',
    profileId: profile.id,
    customer: '1',
    state: 'acknowledged',
    clientOrderId: 'svco-1',
    cancelRequestId: null,
    request: {},
    createdAt: NOW,
    updatedAt: NOW,
    sends: 1,
    order: null,
    message: null,
  });
  await orders.close();
  const staking = await StakingJournal.open(join(seeded, DATA_FILES.stakingJournal));
  await staking.add({
    id: '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b',
    profileId: profile.id,
    origin: 'https://api.example.com',
    customer: '1',
    type: 'Entry',
    body: {
      fromAccountNumber: '000000000001',
      toAccountNumber: null,
      productId: null,
      amount: '1',
      externalReference: null,
    },
    state: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    attempts: 0,
    message: null,
  });
  // Closed as the app closes its journals: a handle left to the garbage collector is DEP0137 (test/setup/file-handles.ts).
  await staking.close();
  const archive = new ReportArchive(join(seeded, DATA_FILES.reportsArchive));
  const manifest = await archive.save(Buffer.from('{"state":"Completed"}'), {
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    customer: '1',
    customerName: null,
    profileId: profile.id,
    profileName: 'Prod',
    environment: 'Production',
    reportId: 'r-1',
    serverTime: NOW,
    appVersion: 'test',
    rowCounts: {},
  });
  manifestName = `${manifest.id}.manifest.json`;
  const jobs = new ReportJobJournal(join(seeded, DATA_FILES.reportsArchive, PENDING_REPORTS));
  await jobs.put({
    jobId: 'job-1',
    profileId: profile.id,
    customer: '1',
    customerName: null,
    params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    state: 'created',
    reportId: 'r-2',
    startedAt: NOW,
  });
  await jobs.close();
  // The loan monitor's own output, as it writes it: one portfolio's last state, a sample, an alert.
  const key = `${profile.id}/1/p-1`;
  await writeFile(
    join(seeded, LOANS_FILES.state),
    JSON.stringify({
      version: 1,
      portfolios: [{ key, profileId: profile.id, customer: '1', portfolioId: 'p-1', state: 'ok', sampledAt: NOW }],
      snoozes: [],
    }),
  );
  await writeFile(
    join(seeded, LOANS_FILES.history),
    JSON.stringify({
      version: 1,
      series: { [key]: [[Date.parse(NOW), '0.41']] },
      thresholds: { [key]: { smLtv: '0.7', hmLtv: '0.8' } },
    }),
  );
  await writeFile(
    join(seeded, LOANS_FILES.alerts),
    JSON.stringify({ version: 1, alerts: [{ id: 'a-1', at: NOW, key, to: 'ok', acknowledged: false }] }),
  );
  // A move rule, its log line and the prices its window measures against.
  const rule = {
    id: 'r-1',
    kind: 'move',
    profileId: profile.id,
    symbol: 'BTC',
    currency: 'CHF',
    on: 'mid',
    percent: '5',
    window: '1h',
    createdAt: NOW,
    armed: true,
    snoozedUntil: null,
    last: null,
  };
  await writeFile(
    join(seeded, PRICE_ALERTS_FILE),
    JSON.stringify({
      version: 1,
      rules: [rule],
      log: [
        {
          id: 'e-1',
          at: NOW,
          ruleId: 'r-1',
          profileId: profile.id,
          symbol: 'BTC',
          currency: 'CHF',
          message: 'moved',
          value: '5',
          snoozed: false,
        },
      ],
    }),
  );
  await writeFile(
    join(seeded, PRICE_SAMPLES_FILE),
    JSON.stringify({ version: 1, series: { [`${profile.id}/BTC/CHF/mid`]: [[Date.parse(NOW), '60000.5']] } }),
  );
}, 60_000);

/** The report jobs' journal, in the archive folder. */
const PENDING_REPORTS = 'pending-reports.json';

/** Every file of the data folder (relative path → content), request logs aside. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    // An atomic write's temp file (`.name.hex.tmp`) comes and goes; only settled files count.
    if (!entry.isFile() || entry.name.includes('request-log') || entry.name.endsWith('.tmp')) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

const damages = {
  truncated: (text: string) => text.slice(0, Math.max(1, Math.floor(text.length * 0.6))),
  garbage: () => '\u0000\u00ff{{ not json at all ]]\n',
  newer: (text: string) => {
    // A newer app's file: a higher format version (journals: in their header line).
    try {
      return JSON.stringify({ ...(JSON.parse(text) as object), version: 99, futureField: true });
    } catch {
      const [first = '{}', ...rest] = text.split('\n');
      return [JSON.stringify({ ...(JSON.parse(first) as object), version: 99 }), ...rest].join('\n');
    }
  },
};

const FILES = () => [
  DATA_FILES.profiles,
  DATA_FILES.preferences,
  DATA_FILES.stakingJournal,
  TRADING_FILES.journal,
  TRADING_FILES.settings,
  TRADING_FILES.limits,
  TRADING_FILES.commission,
  LOANS_FILES.settings,
  LOANS_FILES.state,
  LOANS_FILES.history,
  LOANS_FILES.alerts,
  PRICE_ALERTS_FILE,
  PRICE_SAMPLES_FILE,
  join(DATA_FILES.reportsArchive, manifestName),
  join(DATA_FILES.reportsArchive, PENDING_REPORTS),
];

describe('a damaged file never stops the app', () => {
  it('each persisted file × truncated, garbage, newer version: starts, a notice names the file, nothing else lost', async () => {
    const failures: string[] = [];
    for (const file of FILES()) {
      for (const [damage, apply] of Object.entries(damages)) {
        const dir = await tempDir();
        await cp(seeded, dir, { recursive: true });
        const before = await snapshot(dir);
        const original = before.get(file);
        if (original === undefined) {
          failures.push(`${file}: not seeded`);
          continue;
        }
        await writeFile(join(dir, file), apply(original));
        let app;
        try {
          app = await startApp({
            dataDir: dir,
            store: new MemorySecretStore(),
            start: null,
            services: { confirm: CANNOT_CONFIRM },
          });
        } catch (error) {
          failures.push(`${file} ${damage}: did not start (${(error as Error).message})`);
          continue;
        }
        try {
          // Calls answer (not "could not start").
          const listed = await app.dispatch('profiles.list', undefined);
          if (!listed.ok) failures.push(`${file} ${damage}: profiles.list failed`);
          // Some files are read in the background after start (the archive scan, resumed report jobs): wait for the notice.
          const base = file.split('/').pop() ?? file;
          if (!(await noticeWhere(app.services, (notice) => `${notice.title} ${notice.message}`.includes(base)))) {
            const words = app.services.notices
              .list()
              .map((notice) => `${notice.title} ${notice.message}`)
              .join('\n');
            failures.push(`${file} ${damage}: no notice names it (${words.slice(0, 200) || 'no notice'})`);
          }
        } finally {
          await app.services.shutdown();
        }
        // Nothing else lost: every other file is as it was.
        const after = await snapshot(dir);
        for (const [other, text] of before) {
          if (other === file || other.startsWith(`${file}.`)) continue;
          if (other === DATA_FILES.preferences || other === DATA_FILES.profiles || other.endsWith(PENDING_REPORTS)) {
            // Rewritten on start at most, never emptied. The report jobs' journal changes by design: its job is
            // resumed at start and, its profile not being active here, shown as failed with the reason (reports.jobs).
            if (!after.has(other)) failures.push(`${file} ${damage}: ${other} lost`);
            continue;
          }
          if (after.get(other) !== text) failures.push(`${file} ${damage}: ${other} changed`);
        }
      }
    }
    // The window-state file is read by Electron's main before the window opens (seeded folder: removed after each test).
    failures.push(...(await windowStateFailures()));
    expect(failures).toEqual([]);
  }, 180_000);
});

/** The window-state file × truncated, garbage, newer version: the window still opens, a notice names the file, nothing else lost. */
async function windowStateFailures(): Promise<string[]> {
  const failures: string[] = [];
  const original = JSON.stringify({ version: 1, bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: false });
  for (const [damage, apply] of Object.entries(damages)) {
    const dir = await tempDir();
    await cp(seeded, dir, { recursive: true });
    await writeFile(join(dir, WINDOW_STATE_FILE), apply(original));
    const before = await snapshot(dir);
    // What Electron's main does before the window opens (electron/main/window-memory.ts); it never throws.
    const loaded = await loadWindowState(windowStateFileAt(join(dir, WINDOW_STATE_FILE)));
    const words = loaded.notice ? `${said(loaded.notice.title)} ${said(loaded.notice.message)}` : '';
    if (!words.includes(WINDOW_STATE_FILE)) failures.push(`${damage}: no notice names it (${words || 'no notice'})`);
    // A newer version's file is used as far as it fits; an unreadable one gives the default placement.
    if (damage === 'newer' && loaded.state?.bounds.width !== 1200)
      failures.push(`${damage}: the newer file's placement was not used`);
    const after = await snapshot(dir);
    for (const [other, text] of before) {
      if (other === WINDOW_STATE_FILE) continue;
      if (after.get(other) !== text) failures.push(`${damage}: ${other} changed`);
    }
  }
  return failures;
}
