import type { z } from 'zod';
import type { ServiceError, ServiceErrorKind } from '../../shared/api/errors';
import { problemDetailsSchema, type ProblemDetails } from '../../shared/api/schemas/problem';
import { parseWireJson } from '../../shared/wire/json';
import { parseRetryAfter } from './retry';
import type { AnswerText, TransportFailure } from './transport';

/** Which call an error belongs to: everything an error says comes from here, the status and the problem body. */
export interface ErrorContext {
  endpoint: string;
  method: string;
  /** Path without query. */
  path: string;
  customer?: string;
  /** Whether resending is harmless: decides what a lost answer means for the trader. */
  idempotent: boolean;
}

const MAX_REASON_LENGTH = 300;

/** The error kind an HTTP status stands for, or undefined for 2xx. */
export function kindForStatus(status: number): ServiceErrorKind | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 401) return 'authentication';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status === 408) return 'timeout';
  if (status >= 400 && status < 500) return 'validation';
  return 'server';
}

/** The error for a non-2xx answer. */
export function errorFromResponse(
  context: ErrorContext,
  response: AnswerText,
  nowMs: number,
  clockRejected: boolean,
): ServiceError {
  const { status } = response;
  const kind = kindForStatus(status) ?? 'server';
  const problem = readProblem(response);
  const reason = reasonOf(problem);
  const error: ServiceError = { kind, message: '', ...where(context), status };
  if (problem) error.problem = problem;
  const title = quote(context.endpoint);
  switch (kind) {
    case 'authentication':
      error.message = clockRejected
        ? `The service refused ${title} because this computer's clock differs from the service's by more than the allowed 10 seconds${reason ? ` (${reason})` : ''}.`
        : blamesServerStart(response)
          ? `The service refused ${title} because it was signed before the service (re)started; nothing was done, so it is safe to try again${reason ? ` (${reason})` : ''}.`
          : `The service refused the API key or secret (${reason ?? 'no reason given'}).`;
      break;
    case 'forbidden':
      error.message =
        context.customer === undefined
          ? `The API key is not allowed to use ${title}${reason ? ` (${reason})` : ''}.`
          : `The API key may not act for customer ${context.customer}${reason ? ` (${reason})` : ''}.`;
      break;
    case 'validation': {
      const fieldErrors = problem?.errors ?? undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) error.fieldErrors = fieldErrors;
      const first = fieldErrors ? Object.entries(fieldErrors).find(([, messages]) => messages.length > 0) : undefined;
      const field = first ? ` ${first[0]}: ${first[1][0]}` : '';
      error.message = `The service rejected ${title}: ${reason ?? httpText(status)}.${field ? `${field}${/[.!?]$/.test(field) ? '' : '.'}` : ''}`;
      break;
    }
    case 'not-found':
      error.message = `The service found nothing for ${title}${reason ? ` (${reason})` : ''}.`;
      break;
    case 'conflict':
      error.message = `${title} conflicts with an earlier request${reason ? `: ${reason}` : ''}.`;
      break;
    case 'rate-limited': {
      const seconds = parseRetryAfter(response.headers['retry-after'], nowMs);
      if (seconds !== undefined) error.retryAfterSeconds = seconds;
      error.message = `The service is limiting how often it may be called; try again ${seconds === undefined ? 'shortly' : `in ${seconds} s`}.`;
      break;
    }
    case 'timeout':
      error.message = `The service gave up waiting for ${title} (${httpText(status)}).`;
      break;
    default:
      error.message = serverMessage(title, response, reason);
  }
  return error;
}

function serverMessage(title: string, response: AnswerText, reason: string | undefined): string {
  const { status } = response;
  if (status >= 300 && status < 400) {
    const target = redirectTarget(response.headers['location']);
    return `The service answered ${title} with a redirect (HTTP ${status}${target ? ` to ${target}` : ''}); signed requests are never redirected. Check the connection's base URL.`;
  }
  if (status === 503) return `The service is temporarily unavailable${reason ? ` (${reason})` : ''}; try again later.`;
  if (status >= 500)
    return `The service failed while handling ${title} (${httpText(status)}${reason ? `: ${reason}` : ''}); try again later.`;
  return `The service answered ${title} with an unexpected ${httpText(status)}.`;
}

/** The error when no answer arrived. */
export function errorFromFailure(context: ErrorContext, failure: TransportFailure): ServiceError {
  const title = quote(context.endpoint);
  // A write whose answer was lost may or may not have happened: say so, so nobody repeats an order blindly.
  const unknownOutcome =
    !context.idempotent && !failure.notSent
      ? ' Whether the service received it is unknown: check before repeating it.'
      : '';
  const message =
    failure.kind === 'cancelled'
      ? `${title} was cancelled${failure.reason ? `: ${failure.reason}` : ''}.${unknownOutcome}`
      : failure.kind === 'timeout'
        ? `${title} timed out: ${failure.reason}.${unknownOutcome}`
        : failure.kind === 'proxy'
          ? `${title} could not pass the proxy: ${failure.reason}.${unknownOutcome}`
          : `${title} could not reach the service: ${failure.reason}.${unknownOutcome}`;
  return { kind: failure.kind, message, ...where(context) };
}

