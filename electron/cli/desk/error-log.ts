import { format } from 'node:util';
import { createMainErrorHandler, installMainErrorHandler } from '../../main/error-log';

/** The desk's own error log in the data folder, beside the window's main-errors.log (never interleaved into it). */
export const DESK_ERROR_LOG = 'desk-errors.log';

/** Records an unexpected error (with its stack, credentials masked) in the desk's error log. */
export type DeskErrorLog = (kind: string, error: unknown) => void;

/**
 * Sends what would otherwise reach stderr as stack traces to desk-errors.log
 * in the logs folder (the window's, storage/app-folders.ts): uncaught errors, unhandled rejections and the services'
 * background console.error reports (a journal write, a loan check, the
 * simulator's own log). stderr then carries only the run's one JSON problem,
 * which scripts parse.
 */
export function installDeskErrorLog(
  logsDir: () => string,
  target: NodeJS.Process = process,
  output: Pick<Console, 'error' | 'warn'> = console,
): DeskErrorLog {
  const log = createMainErrorHandler({ logsDir, file: DESK_ERROR_LOG, show: () => undefined });
  installMainErrorHandler(log, target);
  output.error = (...args: unknown[]) => log('reported', format(...args));
  output.warn = (...args: unknown[]) => log('warning', format(...args));
  return log;
}
