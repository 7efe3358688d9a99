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
export async function confirmPayoutChange(deps: { confirm: ConfirmPort; profileName: (profileId: string) => string }, request: PayoutCheckRequest): Promise<void> {
  const change = `Rewards of staking account ${request.stakingAccountNumber} are to be paid to account ${request.payoutAccountNumber}`;
  await requireConfirmation(deps.confirm, {
    request: {
      title: 'Confirm a payout account change',
      message: `Pay the rewards of staking account ${request.stakingAccountNumber} to account ${request.payoutAccountNumber}?`,
      detail: [`${change} from now on.`, `Customer: ${request.customer}`, `Profile: ${deps.profileName(request.profileId)}`].join('\n'),
      confirmLabel: 'Change payout account',
    },
    reason: `${change}`,
    deskCommand: '`desk staking payout ... --yes`',
    nothing: 'Nothing was changed.',
    declined: 'The payout account change was not confirmed; nothing was changed.',
    confirmed: request.confirmed,
  });
}
