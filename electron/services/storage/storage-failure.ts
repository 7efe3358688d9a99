import { basename, dirname } from 'node:path';
import { AppError, isAppError } from '../errors';
import type { NoticeService } from '../notices/notice-service';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message, type Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
import { saidIn } from '../../../shared/i18n/said';
import { ENGLISH } from '../i18n/english';

/** Why a file could not be written or read, in a trader's words, and what to do about it. */
const CAUSES: Record<string, { cause: MessageKey; remedy: MessageKey }> = {
  ENOSPC: { cause: 'main.storage.cause.full', remedy: 'main.storage.remedy.space' },
  EDQUOT: { cause: 'main.storage.cause.quota', remedy: 'main.storage.remedy.space' },
  EROFS: { cause: 'main.storage.cause.readOnly', remedy: 'main.storage.remedy.writable' },
  EACCES: { cause: 'main.storage.cause.denied', remedy: 'main.storage.remedy.permission' },
  EPERM: { cause: 'main.storage.cause.notPermitted', remedy: 'main.storage.remedy.permission' },
  EIO: { cause: 'main.storage.cause.io', remedy: 'main.storage.remedy.disk' },
  ELOOP: { cause: 'main.storage.cause.link', remedy: 'main.storage.remedy.link' },
  EMFILE: { cause: 'main.storage.cause.tooManyFiles', remedy: 'main.storage.remedy.programs' },
  ENFILE: { cause: 'main.storage.cause.tooManyFilesHere', remedy: 'main.storage.remedy.programs' },
};

/** The short cause a failed file operation's code stands for ("the disk is full"), or null when it is no storage failure. */
export function storageCause(error: unknown): string | null {
  const code = errnoCode(error);
  const key = code === null ? undefined : CAUSES[code]?.cause;
  return key === undefined ? null : ENGLISH.t(key);
}

/** True for a file-system failure of the kinds above (full, read-only, permission, I/O, link, too many files). */
export function isStorageFailure(error: unknown): error is NodeJS.ErrnoException {
  return storageCause(error) !== null;
}

/** What a storage problem says: what could not be saved, where, and what it means for the user. */
export interface StorageProblemOptions {
  what?: string | Message;
  path?: string;
  folder?: string;
  after?: string | Message;
}

/**
 * A file-system failure as the user's storage problem: the folder and file
 * it was about, the cause and what to do. `what` names the file as the user
 * knows it ("The trading order journal"); `after` adds the consequence
 * ("Nothing was sent."). Anything else is answered unchanged.
 */
export function asStorageProblem(error: unknown, options: StorageProblemOptions = {}): unknown {
  if (isAppError(error) || !isStorageFailure(error)) return error;
  const { cause, remedy } = CAUSES[error.code as string] as { cause: MessageKey; remedy: MessageKey };
  const path = options.path ?? error.path;
  const folder = options.folder ?? (path ? dirname(path) : undefined);
  const { what, after } = options;
  const words = (translator: Translator): string => {
    const values = {
      subject:
        what !== undefined ? saidIn(what, translator) : path ? basename(path) : translator.t('main.storage.aFile'),
      cause: translator.t(cause),
      after: after !== undefined ? ` ${saidIn(after, translator)}` : '',
      remedy: translator.t(remedy),
    };
    return folder
      ? translator.t('main.storage.notSavedIn', { ...values, folder })
      : translator.t('main.storage.notSaved', values);
  };
  return new AppError('storage', words, {
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
        causeKey(error) ?? (isAppError(problem) && problem.kind === 'storage' ? causeIn(problem.details) : null);
      if (cause !== null && !told) {
        told = true;
        notices.add({
          level: 'error',
          title: message('notices.dataFolder.title'),
          message: (translator) =>
            translator.t('notices.dataFolder.message', { folder: dataDir, cause: translator.t(cause) }),
        });
      }
      return problem;
    },
  };
}

function causeIn(details: unknown): MessageKey | null {
  const code = typeof details === 'object' && details !== null ? (details as { cause?: unknown }).cause : undefined;
  return typeof code === 'string' ? (CAUSES[code]?.cause ?? null) : null;
}

function causeKey(error: unknown): MessageKey | null {
  const code = errnoCode(error);
  return code === null ? null : (CAUSES[code]?.cause ?? null);
}
