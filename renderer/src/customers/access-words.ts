import type { KnownAccessRight } from '../../../shared/api/customer-access';
import { knownAccessRight } from '../../../shared/api/customer-access';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

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
