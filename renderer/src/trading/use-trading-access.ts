import { customerAccess } from '../../../shared/api/customer-access';
import { refusalWords } from '../customers/access-words';
import type { CustomerContext } from '../customers/context';
import { useCustomerList } from '../customers/store';
import { useT } from '../i18n/store';

/** Whether trading is allowed, and if not, why in the page's language. */
export type TradingAccess =
  { readonly allowed: true; readonly reason: null } | { readonly allowed: false; readonly reason: string };

/**
 * Whether the customer in context may trade, and why not (the sentence the
 * disabled ticket shows), from the shared access rules (shared/api/customer-access.ts).
 */
export function useTradingAccess(context: CustomerContext): TradingAccess {
  const list = useCustomerList();
  const t = useT();
  if (list.status !== 'ready') return { allowed: false, reason: t('trading.access.checking') };
  const customer = list.value.find((item) => String(item.customerNumber) === String(context.customer));
  if (!customer) return { allowed: false, reason: t('trading.access.unknownCustomer') };
  const access = customerAccess(customer).trading;
  return access.allowed ? access : { allowed: false, reason: refusalWords(access) ?? access.reason };
}
