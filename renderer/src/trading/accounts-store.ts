import { create } from 'zustand';
import type { TradingAccount } from '../../../shared/api/schemas/trading';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import type { BoundState } from '../customers/bound-store';
import { boundLoader } from '../customers/bound-store';

/** The selected customer's trading accounts (balances the ticket funds from). */
interface AccountsState extends BoundState {
  readonly accounts: Loadable<TradingAccount[]>;
}

const empty = (): AccountsState => ({ key: null, accounts: LOADING });
const useStore = create<AccountsState>()(empty);
const loader = boundLoader(useStore, empty);

/** The trading accounts of the customer in context. */
export const useTradingAccounts = (context: CustomerContext | null): Loadable<TradingAccount[]> =>
  useStore(loader.select(context, (state) => state.accounts, LOADING));

/** Loads (or refreshes, keeping the shown balances meanwhile) the trading accounts. */
export async function loadTradingAccounts(context: CustomerContext): Promise<void> {
  await loader.load(
    context,
    'accounts',
    () => desktopApi().trading.accounts({ profileId: context.profileId, customer: context.customer }),
    (state, accounts) => (accounts.status === 'error' && state.accounts.status === 'ready' ? {} : { accounts }),
  );
}

/** Whether the store holds the trading accounts of this customer (the desk loaded them). */
export function tradingAccountsHeldFor(context: CustomerContext): boolean {
  return loader.current(context);
}

/** Test seam: back to the initial state. */
export function resetAccountsStore(): void {
  loader.reset();
  useStore.setState(empty(), true);
}
