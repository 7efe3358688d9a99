import { ProblemError } from '../contract';

/** ASP.NET Core's title for validation failures. */
export const VALIDATION_TITLE = 'One or more validation errors occurred.';

/** 400 naming the field at fault. */
export function invalidField(field: string, message: string): ProblemError {
  return new ProblemError(400, VALIDATION_TITLE, message, { [field]: [message] });
}

/** 400 for a request that breaks a business rule. */
export function badRequest(detail: string): ProblemError {
  return new ProblemError(400, 'Bad Request', detail);
}

/** 404 for an id that does not exist for this customer. */
export function notFound(detail: string): ProblemError {
  return new ProblemError(404, 'Not Found', detail);
}

/** 409 for an id already used differently. */
export function conflict(detail: string): ProblemError {
  return new ProblemError(409, 'Conflict', detail);
}

/** The customer a customer-scoped handler acts for (the server checks the header; this guards the type). */
export function requireCustomer(request: { readonly customer: number | null }): number {
  if (request.customer === null)
    throw invalidField('customer-number', 'The customer-number header is required for this endpoint.');
  return request.customer;
}
