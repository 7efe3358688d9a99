import type { z } from 'zod';
import { catalog, type Catalog, type EndpointName } from '../../shared/api/catalog';
import type { BodyOf, Endpoint, HttpMethod, ParamsOf, QueryOf, ResponseOf } from '../../shared/api/endpoint';
import { isSecretErrorKind, type Result, type SecretErrorKind, type ServiceError } from '../../shared/api/errors';
import type { RandomBytes } from '../../shared/signing/nonce';
import { AUTH_SCHEME, type HmacSha512Base64 } from '../../shared/signing/signature';
import { hmacSha512Base64 } from '../platform/crypto';
import { ServerClock } from './clock';
import { clockCheck } from './clock-check';
import { decodeResponse } from './decode';
import type { ErrorContext } from './errors';
import { runExchange, type ExchangeDeps, type ExchangePlan, type ExchangeRecord } from './exchange';
import type { SigningKey, WireRequest } from './headers';
import { matchEndpoint } from './match';
import { prepareRequest, type CallInput } from './prepare';
import { pooledRandomBytes } from './random-pool';
import type { SentInConfidence } from './redact';
import { abortableSleep } from '../platform/sleep';
import { DEFAULT_RETRY } from './retry';
import type { NetworkOptions } from './network';
import { answerOf, DEFAULT_TIMEOUTS, Transport, type IncomingResponse } from './transport';

export type { CallInput } from './prepare';
export type { ExchangeRecord } from './exchange';

/** How to reach and authenticate with the service. */
export interface ClientOptions {
  /** e.g. http://127.0.0.1:43117; the profile's fixed base URL. */
  baseUrl: string;
  apiKey: string;
  /** The X-Auth scheme word; default SVC (the spec's). */
  authScheme?: string;
  /** Read from the keychain per call; the client keeps only the HMAC key made from it (platform/crypto.ts). */
  secret: () => Promise<string>;
  /** The selected customer; a call may name another. */
  defaultCustomer?: () => string | undefined;
  /** Called once per attempt, for the request log. */
  onExchange?: (entry: ExchangeRecord) => void;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  retry?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Answers larger than this many bytes are dropped unread (invalid-response); default 64 MiB. */
  maxResponseBytes?: number;
  /** Proxy and extra certificate authorities; default: the environment's proxy variables, Node's and the OS's CAs. */
  network?: NetworkOptions;
}

/** Time, chance and crypto, injectable so tests neither sleep nor depend on luck. */
export interface ClientDeps {
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Local wall clock in epoch ms. */
  now?: () => number;
  /** Monotonic ms, for latencies. */
  elapsed?: () => number;
  randomBytes?: RandomBytes;
  hmac?: HmacSha512Base64;
}

// An empty object satisfies T exactly when T has no required member (z.object({}) outputs Record<string, never>).
type Empty = Record<never, never>;
type Field<K extends string, T> = Empty extends T ? { [P in K]?: T } : { [P in K]: T };

/** The typed input of one endpoint: params, query and body are required exactly when the endpoint needs them. */
export type InputOf<E extends Endpoint> = Omit<CallInput, 'params' | 'query' | 'body'> &
  Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined });

type InputArgs<E extends Endpoint> = Empty extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/** A raw exchange: any method and path, signed, exact text back. */
export interface RawRequest {
  method: HttpMethod;
  pathAndQuery: string;
  /** Sent and signed exactly as given, with Content-Type application/json. */
  body?: string;
  customer?: string;
  signal?: AbortSignal;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The answer's bytes as received (masked where they echo what was signed). */
  body: Uint8Array;
  /** The same as UTF-8 text, decoded on first use. */
  readonly bodyText: string;
}

/** Thrown by raw() when no answer arrived; carries the same plain ServiceError that call() returns. */
export class ServiceCallError extends Error {
  constructor(readonly error: ServiceError) {
    super(error.message);
    this.name = 'ServiceCallError';
  }
}

