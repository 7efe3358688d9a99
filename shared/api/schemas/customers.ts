import { z } from 'zod';
import { int } from './common';

/**
 * A customer reachable with the API key. Our choice (spec: not shown):
 * decisions.md fixes customerNumber and name; referenceCurrency is the
 * currency the customer's portfolio is valued in (default for statements and
 * the historical portfolio value).
 */
export const customerSchema = z.object({
  customerNumber: int,
  name: z.string(),
  referenceCurrency: z.string(),
});
export type Customer = z.output<typeof customerSchema>;

/** GET /auth/api/v1/Customers and /auth/api/v1/apikey/getassociatedclients. */
export const customerListSchema = z.array(customerSchema);
