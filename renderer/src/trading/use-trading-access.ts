import type { WriteAccess } from '../../../shared/api/customer-access';
import { customerAccess } from '../../../shared/api/customer-access';
import type { CustomerContext } from '../customers/context';
import { useCustomerList } from '../customers/store';

/**
 * Whether the customer in context may trade, and why not (the sentence the
 * disabled ticket shows), from the shared access rules (shared/api/customer-access.ts).
 */
export function useTradingAccess(context: CustomerContext): WriteAccess {
  const list = useCustomerList();
  if (list.status !== 'ready') return { allowed: false, reason: 'Checking what this API key may do for the customer…' };
  const customer = list.value.find((item) => String(item.customerNumber) === String(context.customer));
  if (!customer) return { allowed: false, reason: 'The customer is not among those this API key reaches.' };
  return customerAccess(customer).trading;
}
