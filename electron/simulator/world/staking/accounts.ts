import Big from 'big.js';
import type { OrdersInProgress, StakingAccount } from '../../../../shared/api/schemas/staking-accounts';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { WorldContext } from '../context';
import { iso } from '../clock';
import { numberOf } from '../ledger';
import { big, text } from '../money';
import { invalidField } from '../problems';
import type { AccountRecord, ProductRecord } from '../state';
import { firstRewardTime } from './schedule';

/** Opens the customer's staking account for a product (rewards start with the next reward period). */
export function openStakingAccount(
  context: WorldContext,
  customer: number,
  product: ProductRecord,
  at: number,
): AccountRecord {
  return context.ledger.open(customer, product.assetSymbol, 'Staking', at, {
    name: `${product.assetSymbol} Staking`,
    productId: product.id,
    rewardedUntil: firstRewardTime(product, at) - product.rewardIntervalHours * 3_600_000,
  });
}

function inProgress(context: WorldContext, account: AccountRecord, type: 'Entry' | 'Exit'): OrdersInProgress {
  let count = 0;
  let amount = new Big(0);
  let next = Infinity;
  for (const order of context.store.pendingStakingOrders) {
    const touches = type === 'Entry' ? order.toAccountId === account.id : order.fromAccountId === account.id;
    if (order.type !== type || !touches) continue;
    count += 1;
    amount = amount.plus(order.amount);
    next = Math.min(next, order.completedAt);
  }
  return { count, amount: text(amount), nextCompletionTime: next === Infinity ? null : iso(next) };
}

/** A staking account as the deprecated endpoints answer it. */
export function stakingAccountView(
  context: WorldContext,
  account: AccountRecord,
  options: { includeRewards: boolean; includeOrdersInProgress: boolean },
): StakingAccount {
  const product = account.productId === null ? undefined : context.store.products.get(account.productId);
  const entries = inProgress(context, account, 'Entry');
  const exits = inProgress(context, account, 'Exit');
  let rewardDetails: StakingAccount['rewardDetails'] = null;
  if (options.includeRewards) {
    let gross = new Big(0);
    let net = new Big(0);
    for (const reward of context.store.rewardsByStakingAccount.get(account.id) ?? []) {
      gross = gross.plus(reward.amount);
      net = net.plus(reward.finalAmount);
    }
    rewardDetails = {
      rewardsToDate: text(gross),
      rewardsToDateAfterCommissions: text(net),
      payoutAssetSymbol: account.asset,
    };
  }
  return {
    accountNumber: numberOf(account),
    stakingAccountType: account.type,
    assetSymbol: account.asset,
    payoutAccount: account.payoutAccountId === null ? null : numberOf(account.payoutAccountId),
    commission: (product?.commission ?? '0') as Decimal,
    productId: account.productId ?? '00000000-0000-0000-0000-000000000000',
    rewardDetails,
    orderDetails: options.includeOrdersInProgress ? { entriesInProgress: entries, exitsInProgress: exits } : null,
    isSafeToClose: big(account.balance).eq(0) && entries.count === 0 && exits.count === 0,
  };
}

/** PATCH payout account: the account must be the customer's, hold the same asset and be of a type the product supports. */
export function setPayoutAccount(
  context: WorldContext,
  customer: number,
  stakingAccount: AccountRecord,
  payoutAccountNumber: string,
): void {
  const payout = context.ledger.byNumber(customer, payoutAccountNumber);
  if (!payout || payout.state !== 'Active') {
    throw invalidField(
      'payoutAccountNumber',
      `Account ${payoutAccountNumber} is not an active account of customer ${customer}.`,
    );
  }
  if (payout.asset !== stakingAccount.asset) {
    throw invalidField(
      'payoutAccountNumber',
      `Account ${payoutAccountNumber} holds ${payout.asset}; rewards of this staking account are paid in ${stakingAccount.asset}.`,
    );
  }
  const product = stakingAccount.productId === null ? undefined : context.store.products.get(stakingAccount.productId);
  const supported = product?.supportedPayoutAccountTypes ?? ['Staking'];
  if (!supported.includes(payout.type)) {
    throw invalidField(
      'payoutAccountNumber',
      `${product?.name ?? 'This product'} pays rewards only to ${supported.join(' or ')} accounts; account ${payoutAccountNumber} is a ${payout.type} account.`,
    );
  }
  stakingAccount.payoutAccountId = payout.id;
}
