import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '../../../shared/api/endpoint';
import { catalog } from '../../../shared/api/catalog';
import { ProblemError, type SimulatorCredential, type World } from '../contract';
import type { Authenticator } from './auth';
import { parseJsonBody } from './body';
import { problemBody, sendProblem } from './problem';
import { resolveCustomer } from './customer';
import type { RateLimiter } from './rate-limit';
import { stringifyResponse } from './json';
import { decodePart } from './validation';

/** What serving a catalog endpoint needs besides the request. */
export interface RouteDeps {
  readonly world: World;
  readonly authenticator: Authenticator;
  readonly rateLimiter: RateLimiter | null;
  /** Resolves once the world as it is now is on disk (with --state); a change is acknowledged only then. */
  readonly persist?: () => Promise<void>;
}

/** A handler of any endpoint, as the routes call it: the context is decoded by the endpoint's own schemas. */
interface AnyContext {
  readonly customer: number | null;
  readonly reachableCustomers: readonly number[];
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
}
type AnyHandler = (request: AnyContext) => unknown;

/** Fastify's route syntax for a catalog path template: {accountId} -> :accountId. */
export function routePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/** Registers every catalog endpoint; nothing is listed by hand. */
export function registerCatalogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  for (const [name, endpoint] of Object.entries(catalog) as [keyof typeof catalog, Endpoint][]) {
    const handler = deps.world.handlers[name] as unknown as AnyHandler;
    app.route({
      method: endpoint.method,
      url: routePath(endpoint.path),
      handler: (request, reply) => {
        const credential = endpoint.auth === 'signed' ? authenticate(deps, request) : null;
        const customers = credential?.customers ?? [];
        if (endpoint.method === 'GET' || deps.persist === undefined)
          return serve(endpoint, handler, deps.world, request, reply, customers);
        return serveDurably(endpoint, handler, deps.world, request, reply, customers, deps.persist);
      },
    });
  }
}

/**
 * Bench only: mounts every GET endpoint again under `prefix` without
 * authentication, acting with `reachable` customers, so a benchmark can
 * measure what verification costs on otherwise identical work.
 */
export function registerUnsignedMirror(
  app: FastifyInstance,
  world: World,
  prefix: string,
  reachable: readonly number[],
): void {
  for (const [name, endpoint] of Object.entries(catalog) as [keyof typeof catalog, Endpoint][]) {
    if (endpoint.method !== 'GET') continue;
    const handler = world.handlers[name] as unknown as AnyHandler;
    app.get(prefix + routePath(endpoint.path), (request, reply) =>
      serve(endpoint, handler, world, request, reply, reachable),
    );
  }
}

function authenticate(deps: RouteDeps, request: FastifyRequest): SimulatorCredential {
  if (request.headers.host === undefined) {
    throw new ProblemError(
      400,
      'Bad Request',
      'The Host header is missing; HTTP/1.1 requires it and the signature covers it.',
    );
  }
  const credential = deps.authenticator.verify({
    host: request.headers.host,
    url: request.raw.url ?? request.url,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : undefined,
  });
  deps.rateLimiter?.take(credential.apiKey);
  return credential;
}

/**
 * A request that changes the world is answered only once the change is on
 * disk: a client that saw it acknowledged finds it again after the simulator
 * is killed (saving every 500 ms lost what was acknowledged just before).
 * A refused request changed nothing that a restart would not redo.
 */
async function serveDurably(
  endpoint: Endpoint,
  handler: AnyHandler,
  world: World,
  request: FastifyRequest,
  reply: FastifyReply,
  reachable: readonly number[],
  persist: () => Promise<void>,
): Promise<FastifyReply> {
  const answer = run(endpoint, handler, world, request, reachable);
  try {
    await persist();
  } catch (error) {
    // Not acknowledged: the client treats the outcome as unknown and checks (the saver has logged why).
    const detail = `The simulator processed the request but could not save its state, so it may be lost if the simulator stops (${(error as Error).message}).`;
    return sendProblem(reply, problemBody(500, 'Internal Server Error', detail));
  }
  return send(endpoint, reply, answer);
}

function serve(
  endpoint: Endpoint,
  handler: AnyHandler,
  world: World,
  request: FastifyRequest,
  reply: FastifyReply,
  reachable: readonly number[],
): FastifyReply {
  return send(endpoint, reply, run(endpoint, handler, world, request, reachable));
}

/** Decodes the request and runs the world's handler; the answer's JSON text (null for none). */
function run(
  endpoint: Endpoint,
  handler: AnyHandler,
  world: World,
  request: FastifyRequest,
  reachable: readonly number[],
): string | null {
  const customer = resolveCustomer(endpoint.customer, request.headers['customer-number'], reachable);
  const context: AnyContext = {
    customer,
    reachableCustomers: reachable,
    params: decodePart(endpoint.params, request.params, 'path'),
    query: decodePart(endpoint.query, request.query ?? {}, 'query'),
    body: endpoint.body === null ? undefined : decodePart(endpoint.body, readJsonBody(request), 'body'),
  };
  world.advance();
  const value = handler(context);
  if (endpoint.response === null || endpoint.success === 204) return null;
  return stringifyResponse(z.encode(endpoint.response, value));
}

function send(endpoint: Endpoint, reply: FastifyReply, wire: string | null): FastifyReply {
  if (wire === null) return reply.code(endpoint.success).send();
  return reply.code(endpoint.success).type('application/json; charset=utf-8').send(wire);
}

function readJsonBody(request: FastifyRequest): unknown {
  if (typeof request.body === 'string') return parseJsonBody(request.body);
  if (request.headers['content-type'] === undefined) {
    throw new ProblemError(
      415,
      'Unsupported Media Type',
      'This endpoint needs a JSON body sent with Content-Type: application/json.',
    );
  }
  return parseJsonBody('');
}
