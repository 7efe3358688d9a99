import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { customerNumberCodec } from './customers';
import { accountNumber, dateTime, int, isGiven, isPositiveDecimal, tolerantEnum, uuid } from './common';
import {
  accountNumberParam,
  enumArrayParam,
  enumParam,
  pageParam,
  pageSizeParam,
  textParam,
  uuidParam,
} from './url-codecs';

export const STAKING_ORDER_STATES = ['Open', 'Processing', 'Completed', 'Cancelled'] as const;
export const STAKING_ORDER_TYPES = ['Unknown', 'Entry', 'Exit'] as const;
export type StakingOrderState = (typeof STAKING_ORDER_STATES)[number] | 'Unknown';
export type StakingOrderType = (typeof STAKING_ORDER_TYPES)[number];

/** Default pageSize of the staking order and reward lists (spec). */
export const STAKING_DEFAULT_PAGE_SIZE = 10;

export const EXTERNAL_REFERENCE_PATTERN = /^[0-9A-Z]{10}$/;

/** Staking order (spec: StakingOrder). Response enums fall back to Unknown. */
export const stakingOrderSchema = z.object({
  id: uuid,
  amount: decimal,
  assetSymbol: z.string(),
  orderNumber: z.string(),
  fromAccountNumber: z.string(),
  toAccountNumber: z.string().nullable(),
  customerNumber: customerNumberCodec,
  createdOn: dateTime,
  estimatedEffectuatedTime: dateTime.nullable(),
  estimatedCompletedTime: dateTime.nullable(),
  effectuated: z.boolean(),
  state: tolerantEnum(STAKING_ORDER_STATES),
  type: tolerantEnum(STAKING_ORDER_TYPES),
  externalComment: z.string().nullable(),
  transactionReference: z.string().nullable(),
});
export type StakingOrder = z.output<typeof stakingOrderSchema>;

/** The staking list envelope (orders and rewards share it). */
export function stakingPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: int,
    page: int,
    totalCount: int,
    pageSize: int.nullable(),
    items: z.array(item),
  });
}

export const stakingOrderPageSchema = stakingPageSchema(stakingOrderSchema);
export type StakingOrderPage = z.output<typeof stakingOrderPageSchema>;

/** Query of GET /staking/v5/stakingOrders (spec). */
export const stakingOrderListQuery = z.object({
  accountNumber: accountNumberParam.optional(),
  externalReference: textParam(EXTERNAL_REFERENCE_PATTERN, 'Must be 10 characters of 0-9 and A-Z').optional(),
  orderType: enumParam(STAKING_ORDER_TYPES).optional(),
  states: enumArrayParam(STAKING_ORDER_STATES).optional(),
  page: pageParam.optional(),
  pageSize: pageSizeParam.optional(),
});
export type StakingOrderListQuery = z.output<typeof stakingOrderListQuery>;

/** Path of PUT /staking/v5/stakingOrders/{id}: the caller-chosen uuid. */
export const stakingOrderPutParams = z.object({ id: uuidParam });

/** Path of GET /staking/v5/stakingOrders/{id}: the uuid or the orderNumber (decisions.md). */
export const stakingOrderGetParams = z.object({ id: textParam() });

/**
 * Body of PUT /staking/v5/stakingOrders/{id} (spec). productId is required
 * when toAccountNumber is null and must not be given when it is set; the
 * error is reported on productId. amount > 0 is our choice.
 */
export const stakingOrderRequestSchema = z
  .object({
    fromAccountNumber: accountNumber,
    toAccountNumber: accountNumber.nullish(),
    productId: uuid.nullish(),
    amount: decimal.refine(isPositiveDecimal, { message: 'amount must be greater than zero' }),
    externalReference: z
      .string()
      .max(50, 'Must be at most 50 characters')
      .regex(EXTERNAL_REFERENCE_PATTERN, 'Must be 10 characters of 0-9 and A-Z')
      .nullish(),
  })
  .superRefine((order, ctx) => {
    const hasTarget = isGiven(order.toAccountNumber);
    const hasProduct = isGiven(order.productId);
    if (!hasTarget && !hasProduct) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'productId is required when toAccountNumber is null',
      });
    } else if (hasTarget && hasProduct) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: 'productId must not be given when toAccountNumber is set',
      });
    }
  });
export type StakingOrderRequest = z.output<typeof stakingOrderRequestSchema>;
