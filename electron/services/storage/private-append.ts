import { closeSync, constants, fchmodSync, fstatSync, openSync, writeSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

// Never through a link: a link planted in the data folder would have SVC Desk write (and chmod) its target.
// Windows has no O_NOFOLLOW (0); there a link needs rights an ordinary process lacks.
const APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0);

/** The file operation appends need (injectable so tests can make a write come up short). */
export type AppendFs = Pick<typeof fsPromises, 'open'>;

/**
 * Opens path for appending, never through a link (ELOOP), and makes it
 * private (0600) whatever mode it had: open's mode applies only to a file it
 * creates, and one created earlier with 0644 would stay readable to others.
 */
export async function openPrivateAppend(path: string, fs: AppendFs = fsPromises): Promise<FileHandle> {
  const handle = await fs.open(path, APPEND_FLAGS, 0o600);
  try {
    if (process.platform !== 'win32' && ((await handle.stat()).mode & 0o777) !== 0o600) await handle.chmod(0o600);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Appends text to path (see openPrivateAppend) and closes it. */
export async function appendPrivate(path: string, text: string): Promise<void> {
  const handle = await openPrivateAppend(path);
  try {
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}

/** appendPrivate for the last moments of a process (the error log), where nothing asynchronous may run. */
export function appendPrivateSync(path: string, text: string): void {
  const fd = openSync(path, APPEND_FLAGS, 0o600);
  try {
    if (process.platform !== 'win32' && (fstatSync(fd).mode & 0o777) !== 0o600) fchmodSync(fd, 0o600);
    const bytes = Buffer.from(text, 'utf8');
    for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset);
  } finally {
    closeSync(fd);
  }
}
