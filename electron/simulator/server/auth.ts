import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { SimulatorCredential } from '../contract';
import { NONCE_PATTERN } from '../../../shared/signing/nonce';
import { AUTH_SCHEME, AUTH_VERSION, sign, type HmacSha512Base64 } from '../../../shared/signing/signature';
import { AuthenticationFailed } from './problem';
import { NonceStore } from './nonce-store';

/** service-api.md, Limits: timestamps within ±10 s of server time. */
export const TIMESTAMP_WINDOW_MS = 10_000;
/** Nonces outlive the window by this much, so a step of the clock cannot reopen a replay. */
export const NONCE_MARGIN_MS = 20_000;

/** What signature verification reads from a request, all exactly as received. */
export interface SignedRequest {
  /** The Host header (the authority the client signed). */
  readonly host: string | undefined;
  /** The request target: path plus query string, still percent-encoded. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The body text, or undefined when the request carried none. */
  readonly body: string | undefined;
}

const REQUIRED_HEADERS = ['X-Auth', 'X-Auth-Nonce', 'X-Auth-Timestamp', 'X-Auth-Version', 'X-Auth-Signature'].map(
  (name) => ({ name, key: name.toLowerCase() }),
);
const X_AUTH = new RegExp(`^${AUTH_SCHEME} ([\\x21-\\x7e]+)$`);
// ISO 8601 in UTC: Z or a zero offset; fractions up to nanoseconds.
const UTC_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]00:00)$/;

/**
 * Verifies the service's API-key + HMAC scheme (service-api.md, Authentication)
 * and returns the caller's credential, or throws a 401 whose detail names the
 * failed rule. The detail never carries the secret or the expected signature.
 */
export class Authenticator {
  private readonly byKey: ReadonlyMap<string, SimulatorCredential>;
  private readonly nonces: NonceStore;
  private readonly hmac: HmacSha512Base64;
  /**
   * Timestamps before this are refused: set only when nonces used before a restart may be unknown
   * (the previous run stopped without saving its nonce window), so such a request could be a replay.
   */
  private readonly notBefore: number | undefined;

  /**
   * `wallClock` is real time: authentication is never sped up with the world. `nonces` is the replay
   * window (restored from an earlier run when persisted); `notBefore` see above.
   */
  constructor(
    credentials: readonly SimulatorCredential[],
    private readonly wallClock: () => number,
    options: { nonces?: NonceStore; notBefore?: number } = {},
  ) {
    this.byKey = new Map(credentials.map((credential) => [credential.apiKey, credential]));
    this.nonces = options.nonces ?? new NonceStore(TIMESTAMP_WINDOW_MS, NONCE_MARGIN_MS, wallClock);
    this.notBefore = options.notBefore;
    this.hmac = cachedKeyHmac(credentials.map((credential) => credential.apiSecret));
  }

  /** Checks every rule in order; records the nonce only for a request that passed all others. */
  verify(request: SignedRequest): SimulatorCredential {
    const headers = request.headers;
    const missing = REQUIRED_HEADERS.filter(({ key }) => headers[key] === undefined).map(({ name }) => name);
    if (missing.length > 0) {
      throw new AuthenticationFailed(
        `Missing authentication header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
      );
    }
    const apiKey = X_AUTH.exec(single(headers['x-auth']))?.[1];
    if (apiKey === undefined) {
      throw new AuthenticationFailed(
        `The X-Auth header must be "${AUTH_SCHEME} <API key>": the prefix ${AUTH_SCHEME}, one space, then the key.`,
      );
    }
    const credential = this.byKey.get(apiKey);
    if (credential === undefined) throw new AuthenticationFailed('The API key in X-Auth is not known.');

    const version = single(headers['x-auth-version']);
    if (version !== AUTH_VERSION) {
      throw new AuthenticationFailed(`X-Auth-Version must be ${AUTH_VERSION}; it is the only supported version.`);
    }
    const nonce = single(headers['x-auth-nonce']);
    if (!NONCE_PATTERN.test(nonce)) {
      throw new AuthenticationFailed('X-Auth-Nonce must be exactly 20 characters from A-Z, a-z and 0-9.');
    }
    const timestamp = single(headers['x-auth-timestamp']);
    const timestampMs = parseUtcTimestamp(timestamp);
    if (timestampMs === undefined) {
      throw new AuthenticationFailed(
        'X-Auth-Timestamp must be an ISO 8601 date and time in UTC, such as 2026-01-31T12:00:00.000Z.',
      );
    }
    const now = this.wallClock();
    if (Math.abs(now - timestampMs) > TIMESTAMP_WINDOW_MS) {
      throw new AuthenticationFailed(
        `X-Auth-Timestamp is outside the allowed window of ±10 seconds of server time (server time ${new Date(now).toISOString()}); check the computer's clock.`,
      );
    }
    // After an unclean stop the last nonces may be unknown: a request signed before this start could be a replay.
    if (this.notBefore !== undefined && timestampMs < this.notBefore) {
      throw new AuthenticationFailed(
        `X-Auth-Timestamp is earlier than the server's start (${new Date(this.notBefore).toISOString()}) after an unclean stop; its nonce cannot be checked for reuse. Sign the request again.`,
      );
    }

    const contentType = single(headers['content-type'] ?? '');
    const query = request.url.indexOf('?');
    const expected = sign(
      {
        apiKey,
        host: single(request.host ?? ''),
        path: query < 0 ? request.url : request.url.slice(0, query),
        query: query < 0 ? '' : request.url.slice(query),
        contentType,
        nonce,
        timestamp,
        version,
        body: request.body ?? '',
      },
      credential.apiSecret,
      this.hmac,
    );
    if (!sameText(single(headers['x-auth-signature']), expected)) {
      throw new AuthenticationFailed(
        'X-Auth-Signature does not match the request. Sign with the secret of this key, over the host, path, query string, Content-Type, nonce, timestamp, version and body exactly as sent.',
      );
    }
    if (!this.nonces.remember(apiKey, nonce, timestampMs)) {
      throw new AuthenticationFailed('X-Auth-Nonce was already used; every request needs a new nonce.');
    }
    return credential;
  }
}

// Node joins repeated x-* headers with ", ", which then fails the format rules; arrays only come from set-cookie-like headers.
function single(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** Epoch ms of an ISO 8601 UTC timestamp, or undefined when it is not one (including impossible dates such as February 30). */
export function parseUtcTimestamp(text: string): number | undefined {
  const match = UTC_TIMESTAMP.exec(text);
  if (match === null) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return undefined;
  // Date.parse rolls February 30 over into March and accepts 24:00; the service's clock never says either.
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day >= 1 && day <= daysInMonth && Number(match[4]) < 24 ? ms : undefined;
}

// The same HMAC as electron/platform/crypto.ts (secret as ASCII bytes, message as UTF-8, base64), with each
// secret imported once as a key instead of on every request: verification sits on every request's path.
function cachedKeyHmac(secrets: readonly string[]): HmacSha512Base64 {
  const keys = new Map<string, KeyObject>(
    secrets.map((secret) => [secret, createSecretKey(Buffer.from(secret, 'ascii'))]),
  );
  return (secret, message) =>
    createHmac('sha512', keys.get(secret) ?? Buffer.from(secret, 'ascii'))
      .update(message, 'utf8')
      .digest('base64');
}

// Constant time in the content; the length of a signature is public (88 base64 characters).
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length) {
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}
