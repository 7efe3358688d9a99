import { stringify } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { delegatedPaths, FAILED, readWithSchema } from '../../../shared/api/schema-read/read';
import { custodyAccountListSchema } from '../../../shared/api/schemas/custody';
import { parseWireJson, parseWireJsonReference, stringifyWireJson } from '../../../shared/wire/json';
import { custodyAccountsJson } from '../../bench/fixtures';
import { randomOf, valueFor } from './wire-values';

type Node = z.ZodType;

const accounts = custodyAccountListSchema as unknown as Node;

/** What the general path gives for this text: the output, or FAILED when it refuses it. */
function general(schema: Node, text: string): unknown {
  let wire: unknown;
  try {
    wire = parseWireJsonReference(text);
  } catch {
    return FAILED;
  }
  const parsed = schema.safeParse(wire);
  return parsed.success ? parsed.data : FAILED;
}

/** Keys in order at every level, so the same values in another key order are told apart. */
function exactly(value: unknown): string {
  return stringifyWireJson(value);
}

/** The reader may decline (FAILED), but what it reads is what the general path gives, keys in the same order. */
function expectNeverLooser(schema: Node, text: string, label: string): boolean {
  const read = readWithSchema(schema, text);
  if (read === FAILED) return false;
  const expected = general(schema, text);
  expect(expected, `${label}: read what the general path refuses: ${text}`).not.toBe(FAILED);
  expect(exactly(read), `${label}: ${text}`).toBe(exactly(expected));
  return true;
}

const responseSchemas = Object.entries(catalog).flatMap(([name, endpoint]) =>
  endpoint.response ? [[name, endpoint.response as unknown as Node] as const] : [],
);

