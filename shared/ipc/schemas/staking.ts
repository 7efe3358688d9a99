import { z } from 'zod';
import { EXTERNAL_REFERENCE_PATTERN, stakingOrderSchema } from '../../api/schemas/staking';
import { stakingRewardSchema } from '../../api/schemas/staking-rewards';
import type { RewardTotal } from '../../staking/reward-totals';
import { customerNumber, profileId, type SameType } from './common';
import { appValue } from './reads/read-channel';

/*
 * The staking desk's own channels: main owns the order journal (the
 * caller-chosen id is saved before the first send), the payout change and the
 * full reward range with its exact totals. Decimals are exact text on both
 * sides.
 */

const accountNumber = z.string().regex(/^[0-9]{12}$/, 'Must be a 12-digit account number');
// Plain decimal text (no sign, no exponent): up to 24 fraction digits covers every chain precision we know.
const stakingAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,24})?$/, 'Amount must be a number such as 1.25 (at most 24 decimal places)')
  .refine((value) => /[1-9]/.test(value), 'Amount must be greater than zero');
const externalReference = z.string().regex(EXTERNAL_REFERENCE_PATTERN, 'Must be exactly 10 characters of 0-9 and A-Z');
const stakingOrderId = z.uuid({ message: 'Must be a staking order id (a UUID)' });
const utcTime = z.iso.datetime({ message: 'Must be a UTC time such as 2026-01-31T00:00:00Z' });

/** staking.enter: stake into a product (productId) or into a named staking account (toAccountNumber), never both. */
export const stakingEnterInput = z
  .strictObject({
    profileId,
    customer: customerNumber,
    /** Normally left out: main picks a new uuid and journals it before sending. */
    id: stakingOrderId.optional(),
    fromAccountNumber: accountNumber,
    productId: z.uuid({ message: 'Must be a product id (a UUID)' }).nullish(),
    toAccountNumber: accountNumber.nullish(),
    amount: stakingAmount,
    externalReference: externalReference.nullish(),
  })
  .superRefine((input, ctx) => {
    const hasProduct = input.productId !== null && input.productId !== undefined;
    const hasTarget = input.toAccountNumber !== null && input.toAccountNumber !== undefined;
    if (hasProduct === hasTarget) {
      ctx.addIssue({
        code: 'custom',
        path: ['productId'],
        message: hasProduct
          ? 'Give a product or a target account, not both'
          : 'Give a product, or the staking account to stake into',
      });
    }
  });
export type StakingEnterInput = z.input<typeof stakingEnterInput>;

/** staking.exit: move staked funds from a staking account to another account of the same asset. */
export const stakingExitInput = z.strictObject({
  profileId,
  customer: customerNumber,
  id: stakingOrderId.optional(),
  fromAccountNumber: accountNumber,
  toAccountNumber: accountNumber,
  amount: stakingAmount,
  externalReference: externalReference.nullish(),
});
export type StakingExitInput = z.input<typeof stakingExitInput>;

/** sent: the service accepted the order (204); unknown: no answer arrived, retry sends the very same id and body. */
export const stakingSubmitOutcome = z.enum(['sent', 'unknown']);
export type StakingSubmitOutcome = z.infer<typeof stakingSubmitOutcome>;

/** The body journaled and sent for one order id (never changes once saved). */
export const stakingOrderBody = z.object({
  fromAccountNumber: z.string(),
  toAccountNumber: z.string().nullable(),
  productId: z.string().nullable(),
  amount: z.string(),
  externalReference: z.string().nullable(),
});
export type StakingOrderBody = z.infer<typeof stakingOrderBody>;

/** Journal states: pending (saved, not answered yet), sent (204), unknown (no answer), refused (4xx: no order), conflict (409: the id is taken by another body). */
export const stakingJournalState = z.enum(['pending', 'sent', 'unknown', 'refused', 'conflict']);
export type StakingJournalState = z.infer<typeof stakingJournalState>;

/** One journaled staking order as the renderer sees it. */
export const stakingJournalEntry = z.object({
  id: z.string(),
  profileId: z.string(),
  /** Origin of the service it was sent to: a retry from another profile of the same service (the desk's) is the same order. */
  origin: z.string(),
  customer: z.string(),
  type: z.enum(['Entry', 'Exit']),
  body: stakingOrderBody,
  state: stakingJournalState,
  createdAt: z.string(),
  updatedAt: z.string(),
  attempts: z.number(),
  /** What went wrong last, in a trader's words. */
  message: z.string().nullable(),
});
export type StakingJournalEntry = z.infer<typeof stakingJournalEntry>;

/** What staking.enter / exit / retry answer. */
export const stakingSubmitResult = z.object({
  id: z.string(),
  outcome: stakingSubmitOutcome,
  /** The order as the service describes it after the send; null when unknown or not readable yet. */
  order: appValue(stakingOrderSchema).nullable(),
  entry: stakingJournalEntry,
  message: z.string(),
});
export type StakingSubmitResult = z.infer<typeof stakingSubmitResult>;

/** staking.pending: the profile's journaled orders whose outcome is not known (or not confirmed yet). */
export const stakingPendingInput = z.strictObject({ profileId });

/** staking.retry: sends a journaled order again with the same id and body (safe: the PUT is idempotent). */
export const stakingRetryInput = z.strictObject({ profileId, id: stakingOrderId });

/** staking.setPayout: the deprecated PATCH of a staking account's payout account. */
export const stakingSetPayoutInput = z.strictObject({
  profileId,
  customer: customerNumber,
  stakingAccountNumber: accountNumber,
  payoutAccountNumber: accountNumber,
});
export type StakingSetPayoutInput = z.input<typeof stakingSetPayoutInput>;
export const stakingSetPayoutResult = z.object({ stakingAccountNumber: z.string(), payoutAccountNumber: z.string() });
export type StakingSetPayoutResult = z.infer<typeof stakingSetPayoutResult>;

/** staking.rewardsRange: every reward paid in [from, to) (all pages), with exact totals per asset. */
export const stakingRewardsRangeInput = z
  .strictObject({
    profileId,
    customer: customerNumber,
    from: utcTime,
    to: utcTime,
    accountNumber: accountNumber.optional(),
  })
  .refine((input) => Date.parse(input.to) > Date.parse(input.from), {
    path: ['to'],
    message: 'The end (exclusive) must be after the start',
  });
export type StakingRewardsRangeInput = z.input<typeof stakingRewardsRangeInput>;

/** Exact totals of one asset's rewards (the type is shared/staking/reward-totals.ts's; the check below keeps them equal). */
const rewardTotal = z
  .object({
    assetSymbol: z.string(),
    amount: z.string(),
    commission: z.string(),
    finalAmount: z.string(),
    count: z.number(),
  })
  .readonly();
const totalsMatch: SameType<z.infer<typeof rewardTotal>, RewardTotal> = true;
void totalsMatch;

/** What staking.rewardsRange answers. */
export const stakingRewardsRange = z.object({
  from: z.string(),
  to: z.string(),
  /** v6 normally; v5 when the service has no v6 rewards (404). */
  version: z.enum(['v6', 'v5']),
  /** Said when v5 was used instead, in a trader's words; null otherwise. */
  notice: z.string().nullable(),
  rewards: z.array(appValue(stakingRewardSchema)),
  totals: z.array(rewardTotal),
});
export type StakingRewardsRange = z.infer<typeof stakingRewardsRange>;