/** A signed client of the service. */
export interface ServiceClient {
  /** Calls a catalog endpoint by name with typed input; never throws for service or network failures. */
  call<N extends EndpointName>(name: N, ...input: InputArgs<Catalog[N]>): Promise<Result<ResponseOf<Catalog[N]>>>;
  /**
   * Calls a catalog endpoint like call(), with the same path, signing, retries and errors, but answers a
   * 2xx body's exact bytes unread (the reports archive keeps and hashes what the service sent; it decodes
   * them itself, in a worker when large).
   */
  bytes<N extends EndpointName>(name: N, ...input: InputArgs<Catalog[N]>): Promise<Result<Uint8Array>>;
  /** Calls any endpoint definition (the catalog's or one built with defineEndpoint). */
  request<E extends Endpoint>(endpoint: E, ...input: InputArgs<E>): Promise<Result<ResponseOf<E>>>;
  /**
   * One signed request of any method/path (the `api` command); exact-decimal JSON back. Never retried
   * (except once after a 401 that shows the server acted on nothing). The answer's body and headers come
   * back with the secret, signatures and nonces this call sent masked, since a server may echo them.
   */
  raw(request: RawRequest): Promise<RawResponse>;
  /** Estimated server clock offset in ms (server - local), null before the first response. */
  clockOffsetMs(): number | null;
  /** The local clock may have jumped (the computer slept): the offset is measured again before the next signed request. */
  remeasureClock?(): void;
  /** The proxy requests go through (scheme, host and port), undefined when straight to the service or before the first request. */
  proxy?(): string | undefined;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

/** Creates a client for one base URL with a keep-alive connection pool. */
export function createServiceClient(options: ClientOptions, deps: ClientDeps = {}): ServiceClient {
  const base = parseBaseUrl(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const now = deps.now ?? Date.now;
  const clock = new ServerClock(now);
  const transport = new Transport(
    base,
    { ...DEFAULT_TIMEOUTS, ...definedOnly(options.timeouts) },
    now,
    options.maxResponseBytes,
    options.network,
  );
  const exchangeDeps: ExchangeDeps = {
    transport,
    clock,
    retry: { ...DEFAULT_RETRY, ...definedOnly(options.retry) },
    sleep: deps.sleep ?? abortableSleep,
    random: deps.random ?? Math.random,
    elapsed: deps.elapsed ?? (() => performance.now()),
    ...(options.onExchange ? { onExchange: options.onExchange } : {}),
  };
  exchangeDeps.measureClock = clockCheck({ ...exchangeDeps, basePath });
  const hmac = deps.hmac ?? hmacSha512Base64;
  const randomBytes = deps.randomBytes ?? pooledRandomBytes();

  /** The signing key for one call (the secret lives in it only until the call returns), or why there is none. */
  async function signingKey(): Promise<SigningKey | { unavailable: SecretFailure }> {
    try {
      return {
        apiKey: options.apiKey,
        scheme: options.authScheme ?? AUTH_SCHEME,
        secret: await options.secret(),
        host: base.host,
        hmac,
        randomBytes,
      };
    } catch (error) {
      return { unavailable: secretFailureOf(error) };
    }
  }

  function request<E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<Result<ResponseOf<E>>> {
    return exchange(endpoint, input, (context) => (response) => decodeResponse(endpoint, context, response));
  }

  // The answer's bytes as received, masked where they echo what was signed (as raw() does).
  async function bytes(endpoint: Endpoint, input: CallInput = {}): Promise<Result<Uint8Array>> {
    let masked: Uint8Array | undefined;
    const result = await exchange(
      endpoint,
      input,
      () => (response) => ({ ok: true, value: response.body, status: response.status }),
      async (sent, value) => (masked = await sent.redactBytes(value)),
    );
    return result.ok && masked !== undefined ? { ...result, value: masked } : result;
  }

  async function exchange<T>(
    endpoint: Endpoint,
    input: CallInput,
    decoder: (context: ErrorContext) => (response: IncomingResponse) => Result<T>,
    onValue?: (sent: SentInConfidence, value: T) => Promise<unknown>,
  ): Promise<Result<T>> {
    // The secret first: without a usable one nothing can be sent, whatever else is wrong with the call.
    const signing = endpoint.auth === 'signed' ? await signingKey() : null;
    const prepared = prepareRequest(endpoint, input, options.defaultCustomer?.(), basePath);
    if (signing !== null && 'unavailable' in signing) {
      const context = prepared.ok
        ? prepared.context
        : {
            endpoint: endpoint.title,
            method: endpoint.method,
            path: basePath + endpoint.path,
            idempotent: endpoint.idempotent,
          };
      return { ok: false, error: secretUnavailable(context, signing.unavailable) };
    }
    if (!prepared.ok) return prepared;
    const key: SigningKey | null = signing;
    const { context } = prepared;
    const plan: ExchangePlan = { request: prepared.request, key, context };
    if (input.signal) plan.signal = input.signal;
    const { result, sent } = await runExchange(exchangeDeps, plan, decoder(context));
    if (result.ok && onValue) await onValue(sent, result.value);
    return result;
  }

  async function raw(req: RawRequest): Promise<RawResponse> {
    const { path, query } = splitPathAndQuery(req.pathAndQuery);
    const endpoint = matchEndpoint(req.method, path);
    const wire: WireRequest = { method: req.method, path: basePath + path, query };
    if (req.body !== undefined) wire.body = req.body;
    if (req.customer !== undefined) wire.customer = req.customer;
    // Raw requests are never resent after a failure: the command line user decides.
    const context: ErrorContext = {
      endpoint: endpoint?.title ?? `${req.method} ${path}`,
      method: req.method,
      path: wire.path,
      idempotent: false,
    };
    if (req.customer !== undefined) context.customer = req.customer;
    const key = await signingKey();
    if ('unavailable' in key) throw new ServiceCallError(secretUnavailable(context, key.unavailable));
    const { result, response, sent } = await runExchange(
      exchangeDeps,
      { request: wire, key, context, ...(req.signal ? { signal: req.signal } : {}) },
      (answer) => ({ ok: true, value: answer, status: answer.status }),
    );
    if (response) {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name, sent.redact(value)]),
      );
      return answerOf({ status: response.status, headers, body: await sent.redactBytes(response.body) });
    }
    if (!result.ok) throw new ServiceCallError(result.error);
    throw new Error('A successful exchange without an answer cannot happen.');
  }

  let closing: Promise<void> | undefined;

  return {
    call: (name, ...input) => request(catalogEndpoint(name), input[0] as CallInput | undefined) as never,
    bytes: (name, ...input) => bytes(catalogEndpoint(name), input[0] as CallInput | undefined),
    request: (endpoint, ...input) => request(endpoint, input[0] as CallInput | undefined),
    raw,
    clockOffsetMs: () => clock.offsetMs(),
    remeasureClock: () => clock.remeasure(),
    proxy: () => transport.via(),
    close: () => (closing ??= transport.close()),
  };
}

