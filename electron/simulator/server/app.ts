import type { Duplex } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Endpoint } from '../../../shared/api/endpoint';
import { catalog } from '../../../shared/api/catalog';
import { ProblemError, type World } from '../contract';
import { Authenticator } from './auth';
import { BODY_LIMIT, registerBodyParsers } from './body';
import { guardConnections } from './connection-guard';
import {
  MethodNotAllowed,
  problemBody,
  problemOf,
  sendProblem,
  AuthenticationFailed,
  TooManyRequests,
  PROBLEM_CONTENT_TYPE,
} from './problem';
import { RateLimiter } from './rate-limit';
import type { NonceStore } from './nonce-store';
import { registerCatalogRoutes, registerUnsignedMirror } from './routes';
import { MethodIndex } from './method-index';
import { FaultTable, registerFaultHooks } from './control/faults';
import { CONTROL_PREFIX, registerControlRoutes } from './control/routes';

/** How to build the simulator's HTTP server. */
export interface AppOptions {
  readonly world: World;
  /** Wall clock in epoch ms for the timestamp window; never the world's sped-up clock. */
  readonly wallClock?: () => number;
  /** Requests per second per API key; undefined: no limit. */
  readonly rateLimit?: number;
  /** Added to every API answer (ms; the control plane changes it); default 0. Needs adminToken (the control plane's hooks). */
  readonly latencyMs?: number;
  /** Where unexpected errors are reported (never with request secrets); default stderr. */
  readonly logError?: (message: string) => void;
  /** Bench only: mirror every GET endpoint, unauthenticated, under this prefix. Never set in normal runs. */
  readonly benchUnsignedPrefix?: string;
  /** The control plane's token (server/control/); undefined: no control plane is mounted. */
  readonly adminToken?: string;
  /** The replay window (persisted with --state); default: a new one in memory. */
  readonly nonces?: NonceStore;
  /** Timestamps before this are refused (after an unclean stop; see replay-window.ts). */
  readonly notBefore?: number;
  /** Resolves once the world as it is now is saved (see RouteDeps.persist); undefined: the world lives in memory. */
  readonly persist?: () => Promise<void>;
  /** Connection limits (defaults: CONNECTION_LIMITS; tests make them small). */
  readonly connections?: Partial<ConnectionLimits>;
  /** Serve HTTPS with this key and certificate (PEM); undefined: plain HTTP. */
  readonly tls?: { readonly key: string; readonly cert: string };
}

/** How many sockets the simulator holds, and how long an idle or slow one may stay. */
export interface ConnectionLimits {
  /** Open sockets at most; beyond it a new one closes the oldest idle or slow one (connection-guard.ts), else itself. */
  max: number;
  /** Open sockets from one peer address at most, handled the same way. */
  perPeer: number;
  /** A socket with no traffic is closed after this (keep-alive between requests is shorter still). */
  idleMs: number;
  /** A request's headers must have arrived within this (a client sends them at once; a slow one is holding a socket). */
  headersMs: number;
  /** A request's headers and body must have arrived within this. */
  requestMs: number;
}

/** Enough for the app, desk and the bench; far below what exhausts a machine's descriptors. */
export const CONNECTION_LIMITS: ConnectionLimits = {
  max: 256,
  perPeer: 128,
  idleMs: 30_000,
  headersMs: 5_000,
  requestMs: 15_000,
};

