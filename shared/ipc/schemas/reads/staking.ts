import { z } from 'zod';
import { paramsOf, queryOf, readTarget, responseOf } from './read-channel';

/** staking.products: what can be staked, and where rewards may be paid. */
export const stakingProductsInput = z.strictObject(readTarget);
export const stakingProductsOutput = responseOf('staking.listProducts');

/** staking.orders: one page of the customer's staking orders, filtered. */
export const stakingOrdersInput = z.strictObject({ ...readTarget, query: queryOf('staking.listOrders').optional() });
export const stakingOrdersOutput = responseOf('staking.listOrders');

/** staking.order: one staking order. */
export const stakingOrderInput = z.strictObject({ ...readTarget, params: paramsOf('staking.getOrder') });
export const stakingOrderOutput = responseOf('staking.getOrder');

/** staking.accounts: the customer's staking accounts (deprecated endpoint; the only one with balances per product). */
export const stakingAccountsInput = z.strictObject({
  ...readTarget,
  query: queryOf('staking.listAccounts').optional(),
});
export const stakingAccountsOutput = responseOf('staking.listAccounts');

/** staking.performance: an operating unit's public reward data (no customer). */
export const stakingPerformanceInput = z.strictObject({
  profileId: readTarget.profileId,
  params: paramsOf('staking.performance'),
});
export const stakingPerformanceOutput = responseOf('staking.performance');
