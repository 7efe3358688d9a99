import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, dirname, join } from 'node:path';

/**
 * Writes an export through a temp file beside `path`: `produce` streams into
 * it and answers the bytes written; the file is synced, then renamed over
 * `path`. A crash, an error or a cancel leaves the old file or none, never
 * half an export. Used by the Excel and the CSV writers.
 */
export async function writeStreamAtomically(
  path: string,
  produce: (out: WriteStream) => Promise<number>,
): Promise<number> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const out = createWriteStream(temp, { flags: 'wx', mode: 0o600, highWaterMark: 1 << 20 });
  const opened = once(out, 'open');
  // Errors after a cancel (writes racing the destroy) must not surface as uncaught; the first one fails the export.
  let streamError: unknown;
  out.on('error', (error) => (streamError ??= error));
  let bytes: number;
  try {
    await opened;
    bytes = await produce(out);
    if (streamError) throw streamError;
    out.end();
    await once(out, 'close');
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(path));
  return bytes;
}

async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