/** Builds the fastify instance that serves exactly the catalog, with the service's auth, errors and limits. */
export function buildApp(options: AppOptions): FastifyInstance {
  const logError = options.logError ?? ((message: string) => process.stderr.write(`${message}\n`));
  const limits: ConnectionLimits = { ...CONNECTION_LIMITS, ...options.connections };
  const app = Fastify({
    logger: false,
    // Idle sockets (also between keep-alive requests) do not live for minutes.
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: Math.min(5_000, limits.idleMs),
    bodyLimit: BODY_LIMIT,
    exposeHeadRoutes: false,
    // Requests already on a connection are answered normally while stopping; the listener is closed for new ones.
    return503OnClosing: false,
    // ASP.NET Core routing ignores case; parameter values keep theirs.
    routerOptions: { caseSensitive: false, maxParamLength: 200 },
    frameworkErrors: (error, _request, reply) => {
      sendProblem(reply, problemBody(400, 'Bad Request', frameworkDetail(error)));
    },
    // Node would answer a missing Host with a bare 400; the routes answer it as a problem instead.
    // Node checks request and header deadlines every connectionsCheckingInterval (default 30 s, which let a
    // slow body live about 70 s): checked each second, a slow request ends close to its deadline.
    ...serverOptions(
      {
        requireHostHeader: false,
        headersTimeout: Math.min(limits.headersMs, limits.requestMs),
        connectionsCheckingInterval: Math.min(1_000, limits.headersMs, limits.requestMs),
      },
      options.tls,
    ),
    // A request that must not run for ever (slow headers or body); Node answers it through clientErrorHandler.
    requestTimeout: limits.requestMs,
    clientErrorHandler: (error, socket) => writeRawProblem(error, socket),
  });

  guardConnections(app.server, limits);
  registerBodyParsers(app);
  const methods = new MethodIndex(Object.values(catalog as Record<string, Endpoint>));
  registerCatalogRoutes(app, {
    world: options.world,
    authenticator: new Authenticator(options.world.credentials, options.wallClock ?? Date.now, {
      ...(options.nonces === undefined ? {} : { nonces: options.nonces }),
      ...(options.notBefore === undefined ? {} : { notBefore: options.notBefore }),
    }),
    rateLimiter: options.rateLimit === undefined ? null : new RateLimiter(options.rateLimit, () => performance.now()),
    ...(options.persist === undefined ? {} : { persist: options.persist }),
  });
  if (options.adminToken !== undefined) {
    const faults = new FaultTable();
    faults.latencyMs = options.latencyMs ?? 0;
    registerFaultHooks(app, faults, CONTROL_PREFIX);
    registerControlRoutes(app, {
      world: options.world,
      faults,
      adminToken: options.adminToken,
      ...(options.persist === undefined ? {} : { persist: options.persist }),
    });
  }
  if (options.benchUnsignedPrefix !== undefined) {
    const everyone = [...new Set(options.world.credentials.flatMap((credential) => credential.customers))];
    registerUnsignedMirror(app, options.world, options.benchUnsignedPrefix, everyone);
  }

  app.setNotFoundHandler((request, reply) => {
    const allowed = methods.allowed(pathOf(request));
    if (allowed.length > 0) throw new MethodNotAllowed(allowed);
    sendProblem(reply, problemBody(404, 'Not Found', `No endpoint of the service has the path ${pathOf(request)}.`));
  });
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply, logError));
  return app;
}

// Malformed HTTP never reaches routing; it is answered as a problem anyway, with the status Node itself would use.
function writeRawProblem(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, title, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ([408, 'Request Timeout', 'The request was not received in time.'] as const)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'Request Header Fields Too Large', 'The request headers are too large.'] as const)
        : ([400, 'Bad Request', 'The HTTP request is malformed.'] as const);
  const body = JSON.stringify(problemBody(status, title, detail));
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\nDate: ${new Date().toUTCString()}\r\n\r\n${body}`,
  );
}

function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  logError: (message: string) => void,
): FastifyReply {
  if (error instanceof MethodNotAllowed) {
    reply.header('allow', error.allowed.join(', '));
    return sendProblem(
      reply,
      problemBody(
        405,
        'Method Not Allowed',
        `${request.method} is not supported on this path; it supports ${error.allowed.join(', ')}.`,
      ),
    );
  }
  if (error instanceof ProblemError) {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AuthenticationFailed) reply.header('www-authenticate', 'SVC');
    return sendProblem(reply, problemOf(error));
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return sendProblem(reply, frameworkProblem(error as FastifyError));
  // Anything else is a bug of the simulator: say so generically, log without headers or body.
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  logError(`simulator: unexpected error while answering ${request.method} ${pathOf(request)}: ${stack}`);
  return sendProblem(
    reply,
    problemBody(500, 'Internal Server Error', 'An unexpected error occurred in the simulator.'),
  );
}

function frameworkProblem(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problemBody(
        413,
        'Content Too Large',
        `The request body is larger than the limit of ${BODY_LIMIT} bytes (1 MiB).`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problemBody(
        415,
        'Unsupported Media Type',
        'The body must be JSON sent as application/json (also accepted: application/json-patch+json, text/json, application/*+json).',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problemBody(400, 'Bad Request', 'The request body length does not match its Content-Length header.');
    default:
      return problemBody(400, 'Bad Request', frameworkDetail(error));
  }
}

function frameworkDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return 'The request path is not a valid URL (bad percent-encoding).';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter is too long.';
    default:
      return 'The request could not be read.';
  }
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** Node's server options under fastify's `http` key, or with the key and certificate under `https` (same deadlines). */
function serverOptions<T extends object>(
  http: T,
  tls: AppOptions['tls'],
): { http: T } | { https: T & { key: string; cert: string } } {
  return tls === undefined ? { http } : { https: { ...http, key: tls.key, cert: tls.cert } };
}
