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
  | 'timeout'
  | 'invalid-response'
  | 'cancelled';

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
  customer?: number;
  /** RFC 9457 body when the server sent one. */
  problem?: ProblemDetails;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
}

/** Outcome of a service call: the decoded value and status, or a ServiceError. */
export type Result<T> = { ok: true; value: T; status: number } | { ok: false; error: ServiceError };
