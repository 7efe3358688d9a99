import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, tolerantEnum } from './common';
import {
  dateTimeParam,
  enumArrayParam,
  enumParam,
  intParam,
  pageParam,
  pageSizeParam,
  textArrayParam,
} from './url-codecs';

// Full enumerations from decisions.md; every response enum carries Unknown.
export const ORDER_TYPES = ['Market', 'Limit', 'Stop', 'StopLimit', 'PreviouslyQuoted', 'Unknown'] as const;
export const TIME_IN_FORCES = ['GoodTillCancel', 'ImmediateOrCancel', 'FillOrKill', 'Unknown'] as const;
export const SIDES = ['Buy', 'Sell', 'Unknown'] as const;
/** Draft: production lists it (production-notes.md); our simulator never answers it. */
export const ORDER_STATUSES = [
  'PendingNew',
  'New',
  'PartiallyFilled',
  'Filled',
  'PendingCancel',
  'Cancelled',
  'Rejected',
  'Expired',
  'Draft',
  'Unknown',
] as const;
/** Time in force as a response may carry it: production adds GoodTilDate (never sent by us: no order request offers it). */
export const RESPONSE_TIME_IN_FORCES = [
  ...TIME_IN_FORCES.filter((value) => value !== 'Unknown'),
  'GoodTilDate',
  'Unknown',
] as const;
export type ResponseTimeInForce = TimeInForce | 'GoodTilDate';
export const EXECUTION_TYPES = ['New', 'Trade', 'Cancelled', 'Rejected', 'Expired', 'Unknown'] as const;
export const TARGET_STRATEGIES = ['None', 'Twap', 'Unknown'] as const;
/** Our choice (decisions.md: "Unknown plus what the simulator needs"). */
export const TENORS = ['Spot', 'Unknown'] as const;
/** Our choice (decisions.md: "Unknown plus what the simulator needs"). */
export const DURATION_UNITS = ['Seconds', 'Minutes', 'Hours', 'Days', 'Unknown'] as const;
/** Our choice (decisions.md: "Unknown plus what the simulator needs"). */
export const PEG_OFFSET_TYPES = ['None', 'Price', 'BasisPoints', 'Unknown'] as const;
/** Order list scope (decisions.md): Open = resting orders, Closed = the rest. */
export const ORDER_SCOPES = ['All', 'Open', 'Closed'] as const;

