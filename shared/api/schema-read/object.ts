import type { z } from 'zod';
import { isDecimalWithinLimits, MAX_DECIMAL_DIGITS } from '../../wire/decimal';
import { numberTokenEnd, safeIntegerValue, token } from '../../wire/tokens';
import { compiledCheckOf, FAILED, mayCompile } from '../compiled-response';
import { LEAVES, readDecimal, readString, readValue, S, skipValue, type Reader } from './cursor';

type Node = z.core.$ZodType;

/** Marks a field not (yet) read. */
const ABSENT = Symbol('absent');

/** Literals longer than this are matched with startsWith rather than char by char. */
const INLINE_LITERAL = 40;

/**
 * The reader of one object schema, written out as code as the compiled check is: the cursor in a local
 * variable, keys compared char by char where they stand (no string is made), the frequent leaves
 * (decimals, integers, booleans, enum values, strings) read inline, one variable per field, and the output
 * built in the schema's order (one hidden class for every output). First in one straight line for compact
 * JSON in the schema's order (what the service sends); failing that, key by key: the key the schema
 * expects next compared where it stands, any other key read and looked up by name, any other field's
 * reader called.
 */
export function objectReader(schema: Node, def: Record<string, unknown>, readerOf: (schema: Node) => Reader): Reader {
  const shape = def.shape as Record<string, Node>;
  const keys = Object.keys(shape);
  // The compiled check hands these to zod whole; so does this.
  if (!mayCompile || def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) {
    return readValue(compiledCheckOf(schema));
  }
  const readers = keys.map((key) => readerOf(shape[key]!));
  const omittable = keys.map((key) => shape[key]!._zod.optin === 'optional' && shape[key]!._zod.optout === 'optional');
  const index = new Map(keys.map((key, at) => [key, at]));
  const code = new Code();
  const expected = keys.map((key, at) => `case ${at - 1}: if (${code.literal(JSON.stringify(key))}) { at += ${JSON.stringify(key).length}; field = ${at}; } break;`);
  const cases = keys.map(
    (_, at) => `case ${at}: if (v${at} !== ABSENT) return FAILED;\n      ${leafCode(readers[at]!, `r[${at}]`, code)}\n      v${at} = x; break;`,
  );
  // The output is made as one literal of the fields up to the first omittable one (its hidden class at once, not
  // a transition per field), and the rest stored in the schema's order when present: the compiled check's shape.
  const firstOmittable = omittable.indexOf(true);
  const literalCount = firstOmittable < 0 ? keys.length : firstOmittable;
  const literal = keys.slice(0, literalCount);
  const required = literal.length === 0 ? '' : `if (${literal.map((_, at) => `v${at} === ABSENT`).join(' || ')}) return FAILED;`;
  const stores = [
    `${required}\n  const out = { ${literal.map((key, at) => `${JSON.stringify(key)}: v${at}`).join(', ')} };`,
    ...keys.slice(literalCount).map((key, offset) => {
      const at = literalCount + offset;
      return omittable[at] ? `if (v${at} !== ABSENT) out[${JSON.stringify(key)}] = v${at};` : `if (v${at} === ABSENT) return FAILED; out[${JSON.stringify(key)}] = v${at};`;
    }),
  ];
  // Compact JSON with the schema's keys in the schema's order (what the service sends): each key and its colon
  // compared where it must stand, each value read, then "," or "}". No loop, no dispatch on the key. Anything
  // else (whitespace, another order, an unknown or repeated key) leaves this block and the object is read
  // again from its start, key by key, below. A value that fails fails either way (the same leaf code).
  const inOrder = keys.map((key, at) => {
    const read = `at += ${JSON.stringify(key).length + 1}; ${leafCode(readers[at]!, `r[${at}]`, code)} v${at} = x; c = src.charCodeAt(at); if (c === 125) { at++; break done; } if (c !== 44) break inOrder; at++;`;
    return `if (${code.literal(`${JSON.stringify(key)}:`)}) { ${read} }${omittable[at] ? '' : ' else break inOrder;'}`;
  });
  const absent = keys.map((_, at) => `v${at} = ABSENT`).join(', ');
  const body = `return function readObject() {
  const src = S.src, start = S.at;
  let at = start, c, e, x, field, previous = -1, unknown = null;
  if (src.charCodeAt(at) !== 123) return FAILED;
  at++;
  let ${absent};
  inOrder: {
    done: {
      ${inOrder.join('\n      ')}
      break inOrder;
    }
    S.at = at;
    ${stores.join('\n    ')}
    return out;
  }
  at = start + 1;
  ${absent};
  ${SKIP}
  if (src.charCodeAt(at) === 125) at++;
  else for (;;) {
    field = -2;
    switch (previous) {
      ${expected.join('\n      ')}
    }
    if (field === -2) {
      S.at = at;
      x = readString();
      if (x === FAILED) return FAILED;
      at = S.at;
      field = index.get(x) ?? -1;
      S.key = x;
    }
    ${SKIP}
    if (src.charCodeAt(at) !== 58) return FAILED;
    at++;
    ${SKIP}
    switch (field) {
      ${cases.join('\n      ')}
      default:
        // A key the schema does not know: skipped, once (a repeated key is the general path's to refuse).
        if (unknown === null) unknown = [S.key];
        else if (unknown.includes(S.key)) return FAILED;
        else unknown.push(S.key);
        S.at = at;
        if (!skipValue()) return FAILED;
        at = S.at;
    }
    if (field >= 0) previous = field;
    ${SKIP}
    c = src.charCodeAt(at++);
    if (c === 125) break;
    if (c !== 44) return FAILED;
    ${SKIP}
  }
  S.at = at;
  ${stores.join('\n  ')}
  return out;
};`;
  return new Function('S', 'FAILED', 'ABSENT', 'index', 'r', 'L', 'readString', 'skipValue', 'readDecimal', 'numberTokenEnd', 'token', 'withinLimits', 'integerValue', body)(
    S,
    FAILED,
    ABSENT,
    index,
    readers,
    code.literals,
    readString,
    skipValue,
    readDecimal,
    numberTokenEnd,
    token,
    isDecimalWithinLimits,
    safeIntegerValue,
  ) as Reader;
}

