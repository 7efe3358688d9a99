import { message } from '../../../shared/i18n/message';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation } from '../confirm/money-confirmation';

/** One payout account change to confirm. */
export interface PayoutCheckRequest {
  profileId: string;
  customer: string;
  stakingAccountNumber: string;
  payoutAccountNumber: string;
  /** Confirmed outside the page already (`desk staking payout ... --yes`). */
  confirmed: boolean;
}

/**
 * A payout account change redirects every future reward of a staking
 * account: it always needs main's confirmation (no amount makes one small),
 * asked after the target was checked, before the change is sent.
 */
export async function confirmPayoutChange(
  deps: { confirm: ConfirmPort; profileName: (profileId: string) => string },
  request: PayoutCheckRequest,
): Promise<void> {
  const accounts = { staking: request.stakingAccountNumber, payout: request.payoutAccountNumber };
  await requireConfirmation(deps.confirm, {
    request: (translator) => ({
      title: translator.t('main.dialog.payout.title'),
      message: translator.t('main.dialog.payout.message', accounts),
      detail: [
        translator.t('main.dialog.payout.change', accounts),
        translator.t('main.dialog.customer', { customer: request.customer }),
        translator.t('main.dialog.profile', { profile: deps.profileName(request.profileId) }),
      ].join('\n'),
      confirmLabel: translator.t('main.dialog.payout.confirm'),
    }),
    reason: message('errors.confirm.payoutReason', accounts),
    deskCommand: '`desk staking payout ... --yes`',
    nothing: message('errors.confirm.nothingChanged'),
    declined: message('errors.confirm.payoutDeclined'),
    confirmed: request.confirmed,
  });
}
