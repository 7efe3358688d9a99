import { createHmac, randomBytes } from 'node:crypto';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { HandlerTable } from '../contract';
import type { Rng } from './random';
import type { CredentialRecord, CustomerRecord } from './state';
import type { Store } from './store';

const NAMES = [
  'Alpenrose Treasury AG',
  'Lakeside Family Office',
  'Helvetic Digital Assets SA',
  'Rhine Valley Capital GmbH',
  'Matterhorn Crypto Partners',
  'Limmat Asset Management AG',
  'Saentis Ventures AG',
  'Leman Private Office SA',
];
const REFERENCE_CURRENCIES = ['CHF', 'EUR', 'USD', 'CHF'];
const COMMISSIONS = ['0.25', '0.2', '0.15', '0.25'];

/** Four customers with distinct numbers and names from the seed. */
export function generateCustomers(rng: Rng): CustomerRecord[] {
  const names = [...NAMES];
  const numbers = new Set<number>();
  return REFERENCE_CURRENCIES.map((referenceCurrency, index) => {
    let customerNumber = rng.int(100_000, 999_999);
    while (numbers.has(customerNumber)) customerNumber = rng.int(100_000, 999_999);
    numbers.add(customerNumber);
    const name = names.splice(rng.int(0, names.length - 1), 1)[0] ?? `Customer ${customerNumber}`;
    return { customerNumber, name, referenceCurrency, commissionPct: COMMISSIONS[index] ?? '0.25' };
  });
}

/**
 * Two API keys: the first reaches the first three customers, the second the
 * third and fourth, so the fourth is out of the first key's reach. Keys and
 * secrets are derived from the seed (a simulator's keys are not secret), or
 * random when `random` (the desktop app's embedded world), and
 * look like real ones: a 32-character key, a 64-character base64url secret.
 * `firstKeyReach` replaces the first key's three (an office's many customers, --customers).
 */
export function generateCredentials(
  seed: number,
  customers: readonly CustomerRecord[],
  random = false,
  firstKeyReach?: readonly number[],
): CredentialRecord[] {
  const numbers = customers.map((customer) => customer.customerNumber);
  // Random keys (an installed app's own world): nobody else's install shares them; the state file keeps them.
  const derive = (label: string, bytes: number) =>
    random
      ? randomBytes(bytes)
      : createHmac('sha512', 'svc-desk-simulator').update(`${label}:${seed}`).digest().subarray(0, bytes);
  return [firstKeyReach ? [...firstKeyReach] : numbers.slice(0, 3), numbers.slice(2, 4)].map((reach, index) => ({
    apiKey: derive(`key:${index}`, 16).toString('hex'),
    apiSecret: derive(`secret:${index}`, 48).toString('base64url'),
    customers: reach,
  }));
}

function customerView(customer: CustomerRecord): Customer {
  return {
    customerNumber: String(customer.customerNumber),
    name: customer.name,
    referenceCurrency: customer.referenceCurrency,
    ...(customer.eligibleForTrading === undefined ? {} : { eligibleForTrading: customer.eligibleForTrading }),
    ...(customer.accessRight === undefined ? {} : { accessRight: customer.accessRight }),
  };
}

/** Handlers of the customer endpoints: the customers the calling key reaches. */
export function customerHandlers(store: Store): Pick<HandlerTable, 'customers.list' | 'customers.associatedClients'> {
  const list = (request: { readonly reachableCustomers: readonly number[] }) =>
    request.reachableCustomers.flatMap((number) => {
      const customer = store.customers.get(number);
      return customer ? [customerView(customer)] : [];
    });
  return { 'customers.list': list, 'customers.associatedClients': list };
}