export type OrderType = (typeof ORDER_TYPES)[number];
export type TimeInForce = (typeof TIME_IN_FORCES)[number];
export type Side = (typeof SIDES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ExecutionType = (typeof EXECUTION_TYPES)[number];
export type TargetStrategy = (typeof TARGET_STRATEGIES)[number];
export type OrderScope = (typeof ORDER_SCOPES)[number];

/** Statuses in which an order still rests on the book (scope Open). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['PendingNew', 'New', 'PartiallyFilled', 'PendingCancel'];

/**
 * One leg of a multi-leg order (e.g. a cross via an intermediate currency).
 * Our choice (spec: not shown).
 */
export const orderLegSchema = z.object({
  symbol: z.string(),
  currency: z.string(),
  side: tolerantEnum(SIDES),
  quantity: decimal,
  price: decimal.nullish(),
  cumulativeQuantity: decimal.nullish(),
});
export type OrderLeg = z.output<typeof orderLegSchema>;

/**
 * Order response (place, get, cancel, list element). Identity, instrument,
 * quantities, status and times are required; the other spec fields are
 * present only when they apply (absent or null): our choice (spec: required-ness not shown).
 * Hot path: no refinements.
 */
export const tradingOrderSchema = z.object({
  account: int,
  clientOrderId: z.string(),
  orderId: int,
  quoteId: int.nullish(),
  side: tolerantEnum(SIDES),
  orderType: tolerantEnum(ORDER_TYPES),
  symbol: z.string(),
  currency: z.string(),
  quantity: decimal,
  price: decimal.nullish(),
  stopPrice: decimal.nullish(),
  timeInForce: tolerantEnum(RESPONSE_TIME_IN_FORCES as readonly ResponseTimeInForce[]),
  transactionTime: dateTime,
  expireTime: dateTime.nullish(),
  createdAt: dateTime,
  toAccount: int.nullish(),
  executionId: z.string().nullish(),
  executionType: tolerantEnum(EXECUTION_TYPES).nullish(),
  indicativePrice: decimal.nullish(),
  status: tolerantEnum(ORDER_STATUSES),
  lastPrice: decimal.nullish(),
  lastQuantity: decimal.nullish(),
  cumulativeQuantity: decimal,
  leavesQuantity: decimal,
  rejectionCode: int.nullish(),
  text: z.string().nullish(),
  availableToTrade: decimal.nullish(),
  commissionCurrency: z.string().nullish(),
  commission: decimal.nullish(),
  settlementDate: dateTime.nullish(),
  venueId: int.nullish(),
  tenor: tolerantEnum(TENORS).nullish(),
  prosecoFuseco: z.boolean().nullish(),
  isTwap: z.boolean().nullish(),
  isCommissionIncluded: z.boolean().nullish(),
  legPrice: decimal.nullish(),
  legSymbol: z.string().nullish(),
  settlementAmount: decimal.nullish(),
  fromAmount: decimal.nullish(),
  toAmount: decimal.nullish(),
  isSettled: z.boolean().nullish(),
  appliedCommissionPct: decimal.nullish(),
  targetStrategy: tolerantEnum(TARGET_STRATEGIES).nullish(),
  durationUnit: tolerantEnum(DURATION_UNITS).nullish(),
  duration: int.nullish(),
  pegOffsetType: tolerantEnum(PEG_OFFSET_TYPES).nullish(),
  pegOffsetValue: decimal.nullish(),
  effectiveTime: dateTime.nullish(),
  parentClientOrderId: int.nullish(),
  source: int.nullish(),
  isMinimumCommissionApplied: z.boolean().nullish(),
  isPendingApproval: z.boolean().nullish(),
  legs: z.array(orderLegSchema).nullish(),
});
export type TradingOrder = z.output<typeof tradingOrderSchema>;

/** Order list envelope: count = orders matching the filters on all pages; content = the requested page. */
export const orderListSchema = z.object({
  content: z.array(tradingOrderSchema),
  count: int,
});
export type OrderList = z.output<typeof orderListSchema>;

/** Default pageSize of the order list (decisions.md). */
export const ORDER_LIST_DEFAULT_PAGE_SIZE = 50;

/**
 * Query of GET /trading/api/v3/Orders, all optional. Key order is the order
 * the client writes them in (the signed query string). Our choice (spec:
 * not shown): orderTypes, status and timeInForce repeat for several values;
 * a symbols entry is a base symbol (BTC) or a pair (BTC/CHF); each Min must
 * not be after its Max.
 */
export const orderListQuery = z
  .object({
    scope: enumParam(ORDER_SCOPES).optional(),
    account: intParam({ min: 0 }).optional(),
    orderTypes: enumArrayParam(ORDER_TYPES).optional(),
    status: enumArrayParam(ORDER_STATUSES).optional(),
    symbols: textArrayParam().optional(),
    side: enumParam(SIDES).optional(),
    transactionTimeMin: dateTimeParam.optional(),
    transactionTimeMax: dateTimeParam.optional(),
    timeInForce: enumArrayParam(TIME_IN_FORCES).optional(),
    expiresTimeMin: dateTimeParam.optional(),
    expiresTimeMax: dateTimeParam.optional(),
    page: pageParam.optional(),
    pageSize: pageSizeParam.optional(),
  })
  .superRefine((query, ctx) => {
    if (
      query.transactionTimeMin &&
      query.transactionTimeMax &&
      Date.parse(query.transactionTimeMin) > Date.parse(query.transactionTimeMax)
    ) {
      ctx.addIssue({ code: 'custom', path: ['transactionTimeMax'], message: 'Must not be before transactionTimeMin' });
    }
    if (
      query.expiresTimeMin &&
      query.expiresTimeMax &&
      Date.parse(query.expiresTimeMin) > Date.parse(query.expiresTimeMax)
    ) {
      ctx.addIssue({ code: 'custom', path: ['expiresTimeMax'], message: 'Must not be before expiresTimeMin' });
    }
  });
export type OrderListQuery = z.output<typeof orderListQuery>;

/** Path of GET /trading/api/v3/Orders/{id}: an orderId or a clientOrderId (an all-digit id is tried as orderId first). */
export const orderIdParams = z.object({ id: z.string().min(1, 'Must not be empty') });
