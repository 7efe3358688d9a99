import { message } from '../../../shared/i18n/message';
import { AppError } from '../errors';
import { HashMismatchError, hashMismatchWords } from './archived-data';

/** Why an export was not written, as plain data (the worker posts it; main says it in the reader's language). */
export type ExportFailure =
  | { reason: 'cancelled' }
  | { reason: 'hash-mismatch'; expected: string; actual: string }
  | { reason: 'error'; detail: string };

/** The failure an export's error stands for (cancelled when its signal was aborted). */
export function exportFailureOf(error: unknown, cancelled: boolean): ExportFailure {
  if (cancelled) return { reason: 'cancelled' };
  if (error instanceof HashMismatchError)
    return { reason: 'hash-mismatch', expected: error.expected, actual: error.actual };
  return { reason: 'error', detail: (error as Error).message };
}

/** What the user is told about a failed export; details.reason says which failure it was. */
export function exportError(failure: ExportFailure): AppError {
  if (failure.reason === 'cancelled')
    return new AppError('conflict', message('reports.failure.exportCancelled'), { reason: 'cancelled' });
  if (failure.reason === 'hash-mismatch')
    return new AppError('storage', hashMismatchWords(failure.expected, failure.actual), { reason: 'hash-mismatch' });
  return new AppError('storage', message('reports.failure.exportNotWritten', { reason: failure.detail }), {
    reason: 'error',
  });
}
