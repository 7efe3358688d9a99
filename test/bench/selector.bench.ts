// The customer selector's type-ahead over an office of 1,000 customers: the filtering of one keystroke (number,
// name and reference currency, accents folded, recently used first) vs a bare array filter of the same list.
import type { Customer } from '../../shared/api/schemas/customers';
import { customerIndex, filterCustomers } from '../../renderer/src/customers/filter';
import { formatMicros, type BenchReport } from './report';

const CUSTOMERS = 1000;
const ROUNDS = 200;
const NAMES = ['Alpine', 'Bernina', 'Zürich', 'Léman', 'Ticino', 'Säntis', 'Jura', 'Engadin'];
const KINDS = ['Capital AG', 'Treasury GmbH', 'Family Office', 'Vermögensverwaltung AG', 'Stiftung'];
const CURRENCIES = ['CHF', 'EUR', 'USD', 'GBP'];
/** What a user types, one keystroke at a time: a name, then a number. */
const TYPED = ['zurich fam', '100734'];

function customers(): Customer[] {
  return Array.from({ length: CUSTOMERS }, (_, i) => ({
    customerNumber: String(100000 + i),
    name: `${NAMES[i % NAMES.length]} ${KINDS[i % KINDS.length]} ${i}`,
    referenceCurrency: CURRENCIES[i % CURRENCIES.length]!,
  }));
}

/** Every prefix of every typed text: the queries of one keystroke each. */
const keystrokes = TYPED.flatMap((text) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1)));

/** Milliseconds per keystroke of `filter` over the keystrokes, best of a few passes of ROUNDS each. */
function perKeystroke(filter: (query: string) => unknown): number {
  let best = Infinity;
  for (let pass = 0; pass < 5; pass += 1) {
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) for (const query of keystrokes) filter(query);
    best = Math.min(best, (performance.now() - started) / (ROUNDS * keystrokes.length));
  }
  return best;
}

export function run(): Promise<BenchReport[]> {
  const list = customers();
  const recent = ['100999', '100500', '100007'];
  // Built once per list (the selector memoizes it on the list it is given), not per keystroke.
  const indexStarted = performance.now();
  const index = customerIndex(list);
  const indexMs = performance.now() - indexStarted;
  const bare = (query: string): Customer[] => {
    const needle = query.toLowerCase();
    return list.filter(
      (customer) => customer.customerNumber.includes(needle) || customer.name.toLowerCase().includes(needle),
    );
  };
  const ours = (query: string): Customer[] => filterCustomers(index, query, recent);
  perKeystroke(bare);
  perKeystroke(ours);
  const bareMs = perKeystroke(bare);
  const oursMs = perKeystroke(ours);
  return Promise.resolve([
    {
      name: `customer selector, ${CUSTOMERS} customers: filtering per keystroke`,
      measured: `${formatMicros(oursMs)} (index built once per list: ${formatMicros(indexMs)})`,
      baseline: `bare array filter ${formatMicros(bareMs)}`,
      ratio: oursMs / bareMs,
      target: 3,
    },
  ]);
}
