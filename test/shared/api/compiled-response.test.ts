import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { compiledCheckOf, FAILED } from '../../../shared/api/compiled-response';
import { custodyAccountListSchema } from '../../../shared/api/schemas/custody';
import { LosslessNumber, parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { custodyAccountsJson } from '../../bench/fixtures';
import { randomOf, valueFor } from './wire-values';

type Node = z.core.$ZodType;

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
