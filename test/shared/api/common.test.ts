import { describe, expect, it } from 'vitest';
import { accountIdOf, accountNumberOf, isGiven, isPositiveDecimal } from '../../../shared/api/schemas/common';

describe('account numbers', () => {
  it('zero-pads an id to 12 digits and reads it back (decisions.md)', () => {
    expect(accountNumberOf(100200)).toBe('000000100200');
    expect(accountIdOf('000000100200')).toBe(100200);
    expect(accountNumberOf(999_999_999_999)).toBe('999999999999');
  });

  it('refuses ids and numbers that have no 12-digit form', () => {
    expect(() => accountNumberOf(-1)).toThrow(RangeError);
    expect(() => accountNumberOf(1_000_000_000_000)).toThrow(RangeError);
    expect(() => accountNumberOf(1.5)).toThrow(RangeError);
    expect(() => accountIdOf('100200')).toThrow(RangeError);
  });
});

describe('isPositiveDecimal', () => {
  it.each([
    ['1', true],
    ['0.00000001', true],
    ['1e-8', true],
    ['0', false],
    ['0.000', false],
    ['0e5', false],
    ['-1', false],
    ['-0.5', false],
  ])('%s -> %s', (text, expected) => {
    expect(isPositiveDecimal(text)).toBe(expected);
  });
});

describe('isGiven', () => {
  it('treats absent and null alike and keeps falsy values', () => {
    expect([undefined, null, 0, '', false].map(isGiven)).toEqual([false, false, true, true, true]);
  });
});
