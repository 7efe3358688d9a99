import { defineEndpoint } from '../endpoint';
import {
  payoutAccountParams,
  payoutAccountRequestSchema,
  stakingAccountListSchema,
  stakingAccountParams,
  stakingAccountQuery,
  stakingAccountSchema,
  stakingProductListSchema,
} from '../schemas/staking-accounts';
import {
  operatingUnitParams,
  stakingPerformanceSchema,
  stakingRewardListQuery,
  stakingRewardPageSchema,
  stakingRewardParams,
  stakingRewardSchema,
} from '../schemas/staking-rewards';
import {
  stakingOrderGetParams,
  stakingOrderListQuery,
  stakingOrderPageSchema,
  stakingOrderPutParams,
  stakingOrderRequestSchema,
  stakingOrderSchema,
} from '../schemas/staking';

/** Staking endpoints: customer-number required (spec) except the public performance data and the product list. */
export const stakingEndpoints = {
  'staking.performance': defineEndpoint({
    title: 'Get staking performance',
    method: 'GET',
    path: '/staking/v5/operatingUnits/{operatingUnit}/stakingRewardData',
    params: operatingUnitParams,
    response: stakingPerformanceSchema,
    auth: 'public',
    customer: 'none',
  }),
  'staking.listOrders': defineEndpoint({
    title: 'List staking orders',
    method: 'GET',
    path: '/staking/v5/stakingOrders',
    query: stakingOrderListQuery,
    response: stakingOrderPageSchema,
  }),
  'staking.putOrder': defineEndpoint({
    title: 'Create staking order',
    method: 'PUT',
    path: '/staking/v5/stakingOrders/{id}',
    params: stakingOrderPutParams,
    body: stakingOrderRequestSchema,
    success: 204,
    // The caller-chosen id makes a resend safe: same id and body is 204 again (decisions.md).
    idempotent: true,
  }),
  'staking.getOrder': defineEndpoint({
    title: 'Get staking order',
    method: 'GET',
    path: '/staking/v5/stakingOrders/{id}',
    params: stakingOrderGetParams,
    response: stakingOrderSchema,
  }),
  'staking.listAccounts': defineEndpoint({
    title: 'List staking accounts',
    method: 'GET',
    path: '/staking/v5/stakingAccounts',
    query: stakingAccountQuery,
    response: stakingAccountListSchema,
    deprecated: true,
  }),
  'staking.getAccount': defineEndpoint({
    title: 'Get staking account',
    method: 'GET',
    path: '/staking/v5/stakingAccounts/{accountNumber}',
    params: stakingAccountParams,
    query: stakingAccountQuery,
    response: stakingAccountSchema,
    deprecated: true,
  }),
  'staking.setPayoutAccount': defineEndpoint({
    title: 'Set staking payout account',
    method: 'PATCH',
    path: '/staking/v5/stakingAccounts/{stakingAccountNumber}',
    params: payoutAccountParams,
    body: payoutAccountRequestSchema,
    success: 204,
    deprecated: true,
  }),
  'staking.listProducts': defineEndpoint({
    title: 'List staking products',
    method: 'GET',
    path: '/staking/v5/products',
    response: stakingProductListSchema,
    customer: 'optional',
  }),
  'staking.listRewards': defineEndpoint({
    title: 'List staking rewards',
    method: 'GET',
    path: '/staking/v6/stakingRewards',
    query: stakingRewardListQuery,
    response: stakingRewardPageSchema,
  }),
  'staking.getReward': defineEndpoint({
    title: 'Get staking reward',
    method: 'GET',
    path: '/staking/v6/stakingRewards/{id}',
    params: stakingRewardParams,
    response: stakingRewardSchema,
  }),
  'staking.listRewardsV5': defineEndpoint({
    title: 'List staking rewards (v5)',
    method: 'GET',
    path: '/staking/v5/stakingRewards',
    query: stakingRewardListQuery,
    response: stakingRewardPageSchema,
  }),
  'staking.getRewardV5': defineEndpoint({
    title: 'Get staking reward (v5)',
    method: 'GET',
    path: '/staking/v5/stakingRewards/{id}',
    params: stakingRewardParams,
    response: stakingRewardSchema,
  }),
};
