import { customerAccess } from '../../../shared/api/customer-access';
import type { Customer } from '../../../shared/api/schemas/customers';

/** Why the customer may not trade (a sentence to show), or null when trading is allowed (shared/api/customer-access.ts decides). */
export function whyCustomerCannotTrade(customer: Customer): string | null {
  return customerAccess(customer).trading.reason;
}
