import { Pool } from 'undici';

/** Keep-alive connections to one service: at most this many requests are on the wire at once (more wait in the pool). */
export const CONNECTIONS_PER_SERVICE = 8;
import { readBody } from './body';

/** Connection, first-byte and body deadlines (ClientOptions.timeouts). */
export interface TransportTimeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: TransportTimeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

/** The largest answer read into memory: far above any real page of the API, far below what would hurt the main process. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** One request exactly as it goes on the wire. */
export interface OutgoingRequest {
  method: string;
  /** Path plus query string, exactly as signed. */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** What reading an answer's status, headers and text needs (errors, the `api` command). */
export interface AnswerText {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body as UTF-8 text (a leading BOM dropped), decoded on first use. */
  readonly bodyText: string;
}

/** A response with its body as received, and the local wall-clock times around it (for clock sync). */
export interface IncomingResponse extends AnswerText {
  /** The body's bytes exactly as received. */
  body: Uint8Array;
  sentAt: number;
  receivedAt: number;
}

const utf8 = new TextDecoder('utf-8');

/** Answers up to this size (declared) are read in one go; larger ones by readBody, a turn of the event loop every MB. */
const SMALL_ANSWER_BYTES = 256 * 1024;

/**
 * An answer whose text is decoded only when asked for: a statement of tens of
 * MB is handed to a worker as bytes and never becomes a string in main.
 */
export function answerOf<T extends { status: number; headers: Record<string, string>; body: Uint8Array }>(fields: T): T & { readonly bodyText: string } {
  let text: string | undefined;
  return Object.defineProperty({ ...fields }, 'bodyText', {
    enumerable: true,
    get: () => (text ??= utf8.decode(fields.body)),
  }) as T & { readonly bodyText: string };
}

/**
 * One transport answer, its text decoded on first use. A class, not a literal with a getter (as
 * answerOf makes): a per-answer getter closure made ~4 KB of every answer survive young-generation
 * GC and be promoted (the client benchmark: ~0.8 MB per scavenge, ~10 µs of main's CPU per request).
 */
class Incoming implements IncomingResponse {
  #text: string | undefined;

  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Uint8Array,
    readonly sentAt: number,
    readonly receivedAt: number,
  ) {}

  get bodyText(): string {
    return (this.#text ??= utf8.decode(this.body));
  }
}

/** Why no response arrived. `notSent` means the request never left this machine, so resending cannot duplicate it. */
export class TransportFailure extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'cancelled',
    /** Words for the trader, e.g. "nothing is listening at 127.0.0.1:43117 (connection refused)". */
    readonly reason: string,
    readonly notSent: boolean,
    /** Trying again cannot help (e.g. an untrusted certificate). */
    readonly permanent = false,
  ) {
    super(reason);
    this.name = 'TransportFailure';
  }
}

