import { describe, expect, it } from 'vitest';
import { NonceStore } from '../../../../electron/simulator/server/nonce-store';
import { NONCE_MARGIN_MS, TIMESTAMP_WINDOW_MS } from '../../../../electron/simulator/server/auth';

describe('NonceStore', () => {
  it('refuses a nonce seen before, per key', () => {
    const store = new NonceStore(10_000, 5_000, () => 0);
    expect(store.remember('a', 'n1', 0)).toBe(true);
    expect(store.remember('a', 'n1', 0)).toBe(false);
    expect(store.remember('b', 'n1', 0)).toBe(true);
  });

  it('remembers a nonce for as long as its timestamp could still be accepted', () => {
    let now = 1_000_000;
    const store = new NonceStore(TIMESTAMP_WINDOW_MS, NONCE_MARGIN_MS, () => now);
    // A timestamp 10 s ahead of the server stays acceptable until server time reaches timestamp + 10 s.
    expect(store.remember('a', 'ahead', now + TIMESTAMP_WINDOW_MS)).toBe(true);
    now += 2 * TIMESTAMP_WINDOW_MS;
    expect(store.remember('a', 'ahead', now)).toBe(false);
    now += NONCE_MARGIN_MS + 1;
    expect(store.remember('a', 'ahead', now)).toBe(true);
  });

  it('evicts expired entries, so memory follows the request rate, not the uptime', () => {
    let now = 0;
    const store = new NonceStore(10_000, 20_000, () => now);
    for (let i = 0; i < 1000; i += 1) {
      store.remember('a', `n${i}`, now);
      now += 100; // 10 requests per second
    }
    // Entries live 30 s: about 300 remain of the 1000.
    expect(store.size()).toBeLessThanOrEqual(301);
    expect(store.size()).toBeGreaterThanOrEqual(299);
    now += 31_000;
    expect(store.size()).toBe(0);
  });
});