describe('reading an answer straight into its schema', () => {
  it('reads 50 custody accounts in one pass, exactly as the general path decodes them', () => {
    const text = custodyAccountsJson(50);
    const read = readWithSchema(accounts, text);
    expect(read).not.toBe(FAILED);
    expect(exactly(read)).toBe(exactly(general(accounts, text)));
    expect((read as { balance: string }[])[0]!.balance).toBe(
      custodyAccountListSchema.parse(parseWireJson(text))[0]!.balance,
    );
  });

  it('reads the same answer pretty-printed, with keys in another order, escapes, unknown keys and quoted decimals', () => {
    const [account] = parseWireJson(custodyAccountsJson(1)) as Record<string, unknown>[];
    const pretty = stringify([account], undefined, 2)!;
    expect(readWithSchema(accounts, pretty)).not.toBe(FAILED);
    expect(exactly(readWithSchema(accounts, pretty))).toBe(exactly(general(accounts, pretty)));
    const reordered = `[${stringify(Object.fromEntries(Object.entries(account!).reverse()))}]`;
    expect(expectNeverLooser(accounts, reordered, 'reordered')).toBe(true);
    const variants = [
      custodyAccountsJson(1).replace('"name":"', '"name":"\\u0041\\n\\"'),
      custodyAccountsJson(1).replace('"name"', '"n\\u0061me"'),
      custodyAccountsJson(1).replace('"id"', '"extra":{"deep":[1,2.50,{"x":null}]},"id"'),
      custodyAccountsJson(1).replace(/"balance":([\d.]+)/, '"balance":"$1"'),
      custodyAccountsJson(1).replace(/"creditLine":0/, '"creditLine":-0'),
      custodyAccountsJson(1).replace(/"creditLine":0/, '"creditLine":1E+3'),
      custodyAccountsJson(1).replace(/"state":"\w+"/, '"state":"Frozen"'),
      custodyAccountsJson(1).replace(/"flags":\[[^\]]*\]/, '"flags":null'),
      custodyAccountsJson(1).replace(/,"isProofWallet":\w+/, ''),
      custodyAccountsJson(1).replace(/"isProofWallet":\w+/, '"isProofWallet":false'),
      custodyAccountsJson(1).replace(/"assetSymbol":"\w+"/, '"assetSymbol":null'),
      custodyAccountsJson(1).replace(/"state":"\w+"/, '"state":"\\u0041ctive"'),
      // An escaped string, a later string read, then a key the schema lacks: the object is read again from its
      // start, and the escape is still seen as one.
      custodyAccountsJson(2).replace('"assetSymbol":"', '"assetSymbol":"\\u0041').replace('}', ',"extra":"\\n"}'),
    ];
    for (const text of variants) expect(expectNeverLooser(accounts, text, 'variant'), text).toBe(true);
    expect((readWithSchema(accounts, variants[4]!) as { creditLine: string }[])[0]!.creditLine).toBe('0');
    expect((readWithSchema(accounts, variants.at(-2)!) as { state: string }[])[0]!.state).toBe('Active');
    expect((readWithSchema(accounts, variants.at(-3)!) as { assetSymbol: string | null }[])[0]!.assetSymbol).toBeNull();
    expect((readWithSchema(accounts, variants.at(-1)!) as { assetSymbol: string }[])[0]!.assetSymbol).toBe('ABTC');
  });

  it('reads integers from their digits as Number() reads their text: signs, -0 and 15 digits', () => {
    for (const id of ['0', '-0', '7', '-123', '999999999999999', '-999999999999999', '100200']) {
      const text = custodyAccountsJson(1).replace(/"id":\d+/, `"id":${id}`);
      const [account] = readWithSchema(accounts, text) as { id: number }[];
      expect(Object.is(account!.id, Number(id)), id).toBe(true);
      expect(Object.is(account!.id, (general(accounts, text) as { id: number }[])[0]!.id), id).toBe(true);
    }
  });

  it('matches keys and enum values outside the Basic Multilingual Plane where they stand', () => {
    const schema = z.object({ 'n\u{1D11E}': z.enum(['a\u{1D11E}', 'b']), other: z.string() }) as unknown as Node;
    for (const text of ['{"n\u{1D11E}":"a\u{1D11E}","other":"x"}', '{"other":"x","n\u{1D11E}":"b"}']) {
      expect(readWithSchema(schema, text), text).toEqual(general(schema, text));
      expect(readWithSchema(schema, text), text).not.toBe(FAILED);
    }
    expect(readWithSchema(schema, '{"n\u{1D11F}":"a\u{1D11E}","other":"x"}')).toBe(FAILED);
  });

  it('declines what the general path refuses or decides itself, so that path words the error', () => {
    const text = custodyAccountsJson(1);
    const declined = [
      text.replace('"name"', '"name":"twice","name"'),
      text.replace('"id"', '"extra":1,"extra":2,"id"'),
      text.replace('"id"', '"extra":{"a":1,"a":2},"id"'),
      text.replace('"name":"', '"name":"\u0001'),
      // Raw control characters at a string's end, in an enum value's string, and in an unknown key.
      text.replace(/"name":"([^"]*)"/, '"name":"$1\u001f"'),
      text.replace('"assetSymbol":"', '"assetSymbol":"\t'),
      text.replace('"state":"', '"state":"\n'),
      text.replace('"id"', '"ex\u0000tra":1,"id"'),
      text.replace('"name":"', '"name":"\\x'),
      text.replace(/,"name":"[^"]*"/, ''),
      text.replace('"balance":', '"balance":01'),
      text.replace(/"balance":[\d.]+/, `"balance":1${'0'.repeat(45)}`),
      text.replace(/"id":\d+/, '"id":1.5'),
      text.replace(/"id":\d+/, '"id":12345678901234567890'),
      text.replace('}]', ',}]'),
      `${text} x`,
      text.slice(0, -1),
      '',
    ];
    for (const bad of declined) {
      expect(readWithSchema(accounts, bad), bad).toBe(FAILED);
      expect(general(accounts, bad), bad).toBe(FAILED);
    }
  });

  it('never reads what the general path would not, for every catalog response, valid or not', () => {
    const random = randomOf(2611);
    for (const [name, schema] of responseSchemas) {
      let read = 0;
      for (let round = 0; round < 300; round++) {
        const text = stringifyWireJson(valueFor(schema, random, [0, 0.01, 0.03, 0.08][round % 4]!) ?? null);
        if (expectNeverLooser(schema, text, name)) read++;
      }
      // Most generated answers are valid: the reader must take them, or this test proves nothing.
      expect(read, name).toBeGreaterThan(40);
    }
  });

  it('never reads a damaged answer the general path refuses, and reads the rest as it does', () => {
    const random = randomOf(42);
    let declined = 0;
    for (let round = 0; round < 3000; round++)
      if (!expectNeverLooser(accounts, damaged(custodyAccountsJson(3), random), `damage ${round}`)) declined++;
    expect(declined).toBeGreaterThan(100);
  });

  it('never reads a damaged answer of any catalog response more loosely than the general path', () => {
    const random = randomOf(7);
    for (const [name, schema] of responseSchemas) {
      let read = 0;
      for (let round = 0; round < 150; round++) {
        const source = stringifyWireJson(valueFor(schema, random, 0) ?? null);
        if (expectNeverLooser(schema, damaged(source, random), `${name} damage ${round}`)) read++;
      }
      // Some damage leaves a valid answer (a digit changed, a space added): those must be read too.
      expect(read, name).toBeGreaterThan(0);
    }
  });

  it('hands every node it does not read itself to zod whole, so a new kind of schema is never read more loosely', () => {
    const schema = z.object({
      refined: z.string().refine((value) => value.startsWith('A'), 'Must start with A'),
      union: z.union([z.string(), z.boolean()]),
      transformed: z.string().transform((value) => value.length),
      caught: z.enum(['x', 'y']).catch('x'),
      strict: z.strictObject({ a: z.string() }),
      plain: z.string(),
    });
    expect(delegatedPaths(schema)).toEqual(['.refined', '.union', '.transformed', '.caught', '.strict']);
    const good = '{"refined":"Ab","union":true,"transformed":"abc","caught":"z","strict":{"a":"b"},"plain":"p"}';
    expect(readWithSchema(schema, good)).toEqual({
      refined: 'Ab',
      union: true,
      transformed: 3,
      caught: 'x',
      strict: { a: 'b' },
      plain: 'p',
    });
    for (const bad of [
      good.replace('"Ab"', '"b"'),
      good.replace('true', '1'),
      good.replace('{"a":"b"}', '{"a":"b","c":1}'),
    ]) {
      expect(readWithSchema(schema, bad), bad).toBe(FAILED);
      expect(general(schema, bad), bad).toBe(FAILED);
    }
    // What zod gives for an absent key (a default, also under another optional or a nullable) is zod's to say.
    const defaults = z.object({
      a: z.string().default('x').optional(),
      b: z.string().nullable().default(null).optional().optional(),
      c: z.string().optional(),
    });
    expect(delegatedPaths(defaults)).toEqual(['.a', '.b']);
    for (const text of ['{}', '{"c":"y"}']) expect(readWithSchema(defaults, text), text).toBe(FAILED);
    expect(general(defaults, '{}')).toEqual({ a: 'x', b: null });
    expect(readWithSchema(defaults, '{"a":"z","b":null}')).toEqual({ a: 'z', b: null });
    expect(readWithSchema(z.object({ c: z.string().optional() }), '{}')).toEqual({});
    // A schema it cannot read at all (its root a union) goes to the general tier whole.
    expect(delegatedPaths(z.union([z.object({ a: z.string() }), z.null()]))).toEqual(['']);
  });

  it('reads every catalog response itself but for its checked strings and codecs (dates, ids, patterns, customer numbers: zod decides those fields)', () => {
    let count = 0;
    for (const [name, schema] of responseSchemas) {
      for (const path of delegatedPaths(schema)) {
        const node = path
          .split(/\.|\[\]/)
          .filter(Boolean)
          .reduce<z.ZodType | undefined>((at, key) => fieldOf(at, key), schema);
        expect(node, `${name} ${path}`).toBeDefined();
        // A codec (customerNumber: a number or text on the wire) is zod's whole; any other such node is a string with a rule.
        if ((node!.def as { type: string }).type === 'pipe') continue;
        const described = z.toJSONSchema(node!) as Record<string, unknown>;
        expect(described['type'], `${name} ${path}`).toBe('string');
        expect(
          ['format', 'pattern', 'minLength'].filter((rule) => rule in described),
          `${name} ${path}`,
        ).not.toEqual([]);
        count++;
      }
    }
    expect(count).toBeGreaterThan(50);
  });
});

/** The field `key` of an object node (under nullable, optional and arrays), for naming a delegated path's schema. */
function fieldOf(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  let node = schema;
  for (;;) {
    const def = node?.def as
      { type?: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> } | undefined;
    if (def?.type === 'object') {
      const field = def.shape![key];
      return unwrap(field);
    }
    node = def?.innerType ?? def?.element;
    if (!node) return undefined;
  }
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let node = schema;
  for (;;) {
    const def = node?.def as { type?: string; innerType?: z.ZodType } | undefined;
    if ((def?.type === 'nullable' || def?.type === 'optional') && def.innerType) node = def.innerType;
    else return node;
  }
}

const DAMAGE = '{}[],:"\\ 0123456789.-eE+truefalsn\u0001ab';

/** The text with one character deleted, inserted or replaced at random. */
function damaged(source: string, random: () => number): string {
  const at = Math.floor(random() * source.length);
  const char = DAMAGE[Math.floor(random() * DAMAGE.length)]!;
  const kind = Math.floor(random() * 3);
  return kind === 0
    ? source.slice(0, at) + source.slice(at + 1)
    : kind === 1
      ? source.slice(0, at) + char + source.slice(at)
      : source.slice(0, at) + char + source.slice(at + 1);
}
