import type { Result, ServiceError } from '../../shared/api/errors';
import { isoTimestamp } from '../../shared/signing/timestamp';
import { ServerClock } from './clock';
import {
  answerTooLarge,
  blamesServerStart,
  blamesTimestamp,
  errorFromFailure,
  errorFromResponse,
  type ErrorContext,
} from './errors';
import { attemptHeaders, type SigningKey, type WireRequest } from './headers';
import { SentInConfidence } from './redact';
import { isRetryableStatus, parseRetryAfter, retryDelayMs, type RetrySettings } from './retry';
import {
  AnswerTooLarge,
  TransportFailure,
  type IncomingResponse,
  type OutgoingRequest,
  type Transport,
} from './transport';

/** One attempt as the request log shows it. */
export interface ExchangeRecord {
  startedAt: string;
  method: string;
  /** Path without query. */
  path: string;
  endpoint: string;
  customer?: string;
  status?: number;
  latencyMs: number;
  errorKind?: ServiceError['kind'];
  attempt: number;
  /** The proxy the attempt went through (scheme, host and port, never its credentials); absent: straight to the service. */
  via?: string;
}

/** What the exchange loop runs on; everything time- or chance-dependent is injectable. */
export interface ExchangeDeps {
  transport: Transport;
  clock: ServerClock;
  retry: RetrySettings;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  /** Monotonic milliseconds, for latency. */
  elapsed: () => number;
  onExchange?: (entry: ExchangeRecord) => void;
  /** Measures the clock again when it is due (clock-check.ts); signed requests wait for it. */
  measureClock?: () => Promise<void>;
}

/** One logical request: its wire form, its signing key (null: public endpoint) and what errors should name. */
export interface ExchangePlan {
  request: WireRequest;
  key: SigningKey | null;
  context: ErrorContext;
  signal?: AbortSignal;
}

/** Decodes a 2xx answer. */
export type Decode<T> = (response: IncomingResponse) => Result<T>;

/** The final outcome, and the last answer when one arrived (raw access for the api command). */
export interface Exchanged<T> {
  result: Result<T>;
  response?: IncomingResponse;
  /** Masks what this exchange sent in confidence (the secret, every signature and nonce) in what the answer carries. */
  sent: SentInConfidence;
}

// Clock errors larger than this (minus the Date header's 1 s resolution) cannot be noise.
const CLOCK_WINDOW_MS = 10_000;
const DATE_RESOLUTION_MS = 1_000;

/**
 * Sends a request, re-signing every attempt with a fresh nonce and timestamp.
 * Resends only what is safe: an idempotent request after a network failure,
 * 429 or 503 (with backoff and Retry-After), and any request once after a 401
 * that shows our clock was off or the request predates the server's start
 * (the server acted on nothing).
 */
