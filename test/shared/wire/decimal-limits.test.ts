import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimal, decimalText, isDecimalWithinLimits } from '../../../shared/wire/decimal';
import { LosslessNumber, parseWireJson } from '../../../shared/wire/json';

const holding = z.object({ amount: decimal });
const digits = (n: number) => '9'.repeat(n);

describe('decimal limits (40 digits, exponent within ±40)', () => {
  const accepted = [
    '0',
    '-0.000000000000000001',
    '0.123456789012345678',
    `${digits(22)}.${digits(18)}`,
    digits(40),
    `0.${digits(40)}`,
    '1e39',
    '1E-40',
    `-${digits(40)}`,
    `-${digits(20)}.${digits(20)}`,
    '-12.5e+3',
    `${digits(20)}e20`,
    '0.5e-39',
  ];
  const refused = [
    '1e10000000',
    '1e-10000000',
    '1e40',
    '1e41',
    '1e-41',
    '1e0000000000041',
    digits(41),
    `0.${digits(41)}`,
    `1.${'0'.repeat(40)}`,
    `0.${'0'.repeat(40)}1`,
    `${digits(21)}e20`,
    '0.5e-40',
    `1${'0'.repeat(1_000_000)}`,
  ];
  for (const text of accepted) {
    it(`accepts ${text.slice(0, 50)} from the wire, as text and in the app`, () => {
      expect(isDecimalWithinLimits(text)).toBe(true);
      expect(holding.parse({ amount: new LosslessNumber(text) }).amount).toBe(text);
      expect(holding.parse({ amount: text }).amount).toBe(text);
      expect(decimalText.safeParse(text).success).toBe(true);
      expect(z.encode(holding, { amount: text as never }).amount.toString()).toBe(text);
    });
  }
  for (const text of refused) {
    it(`refuses ${text.slice(0, 50)} in either direction, without echoing it`, () => {
      expect(isDecimalWithinLimits(text)).toBe(false);
      const result = holding.safeParse({ amount: new LosslessNumber(text) });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/at most 40 digits and an exponent within ±40/);
      expect(JSON.stringify(result.error?.issues).length).toBeLessThan(500);
      expect(holding.safeParse({ amount: text }).success).toBe(false);
      expect(decimalText.safeParse(text).success).toBe(false);
      expect(() => z.encode(holding, { amount: text as never })).toThrow(/at most 40 digits/);
    });
  }

  it('decides the exponent bomb at once, straight from the wire', () => {
    const started = performance.now();
    const parsed = parseWireJson('{"amount":1e10000000}');
    expect(holding.safeParse(parsed).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
