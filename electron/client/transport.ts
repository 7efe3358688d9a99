import { buildConnector, Pool, ProxyAgent, type Dispatcher } from 'undici';

/** Keep-alive connections to one service: at most this many requests are on the wire at once (more wait in the pool). */
export const CONNECTIONS_PER_SERVICE = 8;
import { readBody } from './body';
import { CertificateRefused, verifyingConnector } from './certificates';
import { proxyFromEnvironment, proxyLabel, trustedAuthorities, type NetworkOptions, type ProxyRoute } from './network';

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
  /** The proxy the request went through (scheme, host and port), undefined when it went straight to the service. */
  via?: string;
}

const utf8 = new TextDecoder('utf-8');

/** Answers up to this size (declared) are read in one go; larger ones by readBody, a turn of the event loop every MB. */
const SMALL_ANSWER_BYTES = 256 * 1024;

/**
 * An answer whose text is decoded only when asked for: a statement of tens of
 * MB is handed to a worker as bytes and never becomes a string in main.
 */
export function answerOf<T extends { status: number; headers: Record<string, string>; body: Uint8Array }>(
  fields: T,
): T & { readonly bodyText: string } {
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
    readonly via: string | undefined,
  ) {}

  get bodyText(): string {
    return (this.#text ??= utf8.decode(this.body));
  }
}

/** Why no response arrived. `notSent` means the request never left this machine, so resending cannot duplicate it. */
export class TransportFailure extends Error {
  constructor(
    /** proxy: the proxy in the way failed or refused (its own words, distinct from an unreachable service). */
    readonly kind: 'network' | 'proxy' | 'timeout' | 'cancelled',
    /** Words for the trader, e.g. "nothing is listening at 127.0.0.1:43117 (connection refused)". */
    readonly reason: string,
    readonly notSent: boolean,
    /** Trying again cannot help (e.g. an untrusted certificate). */
    readonly permanent = false,
    /** The proxy the request was sent through, as proxyLabel shows it. */
    readonly via?: string,
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

/** What sends a request on its way, and the proxy it goes through (undefined: straight to the service). */
interface Route {
  dispatcher: Dispatcher;
  via: string | undefined;
}

/**
 * HTTP to one origin over a keep-alive undici Pool, straight or through a proxy (an undici ProxyAgent: CONNECT
 * for https). It neither follows redirects nor retries (no interceptors are composed): resending is decided
 * by the caller, which re-signs every attempt. TLS trusts Node's CAs, the operating system's and the extra
 * ones given; a refused certificate is named (certificates.ts).
 */
export class Transport {
  readonly #origin: URL;
  readonly #timeouts: TransportTimeouts;
  readonly #authority: string;
  readonly #now: () => number;
  readonly #maxResponseBytes: number;
  readonly #network: NetworkOptions;
  #route: Promise<Route> | undefined;
  #via: string | undefined;
  #closed = false;

  constructor(
    origin: URL,
    timeouts: TransportTimeouts,
    now: () => number,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    network: NetworkOptions = {},
  ) {
    this.#origin = origin;
    this.#timeouts = timeouts;
    this.#authority = origin.host;
    this.#now = now;
    this.#maxResponseBytes = maxResponseBytes;
    this.#network = network;
  }

  /** The route is resolved once, at the first request: the OS's proxy settings (a PAC file) may take a moment to answer. */
  #routeOf(): Promise<Route> {
    return (this.#route ??= (this.#network.proxy ?? proxyFromEnvironment(process.env))(this.#origin.origin).then(
      (route) => this.#open(route),
      // A resolver that fails (a broken PAC file) leaves the request to go straight: the error it then meets is the real one.
      () => this.#open({ kind: 'direct' }),
    ));
  }

