import { catalog } from '../../../shared/api/catalog';
import type { ServiceError } from '../../../shared/api/errors';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ReportParams } from '../../../shared/reports/kinds';
import { ASYNC_REPORT_ENDPOINTS, LEGACY_REPORT_ENDPOINTS } from '../../../shared/reports/endpoints';
import { stringifyWireJson } from '../../../shared/wire/json';
import type { ServiceClient } from '../../client/client';
import { ServiceCallError } from '../../client/client';
import { errorFromResponse, type ErrorContext } from '../../client/errors';
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
  now?: () => number;
}

/** A report the service answered as Failed: its reason is shown as is. */
export class ReportFailedError extends AppError {
  constructor(reason: string | null, readonly reportId: string) {
    super('service', `The service could not produce the report: ${reason ?? 'it gave no reason'}.`, { reason: 'failed', failureReason: reason, reportId });
  }
}

function serviceFailure(error: ServiceError): AppError {
  return new AppError('service', error.message, error);
}

// Reads must keep the exact bytes for the archive, so they go through raw() and are decoded here with the catalog's schema.
async function rawExchange(client: ServiceClient, context: ErrorContext, method: 'GET' | 'POST', path: string, customer: string, signal: AbortSignal, body?: string) {
  const response = await client.raw({ method, pathAndQuery: path, customer, signal, ...(body === undefined ? {} : { body }) });
  if (response.status >= 200 && response.status < 300) return { ok: true as const, body: response.body };
  return { ok: false as const, status: response.status, error: errorFromResponse(context, response, Date.now(), false) };
}

function invalid(kind: string, error: unknown): AppError {
  if (!(error instanceof InvalidReportError)) return error instanceof AppError ? error : new AppError('internal', `The ${kind} statement could not be read: ${(error as Error).message}`);
  return new AppError('service', `The service answered the ${kind} statement with data SVC Desk cannot read: ${(error as Error).message.slice(0, 300)}`);
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
  const serverTime = () => new Date(now() + (client.clockOffsetMs() ?? 0)).toISOString();

  if (params.kind === 'legacy-account' || params.kind === 'legacy-client') {
    const endpoint = catalog[LEGACY_REPORT_ENDPOINTS[params.kind]];
    const range = { dateFrom: `${params.dateFrom}T00:00:00Z`, dateTo: `${params.dateTo}T23:59:59Z` };
    const body = params.kind === 'legacy-account' ? { accountNumber: accountNumberOf(Number(params.accountNumber)), ...range } : range;
    options.onStage('fetching', { reportId: null, polls: 0 });
    const context: ErrorContext = { endpoint: endpoint.title, method: 'POST', path: endpoint.path, customer, idempotent: false };
    let answer;
    try {
      answer = await rawExchange(client, context, 'POST', endpoint.path, customer, signal, stringifyWireJson(endpoint.body.encode(body as never)));
    } catch (error) {
      if (error instanceof ServiceCallError) throw serviceFailure(error.error);
      throw error;
    }
    if (!answer.ok) throw serviceFailure(answer.error);
    let read;
    try {
      read = await decoder.answer(params.kind, answer.body);
    } catch (error) {
      throw invalid('legacy', error);
    }
    // Decoding a large answer takes a while: a cancel that came meanwhile still wins.
    signal.throwIfAborted();
    if (read.decoded.tables === null) throw new AppError('service', 'The service answered the legacy statement with no data.');
    return { body: read.body, reportId: null, serverTime: serverTime(), tables: read.decoded.tables };
  }

  const names = ASYNC_REPORT_ENDPOINTS[params.kind];
  const { kind: _kind, ...body } = params;
  let reportId = options.reportId;
  if (reportId === undefined) {
    options.onStage('creating', { reportId: null, polls: 0 });
    await options.onCreating?.();
    const created = await client.call(names.create, { body: body as never, customer, signal });
    if (!created.ok) throw serviceFailure(created.error);
    reportId = created.value.reportId;
    await options.onCreated?.(reportId);
  }
  const read = catalog[names.read];
  const path = read.path.replace('{reportId}', encodeURIComponent(reportId));
  const context: ErrorContext = { endpoint: read.title, method: 'GET', path, customer, idempotent: true };
  let delay = policy.firstDelayMs;
  let failures = 0;
  for (let polls = 1; ; polls += 1) {
    options.onStage('processing', { reportId, polls });
    let answer;
    try {
      answer = await rawExchange(client, context, 'GET', path, customer, signal);
    } catch (error) {
      if (!(error instanceof ServiceCallError) || error.error.kind === 'cancelled' || signal.aborted) throw signal.aborted ? signal.reason : error;
      if (++failures > policy.maxTransientFailures) throw serviceFailure(error.error);
      answer = null;
    }
    if (answer && !answer.ok) {
      // A busy or restarting service is waited out; anything else (404, 403, 400) is final.
      const transient = answer.status === 429 || answer.status >= 500;
      if (!transient || ++failures > policy.maxTransientFailures) throw serviceFailure(answer.error);
    } else if (answer) {
      failures = 0;
      let read;
      try {
        // Decoded once: a Completed answer's tables come back with it, and its bytes are what gets archived.
        read = await decoder.answer(params.kind, answer.body);
      } catch (error) {
        throw invalid(params.kind, error);
      }
      signal.throwIfAborted();
      const { decoded } = read;
      if (decoded.state === 'Completed') {
        if (decoded.tables === null) throw new AppError('service', 'The service said the report is complete but sent no data.');
        return { body: read.body, reportId, serverTime: serverTime(), tables: decoded.tables };
      }
      if (decoded.state === 'Failed') throw new ReportFailedError(decoded.failureReason, reportId);
    }
    await sleep(delay, signal);
    delay = Math.min(policy.maxDelayMs, delay * policy.factor);
  }
}
