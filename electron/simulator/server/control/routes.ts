import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ProblemError, type World } from '../../contract';
import {
  FAULT_KINDS,
  hasOneAnySegmentsAtMost,
  MAX_FAULT_DELAY_MS,
  MAX_FAULT_PATH_LENGTH,
  type FaultTable,
} from './faults';
import { parseDuration } from './duration';

/** Where the control plane lives: outside every path of the service's API. */
export const CONTROL_PREFIX = '/_control';

/** What the control routes act on. */
export interface ControlDeps {
  readonly world: World;
  readonly faults: FaultTable;
  /** The admin token of this start (random; never an API key). */
  readonly adminToken: string;
  /** Resolves once the world as it is now is saved (with --state): a clock jump or price shock is acknowledged only then. */
  readonly persist?: () => Promise<void>;
}

const shockBody = z.strictObject({
  asset: z.string().min(1),
  percent: z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
});
const advanceBody = z.union([
  z.strictObject({ ms: z.number().int().positive() }),
  z.strictObject({ duration: z.string().min(1) }),
]);
const latencyBody = z.strictObject({ ms: z.number().int().min(0).max(MAX_FAULT_DELAY_MS) });
const faultBody = z.strictObject({
  method: z
    .string()
    .max(20, 'Must be at most 20 characters')
    .regex(/^([A-Za-z]+|\*)$/, 'Must be an HTTP method such as POST, or *'),
  path: z
    .string()
    .max(MAX_FAULT_PATH_LENGTH, `Must be at most ${MAX_FAULT_PATH_LENGTH} characters`)
    .regex(/^\/[^\s?]*$/, 'Must be a path starting with /, without query')
    .refine(hasOneAnySegmentsAtMost, 'Must hold "**" at most once'),
  kind: z.enum(FAULT_KINDS),
  count: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
});

/**
 * Registers the loopback-only control plane (server/README.md, Control plane):
 * every route needs `Authorization: Bearer <admin token>` and a peer on the
 * loopback interface; API keys mean nothing here, and nothing here is signed.
 */
export function registerControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const token = Buffer.from(deps.adminToken, 'utf8');
  const guard = (request: FastifyRequest): void => {
    // Another machine is not told the control plane exists.
    if (!isLoopback(request.socket.remoteAddress))
      throw new ProblemError(404, 'Not Found', `No endpoint of the service has the path ${request.url}.`);
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const bytes = Buffer.from(given ?? '', 'utf8');
    if (given === undefined || bytes.length !== token.length || !timingSafeEqual(bytes, token)) {
      throw new ProblemError(
        401,
        'Unauthorized',
        'The control plane needs "Authorization: Bearer <admin token>" with the token of the listening line.',
      );
    }
  };
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    handle: (request: FastifyRequest) => { status: number; body: unknown },
    changesWorld = false,
  ) => {
    app.route({
      method,
      url: CONTROL_PREFIX + path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        guard(request);
        const { status, body } = handle(request);
        if (changesWorld) await deps.persist?.();
        return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
      },
    });
  };

  route('GET', '/clock', () => ({ status: 200, body: deps.world.control.clock() }));
  route(
    'POST',
    '/clock/advance',
    (request) => {
      const body = parse(advanceBody, request);
      const ms = 'ms' in body ? body.ms : parseDuration(body.duration);
      if (ms === undefined) throw invalid('duration', 'Must be a duration such as 90s, 15m, 2h, 1d or 1h30m.');
      return { status: 200, body: deps.world.control.advanceClock(ms) };
    },
    true,
  );
  route(
    'POST',
    '/prices/shock',
    (request) => {
      const body = parse(shockBody, request);
      return { status: 200, body: deps.world.control.shockPrice(body.asset.toUpperCase(), body.percent) };
    },
    true,
  );
  route('GET', '/latency', () => ({ status: 200, body: { ms: deps.faults.latencyMs } }));
  route('PUT', '/latency', (request) => {
    deps.faults.latencyMs = parse(latencyBody, request).ms;
    return { status: 200, body: { ms: deps.faults.latencyMs } };
  });
  route('GET', '/faults', () => ({ status: 200, body: deps.faults.list() }));
  route('POST', '/faults', (request) => {
    const body = parse(faultBody, request);
    if (body.kind === 'delay' && body.delayMs === undefined) throw invalid('delayMs', 'A delay fault needs delayMs.');
    return { status: 201, body: deps.faults.add(body) };
  });
  route('DELETE', '/faults', () => {
    deps.faults.remove();
    return { status: 200, body: deps.faults.list() };
  });
  route('DELETE', '/faults/:id', (request) => {
    const id = (request.params as { id: string }).id;
    if (!deps.faults.remove(id)) throw new ProblemError(404, 'Not Found', `No armed fault has the id ${id}.`);
    return { status: 200, body: deps.faults.list() };
  });
}

function parse<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  let json: unknown;
  try {
    json = JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    throw invalid('$', 'The body must be JSON sent with Content-Type: application/json.');
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '$'] ??= []).push(issue.message);
  throw new ProblemError(400, 'One or more validation errors occurred.', 'The control request is not valid.', errors);
}

function invalid(field: string, message: string): ProblemError {
  return new ProblemError(400, 'One or more validation errors occurred.', message, { [field]: [message] });
}

/** 127.0.0.0/8, ::1, and IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}
