import { basename, dirname } from 'node:path';
import { AppError, isAppError } from '../errors';

/** Why a file could not be written or read, in a trader's words, and what to do about it. */
const CAUSES: Record<string, { cause: string; remedy: string }> = {
  ENOSPC: { cause: 'the disk is full', remedy: 'Free some space on that disk and try again.' },
  EDQUOT: { cause: "the user's disk quota is used up", remedy: 'Free some space on that disk and try again.' },
  EROFS: { cause: 'the folder is read-only', remedy: 'Make the folder writable (or start SVC Desk with a writable data folder) and try again.' },
  EACCES: { cause: 'permission was denied', remedy: 'Check that this user account may write there and try again.' },
  EPERM: { cause: 'the operation was not permitted', remedy: 'Check that this user account may write there and try again.' },
  EIO: { cause: 'the disk reported a read or write error', remedy: 'Check the disk, then try again.' },
  ELOOP: { cause: 'it is a link, and SVC Desk never reads or writes its files through links', remedy: 'Remove the link and try again.' },
  EMFILE: { cause: 'too many files are open', remedy: 'Close other programs and try again.' },
  ENFILE: { cause: 'too many files are open on this computer', remedy: 'Close other programs and try again.' },
};

/** The short cause a failed file operation's code stands for ("the disk is full"), or null when it is no storage failure. */
export function storageCause(error: unknown): string | null {
  const code = errnoCode(error);
  return code === null ? null : (CAUSES[code]?.cause ?? null);
}

/** True for a file-system failure of the kinds above (full, read-only, permission, I/O, link, too many files). */
export function isStorageFailure(error: unknown): error is NodeJS.ErrnoException {
  return storageCause(error) !== null;
}

/**
 * A file-system failure as the user's storage problem: the folder and file
 * it was about, the cause and what to do. `what` names the file as the user
 * knows it ("The trading order journal"); `after` adds the consequence
 * ("Nothing was sent."). Anything else is answered unchanged.
 */
export function asStorageProblem(error: unknown, options: { what?: string; path?: string; after?: string } = {}): unknown {
  if (isAppError(error) || !isStorageFailure(error)) return error;
  const { cause, remedy } = CAUSES[error.code as string] as { cause: string; remedy: string };
  const path = options.path ?? error.path;
  const subject = options.what ?? (path ? basename(path) : 'A file');
  const where = path ? ` in ${dirname(path)}` : '';
  const after = options.after ? ` ${options.after}` : '';
  return new AppError('storage', `${subject} could not be saved${where}: ${cause}.${after} ${remedy}`, { cause: error.code, ...(path ? { folder: dirname(path) } : {}) });
}

function errnoCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
