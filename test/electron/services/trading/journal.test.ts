import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OrderJournal, type JournalRecord } from '../../../../electron/services/trading/journal';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';

const tempDir = useTempDirs();

function entry(id: string, state: JournalRecord['state']): JournalRecord {
  return {
    kind: 'order',
    id,
    profileId: 'p',
    customer: '100001',
    state,
    clientOrderId: id,
    cancelRequestId: null,
    request: { symbol: 'BTC', quantity: '0.100000000000000001' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    sends: 1,
    order: null,
    message: null,
  };
}

describe('order journal', () => {
  it('keeps the last version of each entry across a reopen, decimals as exact text', async () => {
    const path = join(await tempDir(), 'j.jsonl');
    const journal = await OrderJournal.open(path);
    await journal.put(entry('a', 'pending-send'));
    await journal.put(entry('b', 'pending-send'));
    await journal.put({ ...entry('a', 'acknowledged') });
    await journal.close();
    const again = await OrderJournal.open(path);
    expect(again.get('order', 'a')?.state).toBe('acknowledged');
    expect(again.unfinished().map((e) => e.id)).toEqual(['b']);
    expect(again.get('order', 'b')?.request['quantity']).toBe('0.100000000000000001');
    await again.close();
  });

  it('skips a torn last line (a crash mid-write) and appends on a fresh line', async () => {
    const path = join(await tempDir(), 'j.jsonl');
    await writeFile(path, `${JSON.stringify(entry('a', 'pending-send'))}\n{"kind":"order","id":"b","sta`);
    const journal = await OrderJournal.open(path);
    expect(journal.skippedLines).toBe(1);
    expect(journal.unfinished().map((e) => e.id)).toEqual(['a']);
    await journal.put(entry('c', 'pending-send'));
    await journal.close();
    const again = await OrderJournal.open(path);
    expect(again.unfinished().map((e) => e.id)).toEqual(['a', 'c']);
    await again.close();
  });

  it('compaction keeps every unfinished entry and drops superseded lines', async () => {
    const path = join(await tempDir(), 'j.jsonl');
    const journal = await OrderJournal.open(path);
    // Lazy writes ride along with the next durable one (group commit): one fsync for all of them.
    const lazy: Promise<void>[] = [];
    for (let i = 0; i < 300; i += 1) {
      lazy.push(journal.put(entry(`done-${i}`, 'pending-send'), 'lazy'));
      lazy.push(journal.put(entry(`done-${i}`, 'acknowledged'), 'lazy'));
    }
    await journal.put(entry('open', 'unknown'));
    await Promise.all(lazy);
    // The header line, then one line per change.
    expect((await readFile(path, 'utf8')).trim().split('\n')).toHaveLength(1 + 601);
    await journal.compact();
    await journal.close();
    const text = await readFile(path, 'utf8');
    const again = await OrderJournal.open(path);
    expect(again.unfinished().map((e) => e.id)).toEqual(['open']);
    expect(text.trim().split('\n').length).toBeLessThanOrEqual(1 + 201);
    await again.close();
  });

  it('refuses writes once closed (nothing is written after shutdown)', async () => {
    const path = join(await tempDir(), 'j.jsonl');
    const journal = await OrderJournal.open(path);
    await journal.close();
    await expect(journal.put(entry('a', 'pending-send'))).rejects.toThrow(/closed/);
    await appendFile(path, '');
    expect(await readFile(path, 'utf8')).toBe('');
  });
});

describe('order journal: damaged files never stop the start', () => {
  it('reads the headerless format of earlier versions and sets garbage lines aside with a notice', async () => {
    const dir = await tempDir();
    const path = join(dir, 'j.jsonl');
    await writeFile(
      path,
      `${JSON.stringify(entry('a', 'unknown'))}\n\u0000garbage\u0001\n${JSON.stringify(entry('b', 'acknowledged'))}\n`,
    );
    const notices: string[] = [];
    const journal = await OrderJournal.open(path, { notice: (notice) => notices.push(said(notice.message)) });
    expect(journal.unfinished().map((e) => e.id)).toEqual(['a']);
    expect(journal.get('order', 'b')?.state).toBe('acknowledged');
    expect(notices).toEqual([expect.stringContaining('The trading order journal: 1 line could not be read')]);
    await journal.close();
    expect((await readFile(path, 'utf8')).split('\n')[0]).toBe('{"journal":"trading-orders","version":2}');
  });

  it("sets a newer version's journal aside and starts with an empty one", async () => {
    const path = join(await tempDir(), 'j.jsonl');
    await writeFile(path, `{"journal":"trading-orders","version":9}\n{"put":{}}\n`);
    const notices: string[] = [];
    const journal = await OrderJournal.open(path, { notice: (notice) => notices.push(said(notice.message)) });
    expect(journal.all()).toEqual([]);
    expect(notices).toEqual([expect.stringContaining('newer version')]);
    await journal.close();
  });
});
