import { create } from 'zustand';
import type { StakingOrderState, StakingOrderType } from '../../../shared/api/schemas/staking';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

/** The tabs, each named by its catalogue key (put into the page's language when drawn). */
export const STAKING_TABS = [
  { id: 'orders', label: 'staking.tab.orders' },
  { id: 'products', label: 'staking.tab.products' },
  { id: 'accounts', label: 'staking.tab.accounts' },
  { id: 'rewards', label: 'staking.tab.rewards' },
  { id: 'performance', label: 'staking.tab.performance' },
] as const satisfies readonly { id: string; label: MessageKey }[];
export type StakingTab = (typeof STAKING_TABS)[number]['id'];

/** Filters of the staking order list (sent to the service: paging is server-side). */
export interface OrderFilter {
  readonly states: readonly Exclude<StakingOrderState, 'Unknown'>[];
  readonly orderType: Exclude<StakingOrderType, 'Unknown'> | '';
  readonly accountNumber: string;
  readonly externalReference: string;
  readonly page: number;
  readonly pageSize: number;
}

export const NO_ORDER_FILTER: OrderFilter = {
  states: [],
  orderType: '',
  accountNumber: '',
  externalReference: '',
  page: 1,
  pageSize: 25,
};

/** The reward range as typed: dates (midnight UTC) or date-times. */
export interface RewardRangeText {
  readonly from: string;
  readonly to: string;
  readonly accountNumber: string;
}

function defaultRange(now = new Date()): RewardRangeText {
  const day = (offset: number): string =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
  return { from: day(-30), to: day(1), accountNumber: '' };
}

interface StakingViewState {
  readonly tab: StakingTab;
  readonly orderFilter: OrderFilter;
  readonly rewardRange: RewardRangeText;
  /** Another operating unit looked at for a while (this session, this profile); null: the profile's own. */
  readonly unitOverride: { readonly profileId: string; readonly unit: string } | null;
}

const useStore = create<StakingViewState>()(() => ({
  tab: 'orders',
  orderFilter: NO_ORDER_FILTER,
  rewardRange: defaultRange(),
  unitOverride: null,
}));

export const useStakingTab = (): StakingTab => useStore((state) => state.tab);
export const useOrderFilter = (): OrderFilter => useStore((state) => state.orderFilter);
export const useRewardRange = (): RewardRangeText => useStore((state) => state.rewardRange);
/** The operating unit looked at instead of the profile's, if any. */
export const useUnitOverride = (profileId: string): string | null =>
  useStore((state) => (state.unitOverride?.profileId === profileId ? state.unitOverride.unit : null));

export function setStakingTab(tab: StakingTab): void {
  useStore.setState({ tab });
}

/** Changes filters; any change but the page itself goes back to page 1. */
export function setOrderFilter(change: Partial<OrderFilter>): void {
  useStore.setState((state) => ({ orderFilter: { ...state.orderFilter, ...change, page: change.page ?? 1 } }));
}

export function setRewardRange(change: Partial<RewardRangeText>): void {
  useStore.setState((state) => ({ rewardRange: { ...state.rewardRange, ...change } }));
}

/** Looks at another unit (null: back to the profile's). */
export function setUnitOverride(profileId: string, unit: string | null): void {
  useStore.setState({ unitOverride: unit === null ? null : { profileId, unit } });
}

/** Test seam. */
export function resetStakingView(): void {
  useStore.setState({ tab: 'orders', orderFilter: NO_ORDER_FILTER, rewardRange: defaultRange(), unitOverride: null });
}
