import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../../electron/services/app-services';
import { ReportArchive } from '../../../electron/services/reports/archive';
import { TRADING_FILES } from '../../../electron/services/trading/trading-service';
import { replayFileOf } from '../../../electron/simulator/server/replay-window';
import { startApp } from '../ipc/harness';
import { MemorySecretStore } from './helpers/memory-secret-store';
import { noticeWhere } from './helpers/notices';
import { useTempDirs } from './helpers/temp-dir';

const tempDir = useTempDirs();
const PENDING_REPORTS = join(DATA_FILES.reportsArchive, 'pending-reports.json');

/** The damaged copies kept beside a file: `<name>.corrupt-<time>`, with their content. */
async function keptCopiesOf(dataDir: string, file: string): Promise<string[]> {
  const folder = join(dataDir, file, '..');
  const base = file.split('/').pop() as string;
  const names = (await readdir(folder)).filter((name) => name.startsWith(`${base}.corrupt-`));
  return Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')));
}

describe('damage that used to pass without a word', () => {
  it('an empty journal (orders, staking, reports in progress) is said at start and the empty file is kept aside', async () => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, DATA_FILES.reportsArchive));
    for (const file of [TRADING_FILES.journal, DATA_FILES.stakingJournal, PENDING_REPORTS])
      await writeFile(join(dataDir, file), '');
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
    try {
      for (const [title, file] of [
        ['The trading order journal', TRADING_FILES.journal],
        ['The staking order journal', DATA_FILES.stakingJournal],
        // Read in the background at start (jobs to resume).
        ['The journal of reports in progress', PENDING_REPORTS],
      ] as const) {
        const said = await noticeWhere(
          app.services,
          ({ message }) => message.startsWith(`${title} was empty`) && message.includes(join(dataDir, file)),
        );
        expect(said, title).not.toBeNull();
        expect(await keptCopiesOf(dataDir, file)).toEqual(['']);
      }
    } finally {
      await app.services.shutdown();
    }
  });

  it('a request log cut short is said at start, kept aside whole, and a new log is started', async () => {
    const dataDir = await tempDir();
    const torn = '{"id":1,"method":"GET"}\n{"id":2,"meth';
    // The request log lives in the data folder's logs folder (storage/app-folders.ts).
    const logs = join(dataDir, 'logs');
    await mkdir(logs, { recursive: true });
    await writeFile(join(logs, DATA_FILES.requestLog), torn);
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
    try {
      const notice = app.services.notices.list().find((candidate) => candidate.title === 'Request log set aside');
      expect(notice?.message).toContain(`(${join(logs, DATA_FILES.requestLog)}) was cut short`);
      expect(await keptCopiesOf(logs, DATA_FILES.requestLog)).toEqual([torn]);
    } finally {
      await app.services.shutdown();
    }
  });

  it("the local simulator's damaged nonce record is said at start and kept aside", async () => {
    const dataDir = await tempDir();
    const nonceFile = replayFileOf(join(dataDir, DATA_FILES.simulatorState));
    await writeFile(nonceFile, '{"clean":true,"nonces":[["ab');
    // No simulator needed: the record is judged before one starts.
    const app = await startApp({
      dataDir,
      store: new MemorySecretStore(),
      start: () => Promise.reject(new Error('no simulator in this test')),
    });
    try {
      await app.services.simulator;
      const notice = app.services.notices
        .list()
        .find((candidate) => candidate.title === 'Local simulator nonce record set aside');
      expect(notice?.message).toContain(`(${nonceFile}) is not readable`);
      expect(await keptCopiesOf(dataDir, nonceFile.slice(dataDir.length + 1))).toEqual([
        '{"clean":true,"nonces":[["ab',
      ]);
    } finally {
      await app.services.shutdown();
    }
  });

  it('an archived statement damaged after saving is said at start (its files are left as they are)', async () => {
    const dataDir = await tempDir();
    const archive = new ReportArchive(join(dataDir, DATA_FILES.reportsArchive));
    const manifest = await archive.save(Buffer.from('{"state":"Completed","reportData":{}}'), {
      kind: 'account-orders',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      customer: '1',
      customerName: null,
      profileId: 'p',
      profileName: 'Prod',
      environment: 'Production',
      reportId: 'r-1',
      serverTime: '2026-01-01T00:00:00.000Z',
      appVersion: 'test',
      rowCounts: {},
    });
    const raw = join(dataDir, DATA_FILES.reportsArchive, `${manifest.id}.json`);
    await writeFile(raw, '{"state":"Completed","reportData":{}');
    const app = await startApp({ dataDir, store: new MemorySecretStore(), start: null });
    try {
      const notice = await noticeWhere(
        app.services,
        (candidate) => candidate.title === 'An archived statement is damaged',
      );
      expect(notice?.message).toContain(`${manifest.id}.json no longer matches the SHA-256`);
      expect(await readFile(raw, 'utf8')).toBe('{"state":"Completed","reportData":{}');
    } finally {
      await app.services.shutdown();
    }
  });
});
