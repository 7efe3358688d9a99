import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message } from '../i18n/message';
import type { AccessRefusal } from './customer-access';

/** Why a write is refused, one whole sentence per kind (the page's words and main's errors alike). */
const REFUSAL_WORDS: Readonly<Record<AccessRefusal['kind'], MessageKey>> = {
  readOnly: 'customers.refusal.readOnly',
  depositWithdrawal: 'customers.refusal.depositWithdrawal',
  unknownRight: 'customers.refusal.unknownRight',
  notEligible: 'customers.refusal.notEligible',
  checking: 'customers.refusal.checking',
};

/** A refusal as words kept for later, put into the reader's language when shown. */
export function refusalMessage(refusal: AccessRefusal): Message {
  return message(REFUSAL_WORDS[refusal.kind], { name: refusal.name, right: refusal.right });
}
