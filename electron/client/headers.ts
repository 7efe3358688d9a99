import { createNonce, type RandomBytes } from '../../shared/signing/nonce';
import { AUTH_VERSION, sign, type HmacSha512Base64 } from '../../shared/signing/signature';
import { isoTimestamp } from '../../shared/signing/timestamp';

export const JSON_CONTENT_TYPE = 'application/json';

/** A request in the exact form it is signed and sent. */
export interface WireRequest {
  method: string;
  /** URL path as sent (base path prefix included). */
  path: string;
  /** "" or "?a=1&b=2", exactly as sent. */
  query: string;
  /** The body string exactly as sent; undefined when there is none. */
  body?: string;
  /** customer-number header value, when the request carries one. */
  customer?: string;
}

/** What signing needs; the secret lives here only for the duration of one call. */
export interface SigningKey {
  apiKey: string;
  /** The X-Auth scheme word: header `<scheme> <key>` and first token of the signed message. */
  scheme: string;
  secret: string;
  /** URL authority: host plus :port when not the default. */
  host: string;
  hmac: HmacSha512Base64;
  randomBytes: RandomBytes;
}

/** Headers of one attempt, plus what was signed (kept only to scrub it from errors). */
export interface AttemptHeaders {
  headers: Record<string, string>;
  timestamp?: string;
  signature?: string;
  nonce?: string;
}

const ACCEPT = 'application/json, application/problem+json';

/** Builds the headers of one attempt: a fresh nonce and timestamp each time; no auth headers without a key (public endpoints). */
export function attemptHeaders(request: WireRequest, key: SigningKey | null, timestampMs: number): AttemptHeaders {
  // Content-Type is part of the signed message, so it is sent only when there is a body to describe.
  const contentType = request.body === undefined ? '' : JSON_CONTENT_TYPE;
  if (key === null) return { headers: unsignedHeaders(contentType, request.customer) };

  const nonce = createNonce(key.randomBytes);
  const timestamp = isoTimestamp(timestampMs);
  const signature = sign(
    {
      scheme: key.scheme,
      apiKey: key.apiKey,
      host: key.host,
      path: request.path,
      query: request.query,
      contentType,
      nonce,
      timestamp,
      version: AUTH_VERSION,
      body: request.body ?? null,
    },
    key.secret,
    key.hmac,
  );
  // One literal for the common signed GET (one hidden class, no property added one by one).
  const headers: Record<string, string> = {
    accept: ACCEPT,
    'x-auth': `${key.scheme} ${key.apiKey}`,
    'x-auth-nonce': nonce,
    'x-auth-timestamp': timestamp,
    'x-auth-version': AUTH_VERSION,
    'x-auth-signature': signature,
  };
  if (contentType !== '') headers['content-type'] = contentType;
  if (request.customer !== undefined) headers['customer-number'] = request.customer;
  return { headers, timestamp, signature, nonce };
}

function unsignedHeaders(contentType: string, customer: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (contentType !== '') headers['content-type'] = contentType;
  if (customer !== undefined) headers['customer-number'] = customer;
  return headers;
}
