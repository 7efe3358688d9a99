import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../../../../shared/alerts/rules';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../shared/ipc/schemas/preferences';
import { MODEST_LIMITS, type TradingLimits } from '../../../../shared/trading/limits';
import { runDesk } from '../../../../electron/cli/desk/run';
import { priceAlertsFile } from '../../../../electron/services/alerts/alerts-file';
import { createBackupService } from '../../../../electron/services/backup/backup-service';
import { dataFolderTarget } from '../../../../electron/services/backup/restore-target';
import type { ConfirmPort, ConfirmRequest } from '../../../../electron/services/confirm/confirm-port';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { loansFiles } from '../../../../electron/services/loans/files';
import { DEFAULT_LOANS_SETTINGS } from '../../../../electron/services/loans/settings';
import { createLanguageService } from '../../../../electron/services/preferences/language';
import {
  PREFERENCES_FILE_VERSION,
  preferencesFileAt,
} from '../../../../electron/services/preferences/preferences-service';
import { PROFILES_FILE_VERSION, profilesFile } from '../../../../electron/services/profiles/profile-record';
import { versionedJsonFile } from '../../../../electron/services/storage/versioned-json-file';
import { LIMITS_FILE_VERSION, limitsFile } from '../../../../electron/services/trading/limits-store';
import { makeProfiles } from '../helpers/profiles';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const SECRETS = ['KNOWN-SECRET-alpha-8f3e1c', 'KNOWN-SECRET-beta-77d0aa'];