/** The error for a 2xx answer that is not what the endpoint describes. */
export function invalidResponse(context: ErrorContext, status: number, problem: string): ServiceError {
  return {
    kind: 'invalid-response',
    message: `The service's answer to ${quote(context.endpoint)} is not what the API describes: ${problem}.`,
    ...where(context),
    status,
  };
}

/** The error for an answer too large to read: the client dropped it rather than fill memory. */
export function answerTooLarge(context: ErrorContext, status: number, limitBytes: number): ServiceError {
  const size = limitBytes % (1024 * 1024) === 0 ? `${limitBytes / (1024 * 1024)} MiB` : `${limitBytes} bytes`;
  // A write that got a 2xx did happen, even though its answer cannot be read: say so, so nobody repeats it.
  const done =
    !context.idempotent && status >= 200 && status < 300
      ? ' The service accepted the request (HTTP ' + String(status) + '): check its outcome before repeating it.'
      : '';
  return {
    kind: 'invalid-response',
    message: `The service's answer to ${quote(context.endpoint)} was too large: more than ${size}, so it was not read (HTTP ${status}).${done}`,
    ...where(context),
    status,
  };
}

/** The error for a request refused before sending (bad input, no customer selected). */
export function invalidRequest(
  context: ErrorContext,
  message: string,
  fieldErrors: Record<string, string[]>,
): ServiceError {
  return { kind: 'validation', message, ...where(context), fieldErrors };
}

/** Zod issues named by their path, for invalid-response messages: "[3].balance is missing". `input` is what was validated. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown, limit = 3): string {
  const described = issues.slice(0, limit).map((issue) => {
    const path = formatPath(issue.path);
    if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) return `${path} is missing`;
    return `${path}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  });
  const more = issues.length > limit ? ` (and ${issues.length - limit} more)` : '';
  return `${described.join('; ')}${more}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Zod issues as field errors keyed by dotted path ("legs.0.price"). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], prefix: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** A JSON path such as items[0].amount; "(the whole answer)" for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path)
    text += typeof part === 'number' ? `[${part}]` : text === '' ? String(part) : `.${String(part)}`;
  return text === '' ? '(the whole answer)' : text;
}

/**
 * Whether a 401 answer blames the clock: decisions.md has `detail` name the
 * rule that failed, e.g. "X-Auth-Timestamp is outside the allowed window".
 * A malformed timestamp is not a clock problem and does not match.
 */
export function blamesTimestamp(response: AnswerText): boolean {
  const problem = readProblem(response);
  const text = `${problem?.title ?? ''} ${problem?.detail ?? ''} ${problem?.type ?? ''}`;
  return (
    /timestamp|clock/i.test(text) &&
    /window|outside|skew|too (old|new|early|late)|expired|in the future|clock/i.test(text)
  );
}

/**
 * Whether a 401 answer says the request was signed before the server started
 * (the simulator forgets used nonces on a restart, so it refuses those rather
 * than risk a replay). Nothing was done: a freshly signed request passes.
 */
export function blamesServerStart(response: AnswerText): boolean {
  const problem = readProblem(response);
  return (
    /timestamp/i.test(problem?.detail ?? '') && /(earlier than|before) the server'?s start/i.test(problem?.detail ?? '')
  );
}

function readProblem(response: AnswerText): ProblemDetails | undefined {
  if (response.bodyText === '' || !/json/i.test(response.headers['content-type'] ?? '')) return undefined;
  try {
    const parsed = problemDetailsSchema.safeParse(parseWireJson(response.bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The problem's own words, as a clause: "Signature does not match." -> "signature does not match". */
function reasonOf(problem: ProblemDetails | undefined): string | undefined {
  const raw = (problem?.detail ?? problem?.title ?? '').trim().replace(/\s+/g, ' ');
  if (raw === '') return undefined;
  const clipped = raw.length > MAX_REASON_LENGTH ? `${raw.slice(0, MAX_REASON_LENGTH)}…` : raw;
  const clause = clipped.replace(/[.!]+$/, '');
  return /^[A-Z][a-z]/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

function redirectTarget(location: string | undefined): string | undefined {
  if (!location) return undefined;
  try {
    const url = new URL(location, 'http://relative.invalid');
    return url.host === 'relative.invalid' ? url.pathname : `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

function where(context: ErrorContext): Pick<ServiceError, 'endpoint' | 'method' | 'path' | 'customer'> {
  const base = { endpoint: context.endpoint, method: context.method, path: context.path };
  return context.customer === undefined ? base : { ...base, customer: context.customer };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
};

function httpText(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}

function quote(title: string): string {
  return `"${title}"`;
}