export async function runExchange<T>(deps: ExchangeDeps, plan: ExchangePlan, decode: Decode<T>): Promise<Exchanged<T>> {
  const sent = new SentInConfidence(plan.key ? plan.key.secret : null);
  let attempt = 0;
  let retries = 0;
  let resynced = false;
  // After a sleep the estimate may be off by the jump of the local clock: measured before anything is signed with it.
  if (plan.key !== null && deps.measureClock && deps.clock.needsMeasure()) await deps.measureClock();
  for (;;) {
    attempt += 1;
    const { headers, timestamp, signature, nonce } = attemptHeaders(plan.request, plan.key, deps.clock.now());
    if (signature !== undefined && nonce !== undefined) sent.add(signature, nonce);
    const started = deps.elapsed();
    const startedAt = deps.onExchange ? isoTimestamp(deps.clock.localNow()) : '';
    let response: IncomingResponse | undefined;
    let failure: TransportFailure | undefined;
    let result: Result<T>;
    let clockRejected = false;
    let signedBeforeStart = false;
    let sample: number | null = null;
    try {
      const { request } = plan;
      const outgoing: OutgoingRequest = { method: request.method, pathAndQuery: request.path + request.query, headers };
      if (request.body !== undefined) outgoing.body = request.body;
      if (plan.signal !== undefined) outgoing.signal = plan.signal;
      response = await deps.transport.send(outgoing);
      sample = ServerClock.sample(response.headers['date'], response.sentAt, response.receivedAt);
      if (response.status === 401 && timestamp !== undefined) {
        clockRejected = isClockRejection(response, timestamp, sample);
        signedBeforeStart = !clockRejected && blamesServerStart(response);
      }
      // The first answer (and a refusal as signed before the start) says from when on the server surely runs.
      if (deps.clock.offsetMs() === null || signedBeforeStart) deps.clock.runningAt(response.headers['date']);
      if (sample !== null && !(clockRejected && !resynced)) deps.clock.observe(sample);
      result =
        response.status >= 200 && response.status < 300
          ? decode(response)
          : { ok: false, error: errorFromResponse(plan.context, response, deps.clock.localNow(), clockRejected) };
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        // Not resent: the same request would only bring the same answer.
        result = { ok: false, error: answerTooLarge(plan.context, error.status, error.limitBytes) };
      } else {
        if (!(error instanceof TransportFailure)) throw error;
        failure = error;
        result = { ok: false, error: errorFromFailure(plan.context, error) };
      }
    }
    if (deps.onExchange)
      report(deps.onExchange, record(plan, startedAt, deps.elapsed() - started, attempt, response, result, failure));
    if (result.ok) return response ? { result, sent, response } : { result, sent };

    const finish = (): Exchanged<T> =>
      response ? { result: sent.redactResult(result), sent, response } : { result: sent.redactResult(result), sent };
    if (!resynced && ((clockRejected && sample !== null) || signedBeforeStart)) {
      // The server refused our timestamp (off its clock, or older than its start): nothing happened,
      // so any request may go again once, freshly signed (with its clock when ours was off).
      resynced = true;
      if (clockRejected && sample !== null) deps.clock.resync(sample);
      continue;
    }
    if (!plan.context.idempotent || retries + 1 >= deps.retry.maxAttempts) return finish();
    if (!mayRetry(response, failure)) return finish();
    const retryAfter = response ? parseRetryAfter(response.headers['retry-after'], deps.clock.localNow()) : undefined;
    const delay = retryDelayMs(retries + 1, deps.retry, retryAfter, deps.random);
    if (delay === null) return finish();
    retries += 1;
    try {
      await deps.sleep(delay, plan.signal);
    } catch {
      const cancelled = errorFromFailure(plan.context, new TransportFailure('cancelled', '', true));
      const outcome = sent.redactResult<T>({ ok: false, error: cancelled });
      return response ? { result: outcome, sent, response } : { result: outcome, sent };
    }
  }
}

function isClockRejection(response: IncomingResponse, timestamp: string, sample: number | null): boolean {
  if (blamesTimestamp(response)) return true;
  if (sample === null) return false;
  const serverAtArrival = (response.sentAt + response.receivedAt) / 2 + sample;
  return Math.abs(Date.parse(timestamp) - serverAtArrival) > CLOCK_WINDOW_MS - DATE_RESOLUTION_MS;
}

function mayRetry(response: IncomingResponse | undefined, failure: TransportFailure | undefined): boolean {
  if (response) return isRetryableStatus(response.status);
  if (!failure || failure.permanent || failure.kind === 'cancelled') return false;
  // A lost connection is worth another try; a timeout only when nothing was sent yet,
  // since a slow server that is still working would only be asked to do the same work again.
  return failure.kind === 'network' || failure.kind === 'proxy' || failure.notSent;
}

function record<T>(
  plan: ExchangePlan,
  startedAt: string,
  latencyMs: number,
  attempt: number,
  response: IncomingResponse | undefined,
  result: Result<T>,
  failure: TransportFailure | undefined,
): ExchangeRecord {
  const entry: ExchangeRecord = {
    startedAt,
    method: plan.context.method,
    path: plan.context.path,
    endpoint: plan.context.endpoint,
    latencyMs: Math.round(latencyMs * 100) / 100,
    attempt,
  };
  if (plan.request.customer !== undefined) entry.customer = plan.request.customer;
  if (response) entry.status = response.status;
  if (!result.ok) entry.errorKind = result.error.kind;
  const via = response?.via ?? failure?.via;
  if (via !== undefined) entry.via = via;
  return entry;
}

/** The request log must never change the outcome of a call: a failing listener is reported, not propagated. */
function report(onExchange: (entry: ExchangeRecord) => void, entry: ExchangeRecord): void {
  try {
    onExchange(entry);
  } catch (error) {
    console.error('The request log listener failed:', error);
  }
}