async function desk(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runDesk(args, {}, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return {
    code,
    out: stdout ? (JSON.parse(stdout) as Record<string, unknown>) : null,
    err: stderr ? (JSON.parse(stderr) as { kind: string; message: string }) : null,
  };
}

/** A data folder as a user's: two profiles with secrets in the keychain, limits, two alert rules, loan settings and a snooze, preferences. */
async function userFolder() {
  const dir = await tempDir();
  const { profiles, secrets } = await makeProfiles(dir);
  const trading = await profiles.create({
    name: 'Trading desk',
    environment: 'production',
    baseUrl: 'https://api.example.com',
    apiKey: 'key-trading',
  });
  const sandbox = await profiles.create({
    name: 'Sandbox',
    environment: 'sandbox',
    baseUrl: 'https://sandbox.example.com',
    apiKey: 'key-sandbox',
  });
  await secrets.set(trading.id, SECRETS[0]!);
  await secrets.set(sandbox.id, SECRETS[1]!);
  await profiles.selectCustomer(trading.id, 'ACME-CUS-100001' as never);
  const limits: Record<string, TradingLimits> = {
    [trading.id]: { ...MODEST_LIMITS, maxOrderValue: '25000.50', confirmAbove: '12000' },
    [sandbox.id]: { ...MODEST_LIMITS, maxOrdersPerMinute: 3 },
  };
  await versionedJsonFile(join(dir, 'trading-limits.json'), limitsFile).save({
    version: LIMITS_FILE_VERSION,
    profiles: limits,
  });
  const rules = [
    {
      id: 'rule-1',
      kind: 'level',
      profileId: trading.id,
      symbol: 'BTC',
      currency: 'CHF',
      direction: 'above',
      level: '91000.25',
      on: 'mid',
      armed: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      snoozedUntil: null,
      last: null,
    },
    {
      id: 'rule-2',
      kind: 'move',
      profileId: sandbox.id,
      symbol: 'ETH',
      currency: 'EUR',
      percent: '5',
      window: '24h',
      armed: false,
      createdAt: '2026-11-02T10:00:00.000Z',
      snoozedUntil: '2026-12-01T00:00:00.000Z',
      last: { value: '3.2', at: '2026-11-27T09:00:00.000Z' },
    },
  ] as unknown as AlertRule[];
  await priceAlertsFile(dir).save({
    version: 1,
    rules,
    log: [{ id: 'e1', at: '2026-11-27T09:00:00.000Z', ruleId: 'rule-1' } as never],
  });
  const loans = loansFiles(dir);
  const settings = {
    ...DEFAULT_LOANS_SETTINGS,
    intervalSeconds: 120,
    warnMargin: '0.07',
    keepRunningInBackground: true,
    watchProfiles: { [trading.id]: true, [sandbox.id]: false },
  };
  await loans.settings.save(settings);
  const snoozes = [
    { key: `${trading.id}/ACME-CUS-100001/P-1`, until: Date.parse('2026-12-24T00:00:00Z'), state: 'warning' as const },
  ];
  await loans.state.save({ version: 1, portfolios: [], snoozes });
  const preferences: Preferences = {
    ...DEFAULT_PREFERENCES,
    theme: 'dark',
    language: 'de',
    dateStyle: 'iso',
    dashboard: { refreshSeconds: 60, priceBasis: 'bid', officeCurrency: 'EUR' },
  };
  await preferencesFileAt(join(dir, 'preferences.json')).save({ version: PREFERENCES_FILE_VERSION, preferences });
  return { dir, trading, sandbox, limits, rules, settings, snoozes, preferences };
}

async function readJson(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
}

describe('desk backup and desk restore', () => {
  it('restore into an empty data folder gives the same profiles, limits, alerts, loan settings and preferences, and the backup holds no secret', async () => {
    const source = await userFolder();
    const out = join(await tempDir(), 'office.svcbackup.json');
    const backup = await desk('--data-dir', source.dir, 'backup', '--out', out);
    expect(backup.err).toBeNull();
    expect(backup.code).toBe(0);
    const text = await readFile(out, 'utf8');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).not.toContain('secretOrigin');

    const target = await tempDir();
    const plan = await desk('--data-dir', target, 'restore', out);
    expect(plan.code).toBe(0);
    expect(plan.out).toMatchObject({ applied: false, secretsToEnter: ['Trading desk', 'Sandbox'] });
    // A profile new to this folder has the modest defaults: the backup's higher limits are a raise, shown before --yes confirms it.
    expect(plan.out!['raised']).toEqual([
      expect.objectContaining({
        profile: 'Trading desk',
        limits: [
          { limit: 'maxOrderValue', before: '10000', after: '25000.50' },
          { limit: 'confirmAbove', before: '5000', after: '12000' },
        ],
      }),
    ]);
    const items = plan.out!['items'] as { part: string; label: string; change: string }[];
    expect(items.filter((item) => item.part === 'profiles')).toEqual([
      expect.objectContaining({ label: 'Trading desk', change: 'added' }),
      expect.objectContaining({ label: 'Sandbox', change: 'added' }),
    ]);
    // Everything is new to an empty folder; its settings are the defaults, which the backup's replace.
    expect(items.filter((item) => item.change !== 'added')).toEqual([
      { part: 'loans', id: 'settings', label: 'settings', change: 'replaced' },
      { part: 'preferences', id: 'preferences', label: 'preferences', change: 'replaced' },
    ]);
    // The plan changed nothing.
    expect(await readdir(target)).toEqual([]);

    const applied = await desk('--data-dir', target, 'restore', out, '--yes');
    expect(applied.err).toBeNull();
    expect(applied.out).toMatchObject({ applied: true, secretsToEnter: ['Trading desk', 'Sandbox'] });

    const before = profilesFile.parse(await readJson(join(source.dir, 'profiles.json')));
    const after = profilesFile.parse(await readJson(join(target, 'profiles.json')));
    expect(after.version).toBe(PROFILES_FILE_VERSION);
    expect(after.activeProfileId).toBe(before.activeProfileId);
    expect(after.profiles).toHaveLength(2);
    for (const [index, record] of before.profiles.entries()) {
      // Field by field; the secret was never backed up, so the restored profile asks for it again.
      expect(after.profiles[index]).toEqual({ ...record, secretOrigin: null });
    }
    expect((await readJson(join(target, 'trading-limits.json')))['profiles']).toEqual(source.limits);
    expect((await readJson(join(target, 'price-alerts.json')))['rules']).toEqual(source.rules);
    expect(await readJson(join(target, 'loans-settings.json'))).toEqual(source.settings);
    expect((await readJson(join(target, 'loans-state.json')))['snoozes']).toEqual(source.snoozes);
    expect((await readJson(join(target, 'preferences.json')))['preferences']).toEqual(source.preferences);

    // Restoring the same backup again keeps everything.
    const again = await desk('--data-dir', target, 'restore', out);
    expect((again.out!['items'] as { change: string }[]).every((item) => item.change === 'kept')).toBe(true);
  });

  it('refuses a backup whose part does not match its checksum, and one from a newer version, changing nothing', async () => {
    const source = await userFolder();
    const out = join(await tempDir(), 'backup.json');
    await desk('--data-dir', source.dir, 'backup', '--out', out);
    const file = await readJson(out);
    const tampered = structuredClone(file);
    (tampered['parts'] as Record<string, { data: Record<string, unknown> }>)['limits']!.data[source.trading.id] = {
      ...source.limits[source.trading.id],
      maxOrderValue: '99999999',
    };
    const tamperedPath = join(await tempDir(), 'tampered.json');
    await writeFile(tamperedPath, JSON.stringify(tampered));
    const target = await tempDir();
    const refused = await desk('--data-dir', target, 'restore', tamperedPath, '--yes');
    expect(refused.code).toBe(1);
    expect(refused.err?.message).toBe(
      'The trading limits in this backup do not match their checksum: the file was changed or damaged. Nothing was changed.',
    );

    const newerPath = join(await tempDir(), 'newer.json');
    await writeFile(newerPath, JSON.stringify({ ...file, version: 2 }));
    const newer = await desk('--data-dir', target, 'restore', newerPath, '--yes');
    expect(newer.code).toBe(1);
    expect(newer.err?.message).toContain('made by a newer version of SVC Desk (backup format 2)');
    expect(await readdir(target)).toEqual([]);
  });

  it('restoring never raises a limit without the confirmation raising it by hand needs', async () => {
    const source = await userFolder();
    const language = await createLanguageService({ choice: () => 'en' });
    const asked: ConfirmRequest[] = [];
    const declining: ConfirmPort = { available: true, ask: async (request) => (asked.push(request), false) };
    const text = JSON.stringify(
      await createBackupService({
        dataDir: source.dir,
        appVersion: '1.0.0',
        target: dataFolderTarget(source.dir, declining),
        translator: language.translator,
      }).create(),
    );

    // The same profile on the new machine, set up by hand with lower limits.
    const target = await tempDir();
    const { profiles } = await makeProfiles(target);
    const again = await profiles.create({
      name: 'Trading desk',
      environment: 'production',
      baseUrl: 'https://api.example.com',
      apiKey: 'key-trading',
    });
    const lower = { ...MODEST_LIMITS, maxOrderValue: '1000', confirmAbove: '500' };
    await versionedJsonFile(join(target, 'trading-limits.json'), limitsFile).save({
      version: LIMITS_FILE_VERSION,
      profiles: { [again.id]: lower },
    });

    const service = createBackupService({
      dataDir: target,
      appVersion: '1.0.0',
      target: dataFolderTarget(target, declining),
      translator: language.translator,
    });
    const plan = await service.plan(text);
    expect(plan.raised).toEqual([
      {
        profileId: again.id,
        profile: 'Trading desk',
        limits: [
          { limit: 'maxOrderValue', before: '1000', after: '25000.50' },
          { limit: 'confirmAbove', before: '500', after: '12000' },
        ],
      },
    ]);
    expect(plan.items).toContainEqual({ part: 'profiles', id: again.id, label: 'Trading desk', change: 'replaced' });
    await expect(service.restore(text)).rejects.toThrow('Raising the limits was not confirmed; nothing was restored.');
    // The dialog raising by hand shows: its title, button and lines, each raised limit under its profile's name.
    expect(asked[0]).toMatchObject({ title: 'Raise trading limits', confirmLabel: 'Raise limits' });
    expect(asked[0]?.detail).toBe(
      'Trading desk\nMax notional per order: 1,000.00 → 25,000.50\nConfirm orders above: 500.00 → 12,000.00',
    );
    expect((await readJson(join(target, 'trading-limits.json')))['profiles']).toEqual({ [again.id]: lower });
    expect(profilesFile.parse(await readJson(join(target, 'profiles.json'))).profiles).toHaveLength(1);

    // Where nothing can ask (the desk without --yes, browser mode), the refusal says where it can be done.
    const cannot = createBackupService({
      dataDir: target,
      appVersion: '1.0.0',
      target: dataFolderTarget(target, { available: false, ask: async () => false }),
      translator: language.translator,
    });
    await expect(cannot.restore(text)).rejects.toThrow('`desk restore FILE --yes`');
    // Confirmed: restored onto the profile of the same name (its id), and its limits raised.
    await service.restore(text, { confirmed: true });
    expect((await readJson(join(target, 'trading-limits.json')))['profiles']).toMatchObject({
      [again.id]: source.limits[source.trading.id],
    });
  });

  it('waits until the app is closed: while its built-in simulator answers, desk restore --yes changes nothing', async () => {
    const source = await userFolder();
    const out = join(await tempDir(), 'backup.json');
    await desk('--data-dir', source.dir, 'backup', '--out', out);
    const server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const target = await tempDir();
      const { profiles } = await makeProfiles(target);
      await profiles.upsertBuiltIn(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'sim-key');
      const before = await readFile(join(target, 'profiles.json'), 'utf8');
      const refused = await desk('--data-dir', target, 'restore', out, '--yes');
      expect(refused.code).toBe(1);
      expect(refused.err).toMatchObject({
        kind: 'conflict',
        message: expect.stringContaining('restore in its Settings → Backup, or quit it'),
      });
      expect(await readFile(join(target, 'profiles.json'), 'utf8')).toBe(before);
      expect((await readdir(target)).sort()).toEqual(['profiles.json']);
      // The plan alone is still shown.
      expect((await desk('--data-dir', target, 'restore', out)).code).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('carries the statement archive with --include-archive, each statement as received, and only then', async () => {
    const source = await userFolder();
    const archive = new ReportArchive(join(source.dir, 'reports'));
    const raw = Buffer.from('{"state":"Completed","reportData":{"items":[1,2,3]}}');
    const saved = await archive.save(raw, {
      kind: 'account-orders',
      params: { kind: 'account-orders', dateFrom: '2026-01-01', dateTo: '2026-10-31' },
      customer: '100001',
      customerName: null,
      profileId: source.trading.id,
      profileName: 'Trading desk',
      environment: 'https://api.example.com',
      reportId: 'r-1',
      serverTime: '2026-11-01T00:00:00.000Z',
      appVersion: 'test',
      rowCounts: {},
    });
    const without = join(await tempDir(), 'settings-only.json');
    await desk('--data-dir', source.dir, 'backup', '--out', without);
    expect((await readJson(without))['parts']).not.toHaveProperty('archive');

    const out = join(await tempDir(), 'with-archive.json');
    const backup = await desk('--data-dir', source.dir, 'backup', '--out', out, '--include-archive');
    expect(backup.out!['parts']).toHaveProperty('archive', expect.stringMatching(/^[0-9a-f]{64}$/));
    const target = await tempDir();
    const plan = await desk('--data-dir', target, 'restore', out);
    expect(plan.out!['items']).toContainEqual(
      expect.objectContaining({ part: 'archive', id: saved.id, change: 'added' }),
    );
    expect((await desk('--data-dir', target, 'restore', out, '--yes')).err).toBeNull();
    const restored = new ReportArchive(join(target, 'reports'));
    expect(await restored.list()).toEqual([saved]);
    expect((await readFile(restored.rawPath(saved.id))).equals(raw)).toBe(true);
    // Again: the statement of the same id is kept.
    const again = await desk('--data-dir', target, 'restore', out);
    expect(again.out!['items']).toContainEqual(expect.objectContaining({ part: 'archive', change: 'kept' }));
  });
});
