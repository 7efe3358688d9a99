import { isSecretErrorKind, type ServiceError } from '../../shared/api/errors';
import { message, type Message } from '../../shared/i18n/message';
import type { Translator } from '../../shared/i18n/translator';
import type { IpcErrorKind } from '../../shared/ipc/result';
import { ENGLISH } from './i18n/english';

/** An error's words: a catalogue Message (put into the reader's language), or text that reads the same in every language. */
export type ErrorWords = Message | ((translator: Translator) => string);

/** Words (a Message, or words written with a translator) in a reader's language. */
export function wordsIn(words: ErrorWords, translator: Translator): string {
  return typeof words === 'function' ? words(translator) : translator.format(words);
}

function renderer(words: string | ErrorWords): (translator: Translator) => string {
  if (typeof words === 'string') return () => words;
  return typeof words === 'function' ? words : (translator) => translator.format(words);
}

/**
 * A failure a service reports to the user: its message is written for them
 * and is safe to show (no secret, no stack). The dispatcher passes kind,
 * message and details across IPC; anything else thrown becomes 'internal'.
 *
 * Words given as a Message reach the page in the user's language (`text`);
 * `.message` is always the English text, for main's log and the desk, whose
 * output stays the same whatever the language. A plain string is shown as it
 * is (words not moved into the catalogue yet, or the service's own words).
 */
export class AppError extends Error {
  readonly #words: (translator: Translator) => string;
  readonly #kept: Message | string | null;

  constructor(
    readonly kind: IpcErrorKind,
    words: string | ErrorWords,
    readonly details?: unknown,
  ) {
    super(renderer(words)(ENGLISH));
    this.#words = renderer(words);
    this.#kept = typeof words === 'function' ? null : words;
    this.name = 'AppError';
  }

  /**
   * The words as they can be kept in a file or sent to the page and put into a reader's language later: the
   * Message, or the text when it reads the same in every language; words written by a function are kept in English.
   */
  kept(): Message | string {
    return this.#kept ?? this.message;
  }

  /** The message in a reader's language. */
  text(translator: Translator): string {
    return this.#words(translator);
  }
}

/** An error's words to keep or send the page: an AppError's (see kept()), else the platform's own text. */
export function keptWords(error: unknown): Message | string {
  if (isAppError(error)) return error.kept();
  return error instanceof Error ? error.message : String(error);
}

/** True for errors thrown as AppError. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A failed service call as an AppError: kind 'service' with the ServiceError
 * as details (so its own kind, authentication, network, forbidden, ..., and
 * status reach the user), except a call not sent for want of a usable secret,
 * which keeps its kind (secret-missing, secret-origin-mismatch,
 * keychain-unavailable). `what` says what could not be done
 * ("Customers could not be listed"), in the reader's language, before the
 * service's words, which stay as the service (or the client) wrote them.
 */
export function serviceFailure(error: ServiceError, what?: Message): AppError {
  const kind = isSecretErrorKind(error.kind) ? error.kind : 'service';
  if (what === undefined) return new AppError(kind, error.message, error);
  return new AppError(kind, message('errors.service.failed', { what, reason: error.message }), error);
}
