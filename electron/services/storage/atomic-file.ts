import { randomBytes } from 'node:crypto';
import * as fsPromises from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// The temp files writeFileAtomic makes: .<name>.<12 hex>.tmp beside the target.
const TEMP_FILE = /^\..+\.[0-9a-f]{12}\.tmp$/;
// Older than this, a temp file is an interrupted save's; younger, it may be another process's save in flight (the desk CLI shares the folder).
const LEFTOVER_AGE_MS = 60_000;

/** The file operations an atomic write needs (injectable so tests can make one fail). */
export type AtomicFs = Pick<typeof fsPromises, 'open' | 'rename' | 'rm'>;

/**
 * Replaces path with data so that a crash or failure at any point leaves
 * either the old file or the new one, never a mix: write a temp file in the
 * same folder, fsync it, rename it over the target, fsync the folder.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  fs: AtomicFs = fsPromises,
): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await (typeof data === 'string' ? handle.writeFile(data, 'utf8') : handle.writeFile(data));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(dirname(path), fs);
}

/** Makes a rename or a new file itself durable. Windows cannot open a folder for fsync; there it is already durable enough. */
export async function syncFolder(folder: string, fs: Pick<AtomicFs, 'open'> = fsPromises): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await fs.open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on folders; the data itself is already synced.
  } finally {
    await handle.close();
  }
}

/** Runs writes to one file one after another, so a later save never lands before an earlier one. */
export function createWriteQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Removes the temp files that saves interrupted by a crash or power loss left
 * in folder (the target file itself is intact: the rename never happened).
 * Only files older than a minute go, so a save in flight in another process
 * survives. Answers the names removed; a missing folder has none.
 */
export async function removeLeftoverTempFiles(folder: string, now: () => number = Date.now): Promise<string[]> {
  let names: string[];
  try {
    names = await fsPromises.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names.filter((candidate) => TEMP_FILE.test(candidate))) {
    const path = join(folder, name);
    const info = await fsPromises.lstat(path).catch(() => null);
    if (!info?.isFile() || now() - info.mtimeMs < LEFTOVER_AGE_MS) continue;
    await fsPromises.rm(path, { force: true });
    removed.push(name);
  }
  return removed;
}

/** Throws the file system's error (read-only, permission, ...) when folder does not take a new file; leaves nothing behind. */
export async function checkWritable(folder: string): Promise<void> {
  // Named like a save's temp file, so one a crash left here is removed like theirs.
  const probe = join(folder, `.write-check.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fsPromises.open(probe, 'wx', 0o600);
  await handle.close();
  await fsPromises.rm(probe, { force: true });
}
