import { z } from 'zod';
import { EXTERNAL_REFERENCE_PATTERN, type StakingOrder } from '../../api/schemas/staking';
import type { StakingReward } from '../../api/schemas/staking-rewards';
import type { RewardTotal } from '../../staking/reward-totals';
import { customerNumber, profileId } from './common';

/*
 * The staking desk's own channels: main owns the order journal (the
 * caller-chosen id is saved before the first send), the payout change and the
 * full reward range with its exact totals. Reads of single pages may use the
 * raw read pass-through. Decimals are exact text on both sides.
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
      ctx.addIssue({ code: 'custom', path: ['productId'], message: hasProduct ? 'Give a product or a target account, not both' : 'Give a product, or the staking account to stake into' });
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
export type StakingSubmitOutcome = 'sent' | 'unknown';

/** The body journaled and sent for one order id (never changes once saved). */
export interface StakingOrderBody {
  fromAccountNumber: string;
  toAccountNumber: string | null;
  productId: string | null;
  amount: string;
  externalReference: string | null;
}

/** Journal states: pending (saved, not answered yet), sent (204), unknown (no answer), refused (4xx: no order), conflict (409: the id is taken by another body). */
export type StakingJournalState = 'pending' | 'sent' | 'unknown' | 'refused' | 'conflict';

/** One journaled staking order as the renderer sees it. */
export interface StakingJournalEntry {
  id: string;
  profileId: string;
  /** Origin of the service it was sent to: a retry from another profile of the same service (the desk's) is the same order. */
  origin: string;
  customer: string;
  type: 'Entry' | 'Exit';
  body: StakingOrderBody;
  state: StakingJournalState;
  createdAt: string;
  updatedAt: string;
  attempts: number;
  /** What went wrong last, in a trader's words. */
  message: string | null;
}

/** What staking.enter / exit / retry answer. */
export interface StakingSubmitResult {
  id: string;
  outcome: StakingSubmitOutcome;
  /** The order as the service describes it after the send; null when unknown or not readable yet. */
  order: StakingOrder | null;
  entry: StakingJournalEntry;
  message: string;
}

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
export interface StakingSetPayoutResult {
  stakingAccountNumber: string;
  payoutAccountNumber: string;
}

/** staking.rewardsRange: every reward paid in [from, to) (all pages), with exact totals per asset. */
export const stakingRewardsRangeInput = z
  .strictObject({
    profileId,
    customer: customerNumber,
    from: utcTime,
    to: utcTime,
    accountNumber: accountNumber.optional(),
  })
  .refine((input) => Date.parse(input.to) > Date.parse(input.from), { path: ['to'], message: 'The end (exclusive) must be after the start' });
export type StakingRewardsRangeInput = z.input<typeof stakingRewardsRangeInput>;

/** What staking.rewardsRange answers. */
export interface StakingRewardsRange {
  from: string;
  to: string;
  /** v6 normally; v5 when the service has no v6 rewards (404). */
  version: 'v6' | 'v5';
  /** Said when v5 was used instead, in a trader's words; null otherwise. */
  notice: string | null;
  rewards: StakingReward[];
  totals: RewardTotal[];
}
