import { z } from 'zod';
import { customerNumber, profileId } from './common';

/** One request to the service: never a secret, signature, nonce, query string or body. */
export const requestLogEntry = z.object({
  /** Increases by one per request in this session. */
  seq: z.number().int(),
  /** ISO 8601 UTC time the request started. */
  time: z.string(),
  profileId: z.string(),
  profileName: z.string(),
  customer: z.string().nullable(),
  method: z.string(),
  /** Path without the query string. */
  path: z.string(),
  /** Endpoint title, e.g. "List custody accounts". */
  endpoint: z.string(),
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  /** ServiceErrorKind when the request failed. */
  errorKind: z.string().nullable(),
  attempt: z.number().int(),
  /** The proxy the request went through (scheme, host and port; never its credentials); absent: straight to the service. */
  via: z.string().optional(),
});
export type RequestLogEntry = z.infer<typeof requestLogEntry>;

/** requestLog.list: newest first; every filter is optional. */
export const listRequestLogInput = z
  .strictObject({
    profileId: profileId.optional(),
    customer: customerNumber.optional(),
    outcome: z.enum(['ok', 'error']).optional(),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** Case-insensitive part of the path or endpoint title. */
    text: z.string().max(200).optional(),
    /** Only entries with a larger seq (to fetch what is new). */
    afterSeq: z.number().int().nonnegative().optional(),
    limit: z.number().int().min(1).max(1000).optional(),
  })
  .optional();
export type ListRequestLogInput = z.input<typeof listRequestLogInput>;
