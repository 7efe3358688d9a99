import type { StakingOrderState } from '../../../shared/api/schemas/staking';
import type { ServiceClient } from '../../client/client';
import { serviceFailure } from '../errors';

/** The states of a staking order that has not finished: waiting to stake or exiting (Open), being carried out (Processing). */
export const STAKING_IN_PROGRESS_STATES = ['Open', 'Processing'] as const satisfies readonly StakingOrderState[];

/**
 * How many staking orders of a customer are in progress: the same orders list
 * the staking view reads (staking.listOrders), filtered by state on the
 * service; one row is asked for, the envelope's totalCount is the answer.
 */
export async function stakingOrdersInProgress(client: ServiceClient, customer: string): Promise<number> {
  const result = await client.call('staking.listOrders', { customer, query: { states: [...STAKING_IN_PROGRESS_STATES], pageSize: 1 } });
  if (!result.ok) throw serviceFailure(result.error, `Staking orders of ${customer} could not be read`);
  return result.value.totalCount;
}
