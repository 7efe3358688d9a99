import lockfile from 'proper-lockfile';
import { AppError } from '../errors';
import { asStorageProblem } from './storage-failure';
import { fileSubject, type FileSubject } from './file-words';
import { message } from '../../../shared/i18n/message';

/**
 * A lock on one file shared by every process on the data folder (the app,
 * the desk command, browser mode): `<file>.lock`, a folder made with mkdir,
 * which is atomic on every local and network file system, unlike the OS
 * locks Node does not offer. A holder that dies leaves it behind; it is taken
 * over once its time stamp (refreshed while held) is older than STALE_MS.
 */
const STALE_MS = 10_000;
/** Waits up to ~20 s, beyond STALE_MS, so a lock a crashed process left is taken over rather than failing. */
const RETRIES = { retries: 120, factor: 1.3, minTimeout: 5, maxTimeout: 200 };

/** Runs task while holding path's lock (`what`: the file as the user knows it); what task answers or throws passes through. */
export async function withFileLock<T>(path: string, what: FileSubject, task: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(path, {
      realpath: false,
      lockfilePath: `${path}.lock`,
      stale: STALE_MS,
      retries: RETRIES,
      // Held for one append or one rewrite (milliseconds): losing it means this process stalled past STALE_MS. The
      // task is already running; the next one takes the lock again. The default would throw from a timer instead.
      onCompromised: () => undefined,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new AppError('storage', message('files.locked', { what: fileSubject(what) }));
    }
    throw asStorageProblem(error, { what: fileSubject(what), path });
  }
  try {
    return await task();
  } finally {
    await release().catch(() => undefined);
  }
}
