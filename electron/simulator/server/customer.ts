import type { CustomerUse } from '../../../shared/api/endpoint';
import { ProblemError } from '../contract';

const HEADER = 'customer-number';
const INT32_MAX = 2_147_483_647;
const VALIDATION_TITLE = 'One or more validation errors occurred.';

/**
 * The customer a request acts for, from the customer-number header:
 * null where the endpoint does not use it or it is optional and absent;
 * 400 when required and absent or not a whole number; 403 when the key
 * cannot reach it.
 */
export function resolveCustomer(
  use: CustomerUse,
  header: string | string[] | undefined,
  reachable: readonly number[],
): number | null {
  if (use === 'none') return null;
  if (header === undefined || header === '') {
    if (use === 'optional') return null;
    throw new ProblemError(400, VALIDATION_TITLE, 'The customer-number header is required for this endpoint.', {
      [HEADER]: ['The customer-number header is required.'],
    });
  }
  const customer = parseCustomerNumber(header);
  if (customer === undefined) {
    throw new ProblemError(
      400,
      VALIDATION_TITLE,
      'The customer-number header must be one whole number, such as 1001.',
      {
        [HEADER]: ['Must be a whole number such as 1001.'],
      },
    );
  }
  if (!reachable.includes(customer)) {
    throw new ProblemError(403, 'Forbidden', `Customer ${customer} is not reachable with this API key.`);
  }
  return customer;
}

// Strict: digits only (no sign, spaces, fraction or exponent), within int32 as the service types it.
function parseCustomerNumber(header: string | string[]): number | undefined {
  if (typeof header !== 'string' || !/^\d{1,10}$/.test(header)) return undefined;
  const value = Number(header);
  return value <= INT32_MAX ? value : undefined;
}
