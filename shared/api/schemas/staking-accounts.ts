import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { accountNumber, dateTime, int, tolerantEnum, uuid } from './common';
import { accountNumberParam, boolParam } from './url-codecs';

export const STAKING_ACCOUNT_TYPES = ['Unknown', 'Trading', 'Staking', 'Vault'] as const;
export type StakingAccountType = (typeof STAKING_ACCOUNT_TYPES)[number];

/** Rewards of a staking account to date (filled when includeRewards=true). */
export const stakingRewardDetailsSchema = z.object({
  rewardsToDate: decimal,
  rewardsToDateAfterCommissions: decimal,
  payoutAssetSymbol: z.string(),
});

/**
 * Staking orders of one direction still in progress. Our choice (spec: not
 * shown): how many, their total amount and when the next one completes.
 */
export const ordersInProgressSchema = z.object({
  count: int,
  amount: decimal,
  nextCompletionTime: dateTime.nullish(),
});
export type OrdersInProgress = z.output<typeof ordersInProgressSchema>;

/** Orders in progress (filled when includeOrdersInProgress=true). */
export const stakingOrderDetailsSchema = z.object({
  entriesInProgress: ordersInProgressSchema,
  exitsInProgress: ordersInProgressSchema,
});

/** Staking account (deprecated endpoints; spec). */
export const stakingAccountSchema = z.object({
  accountNumber: z.string(),
  stakingAccountType: tolerantEnum(STAKING_ACCOUNT_TYPES),
  assetSymbol: z.string(),
  payoutAccount: z.string().nullable(),
  /** Commission on rewards, as a percentage. */
  commission: decimal,
  productId: uuid,
  rewardDetails: stakingRewardDetailsSchema.nullable(),
  orderDetails: stakingOrderDetailsSchema.nullable(),
  isSafeToClose: z.boolean().nullable(),
});
export type StakingAccount = z.output<typeof stakingAccountSchema>;
export const stakingAccountListSchema = z.array(stakingAccountSchema);

/** Query of the staking account reads (both default to false on the server). */
export const stakingAccountQuery = z.object({
  includeOrdersInProgress: boolParam.optional(),
  includeRewards: boolParam.optional(),
});

export const stakingAccountParams = z.object({ accountNumber: accountNumberParam });
export const payoutAccountParams = z.object({ stakingAccountNumber: accountNumberParam });

/** Body of PATCH /staking/v5/stakingAccounts/{stakingAccountNumber} (spec). */
export const payoutAccountRequestSchema = z.object({ payoutAccountNumber: accountNumber });
export type PayoutAccountRequest = z.output<typeof payoutAccountRequestSchema>;

/**
 * A staking product. The spec shows only supportedPayoutAccountTypes; the
 * rest is our choice, so everything else but the id may be absent or null
 * (a production product carrying only some fields still decodes). Periods
 * are in hours; rates are percentages (5.2 = 5.2 %).
 */
export const stakingProductSchema = z.object({
  id: uuid,
  name: z.string().nullish(),
  assetSymbol: z.string().nullish(),
  supportedPayoutAccountTypes: z.array(tolerantEnum(STAKING_ACCOUNT_TYPES)),
  /** Commission on rewards, percent. */
  commission: decimal.nullish(),
  /** Expected yearly reward rate before commission, percent; null when not published. */
  estimatedRewardRate: decimal.nullish(),
  minimumAmount: decimal.nullish(),
  /** After an entry, time without rewards (the estimatedEffectuatedTime of entries). */
  noRewardPeriodHours: int.nullish(),
  /** After an exit, time until the funds are released. */
  unbondingPeriodHours: int.nullish(),
  isAvailable: z.boolean().nullish(),
});
export type StakingProduct = z.output<typeof stakingProductSchema>;
export const stakingProductListSchema = z.array(stakingProductSchema);
