import { basename, dirname } from 'node:path';
import { AppError, isAppError } from '../errors';
import type { NoticeService } from '../notices/notice-service';
import { message } from '../../../shared/i18n/message';

/** Why a file could not be written or read, in a trader's words, and what to do about it. */
const CAUSES: Record<string, { cause: string; remedy: string }> = {
  ENOSPC: { cause: 'the disk is full', remedy: 'Free some space on that disk and try again.' },
  EDQUOT: { cause: "the user's disk quota is used up", remedy: 'Free some space on that disk and try again.' },
  EROFS: {
    cause: 'the folder is read-only',
    remedy: 'Make the folder writable (or start SVC Desk with a writable data folder) and try again.',
  },
  EACCES: { cause: 'permission was denied', remedy: 'Check that this user account may write there and try again.' },
  EPERM: {
    cause: 'the operation was not permitted',
    remedy: 'Check that this user account may write there and try again.',
  },
  EIO: { cause: 'the disk reported a read or write error', remedy: 'Check the disk, then try again.' },
  ELOOP: {
    cause: 'it is a link, and SVC Desk never reads or writes its files through links',
    remedy: 'Remove the link and try again.',
  },
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

/** What a storage problem says: what could not be saved, where, and what it means for the user. */
export interface StorageProblemOptions {
  what?: string;
  path?: string;
  folder?: string;
  after?: string;
}

/**
 * A file-system failure as the user's storage problem: the folder and file
 * it was about, the cause and what to do. `what` names the file as the user
 * knows it ("The trading order journal"); `after` adds the consequence
 * ("Nothing was sent."). Anything else is answered unchanged.
 */
export function asStorageProblem(error: unknown, options: StorageProblemOptions = {}): unknown {
  if (isAppError(error) || !isStorageFailure(error)) return error;
  const { cause, remedy } = CAUSES[error.code as string] as { cause: string; remedy: string };
  const path = options.path ?? error.path;
  const folder = options.folder ?? (path ? dirname(path) : undefined);
  const subject = options.what ?? (path ? basename(path) : 'A file');
  const where = folder ? ` in ${folder}` : '';
  const after = options.after ? ` ${options.after}` : '';
  return new AppError('storage', `${subject} could not be saved${where}: ${cause}.${after} ${remedy}`, {
    cause: error.code,
    ...(folder ? { folder } : {}),
  });
}

function errnoCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** Turns file-system failures into storage problems and tells the user once, in a notice, that the data folder has one. */
export interface StorageReporter {
  /** The problem to answer for error: a storage failure as a storage problem (and the notice, the first time); anything else unchanged. */
  problem(error: unknown, options?: StorageProblemOptions): unknown;
}

/** The data folder's storage reporter: one notice per run, naming the folder and the first cause seen. */
export function createStorageReporter(dataDir: string, notices: Pick<NoticeService, 'add'>): StorageReporter {
  let told = false;
  return {
    problem(error, options) {
      const problem = asStorageProblem(error, options);
      const cause =
        storageCause(error) ?? (isAppError(problem) && problem.kind === 'storage' ? causeIn(problem.details) : null);
      if (cause !== null && !told) {
        told = true;
        notices.add({
          level: 'error',
          title: message('notices.dataFolder.title'),
          message: message('notices.dataFolder.message', { folder: dataDir, cause }),
        });
      }
      return problem;
    },
  };
}

function causeIn(details: unknown): string | null {
  const code = typeof details === 'object' && details !== null ? (details as { cause?: unknown }).cause : undefined;
  return typeof code === 'string' ? (CAUSES[code]?.cause ?? null) : null;
}
