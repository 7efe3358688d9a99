import { TooManyRequests } from './problem';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Per-key token bucket: `perSecond` requests per second on average, bursts
 * up to `perSecond`. A refused request costs nothing, so a client that waits
 * Retry-After seconds is served.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /** `clock` should be monotonic (performance.now), so wall-clock steps neither grant nor withhold tokens. */
  constructor(
    private readonly perSecond: number,
    private readonly clock: () => number,
  ) {
    if (!Number.isInteger(perSecond) || perSecond < 1)
      throw new RangeError('The rate limit must be a whole number of requests per second, at least 1.');
  }

  /** Takes one token for the key or throws a 429 with the seconds until one is available. */
  take(apiKey: string): void {
    const now = this.clock();
    const bucket = this.buckets.get(apiKey) ?? { tokens: this.perSecond, updatedAt: now };
    bucket.tokens = Math.min(this.perSecond, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond);
    bucket.updatedAt = now;
    this.buckets.set(apiKey, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return;
    }
    throw new TooManyRequests(Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)));
  }
}
