import { describe, expect, it, vi } from 'vitest';
import { LosslessNumber } from 'lossless-json';
import { parseWireJson as parseWireJsonFast } from '../../../shared/wire/fast-parse';
import { parseWireJsonReference as parseWireJson } from '../../../shared/wire/lossless';
import type * as Lossless from '../../../shared/wire/lossless';
import { custodyAccountsJson } from '../../bench/fixtures';

// Counts calls of the reference parser, to prove well-formed documents never need it.
vi.mock('../../../shared/wire/lossless', async (importOriginal) => {
  const original = await importOriginal<typeof Lossless>();
  return { ...original, parseWireJsonReference: vi.fn(original.parseWireJsonReference) };
});

/** Both parsers give the same value, or both throw the same error. */
function expectSameAsReference(text: string): void {
  let expected: unknown;
  let expectedError: unknown;
  try {
    expected = parseWireJson(text);
  } catch (error) {
    expectedError = error;
  }
  if (expectedError !== undefined) {
    expect(() => parseWireJsonFast(text), text).toThrow((expectedError as Error).message);
    return;
  }
  const actual = parseWireJsonFast(text);
  expect(actual, text).toEqual(expected);
  expect(shape(actual), text).toBe(shape(expected));
}

/** Types, prototypes and exact number texts, so toEqual's leniency cannot hide a difference. */
function shape(value: unknown): string {
  if (value instanceof LosslessNumber) return `L(${value.value})`;
  if (Array.isArray(value)) return `[${value.map(shape).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) === Object.prototype ? '' : '!proto';
    return `{${proto}${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${shape((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return `${typeof value}:${Object.is(value, -0) ? '-0' : JSON.stringify(value)}`;
}

describe('parseWireJsonFast', () => {
  const valid = [
    custodyAccountsJson(50),
    '0',
    '-0',
    '1.5',
    '123456789012345',
    '1234567890123456',
    '-123456789012345',
    '-1234567890123456',
    '12345678901234567890.000000000000000001',
    '[0.123456789012345678, 1e-8, 1E+21, -0.0, 2.50, 100, 0]',
    '{"a":{"b":[{"c":1.10}]},"d":"x\\"y\\\\","e":"\\u00e9\\ud83d\\ude80","f":"2026-11-22T13:45:00.000Z"}',
    '  {\n  "pretty" : [ 1 , 2.0 ,\t"three" ]\r\n}  ',
    '{"__proto__":1.5,"constructor":2,"toString":"x"}',
    '{"__proto__":{"polluted":true}}',
    '{"0":1.1,"10":2.2,"2":3.3,"a":4.4}',
    '{"":0.5,"key with \\"quotes\\"":[]}',
    '[[],{},[[[]]],"",true,false,null]',
    '"\\\\"',
    '"ends with backslash \\\\"',
    '{"a":"1.5","b":"-2"}',
    '{"a":1,"a":1}',
    '1234567890123456789012345678901234567890',
    '[-1234567890.123456789012345678901234567890e-40, 9.99E+40, 1e0, 0.0e-0]',
    '{"a":[1.5,{"1":2.5,"b":[3.25,[4.125]]}],"c":0.1,"d":7}',
    '{"\\u0031":1.5,"b":2.5}',
    '{"-1":1.5,"x1":2.5,"b":{"c":[{"d":[[0.5]]}]}}',
    '[1.5,"\\u0000 inside, no index key",2.5]',
  ];
  for (const text of valid)
    it(`matches the reference on ${JSON.stringify(text.slice(0, 60))}`, () => expectSameAsReference(text));

  const invalid = [
    '',
    ' ',
    '{',
    '[1,]',
    '{"a":1,}',
    '{1.5:2}',
    '{"a" 1}',
    '01',
    '[01.5]',
    '1.',
    '.5',
    '-',
    '1e',
    '[1.5.3]',
    '"unterminated',
    '"bad \\x escape"',
    '"raw\ncontrol"',
    '"raw\u0001control"',
    '{"a":1.5,"a":2.5}',
    '{"a":"x","b":1.10,"a":1.1}',
    '"\\u0000starts with nul"',
    'tru',
    'nul',
    '[1] [2]',
    '\ufeff[1]',
    '{"x":{"a":1.5,"a":2.5}}',
    '{"1":1.5,"1":2.5}',
    '[1.5,]',
    '{"a":1.5}x',
  ];
  for (const text of invalid)
    it(`fails like the reference on ${JSON.stringify(text)}`, () => expectSameAsReference(text));

  it('takes the native path for well-formed documents without duplicate keys', () => {
    const reference = vi.mocked(parseWireJson);
    for (const text of valid.filter((text) => text !== '{"a":1,"a":1}')) {
      reference.mockClear();
      parseWireJsonFast(text);
      expect(reference, text).not.toHaveBeenCalled();
    }
  });

  it('keeps the exact text of every number that is not a safe integer, wherever it is', () => {
    const text = '{"b":[0.1000,{"c":1234567890123456789012345678901234567890}],"e":-1.5e-40,"n":42,"1":[2.50]}';
    for (const source of [text, text.replace('"1":', '"z":')]) {
      const value = parseWireJsonFast(source) as {
        b: [LosslessNumber, { c: LosslessNumber }];
        e: LosslessNumber;
        n: number;
      };
      expect(value.b[0].value).toBe('0.1000');
      expect(value.b[1].c.value).toBe('1234567890123456789012345678901234567890');
      expect(value.e.value).toBe('-1.5e-40');
      expect(value.n).toBe(42);
    }
  });

  it('keeps every number of a document with more tokens than its reusable buffer holds, and of the next one', () => {
    const many = parseWireJsonFast(
      `[${Array.from({ length: 40_000 }, (_, i) => (i % 2 === 0 ? `${i}.5` : String(i))).join(',')}]`,
    ) as unknown[];
    expect(many).toHaveLength(40_000);
    expect((many[39_998] as LosslessNumber).value).toBe('39998.5');
    expect(many[39_999]).toBe(39_999);
    expectSameAsReference('{"a":[0.25,{"b":2.50}]}');
  });

  it("refuses invalid JSON with the reference parser's error", () => {
    expect(() => parseWireJsonFast('{"a":[1.5,}')).toThrow(SyntaxError);
    expect(() => parseWireJsonFast('{"a":[1.5,}')).toThrow(/position|Unexpected|Expected/);
  });

  it('keeps an object key named __proto__ as data, not as the prototype', () => {
    const value = parseWireJsonFast('{"__proto__":{"polluted":1.5}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('matches the reference on random documents', () => {
    let seed = 12345;
    const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const numbers = [
      '0',
      '-0',
      '7',
      '-42',
      '999999999999999',
      '9999999999999999',
      '0.1',
      '-1.25e-7',
      '3E+2',
      '1.000',
      '0.123456789012345678901234567890',
    ];
    const strings = ['""', '"a"', '"\\n"', '"\\u20ac 1.5"', '"1.5"', '"\\\\"', '"q\\"q"', '"ü🚀"'];
    const build = (depth: number): string => {
      const roll = random();
      if (depth > 3 || roll < 0.4) return pick([...numbers, ...strings, 'true', 'false', 'null']);
      const space = (): string => pick(['', ' ', '\n  ']);
      if (roll < 0.7)
        return `[${space()}${Array.from({ length: Math.floor(random() * 4) }, () => build(depth + 1)).join(`,${space()}`)}]`;
      const keys = new Set(
        Array.from({ length: Math.floor(random() * 4) }, () => pick(['a', 'b', '1', '__proto__', 'x y', 'ü'])),
      );
      return `{${[...keys].map((key) => `${space()}"${key}"${space()}:${space()}${build(depth + 1)}`).join(',')}}`;
    };
    for (let i = 0; i < 500; i++) expectSameAsReference(build(0));
  });
});
