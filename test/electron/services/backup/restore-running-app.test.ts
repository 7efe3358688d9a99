import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CANNOT_CONFIRM,
  type ConfirmPort,
  type ConfirmRequest,
} from '../../../../electron/services/confirm/confirm-port';
import { MODEST_LIMITS } from '../../../../shared/trading/limits';
import type { RestorePlanView } from '../../../../shared/ipc/schemas/backup';
import { BACKUP_CHUNK_CHARS } from '../../../../shared/ipc/schemas/backup';
import { startApp } from '../../ipc/harness';
import { MemorySecretStore } from '../helpers/memory-secret-store';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const UPLOAD = '3f0c7a52-9d41-4c1e-8a55-0c1d2e3f4a5b';

/** Main's dialog as the user answers it: new service addresses yes; a raise of limits as `raise` says. */
function dialog(raise = false): ConfirmPort & { asked: ConfirmRequest[]; raise: boolean } {
  const port = {
    available: true,
    asked: [] as ConfirmRequest[],
    raise,
    ask: async (request: ConfirmRequest) => {
      port.asked.push(request);
      return request.title === 'New service address' || port.raise;
    },
  };
  return port;
}

type App = Awaited<ReturnType<typeof startApp>>;

async function app(confirm: ConfirmPort = dialog()): Promise<App> {
  const dataDir = await tempDir();
  return startApp({
    dataDir,
    store: new MemorySecretStore(),
    start: null,
    services: {
      confirm,
      // The save dialog's answer: the name it offered, in the data folder.
      chooseSaveFile: async ({ defaultName }) => join(dataDir, defaultName),
    },
  });
}

/** A statement in the app's archive, as fetching one saves it. */
function statement(target: App, customer: string, body: string) {
  return target.services.reports.archive.save(Buffer.from(body), {
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom: '2026-01-01', dateTo: '2026-10-31' },
    customer,
    customerName: `Customer ${customer}`,
    profileId: 'p',
    profileName: 'Trading desk',
    environment: 'https://api.example.com',
    reportId: `r-${customer}`,
    serverTime: '2026-11-01T00:00:00.000Z',
    appVersion: 'test',
    rowCounts: {},
  });
}

/** An office's app: a profile with raised limits, a price alert, loan monitor settings, preferences, two statements. */
async function officeApp() {
  const source = await app();
  const profile = await source.value<{ id: string }>('profiles.create', {
    name: 'Trading desk',
    environment: 'production',
    baseUrl: 'https://api.example.com',
    apiKey: 'key-trading',
    limits: { ...MODEST_LIMITS, maxOrderValue: '25000.50' },
  });
  await source.value('alerts.add', {
    kind: 'level',
    profileId: profile.id,
    symbol: 'BTC',
    currency: 'CHF',
    direction: 'above',
    level: '91000.25',
  });
  await source.value('loans.updateSettings', { intervalSeconds: 120, watchProfiles: { [profile.id]: true } });
  await source.value('preferences.update', { theme: 'dark', language: 'de', dateStyle: 'iso' });
  const statements = [
    await statement(source, '100001', '{"state":"Completed","reportData":{"items":[1]}}'),
    await statement(source, '100002', '{"state":"Completed","reportData":{"items":[2]}}'),
  ];
  const created = await source.value<{ fileName: string; statements: number }>('backup.create', {
    includeArchive: true,
  });
  const text = await readFile(join(source.services.appInfo.dataFolder, created.fileName), 'utf8');
  await source.services.shutdown();
  return { text, created, statements };
}

/** The page's side: the file in pieces, then the plan. */
async function upload(target: App, text: string): Promise<RestorePlanView> {
  const total = Math.ceil(text.length / BACKUP_CHUNK_CHARS);
  for (let index = 0; index < total; index += 1)
    await target.value('backup.upload', {
      uploadId: UPLOAD,
      index,
      total,
      text: text.slice(index * BACKUP_CHUNK_CHARS, (index + 1) * BACKUP_CHUNK_CHARS),
    });
  return target.value<RestorePlanView>('backup.plan', { uploadId: UPLOAD });
}

