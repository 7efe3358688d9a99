import { describe, expect, it } from 'vitest';
import { createNonce, NONCE_ALPHABET, NONCE_PATTERN } from '../../../shared/signing/nonce';
import { secureRandomBytes } from '../../../electron/platform/crypto';

describe('nonce', () => {
  it('is exactly 20 characters of [A-Za-z0-9]', () => {
    for (let i = 0; i < 1000; i++) expect(createNonce(secureRandomBytes)).toMatch(NONCE_PATTERN);
  });

  it('never repeats over 100k draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(createNonce(secureRandomBytes));
    expect(seen.size).toBe(100_000);
  });

  it('draws every character with equal probability (chi-square, 61 degrees of freedom)', () => {
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++)
      for (const c of createNonce(secureRandomBytes)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (draws * 20) / NONCE_ALPHABET.length;
    let chi = 0;
    for (const c of NONCE_ALPHABET) chi += ((counts.get(c) ?? 0) - expected) ** 2 / expected;
    // p = 0.0001 critical value for 61 dof is about 115; a modulo-biased draw scores in the thousands here.
    expect(chi).toBeLessThan(115);
  });

  it('rejects bytes that would bias the alphabet', () => {
    // 248..255 would map to 'A'..'H' a second time under plain modulo; they must be skipped.
    let call = 0;
    const biased = (length: number) => new Uint8Array(length).fill(call++ === 0 ? 250 : 1);
    expect(createNonce(biased)).toBe('B'.repeat(20));
  });
});
