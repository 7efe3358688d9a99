import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { ServiceClient } from '../../client/client';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { Translator } from '../../../shared/i18n/translator';
import { ACCOUNT_TYPE_WORDS } from '../../../shared/staking/words';

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
    throw new AppError('validation', message('errors.staking.payoutSelf'));
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
      message('errors.staking.payoutProductUnknown', {
        account: stakingAccountNumber,
        product: account.value.productId,
      }),
    );
  }
  const target = custody.value.find((candidate) => accountNumberOf(candidate.id) === payoutAccountNumber);
  if (!target)
    throw new AppError('validation', message('errors.staking.payoutNotCustomers', { account: payoutAccountNumber }));
  if (target.assetSymbol !== account.value.assetSymbol) {
    throw new AppError(
      'validation',
      message('errors.staking.payoutOtherAsset', {
        account: payoutAccountNumber,
        held: target.assetSymbol ?? '',
        paid: account.value.assetSymbol ?? '',
      }),
    );
  }
  const supported = product.supportedPayoutAccountTypes;
  if (!(supported as readonly string[]).includes(target.type)) {
    // The account types in the reader's words, the allowed ones as one "a or b" list of their language.
    // A type the desk has no word for keeps the service's name (saying "unknown" would hide which it is).
    const typeWords = (translator: Translator, type: string): string => {
      const key = (ACCOUNT_TYPE_WORDS as Readonly<Record<string, MessageKey | undefined>>)[type];
      return key === undefined ? type : translator.t(key);
    };
    throw new AppError('validation', (translator) =>
      translator.t('errors.staking.payoutType', {
        product: product.name ?? account.value.productId,
        types: translator.intl.formatList(
          supported.map((type) => typeWords(translator, type)),
          { type: 'disjunction' },
        ),
        account: payoutAccountNumber,
        type: typeWords(translator, target.type),
      }),
    );
  }
}