describe('restore in the running app', () => {
  it('puts every piece back through the service that owns it: held in memory at once, the window told, not undone by the next save', async () => {
    const { text, created } = await officeApp();
    expect(created.statements).toBe(2);
    // The user says yes: the backup's limits are above a new profile's defaults.
    const confirm = dialog(true);
    const target = await app(confirm);
    try {
      const plan = await upload(target, text);
      // Nothing changed by the plan.
      expect(target.services.profiles.records()).toHaveLength(0);
      expect(target.services.preferences.get().theme).not.toBe('dark');
      expect(plan.secretsToEnter).toEqual(['Trading desk']);
      expect(plan.items.filter((item) => item.part === 'archive').map((item) => item.change)).toEqual([
        'added',
        'added',
      ]);

      await target.value('backup.restore', { uploadId: UPLOAD });
      expect(confirm.asked.map((request) => request.title)).toEqual(['Raise trading limits']);
      const [restored] = target.services.profiles.records();
      expect(restored).toMatchObject({ name: 'Trading desk', baseUrl: 'https://api.example.com', secretOrigin: null });
      expect(target.services.preferences.get()).toMatchObject({ theme: 'dark', language: 'de', dateStyle: 'iso' });
      expect(await target.services.guards.limits.get(restored!.id)).toMatchObject({ maxOrderValue: '25000.50' });
      expect(target.services.priceAlerts.list()).toEqual([
        expect.objectContaining({ profileId: restored!.id, symbol: 'BTC', level: '91000.25' }),
      ]);
      expect(target.services.loans.settings()).toMatchObject({
        intervalSeconds: 120,
        profiles: [expect.objectContaining({ profileId: restored!.id, watched: true })],
      });
      expect((await target.services.reports.archive.list()).map((entry) => entry.customer).sort()).toEqual([
        '100001',
        '100002',
      ]);
      const told = target.events.map((entry) => entry.event);
      expect(told).toEqual(
        expect.arrayContaining(['profilesChanged', 'activeProfileChanged', 'preferencesChanged', 'priceAlertsChanged']),
      );

      // The services' next saves start from the restored state (nothing of the old state written back over it).
      await target.value('preferences.update', { dateStyle: 'locale' });
      const saved = JSON.parse(await readFile(join(target.services.appInfo.dataFolder, 'preferences.json'), 'utf8'));
      expect(saved.preferences).toMatchObject({ theme: 'dark', language: 'de', dateStyle: 'locale' });
    } finally {
      await target.services.shutdown();
    }
  });

  it('asks before raising a limit, as raising it by hand does, and changes nothing when the answer is no', async () => {
    const { text } = await officeApp();
    const confirm = dialog();
    const target = await app(confirm);
    try {
      // The same profile set up by hand on the new machine, with lower limits.
      const mine = await target.value<{ id: string }>('profiles.create', {
        name: 'Trading desk',
        environment: 'production',
        baseUrl: 'https://api.example.com',
        apiKey: 'key-trading',
        limits: { ...MODEST_LIMITS, maxOrderValue: '1000' },
      });
      const plan = await upload(target, text);
      expect(plan.raised).toEqual([
        {
          profileId: mine.id,
          profile: 'Trading desk',
          limits: [{ limit: 'maxOrderValue', before: '1000', after: '25000.50' }],
        },
      ]);

      const declined = await target.dispatch('backup.restore', { uploadId: UPLOAD });
      expect(declined).toMatchObject({
        ok: false,
        error: { kind: 'limit', message: 'Raising the limits was not confirmed; nothing was restored.' },
      });
      const asked = confirm.asked.at(-1)!;
      expect(asked).toMatchObject({ title: 'Raise trading limits', confirmLabel: 'Raise limits' });
      expect(asked.detail).toBe('Trading desk\nMax notional per order: 1,000.00 → 25,000.50');
      expect(await target.services.guards.limits.get(mine.id)).toMatchObject({ maxOrderValue: '1000' });
      expect(target.services.preferences.get().theme).not.toBe('dark');
      expect(target.services.priceAlerts.list()).toEqual([]);

      confirm.raise = true;
      await target.value('backup.restore', { uploadId: UPLOAD });
      expect(await target.services.guards.limits.get(mine.id)).toMatchObject({ maxOrderValue: '25000.50' });
      expect(target.services.profiles.records()).toHaveLength(1);
    } finally {
      await target.services.shutdown();
    }
  });

  it('in browser mode, where no dialog can ask, refuses a restore that raises a limit and says where it can be done', async () => {
    const { text } = await officeApp();
    const target = await app(CANNOT_CONFIRM);
    try {
      await upload(target, text);
      const refused = await target.dispatch('backup.restore', { uploadId: UPLOAD });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          kind: 'limit',
          message:
            'Restoring this backup raises the trading limits of these profiles: Trading desk; this needs your confirmation in a dialog the browser cannot show: use the desktop app, or `desk restore FILE --yes` (SVC Desk closed). Nothing was restored.',
        },
      });
      expect(target.services.profiles.records()).toHaveLength(0);
      expect(target.services.preferences.get().theme).not.toBe('dark');
    } finally {
      await target.services.shutdown();
    }
  });

  it('keeps an archived statement of the same id as it is, and applies only the plan it showed', async () => {
    const { text, statements } = await officeApp();
    const target = await app(dialog(true));
    try {
      // The first statement is here already (same id), with this machine's own bytes.
      const raw = Buffer.from('{"state":"Completed","reportData":{"items":["here"]}}');
      const { restoreEntry } = target.services.reports.archive;
      const { createHash } = await import('node:crypto');
      const sha256 = createHash('sha256').update(raw).digest('hex');
      await restoreEntry.call(
        target.services.reports.archive,
        { ...statements[0]!, sha256, bytes: raw.byteLength },
        raw,
      );

      const plan = await upload(target, text);
      expect(plan.items.filter((item) => item.part === 'archive')).toEqual([
        expect.objectContaining({ id: statements[0]!.id, change: 'kept' }),
        expect.objectContaining({ id: statements[1]!.id, change: 'added' }),
      ]);
      // The data changes after the plan was shown (the preferences set as the backup has them, elsewhere):
      // the restore refuses, as what it would do is no longer what was shown.
      expect(plan.items).toContainEqual(expect.objectContaining({ part: 'preferences', change: 'replaced' }));
      await target.value('preferences.update', { theme: 'dark', language: 'de', dateStyle: 'iso' });
      const changed = await target.dispatch('backup.restore', { uploadId: UPLOAD });
      expect(changed).toMatchObject({ ok: false, error: { kind: 'conflict' } });
      expect(target.services.profiles.records()).toHaveLength(0);

      await upload(target, text);
      await target.value('backup.restore', { uploadId: UPLOAD });
      const kept = await readFile(target.services.reports.archive.rawPath(statements[0]!.id));
      expect(kept.equals(raw)).toBe(true);
      expect((await target.services.reports.archive.check(statements[1]!.id)).intact).toBe(true);
    } finally {
      await target.services.shutdown();
    }
  });

  it('refuses pieces out of order or a file larger than a backup, and a tampered statement, with a clear reason', async () => {
    const { text, statements } = await officeApp();
    const target = await app();
    try {
      const skipped = await target.dispatch('backup.upload', { uploadId: UPLOAD, index: 1, total: 2, text: 'x' });
      expect(skipped).toMatchObject({ ok: false, error: { kind: 'validation' } });
      const huge = await target.dispatch('backup.upload', {
        uploadId: UPLOAD,
        index: 0,
        total: 1,
        text: 'x'.repeat(BACKUP_CHUNK_CHARS + 1),
      });
      expect(huge).toMatchObject({ ok: false, error: { kind: 'validation' } });

      // A statement's bytes changed and the part's checksum made again: its own SHA-256 still gives it away.
      const file = JSON.parse(text);
      const archive = file.parts.archive.data;
      archive.statements[1].raw = Buffer.from('{"state":"Completed","reportData":{"items":[3]}}').toString('base64');
      const { createHash } = await import('node:crypto');
      file.parts.archive.sha256 = createHash('sha256').update(JSON.stringify(archive)).digest('hex');
      const total = 1;
      await target.value('backup.upload', { uploadId: UPLOAD, index: 0, total, text: JSON.stringify(file) });
      const refused = await target.dispatch('backup.plan', { uploadId: UPLOAD });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          kind: 'validation',
          message: `The archived statement ${statements[1]!.id} in this backup does not match its checksum: the file was changed or damaged. Nothing was changed.`,
        },
      });
    } finally {
      await target.services.shutdown();
    }
  });
});
