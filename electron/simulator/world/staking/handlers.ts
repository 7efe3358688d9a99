import type { StakingOrder, StakingOrderListQuery } from '../../../../shared/api/schemas/staking';
import { STAKING_DEFAULT_PAGE_SIZE } from '../../../../shared/api/schemas/staking';
import type { StakingRewardListQuery } from '../../../../shared/api/schemas/staking-rewards';
import { DEFAULT_PAGE } from '../../../../shared/api/schemas/url-codecs';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { HandlerTable } from '../../contract';
import { iso } from '../clock';
import { numberOf } from '../ledger';
import { lowerBound, pageOf } from '../paging';
import { notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import type { RewardRecord, StakingOrderRecord } from '../state';
import { setPayoutAccount, stakingAccountView } from './accounts';
import { putStakingOrder } from './orders';
import { OPERATING_UNITS, performanceOf } from './performance';
import { productView } from './products';
import { rewardView } from './rewards';

type StakingHandlers = Pick<
  HandlerTable,
  | 'staking.performance'
  | 'staking.listOrders'
  | 'staking.putOrder'
  | 'staking.getOrder'
  | 'staking.listAccounts'
  | 'staking.getAccount'
  | 'staking.setPayoutAccount'
  | 'staking.listProducts'
  | 'staking.listRewards'
  | 'staking.getReward'
  | 'staking.listRewardsV5'
  | 'staking.getRewardV5'
>;

/** A staking order as the service answers it. */
export function stakingOrderView(order: StakingOrderRecord): StakingOrder {
  return {
    id: order.id,
    amount: order.amount as Decimal,
    assetSymbol: order.assetSymbol,
    orderNumber: order.orderNumber,
    fromAccountNumber: numberOf(order.fromAccountId),
    toAccountNumber: numberOf(order.toAccountId),
    customerNumber: String(order.customer),
    createdOn: iso(order.createdOn),
    estimatedEffectuatedTime: iso(order.effectuatedAt),
    estimatedCompletedTime: iso(order.completedAt),
    effectuated: order.effectuated,
    state: order.state,
    type: order.type,
    externalComment: order.externalComment,
    transactionReference: order.transactionReference,
  };
}

function page<T, V>(
  items: readonly T[],
  query: { page?: number | undefined; pageSize?: number | undefined },
  view: (item: T) => V,
) {
  const pageNumber = query.page ?? DEFAULT_PAGE;
  const pageSize = query.pageSize ?? STAKING_DEFAULT_PAGE_SIZE;
  const content = pageOf(items, pageNumber, pageSize).map(view);
  return { count: content.length, page: pageNumber, totalCount: items.length, pageSize, items: content };
}

function filterOrders(orders: readonly StakingOrderRecord[], query: StakingOrderListQuery): StakingOrderRecord[] {
  const account = query.accountNumber === undefined ? null : Number(query.accountNumber);
  const states = query.states?.length ? new Set<string>(query.states) : null;
  const matches: StakingOrderRecord[] = [];
  for (let index = orders.length - 1; index >= 0; index--) {
    const order = orders[index] as StakingOrderRecord;
    if (account !== null && order.fromAccountId !== account && order.toAccountId !== account) continue;
    if (query.externalReference !== undefined && order.request.externalReference !== query.externalReference) continue;
    if (query.orderType !== undefined && query.orderType !== 'Unknown' && order.type !== query.orderType) continue;
    if (states !== null && !states.has(order.state)) continue;
    matches.push(order);
  }
  return matches;
}

/** Rewards of a customer in [after, before) by payout time, optionally of one account, newest first. */
function filterRewards(rewards: readonly RewardRecord[], query: StakingRewardListQuery): RewardRecord[] {
  const after = query.payoutTimeAfterInclusive === undefined ? -Infinity : Date.parse(query.payoutTimeAfterInclusive);
  const before = query.payoutTimeBeforeExclusive === undefined ? Infinity : Date.parse(query.payoutTimeBeforeExclusive);
  const account = query.accountNumber === undefined ? null : Number(query.accountNumber);
  // Rewards are kept in payout order, so the time range is two binary searches.
  const start = lowerBound(rewards, after, (reward) => reward.createdOn);
  const end = lowerBound(rewards, before, (reward) => reward.createdOn);
  const matches: RewardRecord[] = [];
  for (let index = end - 1; index >= start; index--) {
    const reward = rewards[index] as RewardRecord;
    if (account !== null && reward.stakingAccountId !== account && reward.targetAccountId !== account) continue;
    matches.push(reward);
  }
  return matches;
}

/** Handlers of the staking endpoints. */
export function stakingHandlers(runtime: Runtime, seed: number): StakingHandlers {
  const { store } = runtime.context;
  const stakingAccount = (customer: number, accountNumber: string) => {
    const account = runtime.context.ledger.byNumber(customer, accountNumber);
    if (!account || account.type !== 'Staking') throw notFound(`Staking account ${accountNumber} was not found.`);
    return account;
  };
  const reward = (customer: number, id: string) => {
    const found = store.rewards.get(id.toLowerCase());
    if (!found || found.customer !== customer) throw notFound(`Staking reward ${id} was not found.`);
    return rewardView(found);
  };
  const listRewards: StakingHandlers['staking.listRewards'] = (request) => {
    const customer = requireCustomer(request);
    const { query } = request;
    if (query.accountNumber !== undefined)
      return page(filterRewards(store.rewardsOf(customer), query), query, rewardView);
    // Without an account filter the matches are one contiguous run of the time-ordered list: cut the page straight from it.
    const rewards = store.rewardsOf(customer);
    const start =
      query.payoutTimeAfterInclusive === undefined
        ? 0
        : lowerBound(rewards, Date.parse(query.payoutTimeAfterInclusive), (reward) => reward.createdOn);
    const end =
      query.payoutTimeBeforeExclusive === undefined
        ? rewards.length
        : lowerBound(rewards, Date.parse(query.payoutTimeBeforeExclusive), (reward) => reward.createdOn);
    const pageNumber = query.page ?? DEFAULT_PAGE;
    const pageSize = query.pageSize ?? STAKING_DEFAULT_PAGE_SIZE;
    const total = Math.max(0, end - start);
    const items: RewardRecord[] = [];
    for (let index = end - 1 - (pageNumber - 1) * pageSize; index >= start && items.length < pageSize; index--)
      items.push(rewards[index] as RewardRecord);
    return { count: items.length, page: pageNumber, totalCount: total, pageSize, items: items.map(rewardView) };
  };
  return {
    'staking.performance': (request) => {
      const unit = OPERATING_UNITS.indexOf(
        request.params.operatingUnit.toLowerCase() as (typeof OPERATING_UNITS)[number],
      );
      if (unit < 0)
        throw notFound(
          `Operating unit ${request.params.operatingUnit} was not found; known units: ${OPERATING_UNITS.join(', ')}.`,
        );
      return performanceOf(seed, unit, store.state.products, runtime.now().sim);
    },
    'staking.listOrders': (request) => {
      const customer = requireCustomer(request);
      return page(filterOrders(store.stakingOrdersOf(customer), request.query), request.query, stakingOrderView);
    },
    'staking.putOrder': (request) => {
      const customer = requireCustomer(request);
      if (putStakingOrder(runtime.context, customer, request.params.id, request.body, runtime.now().sim))
        runtime.changed();
      return undefined;
    },
    'staking.getOrder': (request) => {
      const customer = requireCustomer(request);
      const id = request.params.id;
      const order = store.stakingOrders.get(id.toLowerCase()) ?? store.stakingOrdersByNumber.get(id);
      if (!order || order.customer !== customer) throw notFound(`Staking order ${id} was not found.`);
      return stakingOrderView(order);
    },
    'staking.listAccounts': (request) => {
      const customer = requireCustomer(request);
      const options = {
        includeRewards: request.query.includeRewards ?? false,
        includeOrdersInProgress: request.query.includeOrdersInProgress ?? false,
      };
      return store
        .accountsOf(customer)
        .filter((account) => account.type === 'Staking')
        .map((account) => stakingAccountView(runtime.context, account, options));
    },
    'staking.getAccount': (request) => {
      const customer = requireCustomer(request);
      const options = {
        includeRewards: request.query.includeRewards ?? false,
        includeOrdersInProgress: request.query.includeOrdersInProgress ?? false,
      };
      return stakingAccountView(runtime.context, stakingAccount(customer, request.params.accountNumber), options);
    },
    'staking.setPayoutAccount': (request) => {
      const customer = requireCustomer(request);
      setPayoutAccount(
        runtime.context,
        customer,
        stakingAccount(customer, request.params.stakingAccountNumber),
        request.body.payoutAccountNumber,
      );
      runtime.changed();
      return undefined;
    },
    'staking.listProducts': () => store.state.products.map(productView),
    'staking.listRewards': listRewards,
    'staking.listRewardsV5': listRewards,
    'staking.getReward': (request) => reward(requireCustomer(request), request.params.id),
    'staking.getRewardV5': (request) => reward(requireCustomer(request), request.params.id),
  };
}
