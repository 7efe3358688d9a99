import { basename } from 'node:path';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message, type Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
import { isAppError } from '../errors';

/** The files main keeps, as the user knows them: the `what` of a notice about one (a typed choice, never glued text). */
export type FileSubject =
  | 'tradingJournal'
  | 'stakingJournal'
  | 'reportJobs'
  | 'batchJournal'
  | 'preferences'
  | 'tradingSettings'
  | 'tradingLimits'
  | 'commissionRates'
  | 'windowState'
  | 'loanSettings'
  | 'loanState'
  | 'loanHistory'
  | 'loanAlerts'
  | 'priceAlerts'
  | 'priceSamples'
  | 'batchSelections'
  | 'profiles';

// Each is the subject of the sentences it goes into ("{what} could not be read"); French and Italian name every one
// with a masculine noun (fichier / journal, file / registro) so the sentences' participles agree with all of them.
const SUBJECTS: Record<FileSubject, MessageKey> = {
  tradingJournal: 'files.subject.tradingJournal',
  stakingJournal: 'files.subject.stakingJournal',
  reportJobs: 'files.subject.reportJobs',
  batchJournal: 'files.subject.batchJournal',
  preferences: 'files.subject.preferences',
  tradingSettings: 'files.subject.tradingSettings',
  tradingLimits: 'files.subject.tradingLimits',
  commissionRates: 'files.subject.commissionRates',
  windowState: 'files.subject.windowState',
  loanSettings: 'files.subject.loanSettings',
  loanState: 'files.subject.loanState',
  loanHistory: 'files.subject.loanHistory',
  loanAlerts: 'files.subject.loanAlerts',
  priceAlerts: 'files.subject.priceAlerts',
  priceSamples: 'files.subject.priceSamples',
  batchSelections: 'files.subject.batchSelections',
  profiles: 'files.subject.profiles',
};

/** The file as the user knows it ("The trading order journal"), in catalogue words. */
export function fileSubject(subject: FileSubject): Message {
  return message(SUBJECTS[subject]);
}

/** What the user is told after a file's problem: what happens now (a clause of the catalogue's `files.after.*`). */
export type FileAfter = Extract<MessageKey, `files.after.${string}`>;

/** A file set aside because it could not be read (`reason`: the load's, in catalogue words): where it went, what applies now. */
export function setAsideMessage(
  subject: FileSubject,
  path: string,
  outcome: { reason: Message; backupPath: string },
  after: FileAfter,
): Message {
  return message('files.setAside', {
    what: fileSubject(subject),
    file: basename(path),
    reason: outcome.reason,
    backup: outcome.backupPath,
    after: message(after),
  });
}

/** A file that could not be opened at all (the error's words in the reader's language), and what applies now. */
export function notReadWords(
  subject: FileSubject,
  path: string,
  error: unknown,
  after: FileAfter,
): (translator: Translator) => string {
  return fileProblemWords('files.notRead', subject, path, error, after);
}

/** A file that could not be saved (the error's words in the reader's language), and what that means. */
export function notSavedWords(
  subject: FileSubject,
  path: string,
  error: unknown,
  after: FileAfter,
): (translator: Translator) => string {
  return fileProblemWords('files.notSaved', subject, path, error, after);
}

function fileProblemWords(
  key: 'files.notRead' | 'files.notSaved',
  subject: FileSubject,
  path: string,
  error: unknown,
  after: FileAfter,
): (translator: Translator) => string {
  return (translator) =>
    translator.t(key, {
      what: fileSubject(subject),
      file: basename(path),
      detail: errorIn(error, translator),
      after: message(after),
    });
}

/** An error inside a notice, in the reader's language: an AppError's words, else the platform's own text. */
export function errorIn(error: unknown, translator: Translator): string {
  if (isAppError(error)) return error.text(translator);
  return error instanceof Error ? error.message : String(error);
}
