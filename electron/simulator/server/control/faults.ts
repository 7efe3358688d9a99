import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problemBody } from '../problem';

/** What a fault does to a matching request (server/README.md, Control plane). */
export const FAULT_KINDS = ['drop', 'delay', 'unavailable', 'reset'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault as the control plane receives it. */
export interface FaultSpec {
  /** HTTP method to match, or "*" for any. */
  readonly method: string;
  /**
   * Path to match, without query: exact (case-insensitive like the routes), "{name}" or "*" matching one segment,
   * at most one "**" matching any number of segments (none included): "/**" is the whole API.
   */
  readonly path: string;
  readonly kind: FaultKind;
  /** How many matching requests it applies to (then it is gone). */
  readonly count: number;
  /** kind "delay": how long the processed answer is held back. */
  readonly delayMs?: number;
}

/** A fault still armed. */
export interface Fault extends FaultSpec {
  readonly id: string;
  /** Matching requests it still applies to. */
  remaining: number;
}

/** Longest delay a fault may ask for: beyond any client's timeout, short enough not to hold a test for ever. */
export const MAX_FAULT_DELAY_MS = 300_000;

/** Longest path a fault may match: far beyond any path of the API, short enough that matching stays cheap. */
export const MAX_FAULT_PATH_LENGTH = 2_048;

/**
 * The armed faults. Each request matching a fault's method and path takes one
 * of its remaining uses (the oldest matching fault first); a used-up fault is removed.
 */
export class FaultTable {
  private readonly faults: Fault[] = [];
  /** Added to every answer of the API (--latency, PUT /_control/latency): what a real connection costs, for benchmarks. */
  latencyMs = 0;
  private readonly patterns = new WeakMap<Fault, PathPattern>();

  /** Arms a fault; its path (at most MAX_FAULT_PATH_LENGTH characters, checked by the route) is compiled here, once. */
  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, method: spec.method.toUpperCase(), id: randomUUID(), remaining: spec.count };
    this.patterns.set(fault, pathPattern(spec.path));
    this.faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** Removes one fault (true) or every fault (id undefined). */
  remove(id?: string): boolean {
    if (id === undefined) {
      this.faults.length = 0;
      return true;
    }
    const index = this.faults.findIndex((fault) => fault.id === id);
    if (index < 0) return false;
    this.faults.splice(index, 1);
    return true;
  }

  /** The fault that applies to this request, its use counted; undefined when none matches. */
  take(method: string, path: string): Fault | undefined {
    if (this.faults.length === 0) return undefined;
    const index = this.faults.findIndex(
      (fault) => (fault.method === '*' || fault.method === method) && matches(this.patterns.get(fault), path),
    );
    const fault = this.faults[index];
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return { ...fault };
  }
}

/** A fault's path segment: lower-cased text, or null for "*" / "{name}" (any one non-empty segment). */
type Segment = string | null;

/** A fault's path: the segments before its "**" and, when it has one, those after (the "**" takes any number between). */
interface PathPattern {
  readonly head: readonly Segment[];
  readonly tail: readonly Segment[] | null;
}

/** The segment that matches any number of segments, none included (at most one per path: hasOneAnySegmentsAtMost). */
export const ANY_SEGMENTS = '**';

/** Whether a fault's path can be matched without a search: "**" at most once (checked by the route). */
export function hasOneAnySegmentsAtMost(path: string): boolean {
  return path.split('/').filter((segment) => segment === ANY_SEGMENTS).length <= 1;
}

// Segment by segment rather than a regular expression: nothing a fault's path holds can make matching fail or
// grow costly (a 40,000-character path once compiled into a pattern too large to run, failing every request).
// With one "**" at most, a path is matched by its head from the front and its tail from the back: linear.
function pathPattern(path: string): PathPattern {
  const segments = path.split('/');
  const compile = (part: readonly string[]): Segment[] =>
    part.map((segment) => (segment === '*' || /^\{\w+\}$/.test(segment) ? null : segment.toLowerCase()));
  const any = segments.indexOf(ANY_SEGMENTS);
  if (any < 0) return { head: compile(segments), tail: null };
  return { head: compile(segments.slice(0, any)), tail: compile(segments.slice(any + 1)) };
}

