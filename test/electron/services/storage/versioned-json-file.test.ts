import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  NewerFileError,
  newerFileMessage,
  versionedJsonFile,
} from '../../../../electron/services/storage/versioned-json-file';
import { useTempDirs } from '../helpers/temp-dir';
import { said } from '../helpers/notice-words';
import { setAsideMessage } from '../../../../electron/services/storage/file-words';
import { messages as deMessages } from '../../../../shared/i18n/catalogue/de/index';
import { createTranslator } from '../../../../shared/i18n/translator';

const tempDir = useTempDirs();
const schema = z.object({ version: z.literal(1), items: z.array(z.string()) });
const fixedNow = () => new Date('2026-03-04T05:06:07.089Z');

describe('versionedJsonFile', () => {
  it('reports a missing file', async () => {
    const file = versionedJsonFile(join(await tempDir(), 'f.json'), schema);
    expect(await file.load()).toEqual({ status: 'missing' });
  });

  it('saves and loads', async () => {
    const file = versionedJsonFile(join(await tempDir(), 'f.json'), schema);
    await file.save({ version: 1, items: ['a'] });
    expect(await file.load()).toEqual({ status: 'loaded', data: { version: 1, items: ['a'] } });
  });

  it('refuses to save data its schema rejects, keeping the file', async () => {
    const path = join(await tempDir(), 'f.json');
    const file = versionedJsonFile(path, schema);
    await file.save({ version: 1, items: ['a'] });
    await expect(file.save({ version: 1, items: [3] } as never)).rejects.toThrow();
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ version: 1, items: ['a'] });
  });

  it.each([
    ['not JSON', '{"version": 1, "items": [', /not valid JSON/],
    ['invalid content', '{"version": 1, "items": [3]}', /content is not valid \(at items\.0\)/],
    ['a newer format', '{"version": 7, "items": []}', /newer version of the app \(format version 7\)/],
  ])('keeps a file with %s aside and reports why', async (_case, text, reason) => {
    const dir = await tempDir();
    const path = join(dir, 'f.json');
    await writeFile(path, text);
    const outcome = await versionedJsonFile(path, schema, { now: fixedNow, version: 1 }).load();
    expect(outcome).toMatchObject({ status: 'corrupt', backupPath: `${path}.corrupt-2026-03-04T05-06-07-089Z` });
    expect(outcome.status === 'corrupt' && said(outcome.reason)).toMatch(reason);
    expect(await readdir(dir)).toEqual(['f.json.corrupt-2026-03-04T05-06-07-089Z']);
    expect(await readFile(`${path}.corrupt-2026-03-04T05-06-07-089Z`, 'utf8')).toBe(text);
  });

  describe("with newer: 'read-only'", () => {
    const options = { now: fixedNow, version: 1, newer: 'read-only' } as const;

    it('leaves a newer file untouched, reads what fits, and refuses to save over it', async () => {
      const dir = await tempDir();
      const path = join(dir, 'f.json');
      const text = '{"version": 7, "items": ["a"], "addedLater": true}';
      await writeFile(path, text);
      const file = versionedJsonFile(path, schema, options);
      expect(file.readOnly).toBe(false);
      expect(await file.load()).toEqual({ status: 'newer', version: 7, data: { version: 1, items: ['a'] } });
      expect(file.readOnly).toBe(true);
      await expect(file.save({ version: 1, items: ['b'] })).rejects.toThrow(NewerFileError);
      await expect(file.save({ version: 1, items: ['b'] })).rejects.toThrow(
        /newer version of SVC Desk \(format version 7\).*read-only/,
      );
      expect(await readdir(dir)).toEqual(['f.json']);
      expect(await readFile(path, 'utf8')).toBe(text);
    });

    it('answers no data when the newer content no longer fits this version', async () => {
      const dir = await tempDir();
      const path = join(dir, 'f.json');
      await writeFile(path, '{"version": 2, "entries": {}}');
      expect(await versionedJsonFile(path, schema, options).load()).toEqual({
        status: 'newer',
        version: 2,
        data: null,
      });
      expect(await readdir(dir)).toEqual(['f.json']);
    });

    it('still keeps an older or broken file aside as corrupt', async () => {
      const dir = await tempDir();
      const path = join(dir, 'f.json');
      await writeFile(path, '{"version": "7"}');
      expect(await versionedJsonFile(path, schema, options).load()).toMatchObject({ status: 'corrupt' });
    });
  });
});

describe('what a person is told about a JSON file, in their language', () => {
  const german = createTranslator('de', 'de-CH', deMessages);
  const english = /\b(the|file|was|could|not|read|kept|newer|written|used|changes|session)\b/i;

  it('says a damaged file was set aside, with its name and where it went, in German words only', async () => {
    const dir = await tempDir();
    const path = join(dir, 'trading-settings.json');
    await writeFile(path, '{"version": 1, "items": [');
    const outcome = await versionedJsonFile(path, schema, { now: fixedNow, version: 1 }).load();
    if (outcome.status !== 'corrupt') throw new Error('expected a corrupt file');
    const shown = german.format(setAsideMessage('tradingSettings', path, outcome, 'files.after.defaultSettings'));
    expect(shown).toBe(
      `Die Datei der Handelseinstellungen (trading-settings.json) konnte nicht gelesen werden: sie enthält kein gültiges JSON. Die Datei wurde als ${outcome.backupPath} aufbewahrt; es gelten die Standardeinstellungen.`,
    );
    expect(shown.replace(outcome.backupPath, '')).not.toMatch(english);
  });

  it('says a newer version’s file is left untouched, in German words only', () => {
    const shown = german.format(newerFileMessage('preferences', '/data/preferences.json', { version: 3, data: null }));
    expect(shown).toContain(
      'Die Datei der Einstellungen (preferences.json) wurde von einer neueren Version von SVC Desk',
    );
    expect(shown).toContain('nicht verwendet, da diese Version sie nicht lesen kann');
    expect(shown).not.toMatch(english);
  });
});
