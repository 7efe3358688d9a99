import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, isGiven, isPositiveDecimal, text, tolerantEnum, utcDateTime } from './common';
import { ORDER_TYPES, SIDES, TARGET_STRATEGIES, TIME_IN_FORCES } from './orders';

const known = <T extends string>(values: readonly T[]) =>
  values.filter((value): value is Exclude<T, 'Unknown'> => value !== 'Unknown');

/** Values a request may carry: the enumerations without Unknown (our choice: a careful service refuses Unknown). */
export const REQUEST_ORDER_TYPES = known(ORDER_TYPES);
export const REQUEST_TIME_IN_FORCES = known(TIME_IN_FORCES);
export const REQUEST_SIDES = known(SIDES);
export const REQUEST_TARGET_STRATEGIES = known(TARGET_STRATEGIES);

const orderType = z.enum(REQUEST_ORDER_TYPES);
const timeInForce = z.enum(REQUEST_TIME_IN_FORCES);
const side = z.enum(REQUEST_SIDES);

/** Our choice (spec: not shown): a caller id of 1..64 characters. */
export const clientOrderId = z.string().min(1, 'Must not be empty').max(64, 'Must be at most 64 characters');

const positive = (field: string) => ({ message: `${field} must be greater than zero` });

/**
 * Body of POST /trading/api/v3/Orders. Required-ness is our choice (spec: not
 * shown), as a careful ASP.NET service would validate: symbol, currency,
 * transactionTime, orderType, timeInForce, fromAccount, clientOrderId, side
 * and quantity required; Limit/StopLimit need limitPrice; Stop/StopLimit need
 * stopPrice; PreviouslyQuoted needs quoteId (spec); expireTime only with
 * GoodTillCancel (spec: applies only there); amounts greater than zero.
 */
export const orderRequestSchema = z
  .object({
    symbol: text,
    currency: text,
    transactionTime: utcDateTime,
    orderType,
    timeInForce,
    fromAccount: int,
    clientOrderId,
    quoteId: int.nullish(),
    side,
    quantity: decimal.refine(isPositiveDecimal, positive('quantity')),
    limitPrice: decimal.refine(isPositiveDecimal, positive('limitPrice')).nullish(),
    stopPrice: decimal.refine(isPositiveDecimal, positive('stopPrice')).nullish(),
    expireTime: utcDateTime.nullish(),
    toAccount: int.nullish(),
    isCommissionIncluded: z.boolean().nullish(),
    targetStrategy: z.enum(REQUEST_TARGET_STRATEGIES).nullish(),
  })
  .superRefine((order, ctx) => {
    const require = (field: 'quoteId' | 'limitPrice' | 'stopPrice') => {
      if (!isGiven(order[field])) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required for orderType ${order.orderType}`,
        });
      }
    };
    if (order.orderType === 'PreviouslyQuoted') require('quoteId');
    if (order.orderType === 'Limit' || order.orderType === 'StopLimit') require('limitPrice');
    if (order.orderType === 'Stop' || order.orderType === 'StopLimit') require('stopPrice');
    if (isGiven(order.expireTime) && order.timeInForce !== 'GoodTillCancel') {
      ctx.addIssue({
        code: 'custom',
        path: ['expireTime'],
        message: 'expireTime applies only to timeInForce GoodTillCancel',
      });
    }
  });
export type OrderRequest = z.output<typeof orderRequestSchema>;

/**
 * Body of DELETE /trading/api/v3/Orders. account and transactionTime are
 * required (our choice); orderId or clientOrderId must be given (spec).
 */
export const cancelOrderRequestSchema = z
  .object({
    account: int,
    clientOrderId: clientOrderId.nullish(),
    orderId: int.nullish(),
    /** Caller id for tracing a rejection. */
    cancelRequestId: z.string().max(64, 'Must be at most 64 characters').nullish(),
    transactionTime: utcDateTime,
  })
  .refine((cancel) => isGiven(cancel.orderId) || isGiven(cancel.clientOrderId), {
    path: ['orderId'],
    message: 'Either orderId or clientOrderId must be given',
  });
export type CancelOrderRequest = z.output<typeof cancelOrderRequestSchema>;

/** Body of POST /trading/api/v3/Orders/QuoteRequest (decisions.md). */
export const quoteRequestSchema = z.object({
  symbol: text,
  currency: text,
  side,
  quantity: decimal.refine(isPositiveDecimal, positive('quantity')),
  fromAccount: int.nullish(),
});
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** A quote (decisions.md): price for quantity, valid until validUntil; use with orderType PreviouslyQuoted. */
export const quoteSchema = z.object({
  quoteId: int,
  symbol: z.string(),
  currency: z.string(),
  side: tolerantEnum(SIDES),
  quantity: decimal,
  price: decimal,
  createdAt: dateTime,
  validUntil: dateTime,
});
export type Quote = z.output<typeof quoteSchema>;
