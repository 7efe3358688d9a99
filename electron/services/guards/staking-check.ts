import { message, type Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
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
  const account = await checkStakingAmount(
    client,
    customer,
    request.fromAccountNumber,
    amount,
    limits.stakingMaxSharePercent,
  );
  const asset = account.assetSymbol ?? '';
  const type = request.type === 'Entry' ? 'entry' : 'exit';
  const reference = await deps.referenceCurrencyOf(request.profileId, customer);
  const value =
    reference && account.assetSymbol ? await valueIn(client, customer, account.assetSymbol, amount, reference) : null;
  // Each reason in a reader's language, its amounts as the region of that language writes them.
  const reasons: ((translator: Translator) => Message)[] = [];
  if (value === null) {
    const none = reference
      ? message('errors.confirm.stakingNoValueIn', { reference })
      : message('errors.confirm.stakingNoValue');
    reasons.push(() => none);
  } else if (reference && new Big(value).gt(limits.confirmAbove)) {
    reasons.push((translator) =>
      message('errors.confirm.stakingAbove', {
        value: formatMoney(reference, value, translator.locale),
        threshold: formatMoney(reference, limits.confirmAbove, translator.locale),
      }),
    );
  }
  if (new Big(amount).times(100).gt(new Big(account.available).times(STAKING_CONFIRM_SHARE_PERCENT))) {
    const half = message('errors.confirm.stakingHalf', {
      available: account.available,
      asset,
      account: request.fromAccountNumber,
    });
    reasons.push(() => half);
  }
  if (reasons.length === 0) return;
  const what = message('main.dialog.staking.what', { type, amount, asset });
  // The reasons as one list in the reader's language ("a, and b" / "a und b").
  const listed = (translator: Translator): string =>
    translator.intl.formatList(reasons.map((reason) => translator.format(reason(translator))));
  await requireConfirmation(deps.confirm, {
    request: (translator) => ({
      title: translator.t('main.dialog.staking.title', { type }),
      message: translator.t('main.dialog.staking.message', { type, amount, asset }),
      detail: [
        translator.t('main.dialog.staking.from', {
          what: translator.format(what),
          account: request.fromAccountNumber,
          available: account.available,
          asset,
        }),
        value !== null && reference
          ? translator.t('main.dialog.order.value', { value: formatMoney(reference, value, translator.locale) })
          : translator.t('main.dialog.staking.noValue'),
        translator.t('main.dialog.staking.why', { reasons: listed(translator) }),
        translator.t('main.dialog.customer', { customer }),
        translator.t('main.dialog.profile', { profile: deps.profileName(request.profileId) }),
      ].join('\n'),
      confirmLabel: translator.t('main.dialog.staking.confirm', { type }),
    }),
    reason: (translator) =>
      translator.t('errors.confirm.stakingReason', { what: translator.format(what), reasons: listed(translator) }),
    deskCommand: `\`desk staking ${request.type === 'Entry' ? 'enter' : 'exit'} ... --yes\``,
    nothing: message('errors.confirm.nothingSent'),
    declined: message('errors.confirm.stakingDeclined', { type }),
    confirmed: request.confirmed,
  });
}

/** The amount's value in the reference currency at the mid, as the dashboard values a balance; null without a price. */
async function valueIn(
  client: ServiceClient,
  customer: string,
  asset: string,
  amount: string,
  reference: string,
): Promise<string | null> {
  const books = await client.call('trading.marketData', { customer });
  if (!books.ok) return null;
  const price = priceIn(asset, reference, booksIn(books.value, reference), 'mid');
  return price === null ? null : new Big(amount).times(price.price).toFixed();
}
