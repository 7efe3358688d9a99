import type { Customer } from '../../../shared/api/schemas/customers';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import type { StakingOrderState } from '../../../shared/api/schemas/staking';
import type { ServiceClient } from '../../client/client';
import { message } from '../../../shared/i18n/message';
import { serviceFailure } from '../errors';

// Catalog reads more than one feature needs (the Book, the loan watchdog), kept out of any feature's
// folder so no feature imports another. A failed read keeps the service error's kind (a refused key,
// an unreachable service, ...) as every feature's does: the Book reads customers through here and
// says the real cause.

/** The customers a profile's key reaches. */
export async function fetchCustomers(client: ServiceClient): Promise<Customer[]> {
  const result = await client.call('customers.list', { params: {}, query: {} });
  if (!result.ok) throw serviceFailure(result.error, message('errors.read.customers'));
  return result.value;
}

/** The borrower loan reports of one customer. */
export async function fetchBorrowReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listBorrow', { customer });
  if (!result.ok) throw serviceFailure(result.error, message('errors.read.borrowReports', { customer }));
  return result.value;
}

/** The lender loan reports of one customer. */
export async function fetchLendReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listLend', { customer });
  if (!result.ok) throw serviceFailure(result.error, message('errors.read.lendReports', { customer }));
  return result.value;
}

/** The states of a staking order that has not finished: waiting to stake or exiting (Open), being carried out (Processing). */
export const STAKING_IN_PROGRESS_STATES = ['Open', 'Processing'] as const satisfies readonly StakingOrderState[];

/**
 * How many staking orders of a customer are in progress: the same orders list
 * the staking view reads (staking.listOrders), filtered by state on the
 * service; one row is asked for, the envelope's totalCount is the answer.
 */
export async function stakingOrdersInProgress(client: ServiceClient, customer: string): Promise<number> {
  const result = await client.call('staking.listOrders', {
    customer,
    query: { states: [...STAKING_IN_PROGRESS_STATES], pageSize: 1 },
  });
  if (!result.ok) throw serviceFailure(result.error, message('errors.read.stakingOrders', { customer }));
  return result.value.totalCount;
}
