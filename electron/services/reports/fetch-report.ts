import { message } from '../../../shared/i18n/message';
import type { Result, ServiceError } from '../../../shared/api/errors';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ReportKind, ReportParams } from '../../../shared/reports/kinds';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { ASYNC_REPORT_ENDPOINTS, LEGACY_REPORT_ENDPOINTS } from '../../../shared/reports/endpoints';
import type { ServiceClient } from '../../client/client';
import { isRetryableStatus, retryDelayMs, type RetrySettings } from '../../client/retry';
import { abortableSleep } from '../../platform/sleep';
import { AppError } from '../errors';
import type { ReportDecoder } from './decoder';
import { InvalidReportError } from './decoder';
import type { PackedTables } from './packed-tables';

/** Where a fetch is. */
export type FetchStage = 'creating' | 'processing' | 'fetching';

/** Polling delays: first after 500 ms, growing 1.5x to at most 5 s. */
export interface PollPolicy {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Consecutive failed polls (network, 429, 5xx) tolerated before giving up. */
  maxTransientFailures: number;
}
export const DEFAULT_POLL: PollPolicy = { firstDelayMs: 500, factor: 1.5, maxDelayMs: 5000, maxTransientFailures: 5 };

/** A report fetched: the raw answer exactly as received, and what it is. */
export interface FetchedReport {
  /** The answer's bytes exactly as received (what the archive keeps and hashes). */
  body: Uint8Array;
  reportId: string | null;
  /** Server time of the answer (the local clock corrected by the client's measured offset). */
  serverTime: string;
  /** Its tables (already checked against the catalog schema), packed. */
  tables: PackedTables;
}

export interface FetchOptions {
  client: ServiceClient;
  /** Decodes answers (large ones in a worker thread). */
  decoder: ReportDecoder;
  customer: string;
  params: ReportParams;
  signal: AbortSignal;
  onStage: (stage: FetchStage, detail: { reportId: string | null; polls: number }) => void;
  /** Resume polling a report created earlier (after a restart): no new report is created. */
  reportId?: string;
  /** Called before the create is sent and once the service named the report (the journal). */
  onCreating?: () => Promise<void>;
  onCreated?: (reportId: string) => Promise<void>;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  poll?: PollPolicy;
  /** Jitter of the create's backoff (tests fix it). */
  random?: () => number;
  now?: () => number;
}

/** A report the service answered as Failed: its reason is shown as is. */
export class ReportFailedError extends AppError {
  constructor(
    reason: string | null,
    readonly reportId: string,
  ) {
    super(
      'service',
      reason === null
        ? message('reports.failure.serviceFailedNoReason')
        : message('reports.failure.serviceFailed', { reason }),
      { reason: 'failed', failureReason: reason, reportId },
    );
  }
}

function serviceFailure(error: ServiceError): AppError {
  return new AppError('service', error.message, error);
}

function invalid(kind: ReportKind, error: unknown): AppError {
  const reason = (error as Error).message;
  if (!(error instanceof InvalidReportError))
    return error instanceof AppError
      ? error
      : new AppError(
          'internal',
          message('reports.failure.statementUnreadable', { kind: message(REPORT_KIND_WORDS[kind]), reason }),
        );
  return new AppError(
    'service',
    message('reports.failure.statementNotReadable', {
      kind: message(REPORT_KIND_WORDS[kind]),
      reason: reason.slice(0, 300),
    }),
  );
}

/**
 * Sends a statement's POST (a report's create, a legacy statement) until the
 * service takes it. A 429 or 503 says the service processed nothing
 * (client/retry.ts), so sending it again cannot make a second report: it is
 * resent with the client's backoff (full jitter, never before Retry-After),
 * as the client itself resends idempotent calls, up to the poll policy's
 * tolerance of transient failures. Any other answer is the outcome: after a
 * 500 or a lost connection the report may exist.
 */
async function sendUntilTaken<T>(
  send: () => Promise<Result<T>>,
  policy: PollPolicy,
  sleep: (ms: number, signal: AbortSignal) => Promise<void>,
  signal: AbortSignal,
  random: () => number,
): Promise<Result<T>> {
  const settings: RetrySettings = {
    maxAttempts: policy.maxTransientFailures + 1,
    baseDelayMs: policy.firstDelayMs,
    maxDelayMs: policy.maxDelayMs,
  };
  for (let retry = 1; ; retry += 1) {
    const answer = await send();
    if (answer.ok) return answer;
    const { status, retryAfterSeconds } = answer.error;
    const delay =
      status !== undefined && isRetryableStatus(status) && retry < settings.maxAttempts
        ? retryDelayMs(retry, settings, retryAfterSeconds, random)
        : null;
    if (delay === null) return answer;
    await sleep(delay, signal);
  }
}

