import type { WriteAccess } from '../../../shared/api/customer-access';
import { customerAccess } from '../../../shared/api/customer-access';
import type { CustomerContext } from '../customers/context';
import { useCustomerList } from '../customers/store';
import { useT } from '../i18n/store';

/**
 * Whether the customer in context may trade, and why not (the sentence the
 * disabled ticket shows), from the shared access rules (shared/api/customer-access.ts).
 */
export function useTradingAccess(context: CustomerContext): WriteAccess {
  const list = useCustomerList();
  const t = useT();
  if (list.status !== 'ready') return { allowed: false, reason: t('trading.access.checking') };
  const customer = list.value.find((item) => String(item.customerNumber) === String(context.customer));
  if (!customer) return { allowed: false, reason: t('trading.access.unknownCustomer') };
  return customerAccess(customer).trading;
}
