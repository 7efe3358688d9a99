import type { ProblemDetails } from './schemas/problem';

export type ServiceErrorKind =
  | 'authentication'
  | 'forbidden'
  | 'validation'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'server'
  | 'network'
  /** The proxy between this computer and the service failed or refused (not the service): check the proxy settings. */
  | 'proxy'
  | 'timeout'
  | 'invalid-response'
  | 'cancelled'
  | SecretErrorKind;

/**
 * Why a signed call was not sent because its secret could not be used (as the
 * secret source said: the client passes the kind through unchanged).
 */
export const SECRET_ERROR_KINDS = ['secret-missing', 'secret-origin-mismatch', 'keychain-unavailable'] as const;
export type SecretErrorKind = (typeof SECRET_ERROR_KINDS)[number];

/** True for the kinds that mean "not sent: no usable secret". */
export function isSecretErrorKind(kind: unknown): kind is SecretErrorKind {
  return (SECRET_ERROR_KINDS as readonly unknown[]).includes(kind);
}

/** A plain, serializable error (crosses IPC as is). Never contains a secret, signature or nonce. */
export interface ServiceError {
  kind: ServiceErrorKind;
  /** Words a trader understands, e.g. "The service refused the API key or secret (signature does not match)." */
  message: string;
  /** Endpoint title, e.g. "List custody accounts". */
  endpoint: string;
  method: string;
  /** Path without query. */
  path: string;
  status?: number;
  /** The customer-number the request carried (opaque text). */
  customer?: string;
  /** RFC 9457 body when the server sent one. */
  problem?: ProblemDetails;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** Outcome of a service call: the decoded value and status, or a ServiceError. */
export type Result<T> = { ok: true; value: T; status: number } | { ok: false; error: ServiceError };
