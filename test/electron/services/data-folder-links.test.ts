import { chmod, lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMainErrorHandler, MAIN_ERROR_LOG } from '../../../electron/main/error-log';
import { DATA_FILES } from '../../../electron/services/app-services';
import { ReportArchive } from '../../../electron/services/reports/archive';
import { createRotatingFile } from '../../../electron/services/request-log/rotating-file';
import { tightenFolder } from '../../../electron/services/storage/private-folder';
import { OrderJournal, newJournalRecord } from '../../../electron/services/trading/journal';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import { startApp } from '../ipc/harness';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { useTempDirs } from './helpers/temp-dir';

const tempDir = useTempDirs();
const posix = process.platform !== 'win32';

/** A folder outside the data folder holding the links' targets: a folder (0755) and files (0644) with known content. */
async function targets() {
  const elsewhere = await tempDir();
  const folder = join(elsewhere, 'someone-elses-folder');
  await mkdir(folder, { mode: 0o755 });
  await chmod(folder, 0o755);
  const file = async (name: string, content = `${name} as it was\n`) => {
    const path = join(elsewhere, name);
    await writeFile(path, content, { mode: 0o644 });
    await chmod(path, 0o644);
    return path;
  };
  return { folder, file };
}

/** What a target is now: its mode and content (a folder: its names). */
async function stateOf(path: string): Promise<{ mode: number; content: string }> {
  const info = await stat(path);
  return {
    mode: info.mode & 0o777,
    content: info.isDirectory() ? (await readdir(path)).join(',') : await readFile(path, 'utf8'),
  };
}

function orderEntry(id: string) {
  return newJournalRecord(
    { kind: 'order', id, profileId: 'p', customer: 'c', clientOrderId: id, request: { symbol: 'BTC' } },
    new Date(),
    null,
  );
}

describe.skipIf(!posix)('links planted in the data folder', () => {
  it('are set aside at start with a notice each, and no target is touched (written or chmod-ed)', async () => {
    const dataDir = join(await tempDir(), 'data');
    await mkdir(dataDir, { recursive: true });
    const { folder, file } = await targets();
    const planted = {
      [DATA_FILES.reportsArchive]: folder,
      [DATA_FILES.requestLog]: await file('log-target'),
      [TRADING_FILES.journal]: await file('journal-target'),
      [MAIN_ERROR_LOG]: await file('errors-target'),
    };
    for (const [name, target] of Object.entries(planted)) await symlink(target, join(dataDir, name));
    const before = await Promise.all(Object.values(planted).map(stateOf));

    const app = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
    try {
      for (const name of Object.keys(planted)) {
        const info = await lstat(join(dataDir, name)).catch(() => null);
        expect(info?.isSymbolicLink() ?? false).toBe(false);
        expect((await readdir(dataDir)).some((entry) => entry.startsWith(`${name}.link-`))).toBe(true);
      }
      const notices = app.services.notices
        .list()
        .filter((notice) => notice.title === 'Link in the data folder set aside');
      expect(notices).toHaveLength(4);
      expect(notices.map((notice) => notice.message).join('\n')).toContain(
        `${planted[DATA_FILES.reportsArchive]} was not touched`,
      );
    } finally {
      await app.services.shutdown();
    }
    expect(await Promise.all(Object.values(planted).map(stateOf))).toEqual(before);

    // The links set aside stay as they are at the next start, without another notice.
    const names = (await readdir(dataDir)).sort();
    const next = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
    try {
      expect(
        next.services.notices.list().filter((notice) => notice.title === 'Link in the data folder set aside'),
      ).toEqual([]);
      expect((await readdir(dataDir)).filter((name) => name.includes('.link-')).sort()).toEqual(
        names.filter((name) => name.includes('.link-')),
      );
    } finally {
      await next.services.shutdown();
    }
  });

  it('are refused when planted while the app runs: appends, the error log, the archive and folder modes never follow them', async () => {
    const dataDir = await tempDir();
    const { folder, file } = await targets();

    // A journal to all appearances (opening reads it), so the append is what meets the link.
    const journalText = `${JSON.stringify({ journal: 'trading-orders', version: 2 })}\n`;
    const journalTarget = await file('journal-target', journalText);
    await symlink(journalTarget, join(dataDir, TRADING_FILES.journal));
    const journal = await OrderJournal.open(join(dataDir, TRADING_FILES.journal));
    await expect(journal.put(orderEntry('svco-1'))).rejects.toMatchObject({
      kind: 'storage',
      message: expect.stringContaining('it is a link'),
    });
    await journal.close();

    const logTarget = await file('log-target');
    await symlink(logTarget, join(dataDir, DATA_FILES.requestLog));
    await expect(
      createRotatingFile(join(dataDir, DATA_FILES.requestLog), { maxBytes: 1_000_000, keep: 1 }).append('line\n'),
    ).rejects.toMatchObject({ code: 'ELOOP' });

    const errorsTarget = await file('errors-target');
    await symlink(errorsTarget, join(dataDir, MAIN_ERROR_LOG));
    const shown: string[] = [];
    createMainErrorHandler({ logsDir: () => dataDir, show: (_title, message) => shown.push(message) })(
      'uncaughtException',
      new Error('boom'),
    );
    expect(shown[0]).toContain('could not be written');

    await symlink(folder, join(dataDir, DATA_FILES.reportsArchive));
    const archive = new ReportArchive(join(dataDir, DATA_FILES.reportsArchive));
    await expect(
      archive.save(Buffer.from('{}'), {
        kind: 'exchange-rates',
        params: { kind: 'exchange-rates', dateFrom: '2025-01-01', dateTo: '2025-01-31', referenceCurrency: 'CHF' },
        customer: '100001',
        customerName: null,
        profileId: 'p',
        profileName: 'Local simulator',
        environment: 'Local simulator',
        reportId: null,
        serverTime: '2025-02-01T00:00:00.000Z',
        appVersion: 'test',
        rowCounts: {},
      } as never),
    ).rejects.toMatchObject({ code: 'ELOOP' });
    await expect(tightenFolder(join(dataDir, DATA_FILES.reportsArchive))).rejects.toMatchObject({ code: 'ELOOP' });

    expect(await stateOf(journalTarget)).toEqual({ mode: 0o644, content: journalText });
    expect(await stateOf(logTarget)).toEqual({ mode: 0o644, content: 'log-target as it was\n' });
    expect(await stateOf(errorsTarget)).toEqual({ mode: 0o644, content: 'errors-target as it was\n' });
    expect(await stateOf(folder)).toEqual({ mode: 0o755, content: '' });
  });

  it('an appended file made 0644 by someone else is private (0600) once the app appends to it', async () => {
    const dataDir = await tempDir();
    const path = join(dataDir, TRADING_FILES.journal);
    await writeFile(path, `${JSON.stringify({ journal: 'trading-orders', version: 2 })}\n`);
    await chmod(path, 0o644);
    const journal = await OrderJournal.open(path);
    await journal.put(orderEntry('svco-2'));
    await journal.close();
    expect((await stat(path)).mode & 0o777).toBe(0o600);

    const log = join(dataDir, DATA_FILES.requestLog);
    await writeFile(log, '');
    await chmod(log, 0o644);
    await createRotatingFile(log, { maxBytes: 1_000_000, keep: 1 }).append('line\n');
    expect((await stat(log)).mode & 0o777).toBe(0o600);
  });
});
