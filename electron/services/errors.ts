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
 * as details (so its own kind, authentication, network, forbidden, ..., and
 * status reach the user), except a call not sent for want of a usable secret,
 * which keeps its kind (secret-missing, secret-origin-mismatch,
 * keychain-unavailable). `what` says what could not be done
 * ("Customers could not be listed"), before the service's words.
 */
export function serviceFailure(error: ServiceError, what?: string): AppError {
  const message = what === undefined ? error.message : `${what}: ${error.message}`;
  return new AppError(isSecretErrorKind(error.kind) ? error.kind : 'service', message, error);
}
