import { isSecretErrorKind, type ServiceError } from '../../shared/api/errors';
import type { IpcErrorKind } from '../../shared/ipc/result';

/**
 * A failure a service reports to the user: its message is written for them
 * and is safe to show (no secret, no stack). The dispatcher passes kind,
 * message and details across IPC; anything else thrown becomes 'internal'.
 */
export class AppError extends Error {
  constructor(
    readonly kind: IpcErrorKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** True for errors thrown as AppError. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * A failed service call as an AppError: kind 'service' with the ServiceError
 * as details, except a call not sent for want of a usable secret, which keeps
 * its kind (secret-missing, secret-origin-mismatch, keychain-unavailable).
 */
export function serviceFailure(error: ServiceError): AppError {
  return new AppError(isSecretErrorKind(error.kind) ? error.kind : 'service', error.message, error);
}
