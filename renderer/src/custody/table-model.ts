import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import { compareDecimal } from '../../../shared/format/decimal';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** The columns of the accounts table, in display order (each label a catalogue key, translated when drawn). */
export const ACCOUNT_COLUMNS = [
  { key: 'assetSymbol', label: 'custody.column.asset', kind: 'text' },
  { key: 'name', label: 'custody.column.name', kind: 'text' },
  { key: 'type', label: 'custody.column.type', kind: 'text' },
  { key: 'state', label: 'custody.column.state', kind: 'text' },
  { key: 'balance', label: 'custody.column.balance', kind: 'decimal' },
  { key: 'available', label: 'custody.column.available', kind: 'decimal' },
  { key: 'reserved', label: 'custody.column.reserved', kind: 'decimal' },
  { key: 'disposable', label: 'custody.column.disposable', kind: 'decimal' },
  { key: 'creditLine', label: 'custody.column.creditLine', kind: 'decimal' },
  { key: 'isProofWallet', label: 'custody.column.proofWallet', kind: 'boolean' },
] as const satisfies readonly { key: string; label: MessageKey; kind: string }[];

export type AccountColumn = (typeof ACCOUNT_COLUMNS)[number]['key'];
export type SortDirection = 'ascending' | 'descending';
export interface AccountSort {
  readonly column: AccountColumn;
  readonly direction: SortDirection;
}

/** Text, type and state filters; empty means "any". */
export interface AccountFilter {
  readonly text: string;
  readonly type: string;
  readonly state: string;
}

export const NO_FILTER: AccountFilter = { text: '', type: '', state: '' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareBy(column: AccountColumn, direction: SortDirection, a: CustodyAccount, b: CustodyAccount): number {
  const spec = ACCOUNT_COLUMNS.find((c) => c.key === column);
  switch (spec?.kind) {
    case 'decimal':
      // Amounts of different assets are not comparable (1 BTC vs 1 ADA): they sort within their asset,
      // assets in name order; within one asset the exact decimal text decides (0.1 < 0.10000000000000000001).
      return (
        collator.compare(a.assetSymbol ?? '', b.assetSymbol ?? '') * (direction === 'ascending' ? 1 : -1) ||
        compareDecimal(a[column as 'balance'], b[column as 'balance'])
      );
    case 'boolean':
      // Not reported (absent) sorts before No.
      return proofRank(a.isProofWallet) - proofRank(b.isProofWallet);
    default:
      // A missing asset symbol sorts first, as an empty text.
      return collator.compare(String(a[column] ?? ''), String(b[column] ?? ''));
  }
}

function proofRank(value: boolean | undefined): number {
  return value === undefined ? -1 : Number(value);
}

/** The accounts that pass the filter, in the requested order (ties keep asset, then id order). */
export function viewAccounts(
  accounts: readonly CustodyAccount[],
  filter: AccountFilter,
  sort: AccountSort,
): CustodyAccount[] {
  const needle = filter.text.trim().toLowerCase();
  const shown = accounts.filter(
    (account) =>
      (filter.type === '' || account.type === filter.type) &&
      (filter.state === '' || account.state === filter.state) &&
      (needle === '' ||
        (account.assetSymbol ?? '').toLowerCase().includes(needle) ||
        account.name.toLowerCase().includes(needle) ||
        String(account.id).includes(needle)),
  );
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return shown.sort(
    (a, b) =>
      factor * compareBy(sort.column, sort.direction, a, b) ||
      collator.compare(a.assetSymbol ?? '', b.assetSymbol ?? '') ||
      a.id - b.id,
  );
}

/** The distinct values of a field, sorted, for a filter's options. */
export function distinctValues(accounts: readonly CustodyAccount[], field: 'type' | 'state'): string[] {
  return [...new Set(accounts.map((account) => account[field]))].sort(collator.compare);
}
