import * as fsPromises from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AtomicFs } from '../../../../electron/services/storage/atomic-file';
import { createWriteQueue, writeFileAtomic } from '../../../../electron/services/storage/atomic-file';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

/** Real fs, except that the temp file's fsync or the rename fails. */
function failingFs(step: 'sync' | 'rename'): AtomicFs {
  return {
    rm: fsPromises.rm,
    rename:
      step === 'rename'
        ? () => Promise.reject(Object.assign(new Error('EXDEV: rename failed'), { code: 'EXDEV' }))
        : fsPromises.rename,
    open: (async (path: string, flags?: string, mode?: number) => {
      const handle = await fsPromises.open(path, flags, mode);
      if (step === 'sync' && flags === 'wx') handle.sync = () => Promise.reject(new Error('EIO: disk failed'));
      return handle;
    }) as AtomicFs['open'],
  };
}

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temporary file', async () => {
    const dir = await tempDir();
    const file = join(dir, 'profiles.json');
    await writeFile(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['profiles.json']);
  });

  it.each(['sync', 'rename'] as const)('leaves the old file intact when the %s step fails', async (step) => {
    const dir = await tempDir();
    const file = join(dir, 'profiles.json');
    await writeFile(file, '{"old":true}');
    await expect(writeFileAtomic(file, '{"new":true}', failingFs(step))).rejects.toThrow(/failed/);
    expect(await readFile(file, 'utf8')).toBe('{"old":true}');
    expect(await readdir(dir)).toEqual(['profiles.json']);
  });

  it('creates the file when none exists', async () => {
    const dir = await tempDir();
    await writeFileAtomic(join(dir, 'a.json'), 'x');
    expect(await readFile(join(dir, 'a.json'), 'utf8')).toBe('x');
  });
});

describe('createWriteQueue', () => {
  it('runs tasks one after another, in order, even after a failure', async () => {
    const enqueue = createWriteQueue();
    const order: string[] = [];
    let releaseFirst!: () => void;
    const first = enqueue(
      () =>
        new Promise<void>((resolve) => {
          order.push('first started');
          releaseFirst = () => {
            order.push('first done');
            resolve();
          };
        }),
    );
    const failing = enqueue(async () => {
      order.push('second');
      throw new Error('boom');
    });
    const third = enqueue(async () => order.push('third'));
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    releaseFirst();
    await first;
    await expect(failing).rejects.toThrow('boom');
    await third;
    expect(order).toEqual(['first started', 'first done', 'second', 'third']);
  });
});
