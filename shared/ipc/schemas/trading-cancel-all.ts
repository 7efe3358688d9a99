import { z } from 'zod';
import { ORDER_STATUSES } from '../../api/schemas/orders';
import { customerNumber, profileId } from './common';
import { saidWords } from './message';
import { tradingOutcome } from './trading';

/** An instrument as the desk names it: "BTC/CHF" (upper-cased). */
export const instrumentPair = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,20}\/[A-Za-z0-9._-]{1,20}$/, 'Must be an instrument such as BTC/CHF')
  .transform((value) => value.toUpperCase());

/** Which open orders a cancel-all sweeps: one instrument's or all of the customer's; orderIds: only those the trader confirmed. */
export interface CancelAllScope {
  instrument?: string | undefined;
  orderIds?: readonly number[] | undefined;
}

/**
 * trading.cancelAll: cancels the open orders the trader confirmed (the
 * count they saw), of one instrument or of the customer; an order opened
 * since the confirmation is left alone. Each cancel is journaled like one
 * from the row.
 */
export const tradingCancelAllInput = z.strictObject({
  profileId,
  customer: customerNumber,
  instrument: instrumentPair.optional(),
  orderIds: z
    .array(z.number().int().positive('Must be an order number'))
    .min(1, 'Name at least one order')
    .max(1000, 'At most 1,000 orders at once')
    .refine((ids) => new Set(ids).size === ids.length, 'An order is named twice'),
});
export type TradingCancelAllInput = z.input<typeof tradingCancelAllInput>;

/** What became of one order of a cancel-all: the cancel's outcome, skipped (no longer open: nothing sent) or failed (refused before sending). */
export const cancelAllOutcome = z.object({
  orderId: z.number(),
  account: z.number().nullable(),
  pair: z.string().nullable(),
  outcome: z.union([tradingOutcome, z.enum(['skipped', 'failed'])]),
  cancelRequestId: z.string().nullable(),
  message: saidWords.nullable(),
  /** The order's status as the cancel's answer gave it. */
  status: z.enum(ORDER_STATUSES).nullish(),
});
export type CancelAllOutcome = z.infer<typeof cancelAllOutcome>;

/** What trading.cancelAll answers: a count per outcome, and each order's own. */
export const cancelAllResult = z.object({
  /** Orders confirmed (or found open, from the desk without a list). */
  asked: z.number(),
  acknowledged: z.number(),
  /** Refused by the service, or refused before sending. */
  rejected: z.number(),
  /** Sent, outcome unknown: being reconciled (never resent blindly). */
  unknown: z.number(),
  skipped: z.number(),
  results: z.array(cancelAllOutcome),
});
export type CancelAllResult = z.infer<typeof cancelAllResult>;
