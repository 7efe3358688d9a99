import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decimal } from '../../../shared/wire/decimal';
import { parseWireJson, stringifyWireJson } from '../../../shared/wire/json';

const holding = z.object({ id: z.number().int(), amount: decimal });

describe('exact decimals', () => {
  for (const text of ['0.123456789012345678', '12345678901234567890.12', '-0.00000001', '1e-8', '42']) {
    it(`round-trips ${text} from the wire to text and back with the same digits`, () => {
      const wire = `{"id":7,"amount":${text}}`;
      const value = holding.parse(parseWireJson(wire));
      expect(value.amount).toBe(text);
      expect(stringifyWireJson(z.encode(holding, value))).toBe(wire);
    });
  }

  it('keeps what JSON.parse would round', () => {
    expect(JSON.parse('{"a":0.123456789012345678}').a.toString()).not.toBe('0.123456789012345678');
    expect(holding.parse(parseWireJson('{"id":1,"amount":0.123456789012345678}')).amount).toBe('0.123456789012345678');
  });

  it('rejects an integer field that is not a safe integer', () => {
    expect(holding.safeParse(parseWireJson('{"id":12345678901234567890,"amount":1}')).success).toBe(false);
  });

  it('refuses text that is not a decimal when encoding', () => {
    expect(() => z.encode(holding, { id: 1, amount: '1,5' as never })).toThrow();
  });
});
