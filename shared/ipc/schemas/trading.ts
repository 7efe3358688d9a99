import { z } from 'zod';
import {
  quoteSchema,
  REQUEST_ORDER_TYPES,
  REQUEST_SIDES,
  REQUEST_TARGET_STRATEGIES,
  REQUEST_TIME_IN_FORCES,
} from '../../api/schemas/order-requests';
import { tradingOrderSchema } from '../../api/schemas/orders';
import { tradingLimitsSchema } from '../../trading/limits';
import { customerNumber, profileId } from './common';
import { saidWords } from './message';
import { appValue } from './reads/read-channel';

/*
 * The trading desk's own channels (main owns placement, cancel, the order
 * journal and the open-order watcher). Decimals are exact text on both
 * sides.
 */

// Plain decimal text only (no sign, no exponent): up to 15 integer and 18 fraction digits, which covers every
// quantity and price the service knows while keeping typos such as "1e30" or a pasted account number out.
const PLAIN_DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,18})?$/;

function positiveDecimal(field: string) {
  return z
    .string()
    .trim()
    .regex(PLAIN_DECIMAL, `${field} must be a number such as 12.5 (at most 15 digits before and 18 after the point)`)
    .refine((value) => /[1-9]/.test(value), `${field} must be greater than zero`);
}

/** An order quantity as exact decimal text, greater than zero. */
export const tradingQuantity = positiveDecimal('Quantity');
/** A limit or stop price as exact decimal text, greater than zero. */
export const tradingPrice = (field: string) => positiveDecimal(field);

/** An asset or currency symbol (BTC, CHF); upper-cased. */
export const tradingSymbol = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,20}$/, 'Must be a symbol such as BTC')
  .transform((value) => value.toUpperCase());

/** A trading account id. */
export const tradingAccountId = z
  .number()
  .int('Must be a whole number')
  .min(0, 'Must be an account number')
  .max(Number.MAX_SAFE_INTEGER);

/** A caller-chosen order id: 1..64 visible characters, not all digits (an all-digit id would be read as an orderId). */
export const clientOrderIdText = z
  .string()
  .regex(/^[\x21-\x7E]{1,64}$/, 'Must be 1 to 64 letters, digits or symbols, no spaces')
  .refine((value) => !/^\d+$/.test(value), 'Must not be all digits (the service would read it as an order number)');

/** ISO 8601 UTC time, e.g. 2026-01-31T16:00:00Z. */
const utcTime = z.iso.datetime({ message: 'Must be a UTC time such as 2026-01-31T16:00:00Z' });

export const TRADING_SIDES = REQUEST_SIDES;
export const TRADING_ORDER_TYPES = REQUEST_ORDER_TYPES;
export const TRADING_TIMES_IN_FORCE = REQUEST_TIME_IN_FORCES;

/** trading.quote: a price for quantity, valid until validUntil (use its quoteId with orderType PreviouslyQuoted). */
export const tradingQuoteInput = z.strictObject({
  profileId,
  customer: customerNumber,
  symbol: tradingSymbol,
  currency: tradingSymbol,
  side: z.enum(REQUEST_SIDES),
  quantity: tradingQuantity,
  fromAccount: tradingAccountId.optional(),
});
export type TradingQuoteInput = z.input<typeof tradingQuoteInput>;
/** What trading.quote answers: the service's quote (decimals exact text). */
export const tradingQuote = appValue(quoteSchema);
export type TradingQuote = z.infer<typeof tradingQuote>;

/** An order as the service last described it, in app form (checked with the catalog's own codec). */
const tradingOrder = appValue(tradingOrderSchema);

