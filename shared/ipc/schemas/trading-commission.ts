import { z } from 'zod';
import { customerNumber, profileId } from './common';
import { tradingSymbol } from './trading';

/** trading.commissionRate: the rate main knows for a customer's orders of one instrument. */
export const commissionRateInput = z.strictObject({
  profileId,
  customer: customerNumber,
  symbol: tradingSymbol,
  currency: tradingSymbol,
});
export type CommissionRateInput = z.input<typeof commissionRateInput>;

/**
 * A commission rate learned from an order the service answered (its
 * appliedCommissionPct): the service publishes no rate table, so the rate it
 * applied to the customer's latest order is the best estimate of the next.
 */
export const commissionRate = z.object({
  /** Percent as exact decimal text (0.2 = 0.2 %). */
  pct: z.string().regex(/^\d+(\.\d+)?$/, 'Must be a percentage such as 0.2'),
  /** instrument: the customer's latest order of the instrument asked about; customer: their latest order of any instrument. */
  basis: z.enum(['instrument', 'customer']),
  /** The order the rate was learned from: its instrument ("BTC/CHF"), number and creation time (ISO UTC). */
  instrument: z.string(),
  orderId: z.number().int(),
  at: z.string(),
});
export type CommissionRate = z.infer<typeof commissionRate>;

/** What trading.commissionRate answers: the rate, or null when neither main nor the service knows one (no order yet). */
export const commissionRateAnswer = commissionRate.nullable();
export type CommissionRateAnswer = z.infer<typeof commissionRateAnswer>;