function matches(pattern: PathPattern | undefined, path: string): boolean {
  if (pattern === undefined) return false;
  const segments = path.split('/');
  const { head, tail } = pattern;
  if (tail === null ? segments.length !== head.length : segments.length < head.length + tail.length) return false;
  const fits = (expected: Segment, segment: string): boolean =>
    expected === null ? segment !== '' : segment.toLowerCase() === expected;
  const from = segments.length - (tail?.length ?? 0);
  return (
    head.every((expected, index) => fits(expected, segments[index] as string)) &&
    (tail ?? []).every((expected, index) => fits(expected, segments[from + index] as string))
  );
}

/**
 * Installs the fault hooks on the whole server except `controlPrefix`:
 * "unavailable" answers 503 before anything else runs (no auth, no world);
 * the others let the request be processed in full and then hold back,
 * drop, or cut off its answer.
 */
export function registerFaultHooks(app: FastifyInstance, table: FaultTable, controlPrefix: string): void {
  const applied = new WeakMap<FastifyRequest, Fault>();
  const sleeping = new Set<() => void>();

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    if (path.toLowerCase().startsWith(controlPrefix)) return;
    const fault = table.take(request.method, path);
    if (fault === undefined) return;
    if (fault.kind !== 'unavailable') {
      applied.set(request, fault);
      return;
    }
    const body = problemBody(
      503,
      'Service Unavailable',
      'The service is unavailable (a fault injected through the control plane).',
    );
    // Answered from the hook: fastify skips routing, authentication and the world.
    void reply.code(503).header('retry-after', '1').type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
    return reply;
  });

  // Holds an answer back without letting the server's idle timeout cut it (a delay may be up to 300 s).
  const hold = async (request: FastifyRequest, ms: number): Promise<void> => {
    if (ms <= 0) return;
    const socket = request.raw.socket;
    const idleMs = socket.timeout;
    socket.setTimeout(0);
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleeping.add(wake);
    });
    if (idleMs !== undefined && !socket.destroyed) socket.setTimeout(idleMs);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const fault = applied.get(request);
    if (table.latencyMs > 0 && !pathOf(request).toLowerCase().startsWith(controlPrefix))
      await hold(request, table.latencyMs);
    if (fault === undefined) return payload;
    switch (fault.kind) {
      case 'delay':
        await hold(request, fault.delayMs ?? 0);
        return payload;
      case 'drop':
        // The request was processed; the caller never learns the outcome. What fastify writes next goes nowhere.
        request.raw.socket.destroy();
        return payload;
      case 'reset':
        // Fastify writes the whole answer once this hook returns: by then the connection is gone.
        await cutOff(request, reply, payload);
        return payload;
      default:
        return payload;
    }
  });

  // Stopping must not wait for delayed answers: they are sent at once.
  app.addHook('onClose', async () => {
    for (const wake of [...sleeping]) wake();
  });
}

/** Writes the status line, the headers and half of the body, then resets the TCP connection. */
function cutOff(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const body = Buffer.from(typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload : '');
  const headers = Object.entries(reply.getHeaders())
    .filter(([name]) => name !== 'content-length')
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  const socket = request.raw.socket;
  // A body of at least two bytes is needed to cut one in half; an empty one still promises a byte that never comes.
  const promised = Math.max(body.length, 1);
  socket.write(
    `HTTP/1.1 ${reply.statusCode} ${reply.statusCode === 200 ? 'OK' : 'Status'}\r\n${headers.join('\r\n')}${headers.length ? '\r\n' : ''}content-length: ${promised}\r\n\r\n`,
  );
  return new Promise((resolve) => {
    socket.write(body.subarray(0, Math.floor(body.length / 2)), () => {
      socket.resetAndDestroy();
      resolve();
    });
  });
}

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
