import { create } from 'zustand';
import type { CustodyAccount, HistoricalPortfolioValue, OnchainInfo } from '../../../shared/api/schemas/custody';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import type { BoundState } from '../customers/bound-store';
import { boundLoader } from '../customers/bound-store';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import { rangeQuery } from '../../../shared/custody/ranges';

/** Custody data of exactly one customer: switching customer replaces all of it. */
interface CustodyState extends BoundState {
  readonly accounts: Loadable<CustodyAccount[]>;
  readonly onchain: Readonly<Record<number, Loadable<OnchainInfo>>>;
  readonly portfolio: Readonly<Partial<Record<PortfolioRange, Loadable<HistoricalPortfolioValue>>>>;
}

const EMPTY: CustodyState = { key: null, accounts: LOADING, onchain: {}, portfolio: {} };
const useStore = create<CustodyState>()(() => EMPTY);

// The one customer-bound rule: another customer's data is forgotten the moment it is asked for; late answers are dropped.
const loader = boundLoader(useStore, () => EMPTY);
const forContext = loader.select;

/** The custody accounts of the customer in context (loading while another customer's are held). */
export const useCustodyAccounts = (context: CustomerContext | null): Loadable<CustodyAccount[]> =>
  useStore(forContext(context, (state) => state.accounts, LOADING));

/** On-chain information of one account (undefined until asked for). */
export const useOnchainInfo = (context: CustomerContext | null, accountId: number): Loadable<OnchainInfo> | undefined =>
  useStore(forContext(context, (state) => state.onchain[accountId], undefined));

/** Portfolio value series of one range (loading until answered). */
export const usePortfolioValue = (
  context: CustomerContext | null,
  range: PortfolioRange,
): Loadable<HistoricalPortfolioValue> =>
  useStore(forContext(context, (state) => state.portfolio[range] ?? LOADING, LOADING));

/** Loads the customer's custody accounts. */
export async function loadAccounts(context: CustomerContext): Promise<void> {
  await loader.load(
    context,
    'accounts',
    () => desktopApi().custody.accounts({ profileId: context.profileId, customer: context.customer }),
    (_state, accounts) => ({ accounts }),
    (state) => (state.accounts.status === 'error' ? { accounts: LOADING } : {}),
  );
}

/** Loads the on-chain information of one account. */
export async function loadOnchainInfo(context: CustomerContext, accountId: number): Promise<void> {
  await loader.load(
    context,
    `onchain:${accountId}`,
    () =>
      desktopApi().custody.onchainInfo({
        profileId: context.profileId,
        params: { accountId },
        customer: context.customer,
      }),
    (state, info) => ({ onchain: { ...state.onchain, [accountId]: info } }),
    (state) => ({ onchain: { ...state.onchain, [accountId]: LOADING } }),
  );
}

/** Loads the portfolio value over a range ending now. */
export async function loadPortfolioValue(
  context: CustomerContext,
  range: PortfolioRange,
  now = Date.now(),
): Promise<void> {
  await loader.load(
    context,
    `portfolio:${range}`,
    () =>
      desktopApi().custody.portfolioValue({
        profileId: context.profileId,
        query: rangeQuery(range, now),
        customer: context.customer,
      }),
    (state, series) => ({ portfolio: { ...state.portfolio, [range]: series } }),
    (state) =>
      state.portfolio[range]?.status === 'ready' ? {} : { portfolio: { ...state.portfolio, [range]: LOADING } },
  );
}

/** Test seam: back to the initial state. */
export function resetCustodyStore(): void {
  loader.reset();
  useStore.setState(EMPTY);
}
