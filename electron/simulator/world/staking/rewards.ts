import type Big from 'big.js';
import type { StakingReward } from '../../../../shared/api/schemas/staking-rewards';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { WorldContext } from '../context';
import { iso } from '../clock';
import { numberOf } from '../ledger';
import { assetPrecision } from '../market/assets';
import { big, roundDown, roundUp, text } from '../money';
import type { AccountRecord, ProductRecord, RewardRecord } from '../state';
import { unrewardedEntries } from './orders';
import { rewardInterval } from './schedule';

/** Ethereum's Pectra upgrade: rewards before it report execution and consensus layer parts. */
export const PECTRA_ACTIVATION = Date.parse('2025-05-07T10:05:11Z');
const HOURS_PER_YEAR = 8760;

/**
 * Commission of a reward at the asset's precision: amount * pct / 100 rounded
 * up (in the service's favour, as a ledger charges), and finalAmount = amount -
 * commission exactly, so every part of the reward can be booked and spent.
 */
export function rewardCommission(amount: Big, pct: Big, precision: number): { commission: Big; finalAmount: Big } {
  const commission = roundUp(amount.times(pct).times('0.01'), precision);
  return { commission, finalAmount: amount.minus(commission) };
}

const periodRates = new WeakMap<ProductRecord, Big>();

/** The share of the stake one reward period pays: rate% * period / year (computed once per product). */
function periodRate(product: ProductRecord): Big {
  let rate = periodRates.get(product);
  if (!rate) {
    rate = big(product.rewardRate).times('0.01').times(product.rewardIntervalHours).div(HOURS_PER_YEAR);
    periodRates.set(product, rate);
  }
  return rate;
}

function productOf(context: WorldContext, account: AccountRecord): ProductRecord | undefined {
  return account.productId === null ? undefined : context.store.products.get(account.productId);
}

/** Next reward instant among all staking accounts, or Infinity. */
export function nextRewardDue(context: WorldContext): number {
  let next = Infinity;
  for (const account of context.store.stakingAccounts) {
    const product = productOf(context, account);
    if (!product || account.rewardedUntil === null || account.state !== 'Active') continue;
    next = Math.min(next, account.rewardedUntil + rewardInterval(product));
  }
  return next;
}

/**
 * Pays every reward period that ended by t, in time order across accounts:
 * gross = staked amount (balance, less unbonding exits and entries still in
 * their no-reward period) * yearly rate * period length, rounded down to the
 * asset's precision; paid net of commission to the payout account (or the
 * staking account itself). Returns whether any reward was paid.
 */
export function payRewards(context: WorldContext, t: number): boolean {
  let paid = false;
  for (;;) {
    let due: { account: AccountRecord; product: ProductRecord; at: number } | null = null;
    for (const account of context.store.stakingAccounts) {
      const product = productOf(context, account);
      if (!product || account.rewardedUntil === null || account.state !== 'Active') continue;
      const at = account.rewardedUntil + rewardInterval(product);
      if (at <= t && (due === null || at < due.at || (at === due.at && account.id < due.account.id)))
        due = { account, product, at };
    }
    if (due === null) return paid;
    payOne(context, due.account, due.product, due.at);
    paid = true;
  }
}

function payOne(context: WorldContext, account: AccountRecord, product: ProductRecord, at: number): void {
  const { store, ledger } = context;
  const periodFrom = account.rewardedUntil ?? at - rewardInterval(product);
  account.rewardedUntil = at;
  const staked = big(account.balance).minus(account.reserved).minus(unrewardedEntries(context, account));
  if (staked.lte(0)) return;
  const precision = assetPrecision(account.asset);
  const amount = roundDown(staked.times(periodRate(product)), precision);
  if (amount.lte(0)) return;
  const pct = big(product.commission);
  const { commission, finalAmount } = rewardCommission(amount, pct, precision);
  const target =
    (account.payoutAccountId === null ? undefined : store.accounts.get(account.payoutAccountId)) ?? account;
  const layered = account.asset === 'ETH' && at < PECTRA_ACTIVATION;
  const executionLayer = layered ? roundDown(amount.times('0.12'), precision) : null;
  const reward: RewardRecord = {
    id: store.rng.uuid(),
    customer: account.customer,
    stakingAccountId: account.id,
    targetAccountId: target.id,
    assetSymbol: account.asset,
    amount: text(amount),
    commissionPercentage: text(pct),
    commission: text(commission),
    finalAmount: text(finalAmount),
    createdOn: at,
    periodFrom,
    periodTo: at,
    executionLayerAmount: executionLayer === null ? null : text(executionLayer),
    consensusLayerAmount: executionLayer === null ? null : text(amount.minus(executionLayer)),
  };
  store.addReward(reward);
  ledger.book(target, finalAmount, 'StakingReward', at, `Staking reward ${reward.id}`);
}

/** A reward as the service answers it (v5 and v6 share the shape). */
export function rewardView(reward: RewardRecord): StakingReward {
  return {
    id: reward.id,
    targetAccountNumber: numberOf(reward.targetAccountId),
    stakingAccountNumber: numberOf(reward.stakingAccountId),
    amount: reward.amount as Decimal,
    assetSymbol: reward.assetSymbol,
    commissionPercentage: reward.commissionPercentage as Decimal,
    commission: reward.commission as Decimal,
    finalAmount: reward.finalAmount as Decimal,
    createdOn: iso(reward.createdOn),
    executionLayerAmount: reward.executionLayerAmount as Decimal | null,
    consensusLayerAmount: reward.consensusLayerAmount as Decimal | null,
    periodFrom: iso(reward.periodFrom),
    periodTo: iso(reward.periodTo),
    lockedAmount: null,
    lockedTill: null,
  };
}
