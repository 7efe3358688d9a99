import { lstatSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { redactText } from '../client/redact';
import { liveSecrets } from '../services/secrets/live-secrets';
import { appendPrivateSync } from '../services/storage/private-append';

/** The file in the logs folder that uncaught main-process errors are appended to. */
export const MAIN_ERROR_LOG = 'main-errors.log';
// Past this size the log moves to main-errors.log.1 (one old copy kept), so a crash loop cannot fill the disk.
const MAX_LOG_BYTES = 1024 * 1024;
const MASK = '[redacted]';

// A secret-like key, as written, as a JSON key (quote, possibly escaped) or URL-encoded (%22 quote).
const SECRET_KEY = String.raw`(?:api[-_]?)?(?:secret|password|passphrase|token|signature|nonce)(?:\\*["']|%2[27])?`;
const SEPARATOR = String.raw`\s*[:=]\s*`;
// A quoted value to its closing quote, escaped quotes (\") included; a bare one to the next space.
const VALUE = String.raw`(?:"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|\S+)`;
const KEYED_VALUE = new RegExp(`(${SECRET_KEY}${SEPARATOR})${VALUE}`, 'gi');
// In a URL-encoded query ("apiSecret%3D..."), the value ends at the next parameter (a literal & would be %26).
const ENCODED_KEYED_VALUE = new RegExp(`(${SECRET_KEY}%3[ADad])[^\\s&]*`, 'gi');
// "nonce QIpW...": a keyword, a space, and a token that looks like a credential (checked by credentialLike).
const KEYWORD_THEN_TOKEN = new RegExp(`(${SECRET_KEY}\\s+)([A-Za-z0-9+/=_.~%-]{8,})`, 'gi');
// A long base64 or hex run (keys, signatures), percent-encoded + / = included.
const LONG_RUN = /(?:[A-Za-z0-9+/_-]|%2[BbFf]|%3[Dd]){32,}(?:={0,2}|(?:%3[Dd]){0,2})/g;

// A word after "signature" ("mismatch") is not a credential; one with a digit, an inner capital or a symbol is.
function credentialLike(token: string): boolean {
  return /[\d+/=_%~]/.test(token) || /[A-Z]/.test(token.slice(1));
}

/**
 * Removes what could be a credential from error text before it is written:
 * every live secret however encoded or cut (the client's redaction), values
 * of secret-like keys and headers (secret, password, token, signature, nonce,
 * authorization, X-Auth...) as JSON, URL-encoded or after a bare space, and
 * any long base64/hex run (keys, signatures). Errors of our own code never
 * carry a secret; this guards against a library that echoes a request.
 */
export function scrubErrorText(text: string, secrets: readonly string[] = liveSecrets()): string {
  // Every secret main holds, wherever it appears, with or without a keyword beside it.
  return (
    redactText(text, secrets)
      // An authorization header's value has spaces (scheme, key, signature): mask it to the end of its line.
      .replace(/((?:authorization|x-auth[\w-]*)["']?\s*[:=]\s*)[^\n]*/gi, `$1${MASK}`)
      // The whole value after a keyword (a secret may contain , ; } and escaped quotes like any other character).
      .replace(KEYED_VALUE, `$1${MASK}`)
      .replace(ENCODED_KEYED_VALUE, `$1${MASK}`)
      .replace(KEYWORD_THEN_TOKEN, (whole, key: string, token: string) =>
        credentialLike(token) ? `${key}${MASK}` : whole,
      )
      .replace(LONG_RUN, MASK)
  );
}

/** One log entry: time, kind, and the error's name, message and stack (scrubbed). */
export function formatErrorEntry(kind: string, error: unknown, time: Date): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return `${time.toISOString()} ${kind}\n${scrubErrorText(text)}\n\n`;
}

/** What the main-process error handler does with an uncaught error. */
export interface MainErrorHandlerDeps {
  /** The logs folder (read when an error happens: tests and dev move it at start); made when missing. */
  logsDir: () => string;
  /** The log's file name in that folder (default main-errors.log; the desk command keeps its own). */
  file?: string;
  /** Shows the error once per run (a dialog in the app). */
  show: (title: string, message: string) => void;
  now?: () => Date;
}

/**
 * Handles an uncaught exception or unhandled rejection in main: appends it to
 * main-errors.log in the logs folder and, for the first one of this run
 * only, tells the user where the log is. Never throws: a failing log must not
 * turn into another uncaught error.
 */
export function createMainErrorHandler(deps: MainErrorHandlerDeps): (kind: string, error: unknown) => void {
  let shown = false;
  return (kind, error) => {
    const folder = deps.logsDir();
    const path = join(folder, deps.file ?? MAIN_ERROR_LOG);
    let written = true;
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      rotateIfLarge(path);
      // Never through a link (a planted one would have us append to its target), and private (0600) whatever its mode was.
      appendPrivateSync(path, formatErrorEntry(kind, error, (deps.now ?? (() => new Date()))()));
    } catch {
      written = false;
    }
    if (shown) return;
    shown = true;
    const summary = scrubErrorText(error instanceof Error ? error.message : String(error)).slice(0, 300);
    try {
      deps.show(
        'SVC Desk hit an unexpected error',
        `${summary}\n\nSVC Desk keeps running; saved data is not affected. ${written ? `Details were written to ${path}.` : 'The details could not be written to a log file.'} Further errors in this session are only logged.`,
      );
    } catch {
      // Nothing left to tell the user with.
    }
  };
}

function rotateIfLarge(path: string): void {
  let size: number;
  try {
    size = lstatSync(path).size;
  } catch {
    return;
  }
  if (size > MAX_LOG_BYTES) renameSync(path, `${path}.1`);
}

/** Installs the handler for uncaught exceptions and unhandled rejections in this process. */
export function installMainErrorHandler(
  handler: (kind: string, error: unknown) => void,
  target: NodeJS.Process = process,
): void {
  target.on('uncaughtException', (error) => handler('uncaught exception', error));
  target.on('unhandledRejection', (reason) => handler('unhandled rejection', reason));
}
