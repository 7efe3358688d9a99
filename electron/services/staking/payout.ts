import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';

/**
 * Checks a payout change before the PATCH: the staking account exists, the
 * new payout account is one of the customer's accounts of the same asset and
 * of a type the account's product supports (a product the service does not
 * list is refused: its supported types are unknown). Throws a 'validation' AppError in
 * a trader's words otherwise.
 */
export async function checkPayoutTarget(
  client: ServiceClient,
  customer: string,
  stakingAccountNumber: string,
  payoutAccountNumber: string,
): Promise<void> {
  if (stakingAccountNumber === payoutAccountNumber) {
    throw new AppError(
      'validation',
      'Rewards are already kept on the staking account itself when it is its own payout account; choose another account.',
    );
  }
  const [account, products, custody] = await Promise.all([
    client.call('staking.getAccount', { params: { accountNumber: stakingAccountNumber }, query: {}, customer }),
    client.call('staking.listProducts', { customer }),
    client.call('custody.listAccounts', { customer }),
  ]);
  if (!account.ok) throw new AppError('service', account.error.message, account.error);
  if (!products.ok) throw new AppError('service', products.error.message, products.error);
  if (!custody.ok) throw new AppError('service', custody.error.message, custody.error);
  const product = products.value.find(
    (candidate) => candidate.id.toLowerCase() === account.value.productId.toLowerCase(),
  );
  // Without the product there is no list of supported account types: guessing would allow a payout the service may refuse or misroute.
  if (!product) {
    throw new AppError(
      'validation',
      `The product of staking account ${stakingAccountNumber} (${account.value.productId}) is not among the customer's staking products, so its supported payout accounts are unknown; nothing was changed.`,
    );
  }
  const target = custody.value.find((candidate) => accountNumberOf(candidate.id) === payoutAccountNumber);
  if (!target)
    throw new AppError('validation', `Account ${payoutAccountNumber} is not one of this customer's accounts.`);
  if (target.assetSymbol !== account.value.assetSymbol) {
    throw new AppError(
      'validation',
      `Account ${payoutAccountNumber} holds ${target.assetSymbol}; rewards of this staking account are paid in ${account.value.assetSymbol}.`,
    );
  }
  const supported = product.supportedPayoutAccountTypes;
  if (!(supported as readonly string[]).includes(target.type)) {
    throw new AppError(
      'validation',
      `${product.name} pays rewards only to ${supported.join(' or ')} accounts; account ${payoutAccountNumber} is a ${target.type} account.`,
    );
  }
}