/** Skips JSON whitespace at the local cursor. */
const SKIP = 'c = src.charCodeAt(at); while (c === 32 || c === 10 || c === 13 || c === 9) c = src.charCodeAt(++at);';

/** Literals too long to compare inline, passed to the generated code as L[i]. */
class Code {
  readonly literals: string[] = [];

  /** An expression: whether `text` stands at the local cursor. */
  literal(text: string): string {
    if (text.length > INLINE_LITERAL) {
      this.literals.push(text);
      return `src.startsWith(L[${this.literals.length - 1}], at)`;
    }
    // By UTF-16 unit, as charCodeAt reads them (a character outside the BMP is two).
    return Array.from({ length: text.length }, (_, offset) => `src.charCodeAt(at${offset === 0 ? '' : ` + ${offset}`}) === ${text.charCodeAt(offset)}`).join(' && ');
  }
}

/** Statements that read one field's value into x at the local cursor (returning FAILED on doubt), inline where the reader is a known leaf. */
function leafCode(reader: Reader, call: string, code: Code): string {
  const leaf = LEAVES.get(reader);
  const called = `S.at = at; x = ${call}(); if (x === FAILED) return FAILED; at = S.at;`;
  switch (leaf?.kind) {
    case 'decimal':
      // A small integer was a number on the general path, and String() of it is its text but for -0 (readDecimal).
      // Plain digits no longer than the limit are within it (isDecimalWithinLimits' own first test), without a call.
      return `if (src.charCodeAt(at) === 34) { S.at = at; x = readDecimal(); if (x === FAILED) return FAILED; at = S.at; }
      else { e = numberTokenEnd(src, at); if (e < 0) return FAILED; x = src.slice(at, e);
        if (token.safeInteger) { if (x === '-0') x = '0'; } else if ((token.exponent || e - at > ${MAX_DECIMAL_DIGITS}) && !withinLimits(x)) return FAILED;
        at = e; }`;
    case 'integer':
      return `e = numberTokenEnd(src, at); if (e < 0 || !token.safeInteger) return FAILED; x = integerValue(src, at, e); at = e;`;
    case 'boolean':
      return `if (${code.literal('true')}) { x = true; at += 4; } else if (${code.literal('false')}) { x = false; at += 5; } else return FAILED;`;
    case 'string':
      return `S.at = at; x = readString(); if (x === FAILED) return FAILED; at = S.at;`;
    case 'literals': {
      const branches = leaf.values.map((value) => {
        const text = JSON.stringify(value);
        return `if (${code.literal(text)}) { x = ${text}; at += ${text.length}; }`;
      });
      // Not one of them as written: the field's own reader decides (an escape, an unknown value and its catch).
      return `${branches.join(' else ')} else { ${called} }`;
    }
    case 'nullable':
      // Not null: the inner leaf inline, or else the field's own (nullable) reader.
      return `if (${code.literal('null')}) { x = null; at += 4; } else { ${leafCode(leaf.inner, call, code)} }`;
    default:
      return called;
  }
}
