import { z } from 'zod';
import type { Translator } from '../../shared/i18n/translator';
import type { IpcError } from '../../shared/ipc/result';
import { validationIssueSchema, validationIssues } from '../../shared/ipc/result';
import { isAppError } from '../services/errors';
import { ENGLISH } from '../services/i18n/english';
import { issueWords } from './validation-words';

/**
 * Turns anything thrown by a handler into a plain IpcError, in the reader's
 * language. Only AppError messages (written for the user) cross; anything
 * else is reported without its message or stack, which stay in main's log.
 */
export function toIpcError(
  error: unknown,
  report: (error: unknown) => void,
  translator: Translator = ENGLISH,
): IpcError {
  if (isAppError(error)) {
    const message = error.text(translator);
    return error.details === undefined
      ? { kind: error.kind, message }
      : { kind: error.kind, message, details: issuesIn(error.details, translator) };
  }
  if (error instanceof z.ZodError) return validationError(error, translator);
  report(error);
  return { kind: 'internal', message: translator.t('errors.internal.unexpected') };
}

// An AppError's details may name problems by field ({issues: [{path, message}]}): those words are the reader's too.
function issuesIn(details: unknown, translator: Translator): unknown {
  if (typeof details !== 'object' || details === null || !Array.isArray((details as { issues?: unknown }).issues))
    return details;
  const issues = (details as { issues: unknown[] }).issues.map((issue) => {
    const parsed = validationIssueSchema.safeParse(issue);
    return parsed.success ? { ...parsed.data, message: issueWords(parsed.data.message, translator) } : issue;
  });
  return { ...details, issues };
}

/** A failed argument check, each problem in the reader's language (the page shows them beside the fields they name). */
export function validationError(error: z.ZodError, translator: Translator = ENGLISH): IpcError {
  const issues = validationIssues(error).map((issue) => ({
    path: issue.path,
    message: issueWords(issue.message, translator),
  }));
  return { kind: 'validation', message: describeIssues(error, translator), details: { issues } };
}

/** "Invalid input: name: Enter a name; baseUrl: Must be an address such as ..." (at most three named). */
export function describeIssues(error: z.ZodError, translator: Translator = ENGLISH): string {
  const parts = validationIssues(error).map((issue) => {
    const words = issueWords(issue.message, translator);
    return issue.path ? `${issue.path}: ${words}` : words;
  });
  const issues = parts.slice(0, 3).join('; ');
  return parts.length > 3
    ? translator.t('errors.validation.invalidMore', { issues, more: parts.length - 3 })
    : translator.t('errors.validation.invalid', { issues });
}
