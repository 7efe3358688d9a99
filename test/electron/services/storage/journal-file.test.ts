import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JournalFile, type JournalSpec } from '../../../../electron/services/storage/journal-file';
import { legacyEntriesDocument } from '../../../../electron/services/storage/journal-read';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';
import { messages as frMessages } from '../../../../shared/i18n/catalogue/fr/index';
import { messages as deMessages } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';
import type { ErrorWords } from '../../../../electron/services/errors';
import type { Message } from '../../../../shared/i18n/message';

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
  legacy: legacyEntriesDocument(1),
};
const HEADER = `${JSON.stringify({ journal: 'items', version: 2 })}\n`;
const line = (item: Item) => `${JSON.stringify({ put: item })}\n`;

async function openIn(text: string | null) {
  const dir = await tempDir();
  const path = join(dir, 'items.journal');
  if (text !== null) await writeFile(path, text);
  const notices: string[] = [];
  const opened = await JournalFile.open(path, SPEC, {
    notice: (notice) => notices.push(said(notice.message)),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  });
  return { dir, path, notices, ...opened };
}

describe('journal file', () => {
  it('appends changes after a header, fsynced, and reads back the latest record of each key in first-journaled order', async () => {
    const { path, file } = await openIn(null);
    await file.append([{ put: { id: 'a', amount: '1' } }, { put: { id: 'b', amount: '2' } }]);
    await file.append([
      { put: { id: 'a', amount: '0.100000000000000001' } },
      { remove: 'b' },
      { put: { id: 'c', amount: '3' } },
    ]);
    await file.close();
    expect((await readFile(path, 'utf8')).startsWith(HEADER)).toBe(true);
    const again = await JournalFile.open(path, SPEC);
    expect(again.records).toEqual([
      { id: 'a', amount: '0.100000000000000001' },
      { id: 'c', amount: '3' },
    ]);
    expect(again.skipped).toBe(0);
    expect(again.file.lines).toBe(5);
  });

  it('sets a torn last line aside with a notice, keeps the rest, and appends on a clean file', async () => {
    const { dir, path, notices, records, skipped, file } = await openIn(
      `${HEADER}${line({ id: 'a', amount: '1' })}{"put":{"id":"b","amo`,
    );
    expect(records).toEqual([{ id: 'a', amount: '1' }]);
    expect(skipped).toBe(1);
    expect(notices).toEqual([expect.stringContaining('The trading order journal: 1 line could not be read')]);
    const aside = (await readdir(dir)).filter((name) => name.startsWith('items.journal.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0] as string), 'utf8')).toContain('{"put":{"id":"b","amo');
    await file.append([{ put: { id: 'c', amount: '3' } }]);
    await file.close();
    expect((await JournalFile.open(path, SPEC)).records.map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('skips garbage and records that fail the schema line by line', async () => {
    const { records, skipped, notices } = await openIn(
      `${HEADER}\u0000\u0001garbage\n${line({ id: 'a', amount: '1' })}{"put":{"id":7}}\n[1,2]\n`,
    );
    expect(records).toEqual([{ id: 'a', amount: '1' }]);
    expect(skipped).toBe(3);
    expect(notices).toHaveLength(1);
  });

  it("sets a newer version's file aside untouched and starts empty: the app still starts", async () => {
    const newer = `${JSON.stringify({ journal: 'items', version: 3 })}\n{"put":{"id":"a","amount":"1","extra":true}}\n`;
    const { dir, path, records, notices } = await openIn(newer);
    expect(records).toEqual([]);
    expect(notices).toEqual([expect.stringContaining('newer version of SVC Desk (format version 3)')]);
    const aside = (await readdir(dir)).filter((name) => name.includes('.newer-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0] as string), 'utf8')).toBe(newer);
    await expect(readFile(path)).rejects.toThrow();
  });

  it('sets a file that is no journal at all (binary garbage, another journal kind) aside whole', async () => {
    for (const text of [
      '\u0000\u0001\u0002 not json at all',
      `${JSON.stringify({ journal: 'orders', version: 2 })}\n`,
    ]) {
      const { dir, records, notices } = await openIn(text);
      expect(records).toEqual([]);
      expect(notices).toEqual([expect.stringContaining('could not be read')]);
      expect((await readdir(dir)).some((name) => name.includes('.corrupt-'))).toBe(true);
    }
  });

  it('reads the format from before the module and writes it again in this one', async () => {
    const { path, records, notices } = await openIn(
      JSON.stringify({ version: 1, entries: [{ id: 'a', amount: '1' }, { id: 'b' }] }),
    );
    expect(records).toEqual([{ id: 'a', amount: '1' }]);
    expect(notices).toHaveLength(1);
    expect(await readFile(path, 'utf8')).toBe(HEADER + line({ id: 'a', amount: '1' }));
  });

  it('compacts atomically to the records chosen from what is on disk', async () => {
    const { path, file } = await openIn(null);
    await file.append([{ put: { id: 'a', amount: '1' } }, { put: { id: 'b', amount: '2' } }]);
    const compacted = await file.compact((found) => found.filter((item) => item.id === 'b'));
    expect(compacted).toEqual({
      found: [
        { id: 'a', amount: '1' },
        { id: 'b', amount: '2' },
      ],
      kept: [{ id: 'b', amount: '2' }],
    });
    expect(file.lines).toBe(1);
    await file.append([{ put: { id: 'c', amount: '3' } }]);
    await file.close();
    expect(await readFile(path, 'utf8')).toBe(HEADER + line({ id: 'b', amount: '2' }) + line({ id: 'c', amount: '3' }));
  });
});

describe('journal compaction as housekeeping (tidy)', () => {
  it('answers null and says so once when the compaction fails, leaving the file as it was; compact() itself still throws', async () => {
    const { path, file, notices } = await openIn(null);
    await file.append([{ put: { id: 'a', amount: '1' } }]);
    // Replaced meanwhile by a file this version cannot read (another process of a newer version, say).
    const newer = `${JSON.stringify({ journal: 'items', version: 3 })}\n`;
    await writeFile(path, newer);
    expect(await file.tidy((found) => found)).toBeNull();
    expect(await file.tidy((found) => found)).toBeNull();
    expect(notices).toEqual([
      expect.stringContaining(
        'The trading order journal could not be compacted, so it keeps growing; nothing in it was lost.',
      ),
    ]);
    await expect(file.compact((found) => found)).rejects.toMatchObject({ kind: 'storage' });
    expect(await readFile(path, 'utf8')).toBe(newer);
    await file.close();
  });
});

describe('a journal’s notices in the reader’s language', () => {
  async function noticesOf(text: string) {
    const dir = await tempDir();
    const path = join(dir, 'items.journal');
    await writeFile(path, text);
    const notices: { title: Message; message: ErrorWords }[] = [];
    await JournalFile.open(path, SPEC, {
      notice: (notice) => notices.push(notice),
      now: () => new Date('2026-01-02T03:04:05.000Z'),
    });
    return notices;
  }
  const english = /\b(the|journal was|could not|lines?|kept|set aside|was|new one|started|read)\b/i;

  it('says lines were set aside in German, title and message, with a German plural', async () => {
    const notices = await noticesOf(`${HEADER}${line({ id: 'a', amount: '1' })}garbage\n{"put":{"id":"b","amo`);
    const de = createTranslator('de', 'de-CH', deMessages);
    expect(notices).toHaveLength(1);
    const [notice] = notices as [(typeof notices)[number]];
    expect(de.format(notice.title)).toBe('Das Journal der Handelsaufträge beiseitegelegt');
    const shown = said(notice.message, de);
    expect(shown).toMatch(/^Das Journal der Handelsaufträge: 2 Zeilen konnten nicht gelesen werden/);
    expect(shown.replace(/\S*items\.journal\S*/g, '')).not.toMatch(english);
  });

  it('says a newer version’s journal was set aside in French', async () => {
    const notices = await noticesOf(`${JSON.stringify({ journal: 'items', version: 3 })}\n`);
    const fr = createTranslator('fr', 'fr-CH', frMessages);
    const shown = notices.map((notice) => said(notice.message, fr));
    expect(shown).toEqual([
      expect.stringMatching(
        /^Le journal des ordres de négoce a été écrit par une version plus récente de SVC Desk \(version de format 3\)/,
      ),
    ]);
    expect(shown[0]?.replace(/\S*items\.journal\S*/g, '')).not.toMatch(english);
  });
});
