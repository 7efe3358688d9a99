import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { compiledCheckOf, FAILED } from '../../../shared/api/compiled-response';
import { custodyAccountListSchema } from '../../../shared/api/schemas/custody';
import { decimal } from '../../../shared/wire/decimal';
import { LosslessNumber, parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { custodyAccountsJson } from '../../bench/fixtures';

type Node = z.core.$ZodType;

/** A small deterministic generator (mulberry32), so a failure repeats. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [null, 'text', '', 7, -0, 1.5, 2 ** 60, new LosslessNumber('12345678901234567890'), new LosslessNumber('1e999'), true, [], {}, '\u0000'];
const DECIMALS: unknown[] = [new LosslessNumber('0.123456789012345678'), 12, '3.25', new LosslessNumber('1e-5')];
const BAD_DECIMALS: unknown[] = [new LosslessNumber(`1${'0'.repeat(45)}`), 'abc', '1e999', 1.5];
const STRINGS = ['x', '', 'Unknown'];
const FORMATTED: Record<string, string> = { datetime: '2026-11-22T13:45:00.000Z', guid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', date: '2026-11-01' };

/** A wire value for a schema: mostly what it accepts, now and then something it may refuse (rate `odd`). */
function valueFor(schema: Node, random: () => number, odd: number, depth = 0): unknown {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  if (random() < odd || depth > 8) return pick(ODD_VALUES);
  if (schema === (decimal as unknown as Node)) return pick(random() < odd * 4 ? BAD_DECIMALS : DECIMALS);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const next = (inner: unknown): unknown => valueFor(inner as Node, random, odd, depth + 1);
  switch (def.type) {
    case 'string':
      return typeof def.format === 'string' && random() >= odd * 4 ? (FORMATTED[def.format] ?? 'x') : pick([...STRINGS, ...Object.values(FORMATTED)]);
    case 'number':
      return random() < odd * 4 ? pick([2 ** 53 + 2, 0.5]) : pick([0, 42, -7, 100_200]);
    case 'boolean':
      return random() < 0.5;
    case 'enum':
      return random() < 0.8 ? pick([...((schema._zod as { values?: Set<unknown> }).values ?? [])]) : 'SomethingNew';
    case 'nullable':
      return random() < 0.2 ? null : next(def.innerType);
    case 'optional':
      return random() < 0.2 ? undefined : next(def.innerType);
    case 'catch':
      return next(def.innerType);
    case 'pipe':
      return next(def.in);
    case 'array':
      return Array.from({ length: Math.floor(random() * 3) }, () => next(def.element));
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Node>)) {
        const value = next(field);
        if (value !== undefined) object[key] = value;
      }
      if (random() < 0.2) object.extra = 'not in the schema';
      return object;
    }
    default:
      return pick(ODD_VALUES);
  }
}

/** Keys in order at every level, so an output with the same values in another key order is told apart. */
function exactly(value: unknown): string {
  return stringifyWireJson(value);
}

const responseSchemas = Object.entries(catalog).flatMap(([name, endpoint]) => (endpoint.response ? [[name, endpoint.response as unknown as Node] as const] : []));

describe('compiled response checks', () => {
  it('decodes 50 custody accounts exactly as zod does, without falling back to it', () => {
    const wire = parseWireJson(custodyAccountsJson(50));
    const decoded = compiledCheckOf(custodyAccountListSchema as unknown as Node)(wire);
    expect(decoded).not.toBe(FAILED);
    expect(exactly(decoded)).toBe(exactly(custodyAccountListSchema.parse(wire)));
  });

  it('never accepts what zod refuses, and gives zod’s very output (values, key order) for every catalog response', () => {
    const random = randomOf(24);
    for (const [name, schema] of responseSchemas) {
      const check = compiledCheckOf(schema);
      let confirmed = 0;
      for (let round = 0; round < 400; round++) {
        const wire = valueFor(schema, random, [0, 0.01, 0.03, 0.08][round % 4]!);
        const compiled = check(wire);
        const parsed = (schema as unknown as z.ZodType).safeParse(wire);
        if (compiled === FAILED) continue;
        confirmed++;
        expect(parsed.success, `${name}: compiled accepted ${exactly(wire)}`).toBe(true);
        expect(exactly(compiled), name).toBe(exactly(parsed.data));
      }
      // Most generated answers are valid: the compiled path must confirm them, or this test proves nothing.
      expect(confirmed, name).toBeGreaterThan(50);
    }
  });

  it('leaves the wording of errors to zod: a bad field fails the compiled check', () => {
    const wire = parseWireJson(custodyAccountsJson(2)) as Record<string, unknown>[];
    const check = compiledCheckOf(custodyAccountListSchema as unknown as Node);
    for (const [key, bad] of [['id', new LosslessNumber('1e3')], ['balance', 1.5], ['name', 5], ['flags', ['StakingEnabled', 3]], ['state', null]] as const) {
      const copy = wire.map((account) => ({ ...account }));
      copy[1]![key] = bad;
      expect(check(copy), key).toBe(FAILED);
      expect(custodyAccountListSchema.safeParse(copy).success, key).toBe(false);
    }
    const missing = wire.map((account) => ({ ...account }));
    delete missing[0]!.name;
    expect(check(missing)).toBe(FAILED);
  });

  it('keeps production’s tolerances: null symbol and flags, no isProofWallet, unknown enum values', () => {
    const account: Record<string, unknown> = { ...(parseWireJson(custodyAccountsJson(1)) as Record<string, unknown>[])[0]!, assetSymbol: null, flags: null, state: 'Frozen', subType: 'Advisory' };
    delete account.isProofWallet;
    const decoded = compiledCheckOf(custodyAccountListSchema as unknown as Node)([account]);
    expect(decoded).toEqual(custodyAccountListSchema.parse([account]));
    expect((decoded as Record<string, unknown>[])[0]).toMatchObject({ assetSymbol: null, flags: null, state: 'Unknown', subType: 'Advisory' });
    expect((decoded as Record<string, unknown>[])[0]).not.toHaveProperty('isProofWallet');
  });
});
