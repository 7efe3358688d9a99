import Big from 'big.js';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';

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
  if (!accounts.ok)
    throw new AppError(
      'service',
      message('errors.staking.balanceUnreadable', { reason: accounts.error.message }),
      accounts.error,
    );
  const account = accounts.value.find((candidate) => accountNumberOf(candidate.id) === fromAccountNumber);
  if (!account)
    throw new AppError('validation', message('errors.staking.notThisCustomersAccount', { account: fromAccountNumber }));
  const allowed = new Big(account.available).times(sharePercent).div(100);
  if (new Big(amount).gt(allowed)) {
    const values = { amount, asset: account.assetSymbol ?? '', account: fromAccountNumber, allowed: allowed.toFixed() };
    throw new AppError(
      'limit',
      new Big(sharePercent).eq(100)
        ? message('errors.staking.aboveBalance', values)
        : message('errors.staking.aboveShare', { ...values, share: sharePercent }),
      { limit: 'staking-share' },
    );
  }
  return { assetSymbol: account.assetSymbol, available: account.available };
}
