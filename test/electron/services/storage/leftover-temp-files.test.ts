import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeLeftoverTempFiles, writeFileAtomic } from '../../../../electron/services/storage/atomic-file';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const old = new Date(Date.now() - 10 * 60_000);

describe('removeLeftoverTempFiles', () => {
  it('removes the temp files an interrupted save left, and nothing else', async () => {
    const dir = await tempDir();
    await writeFileAtomic(join(dir, 'profiles.json'), '{"version":2}');
    const leftovers = ['.profiles.json.0123456789ab.tmp', '.simulator-state.json.abcdef012345.tmp'];
    const kept = [
      'profiles.json',
      'notes.tmp',
      '.profiles.json.xyz.tmp',
      '.profiles.json.0123456789ab.tmp.bak',
      'profiles.json.corrupt-2026',
    ];
    for (const name of [...leftovers, ...kept.slice(1)]) {
      await writeFile(join(dir, name), 'partial');
      await utimes(join(dir, name), old, old);
    }
    await mkdir(join(dir, '.folder.0123456789ab.tmp'));
    await utimes(join(dir, '.folder.0123456789ab.tmp'), old, old);
    expect((await removeLeftoverTempFiles(dir)).sort()).toEqual(leftovers.sort());
    expect((await readdir(dir)).sort()).toEqual([...kept, '.folder.0123456789ab.tmp'].sort());
  });

  it('keeps a fresh temp file: another process (the desk CLI) may be saving right now', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, '.profiles.json.0123456789ab.tmp'), 'in flight');
    expect(await removeLeftoverTempFiles(dir)).toEqual([]);
    expect(await removeLeftoverTempFiles(dir, () => Date.now() + 120_000)).toEqual(['.profiles.json.0123456789ab.tmp']);
  });

  it('answers nothing for a missing folder', async () => {
    expect(await removeLeftoverTempFiles(join(await tempDir(), 'absent'))).toEqual([]);
  });
});
