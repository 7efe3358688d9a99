import { appendFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { liveSecrets } from '../services/secrets/live-secrets';

/** The file in the user data folder that uncaught main-process errors are appended to. */
export const MAIN_ERROR_LOG = 'main-errors.log';
// Past this size the log moves to main-errors.log.1 (one old copy kept), so a crash loop cannot fill the disk.
const MAX_LOG_BYTES = 1024 * 1024;
const MASK = '[redacted]';

/**
 * Removes what could be a credential from error text before it is written:
 * values of secret-like keys and headers (secret, password, token,
 * signature, nonce, authorization, X-Auth...) and any long base64/hex run
 * (keys, signatures). Errors of our own code never carry a secret; this
 * guards against a library that echoes a request.
 */
export function scrubErrorText(text: string, secrets: readonly string[] = liveSecrets()): string {
  let scrubbed = text;
  // Every secret main holds, wherever it appears, with or without a keyword beside it.
  for (const secret of secrets) if (secret !== '' && scrubbed.includes(secret)) scrubbed = scrubbed.split(secret).join(MASK);
  return (
    scrubbed
      // An authorization header's value has spaces (scheme, key, signature): mask it to the end of its line.
      .replace(/((?:authorization|x-auth[\w-]*)["']?\s*[:=]\s*)[^\n]*/gi, `$1${MASK}`)
      // The whole value after a keyword: a quoted one to its closing quote, a bare one to the next space
      // (a secret may contain , ; and } like any other character).
      .replace(/((?:api[-_]?)?(?:secret|password|passphrase|token|signature|nonce)["']?\s*[:=]\s*)(?:"[^"\n]*"?|'[^'\n]*'?|\S+)/gi, `$1${MASK}`)
      .replace(/[A-Za-z0-9+/_-]{32,}={0,2}/g, MASK)
  );
}

/** One log entry: time, kind, and the error's name, message and stack (scrubbed). */
export function formatErrorEntry(kind: string, error: unknown, time: Date): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return `${time.toISOString()} ${kind}\n${scrubErrorText(text)}\n\n`;
}

/** What the main-process error handler does with an uncaught error. */
export interface MainErrorHandlerDeps {
  /** The user data folder (read when an error happens: tests and dev move it at start). */
  dataDir: () => string;
  /** The log's file name in that folder (default main-errors.log; the desk command keeps its own). */
  file?: string;
  /** Shows the error once per run (a dialog in the app). */
  show: (title: string, message: string) => void;
  now?: () => Date;
}

/**
 * Handles an uncaught exception or unhandled rejection in main: appends it to
 * main-errors.log in the user data folder and, for the first one of this run
 * only, tells the user where the log is. Never throws: a failing log must not
 * turn into another uncaught error.
 */
export function createMainErrorHandler(deps: MainErrorHandlerDeps): (kind: string, error: unknown) => void {
  let shown = false;
  return (kind, error) => {
    const path = join(deps.dataDir(), deps.file ?? MAIN_ERROR_LOG);
    let written = true;
    try {
      rotateIfLarge(path);
      appendFileSync(path, formatErrorEntry(kind, error, (deps.now ?? (() => new Date()))()), { encoding: 'utf8', mode: 0o600 });
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
    size = statSync(path).size;
  } catch {
    return;
  }
  if (size > MAX_LOG_BYTES) renameSync(path, `${path}.1`);
}

/** Installs the handler for uncaught exceptions and unhandled rejections in this process. */
export function installMainErrorHandler(handler: (kind: string, error: unknown) => void, target: NodeJS.Process = process): void {
  target.on('uncaughtException', (error) => handler('uncaught exception', error));
  target.on('unhandledRejection', (reason) => handler('unhandled rejection', reason));
}
