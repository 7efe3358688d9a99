import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../../shared/signing/timestamp';

describe('isoTimestamp', () => {
  it('writes what toISOString writes, across minutes, hours, days, leap days and years', () => {
    const edges = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1_000,
      59_999,
      60_000,
      3_599_999,
      86_399_999,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2026, 11, 31, 23, 59, 59, 998),
    ];
    for (const ms of edges) expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
    // Random times, in order and out of order, so the minute memo is hit, missed and replaced.
    let seed = 7;
    const next = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    let ms = Date.UTC(2026, 10, 26, 8, 0, 0, 0);
    for (let i = 0; i < 20_000; i++) {
      ms = i % 50 === 0 ? (next() * 117_000) % 253_402_300_799_999 : ms + (next() % 2_500);
      expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('leaves times outside whole milliseconds of 1970-9999 to Date: the same text or the same refusal', () => {
    for (const ms of [-1, -86_400_001, 1.5, 253_402_300_800_000, 8.64e15])
      expect(isoTimestamp(ms)).toBe(new Date(ms).toISOString());
    expect(() => isoTimestamp(Number.NaN)).toThrow(RangeError);
  });
});
