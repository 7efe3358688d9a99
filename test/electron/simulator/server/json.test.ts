import { describe, expect, it } from 'vitest';
import { LosslessNumber, stringifyWireJson } from '../../../../shared/wire/json';
import { stringifyResponse } from '../../../../electron/simulator/server/json';

describe('stringifyResponse', () => {
  const samples: unknown[] = [
    [],
    {},
    null,
    'text with "quotes", \\ backslash, \u0001 control, é, 💥 and \u2028',
    {
      amount: new LosslessNumber('0.123456789012345678901'),
      big: new LosslessNumber('123456789012345678901234567890'),
      exp: new LosslessNumber('1.5e-7'),
    },
    [
      { id: 1, flags: ['A', 'B'], nested: { price: new LosslessNumber('-61234.50'), none: null, absent: undefined } },
      42,
      true,
      false,
    ],
    { list: [new LosslessNumber('1'), new LosslessNumber('0')], empty: [], deep: [[[{ a: [] }]]] },
  ];
  for (const sample of samples) {
    it(`writes the same text as stringifyWireJson for ${JSON.stringify(sample, (_k, v: unknown) => (v instanceof LosslessNumber ? v.value : v))?.slice(0, 60)}`, () => {
      expect(stringifyResponse(sample)).toBe(stringifyWireJson(sample));
    });
  }

  it('keeps every digit of a decimal', () => {
    expect(stringifyResponse({ balance: new LosslessNumber('0.100000000000000000001') })).toBe(
      '{"balance":0.100000000000000000001}',
    );
  });
});