/**
 * Creates a report and polls it with backoff until Completed (the raw answer
 * is returned), Failed (ReportFailedError with the service's reason), or the
 * signal aborts. The legacy statements are one POST answered at once.
 */
export async function fetchReport(options: FetchOptions): Promise<FetchedReport> {
  const { client, decoder, customer, params, signal } = options;
  const sleep = options.sleep ?? abortableSleep;
  const policy = options.poll ?? DEFAULT_POLL;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const serverTime = () => new Date(now() + (client.clockOffsetMs() ?? 0)).toISOString();

  if (params.kind === 'legacy-account' || params.kind === 'legacy-client') {
    const range = { dateFrom: `${params.dateFrom}T00:00:00Z`, dateTo: `${params.dateTo}T23:59:59Z` };
    const body =
      params.kind === 'legacy-account'
        ? { accountNumber: accountNumberOf(Number(params.accountNumber)), ...range }
        : range;
    options.onStage('fetching', { reportId: null, polls: 0 });
    const answer = await sendUntilTaken(
      () => client.bytes(LEGACY_REPORT_ENDPOINTS[params.kind], { body: body as never, customer, signal }),
      policy,
      sleep,
      signal,
      random,
    );
    if (!answer.ok) throw serviceFailure(answer.error);
    let read;
    try {
      read = await decoder.answer(params.kind, answer.value);
    } catch (error) {
      throw invalid(params.kind, error);
    }
    // Decoding a large answer takes a while: a cancel that came meanwhile still wins.
    signal.throwIfAborted();
    if (read.decoded.tables === null) throw new AppError('service', message('reports.failure.legacyNoData'));
    return { body: read.body, reportId: null, serverTime: serverTime(), tables: read.decoded.tables };
  }

  const names = ASYNC_REPORT_ENDPOINTS[params.kind];
  const { kind: _kind, ...body } = params;
  let reportId = options.reportId;
  if (reportId === undefined) {
    options.onStage('creating', { reportId: null, polls: 0 });
    await options.onCreating?.();
    const created = await sendUntilTaken(
      () => client.call(names.create, { body: body as never, customer, signal }),
      policy,
      sleep,
      signal,
      random,
    );
    if (!created.ok) throw serviceFailure(created.error);
    reportId = created.value.reportId;
    await options.onCreated?.(reportId);
  }
  let delay = policy.firstDelayMs;
  let failures = 0;
  for (let polls = 1; ; polls += 1) {
    options.onStage('processing', { reportId, polls });
    // The client already resent what is safe to resend; what still failed is counted here.
    const answer = await client.bytes(names.read, { params: { reportId } as never, customer, signal });
    if (signal.aborted) throw signal.reason;
    if (!answer.ok) {
      // A busy or restarting service, or a lost connection, is waited out; anything else (404, 403, 400) is final.
      const { kind, status } = answer.error;
      const transient =
        kind === 'network' ||
        kind === 'proxy' ||
        kind === 'timeout' ||
        status === 429 ||
        (status !== undefined && status >= 500);
      if (!transient || ++failures > policy.maxTransientFailures) throw serviceFailure(answer.error);
    } else {
      failures = 0;
      let read;
      try {
        // Decoded once: a Completed answer's tables come back with it, and its bytes are what gets archived.
        read = await decoder.answer(params.kind, answer.value);
      } catch (error) {
        throw invalid(params.kind, error);
      }
      signal.throwIfAborted();
      const { decoded } = read;
      if (decoded.state === 'Completed') {
        if (decoded.tables === null) throw new AppError('service', message('reports.failure.completeNoData'));
        return { body: read.body, reportId, serverTime: serverTime(), tables: decoded.tables };
      }
      if (decoded.state === 'Failed') throw new ReportFailedError(decoded.failureReason, reportId);
    }
    await sleep(delay, signal);
    delay = Math.min(policy.maxDelayMs, delay * policy.factor);
  }
}
