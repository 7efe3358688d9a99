import type { Customer } from '../../../shared/api/schemas/customers';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import type { ServiceClient } from '../../client/client';

/** A read that failed, in a trader's words (the ServiceError's message is written for them). */
export class SampleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SampleError';
  }
}

/** The customers a profile's key reaches. */
export async function fetchCustomers(client: ServiceClient): Promise<Customer[]> {
  const result = await client.call('customers.list', { params: {}, query: {} });
  if (!result.ok) throw new SampleError(`Customers could not be listed: ${result.error.message}`);
  return result.value;
}

/** The borrower loan reports of one customer. */
export async function fetchBorrowReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listBorrow', { customer });
  if (!result.ok) throw new SampleError(`Loan reports of customer ${customer} could not be read: ${result.error.message}`);
  return result.value;
}

/** The lender loan reports of one customer. */
export async function fetchLendReports(client: ServiceClient, customer: string): Promise<LoanReport[]> {
  const result = await client.call('loans.listLend', { customer });
  if (!result.ok) throw new SampleError(`Lender reports of customer ${customer} could not be read: ${result.error.message}`);
  return result.value;
}
