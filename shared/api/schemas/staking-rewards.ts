import { z } from 'zod';
import { decimal } from '../../wire/decimal';
import { dateTime, int, uuid } from './common';
import { stakingPageSchema } from './staking';
import { accountNumberParam, dateTimeParam, pageParam, pageSizeParam, textParam, uuidParam } from './url-codecs';

/**
 * Staking reward (spec). The Ethereum layer split applies only to pre-Pectra
 * rewards, the period only to automated payouts, the lock only when part is
 * locked: those fields are absent or null otherwise. The v5 reads answer the
 * same shape (our choice: spec says only "staking reward shapes").
 */
export const stakingRewardSchema = z.object({
  id: uuid,
  targetAccountNumber: z.string(),
  stakingAccountNumber: z.string(),
  amount: decimal,
  assetSymbol: z.string(),
  /** 0..100, taken from the gross amount. */
  commissionPercentage: decimal,
  commission: decimal,
  finalAmount: decimal,
  createdOn: dateTime,
  executionLayerAmount: decimal.nullish(),
  consensusLayerAmount: decimal.nullish(),
  periodFrom: dateTime.nullish(),
  periodTo: dateTime.nullish(),
  lockedAmount: decimal.nullish(),
  lockedTill: dateTime.nullish(),
});
export type StakingReward = z.output<typeof stakingRewardSchema>;

export const stakingRewardPageSchema = stakingPageSchema(stakingRewardSchema);
export type StakingRewardPage = z.output<typeof stakingRewardPageSchema>;

/** Query of the reward lists (spec): payout time in [after, before). */
export const stakingRewardListQuery = z
  .object({
    accountNumber: accountNumberParam.optional(),
    payoutTimeAfterInclusive: dateTimeParam.optional(),
    payoutTimeBeforeExclusive: dateTimeParam.optional(),
    page: pageParam.optional(),
    pageSize: pageSizeParam.optional(),
  })
  .superRefine((query, ctx) => {
    const { payoutTimeAfterInclusive: after, payoutTimeBeforeExclusive: before } = query;
    if (after && before && Date.parse(after) > Date.parse(before)) {
      ctx.addIssue({
        code: 'custom',
        path: ['payoutTimeBeforeExclusive'],
        message: 'Must not be before payoutTimeAfterInclusive',
      });
    }
  });
export type StakingRewardListQuery = z.output<typeof stakingRewardListQuery>;

export const stakingRewardParams = z.object({ id: uuidParam });

/** Path of the public performance read. Our choice: an operating unit code such as "ch". */
export const operatingUnitParams = z.object({
  operatingUnit: textParam(/^[A-Za-z0-9-]{1,32}$/, 'Must be an operating unit code'),
});

/**
 * Staking performance of one asset. Our choice (spec: not shown): the
 * network figures from the external rewards data provider next to the
 * operator's own validators. Rates and uptime are percentages.
 */
export const assetPerformanceSchema = z.object({
  assetSymbol: z.string(),
  /** Network-wide yearly reward rate reported by the data provider. */
  networkRewardRate: decimal,
  /** Yearly reward rate of the operator's validators. */
  operatorRewardRate: decimal,
  operatorUptime: decimal,
  validatorCount: int,
  totalStaked: decimal,
});
export type AssetPerformance = z.output<typeof assetPerformanceSchema>;

/** GET /staking/v5/operatingUnits/{operatingUnit}/stakingRewardData (public). Our choice (spec: not shown). */
export const stakingPerformanceSchema = z.object({
  operatingUnit: z.string(),
  provider: z.string(),
  updatedAt: dateTime,
  assets: z.array(assetPerformanceSchema),
});
export type StakingPerformance = z.output<typeof stakingPerformanceSchema>;