/** The order a ticket sends: the service's order request without transactionTime (main stamps it at each send). */
export const tradingOrderInput = z
  .strictObject({
    symbol: tradingSymbol,
    currency: tradingSymbol,
    side: z.enum(REQUEST_SIDES),
    orderType: z.enum(REQUEST_ORDER_TYPES),
    timeInForce: z.enum(REQUEST_TIME_IN_FORCES),
    quantity: tradingQuantity,
    limitPrice: tradingPrice('Limit price').optional(),
    stopPrice: tradingPrice('Stop price').optional(),
    quoteId: z.number().int().positive('Must be a quote number').optional(),
    expireTime: utcTime.optional(),
    fromAccount: tradingAccountId,
    toAccount: tradingAccountId.optional(),
    isCommissionIncluded: z.boolean().optional(),
    targetStrategy: z.enum(REQUEST_TARGET_STRATEGIES).optional(),
    /** Normally left out: main generates one. */
    clientOrderId: clientOrderIdText.optional(),
  })
  .superRefine((order, ctx) => {
    const type = order.orderType;
    const needs = (field: 'limitPrice' | 'stopPrice' | 'quoteId', wanted: boolean, label: string) => {
      if (wanted && order[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required for a ${type} order` });
      if (!wanted && order[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `${label} does not apply to a ${type} order` });
    };
    needs('limitPrice', type === 'Limit' || type === 'StopLimit', 'A limit price');
    needs('stopPrice', type === 'Stop' || type === 'StopLimit', 'A stop price');
    needs('quoteId', type === 'PreviouslyQuoted', 'A quote');
    if (order.expireTime !== undefined && order.timeInForce !== 'GoodTillCancel') {
      ctx.addIssue({
        code: 'custom',
        path: ['expireTime'],
        message: 'An expiry time applies only to GoodTillCancel orders',
      });
    }
    if (order.toAccount !== undefined && order.toAccount === order.fromAccount) {
      ctx.addIssue({
        code: 'custom',
        path: ['toAccount'],
        message: 'The receiving account must differ from the paying account',
      });
    }
  });
export type TradingOrderInput = z.input<typeof tradingOrderInput>;
export type TradingOrderRequest = z.output<typeof tradingOrderInput>;

/** trading.place: one submission per ticketId at a time (a repeat while in flight answers the same result). */
export const tradingPlaceInput = z.strictObject({
  profileId,
  customer: customerNumber,
  ticketId: z.uuid({ message: 'Must be a ticket id (a UUID)' }),
  order: tradingOrderInput,
});
export type TradingPlaceInput = z.input<typeof tradingPlaceInput>;

/** acknowledged: the service answered with the order (it may be Rejected by the venue: see order.status); rejected: the service refused the request, no order exists; unknown: being reconciled. */
export const tradingOutcome = z.enum(['acknowledged', 'rejected', 'unknown']);
export type TradingOutcome = z.infer<typeof tradingOutcome>;

/** What a placement or a cancel came to. */
const sendResult = {
  outcome: tradingOutcome,
  /** The order as the service last described it; null when rejected or unknown. */
  order: tradingOrder.nullable(),
  /** Why it was rejected, or what is being done about an unknown outcome, in a trader's words (put into the reader's language when shown). */
  message: saidWords.optional(),
  /** The service's error when there was one (kind, status, fieldErrors...). */
  error: z.unknown().optional(),
};

/** What trading.place answers. */
export const tradingPlaceResult = z.object({ clientOrderId: z.string(), ...sendResult });
export type TradingPlaceResult = z.infer<typeof tradingPlaceResult>;

/** trading.cancel: by orderId or clientOrderId. */
export const tradingCancelInput = z
  .strictObject({
    profileId,
    customer: customerNumber,
    account: tradingAccountId,
    orderId: z.number().int().positive('Must be an order number').optional(),
    clientOrderId: clientOrderIdText.optional(),
  })
  .refine((input) => (input.orderId === undefined) !== (input.clientOrderId === undefined), {
    path: ['orderId'],
    message: 'Name the order by exactly one of orderId or clientOrderId',
  });
export type TradingCancelInput = z.input<typeof tradingCancelInput>;

/** What trading.cancel answers. */
export const tradingCancelResult = z.object({ cancelRequestId: z.string(), ...sendResult });
export type TradingCancelResult = z.infer<typeof tradingCancelResult>;

/** Journal states: pending-send → sent → acknowledged | rejected | unknown; unknown → reconciling → resolved (or back to unknown). */
export const JOURNAL_STATES = [
  'pending-send',
  'sent',
  'unknown',
  'reconciling',
  'acknowledged',
  'rejected',
  'resolved',
] as const;
export type JournalState = (typeof JOURNAL_STATES)[number];
/** States after which nothing more happens to an entry. */
export const FINAL_JOURNAL_STATES: readonly JournalState[] = ['acknowledged', 'rejected', 'resolved'];

/**
 * One journaled order or cancel as the desk shows it (never a secret, signature or nonce). The journal's record on
 * disk is this entry plus what only main keeps (electron/services/trading/journal.ts extends it).
 */
export const tradingJournalEntry = z.object({
  kind: z.enum(['order', 'cancel']),
  /** clientOrderId for orders, cancelRequestId for cancels. */
  id: z.string().min(1),
  profileId: z.string(),
  customer: z.string(),
  state: z.enum(JOURNAL_STATES),
  /** The order's clientOrderId (for a cancel by clientOrderId, the one it cancels). */
  clientOrderId: z.string().nullable(),
  cancelRequestId: z.string().nullable(),
  /** What was asked, without transactionTime. */
  request: z.record(z.string(), z.unknown()),
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sends so far (a resend happens only after the order was proven absent). */
  sends: z.number().int().nonnegative(),
  /** The order when known. */
  order: tradingOrder.nullable(),
  /** The last problem in words (why unknown, why rejected): catalogue words, or text (the service's, an older line's). */
  message: saidWords.nullable(),
  /** Which service address and API key it went through (a hash of both; neither is stored). */
  connection: z.string().nullish(),
  /** An order's value in the customer's reference currency when the pre-trade limits checked it (the 24-hour limit adds these up). */
  value: z.object({ amount: z.string(), currency: z.string() }).nullish(),
});
export type TradingJournalEntry = z.infer<typeof tradingJournalEntry>;

/** trading.journal: unfinished entries (pending-send, sent, unknown, reconciling) of the profile, optionally one customer. */
export const tradingJournalInput = z.strictObject({ profileId, customer: customerNumber.optional() });
export type TradingJournalInput = z.input<typeof tradingJournalInput>;

/** trading.reconcile: reconciles every unfinished entry of the profile now; answers the entries it looked at. */
export const tradingReconcileInput = z.strictObject({ profileId });
export type TradingReconcileInput = z.input<typeof tradingReconcileInput>;

/** trading.watch: which customer's open orders the watcher polls (null: stop watching). */
export const tradingWatchInput = z.strictObject({ profileId, customer: customerNumber.nullable() });
export type TradingWatchInput = z.input<typeof tradingWatchInput>;

/** Notification kinds of the order watcher. */
export const NOTIFICATION_KINDS = ['fills', 'partialFills', 'cancels', 'rejects', 'expiries'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The desk's settings (kept in the data folder). */
export const tradingSettings = z.object({
  notifications: z.object({
    fills: z.boolean(),
    partialFills: z.boolean(),
    cancels: z.boolean(),
    rejects: z.boolean(),
    expiries: z.boolean(),
  }),
  /** How often the market view refreshes (renderer). */
  marketRefreshSeconds: z.number().int().min(1, 'At least 1 second').max(3600, 'At most an hour'),
  /** How often main polls the watched customer's open orders. */
  orderRefreshSeconds: z.number().int().min(1, 'At least 1 second').max(3600, 'At most an hour'),
});
export type TradingSettings = z.infer<typeof tradingSettings>;

export const DEFAULT_TRADING_SETTINGS: TradingSettings = {
  notifications: { fills: true, partialFills: true, cancels: true, rejects: true, expiries: true },
  marketRefreshSeconds: 2,
  orderRefreshSeconds: 3,
};

/** trading.updateSettings: any part of the settings; answers the whole new settings. */
export const tradingSettingsUpdate = z.strictObject({
  notifications: z
    .strictObject({
      fills: z.boolean().optional(),
      partialFills: z.boolean().optional(),
      cancels: z.boolean().optional(),
      rejects: z.boolean().optional(),
      expiries: z.boolean().optional(),
    })
    .optional(),
  marketRefreshSeconds: tradingSettings.shape.marketRefreshSeconds.optional(),
  orderRefreshSeconds: tradingSettings.shape.orderRefreshSeconds.optional(),
});
export type TradingSettingsUpdate = z.input<typeof tradingSettingsUpdate>;

/** Push event orderUpdated: an order's latest response (watcher, placement, cancel or reconciliation learned it). */
export const orderUpdated = z.object({ profileId: z.string(), customer: z.string(), order: tradingOrder });
export type OrderUpdated = z.infer<typeof orderUpdated>;

/** Push event tradingJournalChanged: an entry's state changed. */
export const tradingJournalChanged = z.object({ profileId: z.string(), entry: tradingJournalEntry });
export type TradingJournalChanged = z.infer<typeof tradingJournalChanged>;

/** trading.limits: the profile's pre-trade limits (stored, or its kind's defaults). */
export const tradingLimitsInput = z.strictObject({ profileId });

/** trading.setLimits: lowering always works; raising needs main's own confirmation (a native dialog; refused where there is none). */
export const tradingSetLimitsInput = z.strictObject({ profileId, limits: tradingLimitsSchema });
export type TradingSetLimitsInput = z.input<typeof tradingSetLimitsInput>;
