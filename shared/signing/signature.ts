/** HMAC-SHA512 over UTF-8 message bytes, keyed with ASCII secret bytes, as base64. Injected so shared/ stays free of Node and DOM. */
export type HmacSha512Base64 = (secretAscii: string, messageUtf8: string) => string;

/** Everything the signature covers, exactly as sent. */
export interface SignatureInput {
  /** The X-Auth scheme word, first token of the message; AUTH_SCHEME (SVC) when absent. */
  scheme?: string;
  apiKey: string;
  /** Authority of the base address: host, plus :port when the port is not the default. */
  host: string;
  path: string;
  /** The query string exactly as sent, with its leading '?', or ''. */
  query: string;
  /** Content-Type header value, or '' when the request has no body. */
  contentType: string;
  nonce: string;
  timestamp: string;
  version: string;
  /** The body string exactly as sent, or null/'' when there is none. */
  body: string | null;
}

export const AUTH_VERSION = 'v1';
/** The scheme word the specification shows; production may use another (a profile setting). */
export const AUTH_SCHEME = 'SVC';

/** The signature message: every part concatenated in the spec's order, no separators. */
export function signatureMessage(input: SignatureInput): string {
  return (
    (input.scheme ?? AUTH_SCHEME) +
    input.apiKey +
    input.host +
    input.path +
    input.query +
    input.contentType +
    input.nonce +
    input.timestamp +
    input.version +
    (input.body ?? '')
  );
}

/** The X-Auth-Signature value for a request. */
export function sign(input: SignatureInput, secret: string, hmac: HmacSha512Base64): string {
  return hmac(secret, signatureMessage(input));
}
