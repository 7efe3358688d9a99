import { appendFile, rename, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JournalFollower } from '../../../../electron/services/storage/journal-follow';
import type { JournalSpec } from '../../../../electron/services/storage/journal-file';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

interface Item {
  id: string;
  amount: string;
}
const SPEC: JournalSpec<Item> = {
  kind: 'items',
  subject: 'tradingJournal',
  version: 2,
  record: z.object({ id: z.string(), amount: z.string() }),
  keyOf: (item) => item.id,
};
const HEADER = `${JSON.stringify({ journal: 'items', version: 2 })}\n`;
const line = (id: string, amount: string) => `${JSON.stringify({ put: { id, amount } })}\n`;

async function following(text: string | null) {
  const path = join(await tempDir(), 'items.journal');
  if (text !== null) await writeFile(path, text);
  const follower = new JournalFollower(path, SPEC);
  return { path, read: async () => (await follower.records()).map((item) => `${item.id}=${item.amount}`) };
}

// Every read must answer what reading the whole file now would: the pre-trade limits count from it.
describe('journal follower', () => {
  it('sees what any writer appended since the last read, and a missing file as empty', async () => {
    const { path, read } = await following(null);
    expect(await read()).toEqual([]);
    await writeFile(path, HEADER + line('a', '1'));
    expect(await read()).toEqual(['a=1']);
    await appendFile(path, line('b', '2') + line('a', '3') + `${JSON.stringify({ remove: 'b' })}\n`);
    expect(await read()).toEqual(['a=3']);
    await appendFile(path, line('c', '4'));
    expect(await read()).toEqual(['a=3', 'c=4']);
  });

  it('leaves a torn last line for the next read, when it is whole', async () => {
    const { path, read } = await following(HEADER + line('a', '1'));
    expect(await read()).toEqual(['a=1']);
    const next = line('b', '2');
    await appendFile(path, next.slice(0, 10));
    expect(await read()).toEqual(['a=1']);
    await appendFile(path, next.slice(10));
    expect(await read()).toEqual(['a=1', 'b=2']);
  });

  it('reads the whole file again after it was replaced (a compaction), cut back, or undone and written over', async () => {
    const { path, read } = await following(HEADER + line('a', '1') + line('b', '2'));
    expect(await read()).toEqual(['a=1', 'b=2']);
    // A compaction by another process: a new file in its place, shorter than what was read.
    await writeFile(`${path}.tmp`, HEADER + line('b', '2'));
    await rename(`${path}.tmp`, path);
    expect(await read()).toEqual(['b=2']);
    // An append undone after a failed write (a full disk) and another one of the same length written in its place.
    const before = HEADER.length + line('b', '2').length;
    await appendFile(path, line('x', '9'));
    expect(await read()).toEqual(['b=2', 'x=9']);
    await truncate(path, before);
    await appendFile(path, line('y', '8'));
    expect(await read()).toEqual(['b=2', 'y=8']);
    // Cut back alone.
    await truncate(path, before);
    expect(await read()).toEqual(['b=2']);
  });

  it('reads a file of another kind or a newer version as empty', async () => {
    const other = await following(`${JSON.stringify({ journal: 'other', version: 2 })}\n${line('a', '1')}`);
    expect(await other.read()).toEqual([]);
    const newer = await following(`${JSON.stringify({ journal: 'items', version: 3 })}\n${line('a', '1')}`);
    expect(await newer.read()).toEqual([]);
  });
});
