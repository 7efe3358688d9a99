import type { KnownAccessRight, WriteAccess } from '../../../shared/api/customer-access';
import { knownAccessRight } from '../../../shared/api/customer-access';
import { refusalMessage } from '../../../shared/api/refusal-words';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate, translateMessage } from '../i18n/store';

/** The access rights production lists, in the page's language. */
const ACCESS_RIGHT_WORDS: Readonly<Record<KnownAccessRight, MessageKey>> = {
  readOnly: 'customers.accessRight.readOnly',
  depositWithdrawal: 'customers.accessRight.depositWithdrawal',
  trading: 'customers.accessRight.trading',
  fullAccess: 'customers.accessRight.fullAccess',
};

/** An access right as a person reads it (the selector, the Book); one SVC Desk does not know shows as the service wrote it. */
export function accessRightWords(right: string): string {
  const known = knownAccessRight(right);
  return known === null ? right : translate(ACCESS_RIGHT_WORDS[known]);
}

/** Why the API key may not write (trading, staking) for the customer, in the page's language; null when it may. */
export function refusalWords(access: WriteAccess): string | null {
  if (access.allowed) return null;
  return translateMessage(refusalMessage(access.refusal));
}
