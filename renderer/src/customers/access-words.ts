import type { AccessRefusal, KnownAccessRight, WriteAccess } from '../../../shared/api/customer-access';
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

/** Why a write is refused, one whole sentence per kind. */
const REFUSAL_WORDS: Readonly<Record<AccessRefusal['kind'], MessageKey>> = {
  readOnly: 'customers.refusal.readOnly',
  depositWithdrawal: 'customers.refusal.depositWithdrawal',
  unknownRight: 'customers.refusal.unknownRight',
  notEligible: 'customers.refusal.notEligible',
  checking: 'customers.refusal.checking',
};

/** Why the API key may not write (trading, staking) for the customer, in the page's language; null when it may. */
export function refusalWords(access: WriteAccess): string | null {
  if (access.allowed) return null;
  return translate(REFUSAL_WORDS[access.refusal.kind], { name: access.refusal.name, right: access.refusal.right });
}
