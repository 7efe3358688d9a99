import type { Customer, CustomerNumber } from '../../../shared/api/schemas/customers';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A customer list prepared for type-ahead: each customer's number, name and
 * reference currency folded once (case and accents), so a keystroke over
 * 1,000 customers is one substring test each, not 3,000 Unicode foldings.
 */
export interface CustomerIndex {
  readonly customers: readonly Customer[];
  /** Folded number, per customer (a number that starts with the query ranks first). */
  readonly numbers: readonly string[];
  /** Folded "number name currency", per customer: what a query is looked for in. */
  readonly texts: readonly string[];
}

/** Builds the index once per list (the selector memoizes it on the list). */
export function customerIndex(customers: readonly Customer[]): CustomerIndex {
  const numbers = customers.map((customer) => fold(customer.customerNumber));
  // A separator no query contains (folded text has no control characters), so a match never spans two fields.
  const texts = customers.map(
    (customer, index) => `${numbers[index]}\u0001${fold(customer.name)}\u0001${fold(customer.referenceCurrency ?? '')}`,
  );
  return { customers, numbers, texts };
}

/**
 * Customers whose number, name or reference currency contains the query
 * (case- and accent-insensitive). Recently used customers come first, in the
 * order main keeps them (most recent first); then numbers that start with the
 * query; then the rest in the service's order.
 */
export function filterCustomers(
  index: CustomerIndex,
  query: string,
  recent: readonly CustomerNumber[] = [],
): Customer[] {
  const needle = fold(query.trim());
  const rank = new Map(recent.map((number, position) => [number, position]));
  const first: { customer: Customer; position: number }[] = [];
  const leading: Customer[] = [];
  const rest: Customer[] = [];
  const { customers, numbers, texts } = index;
  for (let i = 0; i < customers.length; i += 1) {
    if (needle !== '' && !texts[i]!.includes(needle)) continue;
    const customer = customers[i]!;
    const position = rank.get(customer.customerNumber);
    if (position !== undefined) first.push({ customer, position });
    else if (needle !== '' && numbers[i]!.startsWith(needle)) leading.push(customer);
    else rest.push(customer);
  }
  first.sort((a, b) => a.position - b.position);
  return [...first.map((entry) => entry.customer), ...leading, ...rest];
}

/** "100234 · Alpine Capital AG", "ACME-CUS-100001 · Acme AG" */
export function customerLabel(customer: Customer): string {
  return `${customer.customerNumber} · ${customer.name}`;
}
