import Big from 'big.js';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';

/**
 * The staking pre-trade limit: an entry or exit may move at most the
 * profile's share (default 100 %) of what the paying account has available
 * now. The check that matters: never more than is there. Refused before
 * anything is journaled or sent.
 */
export async function checkStakingAmount(
  client: ServiceClient,
  customer: string,
  fromAccountNumber: string,
  amount: string,
  sharePercent: string,
): Promise<{ assetSymbol: string | null; available: string }> {
  const accounts = await client.call('custody.listAccounts', { customer });
  if (!accounts.ok) throw new AppError('service', `The available balance could not be read, so the amount cannot be checked against this profile's limits; nothing was sent. ${accounts.error.message}`, accounts.error);
  const account = accounts.value.find((candidate) => accountNumberOf(candidate.id) === fromAccountNumber);
  if (!account) throw new AppError('validation', `Account ${fromAccountNumber} is not one of this customer's accounts; nothing was sent.`);
  const allowed = new Big(account.available).times(sharePercent).div(100);
  if (new Big(amount).gt(allowed)) {
    const share = new Big(sharePercent).eq(100) ? 'the available balance' : `${sharePercent} % of the available balance`;
    throw new AppError(
      'limit',
      `Amount ${amount} ${account.assetSymbol} is above this profile's limit of ${share} of account ${fromAccountNumber} (${allowed.toFixed()} ${account.assetSymbol}); nothing was sent.`,
      { limit: 'staking-share' },
    );
  }
  return { assetSymbol: account.assetSymbol, available: account.available };
}
