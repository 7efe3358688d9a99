import { z } from 'zod';
import { noValues, type Endpoint } from '../../shared/api/endpoint';
import type { ServiceError } from '../../shared/api/errors';
import { buildPath, buildQuery } from '../../shared/api/url';
import { stringifyWireJson } from '../../shared/wire/json';
import { fieldErrorsOf, invalidRequest, type ErrorContext } from './errors';
import type { WireRequest } from './headers';

/** What a caller passes besides the endpoint. */
export interface CallInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  /** Acts for this customer instead of the selected one. */
  customer?: number;
  signal?: AbortSignal;
}

/** A request ready to sign, or the reason it cannot be sent. */
export type Prepared = { ok: true; request: WireRequest; context: ErrorContext } | { ok: false; error: ServiceError };

/**
 * Turns typed input into the exact wire request: path, query and body are
 * encoded once with the endpoint's codecs, and those very strings are what
 * gets signed and sent. Bad input is refused here, before anything is sent.
 */
export function prepareRequest(endpoint: Endpoint, input: CallInput, selectedCustomer: number | undefined, basePath: string): Prepared {
  const context: ErrorContext = { endpoint: endpoint.title, method: endpoint.method, path: basePath + endpoint.path, idempotent: endpoint.idempotent };
  const refuse = (message: string, fieldErrors: Record<string, string[]>): Prepared => ({
    ok: false,
    error: invalidRequest(context, message, fieldErrors),
  });

  const customer = endpoint.customer === 'none' ? undefined : (input.customer ?? selectedCustomer);
  if (customer !== undefined) {
    context.customer = customer;
    if (!Number.isSafeInteger(customer) || customer < 0) {
      return refuse(`"${endpoint.title}" was not sent: ${String(customer)} is not a customer number.`, {
        'customer-number': ['Must be a whole number.'],
      });
    }
  } else if (endpoint.customer === 'required') {
    return refuse(`"${endpoint.title}" acts for a customer: select a customer first.`, { 'customer-number': ['Select a customer.'] });
  }

  let path: string;
  let query: string;
  // Endpoints without parameters skip the codecs: nothing to encode, and this is every list call.
  try {
    path = basePath + (input.params === undefined && endpoint.params === noValues ? endpoint.path : buildPath(endpoint, input.params ?? {}));
  } catch (error) {
    return refuseEncoding(error, 'params');
  }
  context.path = path;
  try {
    query = input.query === undefined && endpoint.query === noValues ? '' : buildQuery(endpoint, input.query);
  } catch (error) {
    return refuseEncoding(error, 'query');
  }

  let body: string | undefined;
  if (endpoint.body !== null) {
    const encoded = z.safeEncode(endpoint.body, input.body);
    if (!encoded.success) return refuse(describeRefusal(endpoint, encoded.error.issues), fieldErrorsOf(encoded.error.issues, 'body'));
    body = stringifyWireJson(encoded.data);
  } else if (input.body !== undefined) {
    return refuse(`"${endpoint.title}" takes no body.`, { body: ['Must be empty.'] });
  }

  const request: WireRequest = { method: endpoint.method, path, query };
  if (body !== undefined) request.body = body;
  if (customer !== undefined) request.customer = customer;
  return { ok: true, request, context };

  function refuseEncoding(error: unknown, part: 'params' | 'query'): Prepared {
    if (error instanceof z.ZodError) return refuse(describeRefusal(endpoint, error.issues), fieldErrorsOf(error.issues, part));
    if (error instanceof TypeError) return refuse(`"${endpoint.title}" was not sent: ${error.message}`, { params: [error.message] });
    throw error;
  }
}

function describeRefusal(endpoint: Endpoint, issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  const where = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
  return `"${endpoint.title}" was not sent: ${where}${first?.message ?? 'the input is not valid'}.`.replace(/\.\.$/, '.');
}
