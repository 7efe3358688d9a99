import { z } from 'zod';
import type { IpcError } from '../../shared/ipc/result';
import { validationIssues } from '../../shared/ipc/result';
import { isAppError } from '../services/errors';

/**
 * Turns anything thrown by a handler into a plain IpcError. Only AppError
 * messages (written for the user) cross; anything else is reported without
 * its message or stack, which stay in main's log.
 */
export function toIpcError(error: unknown, report: (error: unknown) => void): IpcError {
  if (isAppError(error)) {
    return error.details === undefined
      ? { kind: error.kind, message: error.message }
      : { kind: error.kind, message: error.message, details: error.details };
  }
  if (error instanceof z.ZodError) {
    return { kind: 'validation', message: describeIssues(error), details: { issues: validationIssues(error) } };
  }
  report(error);
  return { kind: 'internal', message: 'Something unexpected went wrong in SVC Desk. Nothing was sent; try again, and restart the app if it persists.' };
}

/** "name: Enter a name; baseUrl: Must be an address such as ..." */
export function describeIssues(error: z.ZodError): string {
  const parts = validationIssues(error).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return `Invalid input: ${parts.slice(0, 3).join('; ')}${parts.length > 3 ? ` (and ${parts.length - 3} more)` : ''}.`;
}