function catalogEndpoint(name: EndpointName): Endpoint {
  const endpoint = catalog[name] as Endpoint | undefined;
  if (!endpoint) throw new TypeError(`"${String(name)}" is not an endpoint of the catalog.`);
  return endpoint;
}

function parseBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`"${text}" is not a URL; a base URL looks like https://api.example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`The base URL must start with https:// or http://, not ${url.protocol}//.`);
  if (url.username !== '' || url.password !== '')
    throw new TypeError('The base URL must not contain a user name or password.');
  if (url.search !== '' || url.hash !== '') throw new TypeError('The base URL must not contain a query or fragment.');
  return url;
}

/** Splits "/a/b?x=1" into "/a/b" and "?x=1" without re-encoding either: the query is signed exactly as given. */
export function splitPathAndQuery(pathAndQuery: string): { path: string; query: string } {
  if (!pathAndQuery.startsWith('/')) throw new TypeError(`The path must start with "/": ${pathAndQuery}`);
  const mark = pathAndQuery.indexOf('?');
  if (mark < 0) return { path: pathAndQuery, query: '' };
  const query = pathAndQuery.slice(mark);
  return { path: pathAndQuery.slice(0, mark), query: query === '?' ? '' : query };
}

/** Why the secret source refused: its kind when it named one (secret-missing, ...), else the keychain could not be read. */
interface SecretFailure {
  kind: SecretErrorKind;
  reason: string | null;
}

// The source's own words are written for the user (AppError); anything else is not shown, it may be internal.
function secretFailureOf(error: unknown): SecretFailure {
  const kind = (error as { kind?: unknown } | null)?.kind;
  if (isSecretErrorKind(kind)) return { kind, reason: (error as Error).message };
  return { kind: 'keychain-unavailable', reason: null };
}

function secretUnavailable(context: ErrorContext, failure: SecretFailure): ServiceError {
  return {
    kind: failure.kind,
    message: `"${context.endpoint}" was not sent: ${failure.reason ?? 'the API secret of this connection could not be read from the system keychain.'}`,
    endpoint: context.endpoint,
    method: context.method,
    path: context.path,
    ...(context.customer === undefined ? {} : { customer: context.customer }),
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}
