import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRotatingFile } from '../../../../electron/services/request-log/rotating-file';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

describe('createRotatingFile', () => {
  it('appends in order and rotates by size, keeping the configured number of old files', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.jsonl');
    const file = createRotatingFile(path, { maxBytes: 20, keep: 2 });
    // Each line is 10 bytes: two fit in one file.
    for (let i = 0; i < 7; i += 1) void file.append(`line-${i}___\n`);
    await file.flush();
    expect((await readdir(dir)).sort()).toEqual(['log.jsonl', 'log.jsonl.1', 'log.jsonl.2']);
    expect(await readFile(path, 'utf8')).toBe('line-6___\n');
    expect(await readFile(`${path}.1`, 'utf8')).toBe('line-4___\nline-5___\n');
    expect(await readFile(`${path}.2`, 'utf8')).toBe('line-2___\nline-3___\n');
  });

  it('counts what the file already holds', async () => {
    const dir = await tempDir();
    const path = join(dir, 'log.jsonl');
    await writeFile(path, 'x'.repeat(15));
    const file = createRotatingFile(path, { maxBytes: 20, keep: 3 });
    await file.append('0123456789\n');
    expect(await readFile(`${path}.1`, 'utf8')).toBe('x'.repeat(15));
    expect(await readFile(path, 'utf8')).toBe('0123456789\n');
  });
});
