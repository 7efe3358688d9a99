import { z } from 'zod';

/** What went wrong with an IPC call, as the renderer can act on it. */
export const ipcErrorKinds = [
  /** An argument failed validation in main; details: {issues}. */
  'validation',
  /** The named profile (or other local object) does not exist. */
  'not-found',
  /** The request conflicts with the current state (e.g. editing the built-in simulator's address). */
  'conflict',
  /** No OS keychain is available, so no secret can be stored or read. */
  'keychain-unavailable',
  /** The profile has no secret in the keychain. */
  'secret-missing',
  /** The secret was saved for another base URL origin; it is never sent elsewhere. */
  'secret-origin-mismatch',
  /** A call to the service failed; details: ServiceError (shared/api/errors.ts). */
  'service',
  /** A local file could not be read or written. */
  'storage',
  /** The call did not come from the app's own window. */
  'forbidden',
  /** An unexpected failure in main; the message carries no internals. */
  'internal',
  /** Refused by a profile's pre-trade limit or a confirmation that was declined or cannot be given; nothing was journaled or sent. */
  'limit',
] as const;

export type IpcErrorKind = (typeof ipcErrorKinds)[number];

/** One problem with an argument, named by its path (e.g. "body.quantity"). */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** A plain, serializable error: never a stack, a secret, a signature or a nonce. */
export interface IpcError {
  readonly kind: IpcErrorKind;
  readonly message: string;
  /** validation: {issues: ValidationIssue[]}; service: ServiceError (shared/api/errors.ts); others: kind-specific plain data or none. */
  readonly details?: unknown;
}

/** Every IPC answer: a value or a plain error, never a thrown exception. */
export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError };

/** A successful result. */
export function ipcOk<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

/** A failed result. */
export function ipcFail(kind: IpcErrorKind, message: string, details?: unknown): IpcResult<never> {
  return { ok: false, error: details === undefined ? { kind, message } : { kind, message, details } };
}

/** Turns zod issues into path-named problems ("body.quantity: Must be a decimal number such as 12.5"). */
export function validationIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join('.'),
    message: issue.message,
  }));
}
