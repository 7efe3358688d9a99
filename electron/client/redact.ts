import type { ServiceError } from '../../shared/api/errors';

/** Shorter strings would match innocent text; nothing this short is a real secret, signature or nonce. */
const MIN_SECRET_LENGTH = 4;
const MASK = '[redacted]';

/**
 * Errors are built from status, problem body and endpoint, never from what was
 * signed; but the problem body comes from the server, which may echo what it
 * received. This last pass removes the secret, signatures and nonces from
 * every string an error carries, so none can reach a log or the UI.
 */
export function redactError(error: ServiceError, secrets: readonly string[]): ServiceError {
  const needles = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  if (needles.length === 0) return error;
  return scrub(error, needles) as ServiceError;
}

/** Text (an answer's body or a header) with the secret, signatures and nonces masked. */
export function redactText(text: string, secrets: readonly string[]): string {
  return scrub(text, secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH)) as string;
}

/**
 * An answer's bytes with the secret, signatures and nonces masked. They are
 * searched as bytes, one needle a turn of the event loop, so a statement of
 * tens of MB is neither decoded in main just to find that (as always) none
 * occurs nor searched in one long task; then the very same bytes come back.
 */
export async function redactBytes(bytes: Uint8Array, secrets: readonly string[]): Promise<Uint8Array> {
  const needles = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found = false;
  for (const needle of needles) {
    if (view.byteLength > LARGE_BODY) await new Promise((resolve) => setImmediate(resolve));
    if ((found = view.includes(needle))) break;
  }
  if (!found) return bytes;
  return new TextEncoder().encode(scrub(new TextDecoder('utf-8').decode(bytes), needles) as string);
}

// Below this a search takes well under a millisecond: no need to yield.
const LARGE_BODY = 1024 * 1024;

/** Removes every needle from every string in a plain JSON-like value. */
export function scrub(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const needle of needles) if (text.includes(needle)) text = text.split(needle).join(MASK);
    return text;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, needles));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[scrub(key, needles) as string] = scrub(item, needles);
    return copy;
  }
  return value;
}
