import type { Customer } from '../../../shared/api/schemas/customers';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import type { ServiceClient } from '../../client/client';
import { serviceFailure } from '../errors';

// A failed read keeps the service error's kind (a refused key, an unreachable service, ...) as every
// feature's does: the Book and `desk` read customers through here and say the real cause.

/** The customers a profile's key reaches. */
export async function fetchCustomers(client: ServiceClient): Promise<Customer[]> {
  const result = await client.call('customers.list', { params: {}, query: {} });
  if (!result.ok) throw serviceFailure(result.error, 'Customers could not be listed');
  return result.value;
}

/** The borrower loan reports of one customer. */
export async function fetchBorrowReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listBorrow', { customer });
  if (!result.ok) throw serviceFailure(result.error, `Loan reports of customer ${customer} could not be read`);
  return result.value;
}

/** The lender loan reports of one customer. */
export async function fetchLendReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listLend', { customer });
  if (!result.ok) throw serviceFailure(result.error, `Lender reports of customer ${customer} could not be read`);
  return result.value;
}
