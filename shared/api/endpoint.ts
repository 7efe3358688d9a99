import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * read: only reads (every GET, and POSTs that only read, such as the legacy
 * instruments list); write: changes something or creates something
 * (orders, cancels, quotes, staking orders, payout account, report and legacy
 * statement creation). Only reads may back a feature's read channel; writes
 * go through main-side feature services.
 */
export type EndpointAccess = 'read' | 'write';

/** Whether an endpoint reads the customer-number header. */
export type CustomerUse = 'required' | 'optional' | 'none';

/** Path and query values as they appear in a URL, before decoding. */
export type UrlValues = Record<string, string | string[] | undefined>;

/**
 * One endpoint of the service. The catalog is a record of these; the client,
 * the simulator and the IPC layer all derive from it.
 *
 * Schemas are wire codecs: decoding (`z.decode`/`parse`) turns what crosses the
 * wire into app values (exact decimal text, typed query values); `z.encode`
 * turns app values back into wire form.
 * - params/query: URL text (`UrlValues`) <-> typed values.
 * - body/response: lossless-JSON values <-> app values; `null` when the
 *   request has no body / the success answer has no content (204).
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType | null = z.ZodType | null,
  R extends z.ZodType | null = z.ZodType | null,
> {
  /** Human name, used in error messages ("Place order"). */
  readonly title: string;
  readonly method: HttpMethod;
  /** Path template, e.g. /custody/v1/Accounts/{accountId}. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** 200 with a JSON body, or 204 with none. */
  readonly success: 200 | 204;
  readonly auth: 'signed' | 'public';
  readonly customer: CustomerUse;
  /** Path version as the spec names it ('v1', 'v3', 'v5', 'v6', or 'legacy'). */
  readonly version: string;
  readonly deprecated: boolean;
  /** Safe to resend after a failure: reads, and writes idempotent by a caller-chosen id. */
  readonly idempotent: boolean;
  /** Whether the endpoint only reads (see EndpointAccess); default: GET reads, any other method writes. */
  readonly access: EndpointAccess;
}

export type ParamsOf<E extends Endpoint> = z.output<E['params']>;
export type QueryOf<E extends Endpoint> = z.output<E['query']>;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : undefined;

/** Schema for endpoints without path parameters or query. */
export const noValues = z.object({});

/** Declares an endpoint with defaults that hold for most of the service. */
export function defineEndpoint<
  P extends z.ZodType = typeof noValues,
  Q extends z.ZodType = typeof noValues,
  B extends z.ZodType | null = null,
  R extends z.ZodType | null = null,
>(
  spec: { title: string; method: HttpMethod; path: string; params?: P; query?: Q; body?: B; response?: R } & Partial<
    Pick<Endpoint, 'auth' | 'customer' | 'version' | 'deprecated' | 'idempotent' | 'success' | 'access'>
  >,
): Endpoint<P, Q, B, R> {
  const response = (spec.response ?? null) as R;
  return {
    title: spec.title,
    method: spec.method,
    path: spec.path,
    params: (spec.params ?? noValues) as P,
    query: (spec.query ?? noValues) as Q,
    body: (spec.body ?? null) as B,
    response,
    success: spec.success ?? (response === null ? 204 : 200),
    auth: spec.auth ?? 'signed',
    customer: spec.customer ?? 'required',
    version: spec.version ?? versionOf(spec.path),
    deprecated: spec.deprecated ?? false,
    idempotent: spec.idempotent ?? spec.method === 'GET',
    access: spec.access ?? (spec.method === 'GET' ? 'read' : 'write'),
  };
}

function versionOf(path: string): string {
  return /\/(v\d+)\//.exec(`${path}/`)?.[1] ?? 'legacy';
}
