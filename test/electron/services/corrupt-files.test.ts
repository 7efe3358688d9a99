import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_CONFIRM } from '../../../electron/services/confirm/confirm-port';
import { DATA_FILES } from '../../../electron/services/app-services';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import { LOANS_FILES } from '../../../electron/services/loans/files';
import { OrderJournal } from '../../../electron/services/trading/journal';
import { StakingJournal } from '../../../electron/services/staking/journal';
import { ReportArchive } from '../../../electron/services/reports/archive';
import { MODEST_LIMITS } from '../../../shared/trading/limits';
import { startApp } from '../ipc/harness';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { useTempDirs } from './helpers/temp-dir';

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
  const app = await startApp({ dataDir: seeded, store: new MemorySecretStore(), start: null, services: { confirm: CANNOT_CONFIRM } });
  const profile = await app.services.profiles.create({ name: 'Prod', environment: 'production', baseUrl: 'https://api.example.com', apiKey: 'k'.repeat(16) });
  await app.services.preferences.update({ theme: 'dark' });
  await app.services.trading.updateSettings({ marketRefreshSeconds: 7 });
  await app.services.trading.setLimits(profile.id, { ...MODEST_LIMITS, maxOrderValue: '9000' });
  await app.services.loans.updateSettings({});
  await app.services.shutdown();
  const orders = await OrderJournal.open(join(seeded, TRADING_FILES.journal));
  await orders.put({ kind: 'order', id: 'svco-1', profileId: profile.id, customer: '1', state: 'acknowledged', clientOrderId: 'svco-1', cancelRequestId: null, request: {}, createdAt: NOW, updatedAt: NOW, sends: 1, order: null, message: null });
  await orders.close();
  const staking = await StakingJournal.open(join(seeded, DATA_FILES.stakingJournal));
  await staking.add({ id: '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b', profileId: profile.id, origin: 'https://api.example.com', customer: '1', type: 'Entry', body: { fromAccountNumber: '000000000001', toAccountNumber: null, productId: null, amount: '1', externalReference: null }, state: 'pending', createdAt: NOW, updatedAt: NOW, attempts: 0, message: null });
  const archive = new ReportArchive(join(seeded, DATA_FILES.reportsArchive));
  const manifest = await archive.save(Buffer.from('{"state":"Completed"}'), {
    kind: 'account-orders', params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' }, customer: '1', customerName: null,
    profileId: profile.id, profileName: 'Prod', environment: 'Production', reportId: 'r-1', serverTime: NOW, appVersion: 'test', rowCounts: {},
  });
  manifestName = `${manifest.id}.manifest.json`;
}, 60_000);

/** Every file of the data folder (relative path → content), request logs aside. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.includes('request-log')) continue;
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
  LOANS_FILES.settings,
  join(DATA_FILES.reportsArchive, manifestName),
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
          app = await startApp({ dataDir: dir, store: new MemorySecretStore(), start: null, services: { confirm: CANNOT_CONFIRM } });
        } catch (error) {
          failures.push(`${file} ${damage}: did not start (${(error as Error).message})`);
          continue;
        }
        try {
          // Calls answer (not "could not start").
          const listed = await app.dispatch('profiles.list', undefined);
          if (!listed.ok) failures.push(`${file} ${damage}: profiles.list failed`);
          await new Promise((resolve) => setTimeout(resolve, 50));
          const base = file.split('/').pop() ?? file;
          const words = app.services.notices.list().map((notice) => `${notice.title} ${notice.message}`).join('\n');
          if (!words.includes(base) && !words.includes(file)) failures.push(`${file} ${damage}: no notice names it (${words.slice(0, 200) || 'no notice'})`);
        } finally {
          await app.services.shutdown();
        }
        // Nothing else lost: every other file is as it was.
        const after = await snapshot(dir);
        for (const [other, text] of before) {
          if (other === file || other.startsWith(`${file}.`)) continue;
          if (other === DATA_FILES.preferences || other === DATA_FILES.profiles) {
            // Rewritten on start at most, never emptied.
            if (!after.has(other)) failures.push(`${file} ${damage}: ${other} lost`);
            continue;
          }
          if (after.get(other) !== text) failures.push(`${file} ${damage}: ${other} changed`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
