import type { Rng } from './random';
import type { CustomerRecord } from './state';

/** Most customers one key may be given (--customers): far beyond any office, small enough that a world stays in memory. */
export const MAX_CUSTOMERS = 10_000;

/** What an office customer is like beyond its record: how big, staking or not, and a loan near which threshold. */
export interface OfficeCustomer {
  readonly record: CustomerRecord;
  /** Opening balances relative to the first customer's (0.001 tiny … 5 large). */
  readonly size: number;
  readonly vault: boolean;
  readonly staking: boolean;
  /** A borrow portfolio whose LTV sits just below its margin call or close to liquidation; none: no loan. */
  readonly loan: 'near-margin-call' | 'near-liquidation' | null;
}

const FIRST = [
  'Alder',
  'Birch',
  'Cedar',
  'Dorfbach',
  'Engadin',
  'Falkenstein',
  'Glarus',
  'Hallwil',
  'Inn',
  'Jura',
  'Kyburg',
  'Lauterbrunnen',
  'Muota',
  'Nufenen',
  'Oberland',
  'Pilatus',
  'Reuss',
  'Seeland',
  'Thur',
  'Uri',
  'Vals',
  'Walensee',
  'Zug',
];
const SECOND = [
  'Capital',
  'Family Office',
  'Treasury',
  'Asset Management',
  'Holdings',
  'Partners',
  'Pension Fund',
  'Foundation',
  'Trust',
  'Investments',
  'Wealth',
];
const FORMS = ['AG', 'SA', 'GmbH', 'Ltd', 'Sàrl', ''];
/** Reference currencies as an office in Switzerland sees them: mostly CHF, then EUR and USD. */
const CURRENCIES: readonly (readonly [string, number])[] = [
  ['CHF', 5],
  ['EUR', 3],
  ['USD', 2],
];
const COMMISSIONS = ['0.25', '0.2', '0.15', '0.1', '0.3'];
/** The rights production names (production-notes.md), weighted: most keys may trade. */
const RIGHTS: readonly (readonly [string, number])[] = [
  ['Full Access', 6],
  ['Trading', 3],
  ['Deposit & Withdrawal', 1],
  ['Read Only', 1],
];

/**
 * `count` more customers for an office's key (--customers), after the world's
 * own four: sizes spread log-uniformly from tiny to large, CHF/EUR/USD, about
 * one in three staking, one in eight with a loan near a threshold, and some
 * that may not trade (not eligible, or read-only access). Only opening
 * balances, a stake and a loan each: no year of history, so a thousand are
 * made in seconds and the state file grows by a few records per customer.
 */
export function officeCustomers(rng: Rng, taken: readonly number[], count: number): OfficeCustomer[] {
  const numbers = new Set(taken);
  const customers: OfficeCustomer[] = [];
  for (let index = 0; index < count; index++) {
    let customerNumber = rng.int(100_000, 999_999);
    while (numbers.has(customerNumber)) customerNumber = rng.int(100_000, 999_999);
    numbers.add(customerNumber);
    const form = rng.pick(FORMS);
    const name = `${rng.pick(FIRST)} ${rng.pick(SECOND)}${form === '' ? '' : ` ${form}`} ${String(index + 1).padStart(4, '0')}`;
    const accessRight = rng.weighted(RIGHTS);
    const record: CustomerRecord = {
      customerNumber,
      name,
      referenceCurrency: rng.weighted(CURRENCIES),
      commissionPct: rng.pick(COMMISSIONS),
      // Production's fields, given to office customers only, so the default world answers as before.
      eligibleForTrading: !rng.chance(0.08),
      accessRight,
    };
    const loanDraw = rng.next();
    customers.push({
      record,
      // 10^-3 … 10^0.7: a thousandth of the first customer up to five times it.
      size: Number((10 ** rng.range(-3, 0.7)).toFixed(4)),
      vault: rng.chance(0.3),
      staking: rng.chance(0.35),
      loan: loanDraw < 0.08 ? 'near-margin-call' : loanDraw < 0.12 ? 'near-liquidation' : null,
    });
  }
  return customers;
}

/** Whether the customer may place orders: eligible for trading, with a right that includes trading. */
export function mayTrade(customer: CustomerRecord): boolean {
  return (
    customer.eligibleForTrading !== false &&
    (customer.accessRight === undefined || customer.accessRight === 'Full Access' || customer.accessRight === 'Trading')
  );
}
