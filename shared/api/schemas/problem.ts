import { z } from 'zod';

/**
 * RFC 9457 problem details as the service sends them with
 * application/problem+json (decisions.md, Wire). Every member is optional:
 * an error body is read for details, never refused for its shape.
 */
export const problemDetailsSchema = z.object({
  type: z.string().nullish(),
  title: z.string().nullish(),
  status: z.number().int().nullish(),
  detail: z.string().nullish(),
  instance: z.string().nullish(),
  traceId: z.string().nullish(),
  /** Field name -> messages (ASP.NET Core validation style). */
  errors: z.record(z.string(), z.array(z.string())).nullish(),
});

/** An error answer of the service. */
export type ProblemDetails = z.output<typeof problemDetailsSchema>;
