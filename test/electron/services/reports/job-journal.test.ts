import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportJobJournal, type JournalEntry } from '../../../../electron/services/reports/job-journal';
import { openDescriptorsOf } from '../helpers/open-files';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();

function job(jobId: string): JournalEntry {
  return {
    jobId,
    profileId: 'p',
    customer: '100001',
    customerName: null,
    params: {
      kind: 'exchange-rates',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      referenceCurrency: 'CHF',
    } as JournalEntry['params'],
    state: 'created',
    reportId: `r-${jobId}`,
    startedAt: '2026-01-01T00:00:00.000Z',
  };
}

async function journalIn(text: string | null) {
  const dir = await tempDir();
  const path = join(dir, 'reports', 'pending-reports.json');
  if (text !== null) {
    await mkdir(join(dir, 'reports'));
    await writeFile(path, text);
  }
  const notices: string[] = [];
  return {
    dir,
    path,
    notices,
    journal: new ReportJobJournal(path, { notice: (notice) => notices.push(said(notice.message)) }),
  };
}

describe('report job journal', () => {
  it('keeps jobs across a restart until removed, creating its folder on first write', async () => {
    const { path, journal } = await journalIn(null);
    expect(await journal.load()).toEqual([]);
    await journal.put(job('a'));
    await journal.put(job('b'));
    await journal.remove('a');
    expect(await new ReportJobJournal(path).load()).toEqual([job('b')]);
    // Closed as the app closes it at shutdown (a handle left to the garbage collector fails the file: DEP0137).
    await journal.close();
  });

  it('reads the version 1 document of earlier versions', async () => {
    const { journal } = await journalIn(JSON.stringify({ version: 1, entries: [job('a')] }));
    expect(await journal.load()).toEqual([job('a')]);
  });

  it('a torn, garbage or newer journal is set aside with a notice instead of silently treated as empty', async () => {
    const header = '{"journal":"report-jobs","version":2}\n';
    for (const [text, kept, words] of [
      [`${header}${JSON.stringify({ put: job('a') })}\n{"put":{"jobId":"b`, ['a'], 'could not be read'],
      ['\u0000 garbage', [], 'could not be read'],
      ['{"journal":"report-jobs","version":5}\n', [], 'newer version'],
    ] as const) {
      const { journal, notices, dir } = await journalIn(text);
      expect((await journal.load()).map((entry) => entry.jobId)).toEqual(kept);
      expect(notices).toEqual([expect.stringContaining(words)]);
      expect((await readdir(join(dir, 'reports'))).some((name) => /\.(corrupt|newer)-/.test(name))).toBe(true);
    }
  });

  it('closes its file at shutdown; a later write opens it again', async () => {
    const { path, journal } = await journalIn(null);
    await journal.put(job('a'));
    expect(await openDescriptorsOf(path)).toBe(1);
    await journal.close();
    expect(await openDescriptorsOf(path)).toBe(0);
    await journal.put(job('b'));
    expect(await new ReportJobJournal(path).load()).toEqual([job('a'), job('b')]);
    await journal.close();
  });
});

describe('report job journal shared by two processes (the app and the desk command on one data folder)', () => {
  it("keeps the other's jobs when one removes its last, and the other's next write lands in the file both read", async () => {
    const { path, journal: app } = await journalIn(null);
    const desk = new ReportJobJournal(path);
    expect(await app.load()).toEqual([]);
    expect(await desk.load()).toEqual([]);
    await app.put(job('app-1'));
    await desk.put(job('desk-1'));
    await app.remove('app-1');
    await desk.put(job('desk-2'));
    await Promise.all([app.close(), desk.close()]);
    expect((await new ReportJobJournal(path).load()).map((entry) => entry.jobId)).toEqual(['desk-1', 'desk-2']);
  });
});
