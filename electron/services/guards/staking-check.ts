import Big from 'big.js';
import { booksIn } from '../../../shared/custody/cross-books';
import { priceIn } from '../../../shared/custody/valuation';
import { formatMoney, type TradingLimits } from '../../../shared/trading/limits';
import type { ServiceClient } from '../../client/client';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation } from '../confirm/money-confirmation';
import { checkStakingAmount } from '../staking/amount-limit';

/**
 * Above this share of the paying account's available balance, a staking
 * entry or exit needs main's confirmation whatever it is worth: moving most
 * of a balance into (or out of) staking locks it for the unbonding period,
 * the kind of step a page alone must never take.
 */
export const STAKING_CONFIRM_SHARE_PERCENT = '50';

/** One staking entry or exit to check before it is journaled. */
export interface StakingCheckRequest {
  profileId: string;
  customer: string;
  type: 'Entry' | 'Exit';
  client: ServiceClient;
  fromAccountNumber: string;
  amount: string;
  /** Confirmed outside the page already (`desk staking enter|exit --yes`). */
  confirmed: boolean;
}

/** What the staking check needs from the app. */
export interface StakingCheckDeps {
  limits: (profileId: string) => Promise<TradingLimits>;
  confirm: ConfirmPort;
  referenceCurrencyOf: (profileId: string, customer: string) => Promise<string | null>;
  profileName: (profileId: string) => string;
}

/**
 * The staking guard: never more than the profile's share of what the account
 * has available (refused), and main's confirmation when the amount is worth
 * more than the confirmation threshold, when its worth cannot be established
 * now, or when it moves more than half of the available balance.
 */
export async function checkStakingOrder(deps: StakingCheckDeps, request: StakingCheckRequest): Promise<void> {
  const { client, customer, amount } = request;
  const limits = await deps.limits(request.profileId);
  const account = await checkStakingAmount(client, customer, request.fromAccountNumber, amount, limits.stakingMaxSharePercent);
  const asset = account.assetSymbol ?? 'units';
  const what = `Staking ${request.type === 'Entry' ? 'entry' : 'exit'} of ${amount} ${asset}`;
  const reference = await deps.referenceCurrencyOf(request.profileId, customer);
  const value = reference && account.assetSymbol ? await valueIn(client, customer, account.assetSymbol, amount, reference) : null;
  const reasons: string[] = [];
  if (value === null) reasons.push(`its value${reference ? ` in ${reference}` : ''} cannot be established now`);
  else if (reference && new Big(value).gt(limits.confirmAbove)) reasons.push(`its value ${formatMoney(reference, value)} is above this profile's confirmation threshold of ${formatMoney(reference, limits.confirmAbove)}`);
  if (new Big(amount).times(100).gt(new Big(account.available).times(STAKING_CONFIRM_SHARE_PERCENT))) {
    reasons.push(`it moves more than half of the ${account.available} ${asset} available on account ${request.fromAccountNumber}`);
  }
  if (reasons.length === 0) return;
  const reason = `${what}: ${reasons.join(', and ')}`;
  await requireConfirmation(deps.confirm, {
    request: {
      title: request.type === 'Entry' ? 'Confirm a staking entry' : 'Confirm a staking exit',
      message: `${request.type === 'Entry' ? 'Stake' : 'Unstake'} ${amount} ${asset}?`,
      detail: [
        `${what} from account ${request.fromAccountNumber} (available: ${account.available} ${asset})`,
        `Value: ${value !== null && reference ? formatMoney(reference, value) : 'cannot be established now'}`,
        `Why this is asked: ${reasons.join('; ')}.`,
        `Customer: ${customer}`,
        `Profile: ${deps.profileName(request.profileId)}`,
      ].join('\n'),
      confirmLabel: request.type === 'Entry' ? 'Send entry' : 'Send exit',
    },
    reason,
    deskCommand: `\`desk staking ${request.type === 'Entry' ? 'enter' : 'exit'} ... --yes\``,
    nothing: 'Nothing was sent.',
    declined: `The staking ${request.type === 'Entry' ? 'entry' : 'exit'} was not confirmed; nothing was sent.`,
    confirmed: request.confirmed,
  });
}

/** The amount's value in the reference currency at the mid, as the dashboard values a balance; null without a price. */
async function valueIn(client: ServiceClient, customer: string, asset: string, amount: string, reference: string): Promise<string | null> {
  const books = await client.call('trading.marketData', { customer });
  if (!books.ok) return null;
  const price = priceIn(asset, reference, booksIn(books.value, reference), 'mid');
  return price === null ? null : new Big(amount).times(price.price).toFixed();
}
