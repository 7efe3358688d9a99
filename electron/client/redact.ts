import type { Result, ServiceError } from '../../shared/api/errors';
import { EchoIndex, maskSpans } from './echoes';

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

/** Text (an answer's body or a header) with the secret, signatures and nonces masked, however encoded or cut (echoes.ts). */
export function redactText(text: string, secrets: readonly string[]): string {
  return scrub(
    text,
    secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH),
  ) as string;
}

/**
 * An answer's bytes with the secret, signatures and nonces masked. They are
 * searched as bytes, one needle a turn of the event loop, so a statement of
 * tens of MB is neither decoded in main just to find that (as always) none
 * occurs nor searched in one long task; then the very same bytes come back.
 */
export async function redactBytes(bytes: Uint8Array, secrets: readonly string[]): Promise<Uint8Array> {
  const needles = secrets.filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  if (needles.length === 0) return bytes;
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found = false;
  for (const needle of needles) {
    if (view.byteLength > LARGE_BODY) await new Promise((resolve) => setImmediate(resolve));
    if ((found = view.includes(needle))) break;
  }
  // A JSON body may echo a needle escaped (\u002b, \/): without a backslash it cannot, so the quick search above suffices.
  if (!found && view.includes(BACKSLASH)) found = true;
  // Encoded, base64url or cut echoes (ASCII, so searched in the UTF-8 bytes), a large body in slices.
  if (!found) {
    const echoes = echoIndex(needles);
    found =
      (view.byteLength > LARGE_BODY ? await echoes.spansInLargeBytes(view, LARGE_BODY) : echoes.spansInBytes(view))
        .length > 0;
  }
  if (!found) return bytes;
  return new TextEncoder().encode(scrub(new TextDecoder('utf-8').decode(bytes), needles) as string);
}

const BACKSLASH = 0x5c;

// Below this a search takes well under a millisecond: no need to yield.
const LARGE_BODY = 1024 * 1024;

const escapedPatterns = new Map<string, RegExp>();

/**
 * A needle as JSON may write it: any of its characters as a \uXXXX escape
 * (either case of hex digits) and "/" also as "\/". A server echoing a
 * signature inside a JSON string does exactly that with "+" and "/".
 */
function escapedPattern(needle: string): RegExp {
  let pattern = escapedPatterns.get(needle);
  if (!pattern) {
    const parts = [...needle].map((char) => {
      const hex = char.charCodeAt(0).toString(16).padStart(4, '0');
      const literal = char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      // In the pattern: a backslash, then u and the hex digits (or a backslash and a slash).
      return `(?:${literal}|\\\\u${hex.replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`)}${char === '/' ? '|\\\\/' : ''})`;
    });
    pattern = new RegExp(parts.join(''), 'g');
    if (escapedPatterns.size > 256) escapedPatterns.clear();
    escapedPatterns.set(needle, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const echoIndexes = new Map<string, EchoIndex>();

/** The fragments of these needles (a call's secret, signatures and nonces), kept for the calls that follow. */
function echoIndex(needles: readonly string[]): EchoIndex {
  const id = needles.join('\n');
  let index = echoIndexes.get(id);
  if (!index) {
    index = new EchoIndex(needles);
    if (echoIndexes.size > 64) echoIndexes.clear();
    echoIndexes.set(id, index);
  }
  return index;
}

/**
 * Removes every needle from every string in a plain JSON-like value: as
 * written, JSON-escaped, percent-encoded, in base64url, or any piece of
 * FRAGMENT characters or more (echoes.ts).
 */
export function scrub(value: unknown, needles: readonly string[]): unknown {
  return needles.length === 0 ? value : scrubWith(value, needles, echoIndex(needles));
}

function scrubWith(value: unknown, needles: readonly string[], echoes: EchoIndex): unknown {
  if (typeof value === 'string') {
    let text = value;
    for (const needle of needles) if (text.includes(needle)) text = text.split(needle).join(MASK);
    if (text.includes('\\')) for (const needle of needles) text = text.replace(escapedPattern(needle), MASK);
    const spans = echoes.spansInText(text);
    return spans.length === 0 ? text : maskSpans(text, spans, MASK);
  }
  if (Array.isArray(value)) return value.map((item) => scrubWith(item, needles, echoes));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      copy[scrubWith(key, needles, echoes) as string] = scrubWith(item, needles, echoes);
    return copy;
  }
  return value;
}

/**
 * What one exchange sent in confidence: the secret and every attempt's signature and nonce. A class, made
 * once per call, rather than closures: a successful call (almost every call) never masks anything.
 */
export class SentInConfidence {
  readonly #secret: string | null;
  readonly #signed: string[] = [];

  constructor(secret: string | null) {
    this.#secret = secret;
  }

  add(signature: string, nonce: string): void {
    this.#signed.push(signature, nonce);
  }

  /** Text taken from the answer, masked. */
  redact(text: string): string {
    return redactText(text, this.#all());
  }

  /** An answer's bytes, masked (the same bytes when nothing needs masking). */
  redactBytes(bytes: Uint8Array): Promise<Uint8Array> {
    return redactBytes(bytes, this.#all());
  }

  /** A failed result with every string of its error masked. */
  redactResult<T>(result: Result<T>): Result<T> {
    return result.ok ? result : { ok: false, error: redactError(result.error, this.#all()) };
  }

  #all(): readonly string[] {
    return this.#secret === null ? this.#signed : [this.#secret, ...this.#signed];
  }
}
