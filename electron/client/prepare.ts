import { z } from 'zod';
import { noValues, type Endpoint } from '../../shared/api/endpoint';
import type { ServiceError } from '../../shared/api/errors';
import { CUSTOMER_NUMBER_PATTERN } from '../../shared/api/schemas/customers';
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
  customer?: string;
  signal?: AbortSignal;
}

/** A request ready to sign, or the reason it cannot be sent. */
export type Prepared = { ok: true; request: WireRequest; context: ErrorContext } | { ok: false; error: ServiceError };

/**
 * Turns typed input into the exact wire request: path, query and body are
 * encoded once with the endpoint's codecs, and those very strings are what
 * gets signed and sent. Bad input is refused here, before anything is sent;
 * this never throws (callers rely on one call: no preflight).
 */
export function prepareRequest(
  endpoint: Endpoint,
  input: CallInput,
  selectedCustomer: string | undefined,
  basePath: string,
): Prepared {
  const context: ErrorContext = {
    endpoint: endpoint.title,
    method: endpoint.method,
    path: basePath + endpoint.path,
    idempotent: endpoint.idempotent,
  };

  const customer = endpoint.customer === 'none' ? undefined : (input.customer ?? selectedCustomer);
  if (customer !== undefined) {
    context.customer = customer;
    // Sent as a header exactly as listed: only text a header can carry unchanged.
    if (typeof customer !== 'string' || !CUSTOMER_NUMBER_PATTERN.test(customer)) {
      return refusal(
        context,
        `"${endpoint.title}" was not sent: ${JSON.stringify(customer)} is not a customer number.`,
        {
          'customer-number': ['Must be a customer number as listed (letters, digits and symbols, no spaces).'],
        },
      );
    }
  } else if (endpoint.customer === 'required') {
    return refusal(context, `"${endpoint.title}" acts for a customer: select a customer first.`, {
      'customer-number': ['Select a customer.'],
    });
  }

  let path: string;
  let query: string;
  // Endpoints without parameters skip the codecs: nothing to encode, and this is every list call.
  try {
    path =
      basePath +
      (input.params === undefined && endpoint.params === noValues
        ? endpoint.path
        : buildPath(endpoint, input.params ?? {}));
  } catch (error) {
    return refuseEncoding(endpoint, context, error, 'params');
  }
  context.path = path;
  try {
    query = input.query === undefined && endpoint.query === noValues ? '' : buildQuery(endpoint, input.query);
  } catch (error) {
    return refuseEncoding(endpoint, context, error, 'query');
  }

  let body: string | undefined;
  if (endpoint.body !== null) {
    let encoded;
    try {
      encoded = z.safeEncode(endpoint.body, input.body);
    } catch (error) {
      return refuseEncoding(endpoint, context, error, 'body');
    }
    if (!encoded.success)
      return refusal(
        context,
        describeRefusal(endpoint, encoded.error.issues),
        fieldErrorsOf(encoded.error.issues, 'body'),
      );
    body = stringifyWireJson(encoded.data);
  } else if (input.body !== undefined) {
    return refusal(context, `"${endpoint.title}" takes no body.`, { body: ['Must be empty.'] });
  }

  const request: WireRequest = { method: endpoint.method, path, query };
  if (body !== undefined) request.body = body;
  if (customer !== undefined) request.customer = customer;
  return { ok: true, request, context };
}

function refusal(context: ErrorContext, message: string, fieldErrors: Record<string, string[]>): Prepared {
  return { ok: false, error: invalidRequest(context, message, fieldErrors) };
}

// Encoding refuses, never throws: a codec that throws on a value it cannot take is a refusal like any other.
function refuseEncoding(
  endpoint: Endpoint,
  context: ErrorContext,
  error: unknown,
  part: 'params' | 'query' | 'body',
): Prepared {
  if (error instanceof z.ZodError)
    return refusal(context, describeRefusal(endpoint, error.issues), fieldErrorsOf(error.issues, part));
  const reason = error instanceof Error ? error.message : String(error);
  return refusal(context, `"${endpoint.title}" was not sent: ${reason}`, { [part]: [reason] });
}

function describeRefusal(endpoint: Endpoint, issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0];
  const where = first && first.path.length > 0 ? `${first.path.map(String).join('.')}: ` : '';
  return `"${endpoint.title}" was not sent: ${where}${first?.message ?? 'the input is not valid'}.`.replace(
    /\.\.$/,
    '.',
  );
}
