import { create } from 'zustand';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import type { AccountColumn, AccountFilter, AccountSort } from './table-model';
import { ACCOUNT_COLUMNS, NO_FILTER } from './table-model';

/** How the trader arranged the dashboard; kept across customers and sections. */
interface DashboardViewState {
  readonly filter: AccountFilter;
  readonly sort: AccountSort;
  readonly range: PortfolioRange;
}

const useStore = create<DashboardViewState>()(() => ({
  filter: NO_FILTER,
  sort: { column: 'assetSymbol', direction: 'ascending' },
  range: '1M',
}));

export const useAccountFilter = (): AccountFilter => useStore((state) => state.filter);
export const useAccountSort = (): AccountSort => useStore((state) => state.sort);
export const usePortfolioRange = (): PortfolioRange => useStore((state) => state.range);

/** Changes part of the accounts filter. */
export function setAccountFilter(change: Partial<AccountFilter>): void {
  useStore.setState((state) => ({ filter: { ...state.filter, ...change } }));
}

/** Sorts by a column; the same column again flips the direction. Numbers start largest first. */
export function sortAccountsBy(column: AccountColumn): void {
  useStore.setState((state) => {
    if (state.sort.column === column) {
      return { sort: { column, direction: state.sort.direction === 'ascending' ? 'descending' : 'ascending' } };
    }
    const numeric = ACCOUNT_COLUMNS.find((c) => c.key === column)?.kind === 'decimal';
    return { sort: { column, direction: numeric ? 'descending' : 'ascending' } };
  });
}

/** Shows another range of the portfolio chart. */
export function setPortfolioRange(range: PortfolioRange): void {
  useStore.setState({ range });
}
