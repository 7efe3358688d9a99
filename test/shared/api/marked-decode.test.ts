import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '../../../shared/api/catalog';
import { compiledCheckOf, decodeMarked, FAILED } from '../../../shared/api/compiled-response';
import { custodyAccountListSchema } from '../../../shared/api/schemas/custody';
import { decimal } from '../../../shared/wire/decimal';
import { parseWireJson, stringifyWireJson } from '../../../shared/wire/json';
import { parseWireJsonReference } from '../../../shared/wire/lossless';
import { parseMarkedJson } from '../../../shared/wire/marked-parse';
import { custodyAccountsJson } from '../../bench/fixtures';
import { randomOf, valueFor } from './wire-values';

type Node = z.core.$ZodType;

/** The one-walk decode of a text, or FAILED (also when the text cannot be marked). */
function fast(schema: Node, text: string): unknown {
  const marked = parseMarkedJson(text);
  return marked === null ? FAILED : decodeMarked(schema, marked);
}

/** What the decode must give: zod over the reference parser's tree, or FAILED when zod refuses or the text is no JSON. */
function reference(schema: Node, text: string): unknown {
  let wire: unknown;
  try {
    wire = parseWireJsonReference(text);
  } catch {
    return FAILED;
  }
  const parsed = (schema as unknown as z.ZodType).safeParse(wire);
  return parsed.success ? parsed.data : FAILED;
}

/** Keys in order at every level. */
const exactly = (value: unknown): string => (value === FAILED ? 'FAILED' : (stringifyWireJson(value) ?? 'undefined'));

const item = z.object({ amount: decimal, note: z.string(), count: z.number().int().optional(), ratio: z.number().optional(), extra: z.unknown().optional() });
const items = z.array(item) as unknown as Node;

describe('one-walk decode of natively parsed answers with marked numbers', () => {
  it('decodes 50 custody accounts exactly as the compiled check over parseWireJson does', () => {
    const text = custodyAccountsJson(50);
    const decoded = fast(custodyAccountListSchema as unknown as Node, text);
    expect(decoded).not.toBe(FAILED);
    expect(exactly(decoded)).toBe(exactly(compiledCheckOf(custodyAccountListSchema as unknown as Node)(parseWireJson(text))));
  });

  it('keeps exact digits of fractions, exponents, negative and big numbers, and leaves strings untouched', () => {
    const text =
      '[{"amount":-0.000000000000000001,"note":"1.5, \\"2.5\\": -3e5 [4.25]","count":12},' +
      '{"amount":123456789012345678901234567890,"note":"\\\\","ratio":-15},' +
      '{"amount":1E+3,"note":"tab\\there","extra":{"deep":[1.10,{"x":-2.50e2}],"big":12345678901234567890}},' +
      '{"amount":"7.25","note":":1.5,"}]';
    const decoded = fast(items, text) as Record<string, unknown>[];
    expect(exactly(decoded)).toBe(exactly(reference(items, text)));
    expect(decoded.map((entry) => entry.amount)).toEqual(['-0.000000000000000001', '123456789012345678901234567890', '1E+3', '7.25']);
    expect(decoded[0]!.note).toBe('1.5, "2.5": -3e5 [4.25]');
    expect(decoded[3]!.note).toBe(':1.5,');
  });

  it('refuses, like the reference, a number where a string belongs, a fraction where a number belongs, and bad money', () => {
    for (const text of ['[{"amount":1,"note":1.5}]', '[{"amount":1,"note":"x","ratio":0.5}]', `[{"amount":1${'0'.repeat(45)},"note":"x"}]`, '[{"amount":1e999,"note":"x"}]']) {
      expect(fast(items, text), text).toBe(FAILED);
      expect(reference(items, text), text).toBe(FAILED);
    }
  });

  it('hands duplicate keys (also in a part the schema leaves out), a genuine U+0000 and broken JSON to the usual path', () => {
    for (const text of [
      '[{"amount":1,"note":"x","note":"y"}]',
      '[{"amount":1,"note":"x","other":{"a":1.5,"a":2}}]',
      '[{"amount":1,"note":"\\u0000x"}]',
      '[{"amount":1.5,"note":"x"}',
      '[{"amount":01,"note":"x"}]',
      '',
    ]) {
      expect(fast(items, text), text).toBe(FAILED);
    }
    expect(reference(items, '[{"amount":1,"note":"x","note":"y"}]')).toBe(FAILED);
  });

  it('counts the keys of parts the schema leaves out, so such answers still take the one walk', () => {
    const text = '[{"amount":2.5,"note":"x","other":{"a":1.5,"b":[{"c":2}]}}]';
    expect(exactly(fast(items, text))).toBe(exactly(reference(items, text)));
    expect(fast(items, text)).not.toBe(FAILED);
  });

  it('decodes a whole-text number and an unknown value as parseWireJson gives them', () => {
    expect(fast(decimal as unknown as Node, ' 0.10 ')).toBe('0.10');
    expect(exactly(fast(z.unknown() as unknown as Node, '{"a":[0.1,2,"\\"3.5"],"b":{"c":1e2}}'))).toBe('{"a":[0.1,2,"\\"3.5"],"b":{"c":1e2}}');
  });

  it('gives the reference decode (values, key order, refusals) for random answers of every catalog response', () => {
    const random = randomOf(2424);
    for (const [name, endpoint] of Object.entries(catalog)) {
      if (!endpoint.response) continue;
      const schema = endpoint.response as unknown as Node;
      let walked = 0;
      for (let round = 0; round < 200; round++) {
        const text = stringifyWireJson(valueFor(schema, random, [0, 0.01, 0.05][round % 3]!) ?? null);
        const decoded = fast(schema, text);
        // FAILED here only sends the answer down the usual path; an answer given must be the reference's.
        if (decoded === FAILED) continue;
        walked++;
        expect(exactly(decoded), `${name}: ${text}`).toBe(exactly(reference(schema, text)));
      }
      expect(walked, name).toBeGreaterThan(50);
    }
  });
});
