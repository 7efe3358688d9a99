import { customerAccess } from '../../../shared/api/customer-access';
import { refusalMessage } from '../../../shared/api/refusal-words';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { Message } from '../../../shared/i18n/message';

/** Why the customer may not trade (words to show), or null when trading is allowed (shared/api/customer-access.ts decides). */
export function whyCustomerCannotTrade(customer: Customer): Message | null {
  const access = customerAccess(customer).trading;
  return access.allowed ? null : refusalMessage(access.refusal);
}
