import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StakingJournalEntry } from '../../../../shared/ipc/schemas/staking';
import { StakingJournal } from '../../../../electron/services/staking/journal';
import { openDescriptorsOf } from '../helpers/open-files';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();
const PROFILE = 'p';
const ORIGIN = 'http://127.0.0.1:1';

function entry(id: string, state: StakingJournalEntry['state']): StakingJournalEntry {
  return {
    id,
    profileId: PROFILE,
    origin: ORIGIN,
    customer: '100001',
    type: 'Entry',
    body: {
      fromAccountNumber: '100000000001',
      toAccountNumber: null,
      productId: 'prod',
      amount: '0.100000000000000001',
      externalReference: null,
    },
    state,
    createdAt: `2026-01-01T00:00:0${id.length}.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    attempts: 1,
    message: null,
  };
}

async function open(text: string) {
  const dir = await tempDir();
  const path = join(dir, 'staking-orders.json');
  await writeFile(path, text);
  const notices: string[] = [];
  const journal = await StakingJournal.open(path, { notice: (notice) => notices.push(said(notice.message)) });
  return { dir, path, notices, journal };
}

describe('staking order journal', () => {
  it('reads the version 1 document of earlier versions; a pending entry reopens as unknown', async () => {
    const { journal, notices } = await open(
      JSON.stringify({ version: 1, entries: [entry('a', 'pending'), entry('bb', 'sent')] }),
    );
    expect(journal.get('a')?.state).toBe('unknown');
    expect(journal.get('bb')?.body.amount).toBe('0.100000000000000001');
    expect(notices).toEqual([]);
  });

  it('keeps what it can read of a torn journal (a crash mid-append), with a notice, and still journals', async () => {
    const header = '{"journal":"staking-orders","version":2}\n';
    const { journal, notices, path } = await open(
      `${header}${JSON.stringify({ put: entry('a', 'sent') })}\n{"put":{"id":"b","pro`,
    );
    expect(journal.get('a')?.state).toBe('sent');
    expect(notices).toEqual([expect.stringContaining('could not be read')]);
    await journal.add(entry('ccc', 'pending'));
    expect((await StakingJournal.open(path)).get('ccc')?.state).toBe('unknown');
    await journal.close();
  });

  it("starts (empty, with a notice) on a garbage file or a newer version's, keeping the file aside", async () => {
    for (const [text, words, aside] of [
      ['\u0000\u0001 garbage', 'could not be read', '.corrupt-'],
      ['{"journal":"staking-orders","version":7}\n', 'newer version', '.newer-'],
    ] as const) {
      const { journal, notices, dir } = await open(text);
      expect(journal.list(PROFILE, ORIGIN)).toEqual([]);
      expect(notices).toEqual([expect.stringContaining(words)]);
      expect((await readdir(dir)).some((name) => name.includes(aside))).toBe(true);
    }
  });

  it('closes its file at shutdown, after what was queued', async () => {
    const { journal, path } = await open('');
    const adding = journal.add(entry('a', 'pending'));
    const closing = journal.close();
    await Promise.all([adding, closing]);
    expect(await openDescriptorsOf(path)).toBe(0);
    expect((await StakingJournal.open(path)).get('a')?.state).toBe('unknown');
  });
});
