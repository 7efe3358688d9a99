import Big from 'big.js';
import type { BookRow } from '../../../shared/book/book-model';

/** The columns the Book sorts by. */
export type BookSort = 'name' | 'officeTotal' | 'change' | 'openOrders' | 'stakingInProgress' | 'worstLoanState';

const LOAN_ORDER: Record<string, number> = { ok: 0, warning: 1, 'margin-call': 2, liquidation: 3 };

function compareValues(a: string | null, b: string | null): number {
  // No value ("no price") always sorts last, never among zeros.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return new Big(a).cmp(b);
}

/** Rows filtered by customer number or name (case-insensitive) and sorted; ties by name. */
export function bookRows(rows: readonly BookRow[], filter: string, sort: BookSort, descending: boolean): BookRow[] {
  const needle = filter.trim().toLowerCase();
  const shown =
    needle === ''
      ? [...rows]
      : rows.filter((row) => row.name.toLowerCase().includes(needle) || row.customer.toLowerCase().includes(needle));
  const direction = descending ? -1 : 1;
  const byName = (a: BookRow, b: BookRow): number => a.name.localeCompare(b.name);
  return shown.sort((a, b) => {
    if (sort === 'name') return byName(a, b) * direction;
    if (sort === 'officeTotal' || sort === 'change') {
      // The change sorts on its office-currency value: EUR, CHF and USD figures compared as one would mislead.
      const key = sort === 'change' ? 'officeChange' : sort;
      const x = a[key];
      const y = b[key];
      // "No price" stays last whichever way the column is sorted.
      if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
      return compareValues(x, y) * direction || byName(a, b);
    }
    const rank =
      sort === 'worstLoanState'
        ? (row: BookRow) => LOAN_ORDER[row.worstLoanState ?? ''] ?? -1
        : (row: BookRow) => row[sort] ?? -1;
    return (rank(a) - rank(b)) * direction || byName(a, b);
  });
}
