import type { Customer } from '../../../shared/api/schemas/customers';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Customers whose number or name contains the query (case- and accent-insensitive); numbers that start with it first. */
export function filterCustomers(customers: readonly Customer[], query: string): Customer[] {
  const needle = fold(query.trim());
  if (needle === '') return [...customers];
  const matches = customers.filter(
    (customer) => fold(customer.customerNumber).includes(needle) || fold(customer.name).includes(needle),
  );
  const leading = (customer: Customer): number => (fold(customer.customerNumber).startsWith(needle) ? 0 : 1);
  return matches.sort((a, b) => leading(a) - leading(b));
}

/** "100234 · Alpine Capital AG", "ACME-CUS-100001 · Acme AG" */
export function customerLabel(customer: Customer): string {
  return `${customer.customerNumber} · ${customer.name}`;
}
