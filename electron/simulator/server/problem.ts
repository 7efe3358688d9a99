import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { ProblemError } from '../contract';

/** Every status the simulator answers with a problem body. */
export type ProblemStatus = ProblemError['status'] | 405 | 408 | 431 | 500 | 503;

/** RFC 9457 problem details as an ASP.NET Core service writes them. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  traceId: string;
  errors?: Record<string, string[]>;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

// ASP.NET Core's defaults: type links to the status code's section of the HTTP spec.
const TYPES: Record<ProblemStatus, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  408: 'https://tools.ietf.org/html/rfc9110#section-15.5.9',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  431: 'https://tools.ietf.org/html/rfc6585#section-5',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

/** A 405: the path exists with other methods (not a ProblemError status: the world never answers it). */
export class MethodNotAllowed extends Error {
  constructor(readonly allowed: readonly string[]) {
    super(`This path does not support the method; it supports ${allowed.join(', ')}.`);
    this.name = 'MethodNotAllowed';
  }
}

/** A 429 carrying how long the caller should wait. */
export class TooManyRequests extends ProblemError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'Too Many Requests', `The rate limit of this API key is exceeded; retry after ${retryAfterSeconds} s.`);
  }
}

/** A 401 that names the authentication rule that failed. */
export class AuthenticationFailed extends ProblemError {
  constructor(detail: string) {
    super(401, 'Unauthorized', detail);
  }
}

/** A W3C trace-context id, the form ASP.NET Core puts into traceId. */
export function newTraceId(): string {
  const bytes = randomBytes(24).toString('hex');
  return `00-${bytes.slice(0, 32)}-${bytes.slice(32)}-00`;
}

/** Builds a problem body; `errors` only when there are field errors. */
export function problemBody(
  status: ProblemStatus,
  title: string,
  detail: string,
  errors?: Record<string, string[]>,
): ProblemBody {
  const body: ProblemBody = { type: TYPES[status], title, status, detail, traceId: newTraceId() };
  if (errors !== undefined && Object.keys(errors).length > 0) body.errors = errors;
  return body;
}

/** Sends a problem answer. */
export function sendProblem(reply: FastifyReply, body: ProblemBody): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** A problem body for a ProblemError thrown by the world or the server. */
export function problemOf(error: ProblemError): ProblemBody {
  return problemBody(error.status, error.title, error.detail, error.errors);
}
