import type { z } from 'zod';
import { decimal } from '../../../shared/wire/decimal';
import { LosslessNumber } from '../../../shared/wire/json';

// Random wire values for a response schema, shared by the compiled check's and the schema reader's tests.

type Node = z.core.$ZodType;

/** A small deterministic generator (mulberry32), so a failure repeats. */
export function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [
  null,
  'text',
  '',
  7,
  -0,
  1.5,
  2 ** 60,
  new LosslessNumber('12345678901234567890'),
  new LosslessNumber('1e999'),
  true,
  [],
  {},
  '\u0000',
];
const DECIMALS: unknown[] = [new LosslessNumber('0.123456789012345678'), 12, '3.25', new LosslessNumber('1e-5')];
const BAD_DECIMALS: unknown[] = [new LosslessNumber(`1${'0'.repeat(45)}`), 'abc', '1e999', 1.5];
const STRINGS = ['x', '', 'Unknown'];
const FORMATTED: Record<string, string> = {
  datetime: '2026-11-22T13:45:00.000Z',
  guid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  date: '2026-11-01',
};

/** A wire value for a schema: mostly what it accepts, now and then something it may refuse (rate `odd`). */
export function valueFor(schema: Node, random: () => number, odd: number, depth = 0): unknown {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  if (random() < odd || depth > 8) return pick(ODD_VALUES);
  if (schema === (decimal as unknown as Node)) return pick(random() < odd * 4 ? BAD_DECIMALS : DECIMALS);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const next = (inner: unknown): unknown => valueFor(inner as Node, random, odd, depth + 1);
  switch (def.type) {
    case 'string':
      return typeof def.format === 'string' && random() >= odd * 4
        ? (FORMATTED[def.format] ?? 'x')
        : pick([...STRINGS, ...Object.values(FORMATTED)]);
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
