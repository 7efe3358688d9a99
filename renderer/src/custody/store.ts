import { create } from 'zustand';
import type { CustodyAccount, HistoricalPortfolioValue, OnchainInfo } from '../../../shared/api/schemas/custody';
import type { IpcResult } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { createCustomerBound } from '../customers/customer-bound';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import { rangeQuery } from '../../../shared/custody/ranges';

/** Custody data of exactly one customer: switching customer replaces all of it. */
interface CustodyState {
  /** contextKey of the customer the data below belongs to. */
  readonly key: string | null;
  readonly accounts: Loadable<CustodyAccount[]>;
  readonly onchain: Readonly<Record<number, Loadable<OnchainInfo>>>;
  readonly portfolio: Readonly<Partial<Record<PortfolioRange, Loadable<HistoricalPortfolioValue>>>>;
}

const EMPTY: CustodyState = { key: null, accounts: LOADING, onchain: {}, portfolio: {} };
const useStore = create<CustodyState>()(() => EMPTY);

// Forgets the previous customer's data the moment another customer is asked for; late answers are dropped.
const bound = createCustomerBound((key) => useStore.setState({ ...EMPTY, key }));

/**
 * Runs a request tagged with its customer and resource; its answer is stored
 * only if that customer is still shown and no newer request for the resource
 * was made (customers/customer-bound.ts).
 */
async function tagged<T>(
  context: CustomerContext,
  resource: string,
  begin: (state: CustodyState) => Partial<CustodyState>,
  call: () => Promise<IpcResult<T>>,
  store: (state: CustodyState, value: Loadable<T>) => Partial<CustodyState>,
): Promise<void> {
  const answer = bound.load(context, resource, call);
  useStore.setState(begin);
  const result = await answer;
  if (result !== null) useStore.setState((state) => store(state, result));
}

function forContext<T>(context: CustomerContext | null, pick: (state: CustodyState) => T, fallback: T): (state: CustodyState) => T {
  const key = context === null ? null : contextKey(context);
  return (state) => (key !== null && state.key === key ? pick(state) : fallback);
}

/** The custody accounts of the customer in context (loading while another customer's are held). */
export const useCustodyAccounts = (context: CustomerContext | null): Loadable<CustodyAccount[]> =>
  useStore(forContext(context, (state) => state.accounts, LOADING));

/** On-chain information of one account (undefined until asked for). */
export const useOnchainInfo = (context: CustomerContext | null, accountId: number): Loadable<OnchainInfo> | undefined =>
  useStore(forContext(context, (state) => state.onchain[accountId], undefined));

/** Portfolio value series of one range (loading until answered). */
export const usePortfolioValue = (context: CustomerContext | null, range: PortfolioRange): Loadable<HistoricalPortfolioValue> =>
  useStore(forContext(context, (state) => state.portfolio[range] ?? LOADING, LOADING));

/** Loads the customer's custody accounts. */
export function loadAccounts(context: CustomerContext): Promise<void> {
  return tagged(
    context,
    'accounts',
    (state) => (state.accounts.status === 'error' ? { accounts: LOADING } : {}),
    () => desktopApi().custody.accounts({ profileId: context.profileId, customer: context.customer }),
    (_state, accounts) => ({ accounts }),
  );
}

/** Loads the on-chain information of one account. */
export function loadOnchainInfo(context: CustomerContext, accountId: number): Promise<void> {
  return tagged(
    context,
    `onchain:${accountId}`,
    (state) => ({ onchain: { ...state.onchain, [accountId]: LOADING } }),
    () => desktopApi().custody.onchainInfo({ profileId: context.profileId, params: { accountId }, customer: context.customer }),
    (state, info) => ({ onchain: { ...state.onchain, [accountId]: info } }),
  );
}

/** Loads the portfolio value over a range ending now. */
export function loadPortfolioValue(context: CustomerContext, range: PortfolioRange, now = Date.now()): Promise<void> {
  return tagged(
    context,
    `portfolio:${range}`,
    (state) => (state.portfolio[range]?.status === 'ready' ? {} : { portfolio: { ...state.portfolio, [range]: LOADING } }),
    () => desktopApi().custody.portfolioValue({
        profileId: context.profileId,
        query: rangeQuery(range, now),
        customer: context.customer,
      }),
    (state, series) => ({ portfolio: { ...state.portfolio, [range]: series } }),
  );
}

/** Test seam: back to the initial state. */
export function resetCustodyStore(): void {
  bound.reset();
  useStore.setState(EMPTY);
}
