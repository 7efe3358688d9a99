/** Retry settings for idempotent calls (ClientOptions.retry). */
export interface RetrySettings {
  /** Total attempts including the first. */
  maxAttempts: number;
  baseDelayMs: number;
  /** Longest wait between attempts; a Retry-After beyond it ends the retries instead of being cut short. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetrySettings = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 10_000 };

/** Statuses after which an idempotent request may be sent again: the server did not act on it. */
const RETRYABLE_STATUSES = new Set([429, 503]);

/** Whether a response status allows resending an idempotent request. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * The wait before retry number `retry` (1 for the first retry), or null when
 * the caller should give up: exponential backoff with full jitter, but never
 * earlier than the server's Retry-After, and never longer than maxDelayMs.
 */
export function retryDelayMs(
  retry: number,
  settings: RetrySettings,
  retryAfterSeconds: number | undefined,
  random: () => number,
): number | null {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retry - 1));
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterSeconds === undefined) return jittered;
  const asked = retryAfterSeconds * 1000;
  // Waiting less than asked would only earn another 429; waiting longer than the cap leaves the user staring at a spinner.
  if (asked > settings.maxDelayMs) return null;
  return Math.max(asked, jittered);
}

/** Retry-After as whole seconds from now: delta-seconds or an HTTP-date (RFC 9110 10.2.3). Undefined when absent or unreadable. */
export function parseRetryAfter(header: string | undefined, nowMs: number): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