  #open(route: ProxyRoute): Route {
    const tls = {
      ca: trustedAuthorities(this.#network.extraCa),
      // Verified by verifyingConnector once the handshake is done, so a refused certificate can be named; no session is
      // reused, so every connection's certificate is checked afresh.
      rejectUnauthorized: false,
      maxCachedSessions: 0,
    };
    const pool = {
      connections: CONNECTIONS_PER_SERVICE,
      headersTimeout: this.#timeouts.headersMs,
      bodyTimeout: this.#timeouts.bodyMs,
      keepAliveTimeout: 10_000,
      // undici stops a body (and drops its connection) as soon as it grows past this, so a hostile server cannot fill memory.
      maxResponseSize: this.#maxResponseBytes,
    };
    if (route.kind === 'direct') {
      const connect = verifyingConnector(buildConnector({ ...tls, timeout: this.#timeouts.connectMs }));
      return { dispatcher: new Pool(this.#origin.origin, { ...pool, connect }), via: undefined };
    }
    const agent = new ProxyAgent({
      uri: route.url,
      requestTls: tls,
      connectTimeout: this.#timeouts.connectMs,
      factory: (origin, options) => {
        const tunnel = (options as { connect?: unknown }).connect;
        return new Pool(origin, {
          ...options,
          ...pool,
          ...(typeof tunnel === 'function' ? { connect: verifyingConnector(tunnel as buildConnector.connector) } : {}),
        });
      },
    });
    this.#via = proxyLabel(route.url);
    return { dispatcher: agent, via: this.#via };
  }

  /** Sends one request and reads the whole answer; throws TransportFailure when there is no answer, AnswerTooLarge when it is too big to read. */
  async send(request: OutgoingRequest): Promise<IncomingResponse> {
    const sentAt = this.#now();
    if (this.#closed) throw new TransportFailure('cancelled', 'the connection to the service was closed', true, true);
    const route = await this.#routeOf();
    let status: number | undefined;
    try {
      const response = await route.dispatcher.request({
        origin: this.#origin.origin,
        method: request.method as 'GET',
        path: request.pathAndQuery,
        headers: request.headers,
        body: request.body ?? null,
        signal: request.signal ?? null,
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
        declared <= SMALL_ANSWER_BYTES
          ? await response.body.bytes()
          : await readBody(response.body, Number.isNaN(declared) ? undefined : declared);
      return new Incoming(status, flattenHeaders(response.headers), body, sentAt, receivedAt, route.via);
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw error;
      if (status !== undefined && (error as { code?: unknown } | null)?.code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') {
        throw new AnswerTooLarge(status, this.#maxResponseBytes);
      }
      throw this.#describe(error, request.signal, route.via);
    }
  }

  /** The proxy requests go through, once the first request chose the route; undefined: straight to the service. */
  via(): string | undefined {
    return this.#via;
  }

  /** Closes idle connections and waits for running requests. */
  async close(): Promise<void> {
    this.#closed = true;
    const route = this.#route;
    if (route) await (await route).dispatcher.close();
  }

  #describe(error: unknown, signal: AbortSignal | undefined, via: string | undefined): TransportFailure {
    if (signal?.aborted) {
      const reason: unknown = signal.reason;
      if (reason instanceof DOMException && reason.name === 'TimeoutError') {
        return new TransportFailure('timeout', 'the time allowed for it ran out', false, false, via);
      }
      return new TransportFailure('cancelled', '', false, false, via);
    }
    if (error instanceof CertificateRefused) return new TransportFailure('network', error.message, true, true, via);
    const code = (error as { code?: unknown } | null)?.code;
    const host = this.#authority;
    const seconds = (ms: number): string => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
    const failure = (
      kind: TransportFailure['kind'],
      reason: string,
      notSent: boolean,
      permanent = false,
    ): TransportFailure => new TransportFailure(kind, reason, notSent, permanent, via);
    if (via !== undefined) {
      const proxyFailure = this.#proxyFailure(error, via, seconds);
      if (proxyFailure) return proxyFailure;
    }
    switch (code) {
      case 'UND_ERR_CONNECT_TIMEOUT':
        return failure(
          'timeout',
          `no connection to ${host} could be made within ${seconds(this.#timeouts.connectMs)}`,
          true,
        );
      case 'UND_ERR_HEADERS_TIMEOUT':
        return failure('timeout', `the service did not answer within ${seconds(this.#timeouts.headersMs)}`, false);
      case 'UND_ERR_BODY_TIMEOUT':
        return failure(
          'timeout',
          `the service stopped sending its answer for ${seconds(this.#timeouts.bodyMs)}`,
          false,
        );
      case 'ECONNREFUSED':
        return failure('network', `nothing is listening at ${host} (connection refused)`, true);
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return failure('network', `the host name of ${host} could not be resolved`, true);
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
      case 'ENETDOWN':
        return failure('network', `${host} cannot be reached from this network`, true);
      case 'ETIMEDOUT':
        return failure('network', `the connection to ${host} timed out`, false);
      case 'ECONNRESET':
      case 'EPIPE':
      case 'UND_ERR_SOCKET':
        return failure('network', `the connection to ${host} was closed unexpectedly`, false);
      case 'UND_ERR_CLOSED':
      case 'UND_ERR_DESTROYED':
        return failure('cancelled', 'the connection to the service was closed', true, true);
      default:
        if (typeof code === 'string' && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
          return failure('network', `the TLS certificate of ${host} could not be verified (${code})`, true, true);
        }
        return failure(
          'network',
          `the exchange with ${host} failed${typeof code === 'string' ? ` (${code})` : ''}`,
          false,
        );
    }
  }

  /**
   * A failure of the proxy itself, in words distinct from the service's: through a proxy every connection is made
   * to the proxy, so a refused or unreachable connection is the proxy's, and a CONNECT it answered with anything but
   * 200 is its refusal to reach the service. Undefined when the failure is not the proxy's.
   */
  #proxyFailure(error: unknown, proxy: string, seconds: (ms: number) => string): TransportFailure | undefined {
    const code = (error as { code?: unknown } | null)?.code;
    const message = error instanceof Error ? error.message : '';
    const host = this.#authority;
    const refused =
      /Proxy response \((\d{3})\)/.exec(message) ?? /Proxy Authentication Required \((\d{3})\)/.exec(message);
    const status = refused?.[1];
    const words = (() => {
      if (status === '407') return PROXY_TEXT.authentication({ proxy });
      if (status !== undefined) return PROXY_TEXT.refusedTunnel({ proxy, host, status });
      switch (code) {
        case 'ECONNREFUSED':
          return PROXY_TEXT.notListening({ proxy });
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
          return PROXY_TEXT.unknownHost({ proxy });
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
        case 'ENETDOWN':
          return PROXY_TEXT.unreachable({ proxy });
        case 'UND_ERR_CONNECT_TIMEOUT':
          return PROXY_TEXT.noAnswer({ proxy, time: seconds(this.#timeouts.connectMs) });
        case 'UND_ERR_PRX_CONN':
          return PROXY_TEXT.closed({ proxy, host });
        case 'UND_ERR_PRX_TLS':
          return PROXY_TEXT.proxyCertificate({ proxy });
        default:
          return undefined;
      }
    })();
    // Nothing reached the service: the proxy failed before the tunnel to it was open.
    return words === undefined ? undefined : new TransportFailure('proxy', words, true, status === '407', proxy);
  }
}

/** A proxy's failures, whole sentences with named parts (one place, for the message catalogue). */
const PROXY_TEXT = {
  notListening: ({ proxy }: { proxy: string }) =>
    `the proxy at ${proxy} refused the connection (nothing is listening there); check the proxy settings`,
  unknownHost: ({ proxy }: { proxy: string }) =>
    `the proxy's host name in ${proxy} could not be resolved; check the proxy settings`,
  unreachable: ({ proxy }: { proxy: string }) => `the proxy at ${proxy} cannot be reached from this network`,
  noAnswer: ({ proxy, time }: { proxy: string; time: string }) =>
    `the proxy at ${proxy} did not accept a connection within ${time}`,
  closed: ({ proxy, host }: { proxy: string; host: string }) =>
    `the proxy at ${proxy} closed the connection while opening the way to ${host}`,
  proxyCertificate: ({ proxy }: { proxy: string }) =>
    `the secure connection to the proxy at ${proxy} failed: its certificate is not for its address`,
  authentication: ({ proxy }: { proxy: string }) =>
    `the proxy at ${proxy} asks for a user name and password (HTTP 407); enter them in the proxy settings`,
  refusedTunnel: ({ proxy, host, status }: { proxy: string; host: string; status: string }) =>
    `the proxy at ${proxy} refused to open a connection to ${host} (HTTP ${status})`,
};

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  // undici gives a plain object of own properties: for...in avoids an array of entries per response.
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) flat[name] = typeof value === 'string' ? value : value.join(', ');
  }
  return flat;
}
