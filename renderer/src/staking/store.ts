import { create } from 'zustand';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { StakingOrder, StakingOrderListQuery, StakingOrderPage } from '../../../shared/api/schemas/staking';
import type { StakingAccount, StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { StakingPerformance } from '../../../shared/api/schemas/staking-rewards';
import type { IpcResult } from '../../../shared/ipc/result';
import type { StakingJournalEntry, StakingRewardsRange } from '../../../shared/ipc/schemas/staking';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { LOADING, settle } from '../api/loadable';
import { boundLoader } from '../customers/bound-store';
import type { CustomerContext } from '../customers/context';

/** Staking data of exactly one customer of one profile connection: switching replaces all of it. */
interface StakingState {
  readonly key: string | null;
  readonly products: Loadable<StakingProduct[]>;
  readonly orders: Loadable<StakingOrderPage>;
  readonly accounts: Loadable<StakingAccount[]>;
  readonly custody: Loadable<CustodyAccount[]>;
  readonly pending: Loadable<StakingJournalEntry[]>;
  /** null until a range is asked for. */
  readonly rewards: Loadable<StakingRewardsRange> | null;
  readonly performance: Readonly<Record<string, Loadable<StakingPerformance>>>;
}

const EMPTY: StakingState = {
  key: null,
  products: LOADING,
  orders: LOADING,
  accounts: LOADING,
  custody: LOADING,
  pending: LOADING,
  rewards: null,
  performance: {},
};
const useStore = create<StakingState>()(() => EMPTY);

// The one late-answer rule (api/latest-only.ts, through customers/bound-store.ts): kept only for the customer shown now, and only the newest per resource.
const bound = boundLoader(useStore, () => EMPTY);

/** Runs a request for the customer and resource; `begin` is applied when it starts. */
function tagged<T>(
  context: CustomerContext,
  resource: string,
  begin: Partial<StakingState> | null,
  call: () => Promise<IpcResult<T>>,
  store: (state: StakingState, value: Loadable<T>) => Partial<StakingState>,
): Promise<Loadable<T> | null> {
  return bound.load(context, resource, call, store, begin ? () => begin : undefined);
}

const forContext = <T>(context: CustomerContext, pick: (state: StakingState) => T, fallback: T) =>
  bound.select(context, pick, fallback);

export const useStakingProducts = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.products, LOADING));
export const useStakingOrders = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.orders, LOADING));
export const useStakingAccounts = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.accounts, LOADING));
export const useCustodyForStaking = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.custody, LOADING));
export const useStakingPending = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.pending, LOADING));
export const useStakingRewards = (context: CustomerContext) =>
  useStore(forContext(context, (state) => state.rewards, null));
export const useStakingPerformance = (context: CustomerContext, unit: string) =>
  useStore(forContext(context, (state) => state.performance[unit] ?? LOADING, LOADING));

const api = () => desktopApi();

/** Loads the staking products (the product list needs no customer, but is read for this one). */
export function loadProducts(context: CustomerContext) {
  return tagged(
    context,
    'products',
    null,
    () => api().staking.products({ profileId: context.profileId, customer: context.customer }),
    (_s, products) => ({ products }),
  );
}

/** Loads one page of staking orders with the filters given (server paging). */
export function loadOrders(context: CustomerContext, query: StakingOrderListQuery) {
  return tagged(
    context,
    'orders',
    null,
    () => api().staking.orders({ profileId: context.profileId, query, customer: context.customer }),
    (_s, orders) => ({ orders }),
  );
}

/** Reads one staking order by uuid or order number (not stored: the detail holds it). */
export async function fetchOrder(context: CustomerContext, id: string): Promise<IpcResult<StakingOrder>> {
  return settle(() =>
    api().staking.order({ profileId: context.profileId, params: { id }, customer: context.customer }),
  );
}

/** Loads the staking accounts (deprecated endpoint) with rewards and orders in progress. */
export function loadStakingAccounts(context: CustomerContext) {
  return tagged(
    context,
    'accounts',
    null,
    () =>
      api().staking.accounts({
        profileId: context.profileId,
        query: { includeRewards: true, includeOrdersInProgress: true },
        customer: context.customer,
      }),
    (_s, accounts) => ({ accounts }),
  );
}

/** Loads the custody accounts (the debit and receiving accounts of the form, with their available balance). */
export function loadCustodyForStaking(context: CustomerContext) {
  return tagged(
    context,
    'custody',
    null,
    () => api().custody.accounts({ profileId: context.profileId, customer: context.customer }),
    (_s, custody) => ({ custody }),
  );
}

/** Loads the profile's journaled staking orders whose outcome is not confirmed. */
export function loadPending(context: CustomerContext) {
  return tagged(
    context,
    'pending',
    null,
    () => api().staking.pending({ profileId: context.profileId }),
    (_s, pending) => ({ pending }),
  );
}

/** Loads every reward of [from, to) with its exact totals (main reads all pages). */
export function loadRewards(context: CustomerContext, from: string, to: string, accountNumber?: string) {
  return tagged(
    context,
    'rewards',
    { rewards: LOADING },
    () =>
      api().staking.rewardsRange({
        profileId: context.profileId,
        customer: context.customer,
        from,
        to,
        ...(accountNumber ? { accountNumber } : {}),
      }),
    (_s, rewards) => ({ rewards }),
  );
}

/** Loads the public staking performance of an operating unit (no authentication). */
export function loadPerformance(context: CustomerContext, operatingUnit: string) {
  return tagged(
    context,
    `performance:${operatingUnit}`,
    null,
    () => api().staking.performance({ profileId: context.profileId, params: { operatingUnit } }),
    (state, value) => ({ performance: { ...state.performance, [operatingUnit]: value } }),
  );
}

/** Test seam: back to the initial state. */
export function resetStakingStore(): void {
  bound.reset();
  useStore.setState(EMPTY);
}
