/**
 * Remembers the nonces of accepted requests so a replay is refused.
 *
 * A request is accepted while its timestamp is within ±window of the wall
 * clock, so its nonce must be remembered at least until timestamp + window;
 * the margin covers clock steps. Entries are kept in a Map in insertion
 * order, which is (nearly) expiry order, so eviction pops expired entries
 * from the front: amortized O(1) per request, no timers, no scans.
 */
/** One remembered nonce: "<api key>\u0000<nonce>" and the epoch ms until which it is kept. */
export type NonceEntry = readonly [key: string, expiry: number];

export class NonceStore {
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly marginMs: number,
    private readonly now: () => number,
    /** Nonces remembered by an earlier run (entries()), so a restart does not reopen a replay. */
    restore: readonly NonceEntry[] = [],
    /** Called after a nonce was recorded (the caller persists the window). */
    private readonly onRecord: () => void = () => undefined,
  ) {
    const at = now();
    // Insertion order must stay expiry order for eviction.
    for (const [key, expiry] of [...restore].sort((a, b) => a[1] - b[1]))
      if (expiry > at) this.expiries.set(key, expiry);
  }

  /** Every remembered nonce with its expiry, for persisting (restore with the constructor). */
  entries(): NonceEntry[] {
    this.evict(this.now());
    return [...this.expiries];
  }

  /** Records a nonce for an API key; false when it was already used and is still remembered. */
  remember(apiKey: string, nonce: string, timestampMs: number): boolean {
    const now = this.now();
    this.evict(now);
    const key = `${apiKey}\u0000${nonce}`;
    if (this.expiries.has(key)) return false;
    this.expiries.set(key, Math.max(now, timestampMs) + this.windowMs + this.marginMs);
    this.onRecord();
    return true;
  }

  /** How many nonces are remembered right now (after evicting expired ones). */
  size(): number {
    this.evict(this.now());
    return this.expiries.size;
  }

  private evict(now: number): void {
    for (const [key, expiry] of this.expiries) {
      if (expiry > now) return;
      this.expiries.delete(key);
    }
  }
}
