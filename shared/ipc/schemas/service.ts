import { z } from 'zod';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../../api/endpoint';
import type { CustomerNumber } from '../../api/schemas/customers';
import { customerNumber, profileId } from './common';

/**
 * The envelope of a service call, checked in main. Its parts are then checked
 * against the endpoint's own schemas by the client, which refuses bad values
 * with a ServiceError of kind 'validation' (field errors included) before
 * anything is sent.
 */
export const serviceCallInput = z.strictObject({
  /**
   * The profile the call is meant for: main refuses it, sending nothing, when
   * another profile became active meanwhile (a write must never run elsewhere).
   */
  profileId,
  params: z.record(z.string(), z.unknown()).optional(),
  query: z.record(z.string(), z.unknown()).optional(),
  body: z.unknown().optional(),
  /** Acts for this customer instead of the selected one. */
  customer: customerNumber.optional(),
});

// Optional exactly when an empty value is acceptable (z.object({}) outputs Record<string, never>, which an empty object satisfies).
type Empty = Record<never, never>;
type Field<K extends string, T> = Empty extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What window.api.service[name] takes: app-side values (decimals as exact
 * text); params, query and body are required exactly when the endpoint needs them.
 */
export type ServiceCallInput<E extends Endpoint> = { profileId: string; customer?: CustomerNumber } & Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  (E['body'] extends z.ZodType ? { body: BodyOf<E> } : { body?: undefined });

/** The argument list of a service method (always one: every call names its profile). */
export type ServiceCallArgs<E extends Endpoint> = [input: ServiceCallInput<E>];