/** An answer arrived but was larger than the client reads; it was dropped unread (the connection is closed). */
export class AnswerTooLarge extends Error {
  constructor(
    readonly status: number,
    readonly limitBytes: number,
  ) {
    super(`the answer is larger than ${limitBytes} bytes`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * HTTP to one origin over a keep-alive undici Pool. It neither follows
 * redirects nor retries (no interceptors are composed): resending is decided
 * by the caller, which re-signs every attempt.
 */
export class Transport {
  readonly #pool: Pool;
  readonly #timeouts: TransportTimeouts;
  readonly #authority: string;
  readonly #now: () => number;
  readonly #maxResponseBytes: number;

  constructor(origin: URL, timeouts: TransportTimeouts, now: () => number, maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES) {
    this.#timeouts = timeouts;
    this.#authority = origin.host;
    this.#now = now;
    this.#maxResponseBytes = maxResponseBytes;
    this.#pool = new Pool(origin.origin, {
      connections: CONNECTIONS_PER_SERVICE,
      connect: { timeout: timeouts.connectMs },
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
      keepAliveTimeout: 10_000,
      // undici stops a body (and drops its connection) as soon as it grows past this, so a hostile server cannot fill memory.
      maxResponseSize: maxResponseBytes,
    });
  }

  /** Sends one request and reads the whole answer; throws TransportFailure when there is no answer, AnswerTooLarge when it is too big to read. */
  async send(request: OutgoingRequest): Promise<IncomingResponse> {
    const sentAt = this.#now();
    let status: number | undefined;
    try {
      const response = await this.#pool.request({
        method: request.method as 'GET',
        path: request.pathAndQuery,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
      });
      const receivedAt = this.#now();
      status = response.statusCode;
      const declared = Number(response.headers['content-length']);
      if (declared > this.#maxResponseBytes) {
        // Refused before a byte of it is read: closing the body drops the connection.
        response.body.destroy();
        throw new AnswerTooLarge(status, this.#maxResponseBytes);
      }
      // A small declared answer (every page of the API) is read by undici itself: its reader is several times
      // cheaper than a stream iterator, and one copy of at most SMALL_ANSWER_BYTES needs no turn of the event loop.
      const body =
        declared <= SMALL_ANSWER_BYTES ? await response.body.bytes() : await readBody(response.body, Number.isNaN(declared) ? undefined : declared);
      return new Incoming(status, flattenHeaders(response.headers), body, sentAt, receivedAt);
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw error;
      if (status !== undefined && (error as { code?: unknown } | null)?.code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        throw new AnswerTooLarge(status, this.#maxResponseBytes);
      }
      throw this.#describe(error, request.signal);
    }
  }

  /** Closes idle connections and waits for running requests. */
  close(): Promise<void> {
    return this.#pool.close();
  }

  #describe(error: unknown, signal: AbortSignal | undefined): TransportFailure {
    if (signal?.aborted) {
      const reason: unknown = signal.reason;
      if (reason instanceof DOMException && reason.name === 'TimeoutError') {
        return new TransportFailure('timeout', 'the time allowed for it ran out', false);
      }
      return new TransportFailure('cancelled', '', false);
    }
    const code = (error as { code?: unknown } | null)?.code;
    const host = this.#authority;
    const seconds = (ms: number): string => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
    switch (code) {
      case 'UND_ERR_CONNECT_TIMEOUT':
        return new TransportFailure('timeout', `no connection to ${host} could be made within ${seconds(this.#timeouts.connectMs)}`, true);
      case 'UND_ERR_HEADERS_TIMEOUT':
        return new TransportFailure('timeout', `the service did not answer within ${seconds(this.#timeouts.headersMs)}`, false);
      case 'UND_ERR_BODY_TIMEOUT':
        return new TransportFailure('timeout', `the service stopped sending its answer for ${seconds(this.#timeouts.bodyMs)}`, false);
      case 'ECONNREFUSED':
        return new TransportFailure('network', `nothing is listening at ${host} (connection refused)`, true);
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return new TransportFailure('network', `the host name of ${host} could not be resolved`, true);
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
      case 'ENETDOWN':
        return new TransportFailure('network', `${host} cannot be reached from this network`, true);
      case 'ETIMEDOUT':
        return new TransportFailure('network', `the connection to ${host} timed out`, false);
      case 'ECONNRESET':
      case 'EPIPE':
      case 'UND_ERR_SOCKET':
        return new TransportFailure('network', `the connection to ${host} was closed unexpectedly`, false);
      case 'UND_ERR_CLOSED':
      case 'UND_ERR_DESTROYED':
        return new TransportFailure('cancelled', 'the connection to the service was closed', true, true);
      default:
        if (typeof code === 'string' && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
          return new TransportFailure('network', `the TLS certificate of ${host} could not be verified (${code})`, true, true);
        }
        return new TransportFailure('network', `the exchange with ${host} failed${typeof code === 'string' ? ` (${code})` : ''}`, false);
    }
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  // undici gives a plain object of own properties: for...in avoids an array of entries per response.
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) flat[name] = typeof value === 'string' ? value : value.join(', ');
  }
  return flat;
}
