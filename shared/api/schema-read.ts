import type { z } from 'zod';
import { decimal, decimalFromWire, isDecimalWithinLimits } from '../wire/decimal';
import { parseWireJson } from '../wire/json';
import { numberTokenEnd, stringTokenEnd, token } from '../wire/tokens';
import { compiledCheckOf, FAILED, mayCompile } from './compiled-response';

/*
 * An answer's text read straight into a response schema's output, in one pass.
 *
 * The general path (parseWireJson, then the compiled check) builds the whole JSON tree natively, scans
 * the text a second time for the exact digits of every number, walks the tree to put them in, and walks
 * it once more to build the output: on a 50-account list that was twice JSON.parse and most of the
 * client's own cost. Here the schema drives a reader over the text: a decimal is the text of its token,
 * a known key is matched where the schema expects it, and the output object is built as its fields are
 * read (the compiled check's shape: the schema's keys in the schema's order, unknown keys left out).
 *
 * Like the compiled check it only decides success, and may be stricter than the general path, never
 * looser: anything it does not read exactly (a key with an escape that is unknown, a node kind it does
 * not know, a duplicate key, a raw control character, a missing required field, ...) answers FAILED and
 * the caller takes the general path, which decides and words every error. A value of a kind it does not
 * read itself (formats, refinements, unions, ...) is cut out of the text and given to the general path
 * alone (parseWireJson, then the compiled check or zod), so such a node costs what it cost before.
 */

type Node = z.core.$ZodType;

/** Reads the value at the cursor (whitespace skipped), leaving the cursor just past it; FAILED on any doubt. */
type Reader = () => unknown;

/** The text being read and the cursor. One per process: reading is synchronous and never re-entered. */
const S = { src: '', at: 0, nextEscape: 0, controls: false, key: '' };

// Control characters (\p{Cc}: also U+007F-U+009F, which JSON allows; a string with one is left to the general path).
const RAW_CONTROL = /\p{Cc}/u;

const readers = new WeakMap<Node, Reader>();

/** The schema's output for this JSON text (as parseWireJson and the schema would give it), or FAILED. */
export function readWithSchema(schema: Node, text: string): unknown {
  const read = readerOf(schema);
  S.src = text;
  S.at = 0;
  // Escapes and raw control characters are rare on the wire: found once for the text, not in every string.
  S.nextEscape = escapeFrom(text, 0);
  S.controls = RAW_CONTROL.test(text);
  try {
    skipWhitespace();
    const value = read();
    if (value === FAILED) return FAILED;
    skipWhitespace();
    return S.at === text.length ? value : FAILED;
  } catch (error) {
    // A string's escapes or a cut-out value refused by JSON.parse: the general path words the error.
    if (error instanceof SyntaxError || error instanceof RangeError) return FAILED;
    throw error;
  } finally {
    S.src = '';
    S.key = '';
  }
}

function readerOf(schema: Node): Reader {
  let reader = readers.get(schema);
  if (reader === undefined) {
    reader = build(schema);
    readers.set(schema, reader);
  }
  return reader;
}

/** The compiled check's rules (shared/api/compiled-response.ts), over text instead of a parsed tree. */
function build(schema: Node): Reader {
  if (schema === (decimal as unknown as Node)) return readDecimal;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as readonly z.core.$ZodCheck[];
  if (def.type === 'number' && def.coerce !== true && checks.every(isSafeIntegerCheck)) return readSmallInteger;
  if (checks.length > 0 || def.coerce === true) return readValue(compiledCheckOf(schema));
  switch (def.type) {
    case 'string':
      return 'format' in def ? readValue(compiledCheckOf(schema)) : readPlainString;
    case 'boolean':
      return readBoolean;
    case 'enum': {
      const values = (schema._zod as { values?: ReadonlySet<unknown> }).values;
      if (!values || ![...values].every((value) => typeof value === 'string')) return readValue(compiledCheckOf(schema));
      return enumReader(values as ReadonlySet<string>, () => {
        const text = readString();
        return text !== FAILED && values.has(text as string) ? text : FAILED;
      });
    }
    case 'nullable': {
      const inner = readerOf(def.innerType as Node);
      return () => (S.src.startsWith('null', S.at) ? ((S.at += 4), null) : inner());
    }
    case 'optional': {
      const innerType = def.innerType as Node;
      // JSON has no undefined: an optional value that is there is its inner type's (absence is the object's matter).
      return innerType._zod.optin === 'defaulted' ? readValue(compiledCheckOf(schema)) : readerOf(innerType);
    }
    case 'catch': {
      const inner = readerOf(def.innerType as Node);
      const fallback = readValue(compiledCheckOf(schema));
      // A known value here; anything else is cut out and given to the check, which gives the catch value.
      return () => {
        const start = S.at;
        const result = inner();
        if (result !== FAILED) return result;
        S.at = start;
        return fallback();
      };
    }
    case 'pipe': {
      if ('transform' in def) return readValue(compiledCheckOf(schema));
      const first = readerOf(def.in as Node);
      const then = compiledCheckOf(def.out as Node);
      // A string into an enum (tolerantEnum): its values matched in the text, anything else read and checked.
      const known = first === readPlainString ? enumValuesOf(def.out as Node) : null;
      if (known) return enumReader(known, () => {
        const text = readString();
        return text === FAILED ? FAILED : then(text);
      });
      return () => {
        const result = first();
        return result === FAILED ? FAILED : then(result);
      };
    }
    case 'array':
      return arrayReader(readerOf(def.element as Node));
    case 'object':
      return objectReader(schema, def);
    default:
      return readValue(compiledCheckOf(schema));
  }
}

function isSafeIntegerCheck(check: z.core.$ZodCheck): boolean {
  const def = check._zod.def as { check: string; format?: string };
  return def.check === 'number_format' && def.format === 'safeint';
}

function skipWhitespace(): void {
  const { src } = S;
  let at = S.at;
  let code = src.charCodeAt(at);
  while (code === 32 || code === 10 || code === 13 || code === 9) code = src.charCodeAt(++at);
  S.at = at;
}

/** A string token's value, or FAILED. */
function readString(): unknown {
  const { src } = S;
  const start = S.at;
  if (src.charCodeAt(start) !== 34) return FAILED;
  const end = stringTokenEnd(src, start + 1);
  if (end < 0) return FAILED;
  S.at = end;
  // The next backslash of the text at or after this string, found once per backslash (not once per string).
  if (S.nextEscape < start) S.nextEscape = escapeFrom(src, start);
  if (S.nextEscape < end) return JSON.parse(src.slice(start, end)) as string;
  const text = src.slice(start + 1, end - 1);
  return S.controls && RAW_CONTROL.test(text) ? FAILED : text;
}

const readPlainString: Reader = readString;

/** Index of the first backslash at or after `from`, or past the end when there is none. */
function escapeFrom(text: string, from: number): number {
  const at = text.indexOf('\\', from);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

/**
 * One of an enum's values: matched in the text as written (no string is made, and the schema's own
 * string is the output), else read and looked up (a value written with an escape).
 */
function enumReader(values: ReadonlySet<string>, otherwise: Reader): Reader {
  const quoted = [...values].map((value) => [JSON.stringify(value), value] as const);
  return () => {
    const { src, at } = S;
    for (const [text, value] of quoted) {
      if (src.startsWith(text, at)) {
        S.at = at + text.length;
        return value;
      }
    }
    return otherwise();
  };
}

/** The strings a node gives back unchanged (an enum's, also under a catch), or null. */
function enumValuesOf(schema: Node): ReadonlySet<string> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if ((def.checks as unknown[] | undefined)?.length) return null;
  if (def.type === 'catch') return enumValuesOf(def.innerType as Node);
  if (def.type !== 'enum') return null;
  const values = (schema._zod as { values?: ReadonlySet<unknown> }).values;
  return values && [...values].every((value) => typeof value === 'string') ? (values as ReadonlySet<string>) : null;
}

function readBoolean(): unknown {
  const { src } = S;
  if (src.startsWith('true', S.at)) {
    S.at += 4;
    return true;
  }
  if (src.startsWith('false', S.at)) {
    S.at += 5;
    return false;
  }
  return FAILED;
}

/** A number token, or FAILED: the general path reads integers of at most 15 digits as numbers, every other number keeps its text. */
function readNumberText(): string | typeof FAILED {
  const start = S.at;
  const end = numberTokenEnd(S.src, start);
  if (end < 0) return FAILED;
  S.at = end;
  return S.src.slice(start, end);
}

function readDecimal(): unknown {
  if (S.src.charCodeAt(S.at) === 34) {
    const text = readString();
    return text === FAILED ? FAILED : (decimalFromWire(text) ?? FAILED);
  }
  const text = readNumberText();
  if (text === FAILED) return FAILED;
  // A small integer was a number on the general path, and String() of it is its text (JSON has no leading zeros) but for -0.
  if (token.safeInteger) return text === '-0' ? '0' : text;
  return isDecimalWithinLimits(text) ? text : FAILED;
}

/** z.number() and z.int(): what the general path gives a number for (other numbers keep their text there, which these refuse). */
function readSmallInteger(): unknown {
  const text = readNumberText();
  return text !== FAILED && token.safeInteger ? Number(text) : FAILED;
}

/** Index just past the value at the cursor, without reading it (its grammar is checked by whoever reads the cut). */
function valueEnd(): number {
  const { src } = S;
  let at = S.at;
  const first = src.charCodeAt(at);
  if (first === 34) return stringTokenEnd(src, at + 1);
  if (first !== 123 && first !== 91) {
    let code = first;
    while (at < src.length && code !== 44 && code !== 125 && code !== 93 && code !== 32 && code !== 10 && code !== 13 && code !== 9) code = src.charCodeAt(++at);
    return at;
  }
  let depth = 0;
  while (at < src.length) {
    const code = src.charCodeAt(at);
    if (code === 34) {
      at = stringTokenEnd(src, at + 1);
      if (at < 0) return -1;
      continue;
    }
    if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) {
      depth--;
      if (depth === 0) return at + 1;
    }
    at++;
  }
  return -1;
}

/** A node this reader does not know: its value cut out of the text, parsed and checked by the general path. */
function readValue(check: (value: unknown) => unknown): Reader {
  return () => {
    if (S.src.charCodeAt(S.at) === 34) {
      const text = readString();
      return text === FAILED ? FAILED : check(text);
    }
    const start = S.at;
    const end = valueEnd();
    if (end <= start) return FAILED;
    S.at = end;
    return check(parseWireJson(S.src.slice(start, end)));
  };
}

/** Skips an unknown key's value, checking it is JSON (no duplicate keys inside either: the general path's rule). */
function skipValue(): boolean {
  const start = S.at;
  const end = valueEnd();
  if (end <= start) return false;
  S.at = end;
  parseWireJson(S.src.slice(start, end));
  return true;
}

function arrayReader(element: Reader): Reader {
  return () => {
    const { src } = S;
    if (src.charCodeAt(S.at) !== 91) return FAILED;
    S.at++;
    skipWhitespace();
    const out: unknown[] = [];
    if (src.charCodeAt(S.at) === 93) {
      S.at++;
      return out;
    }
    for (;;) {
      const item = element();
      if (item === FAILED) return FAILED;
      out.push(item);
      skipWhitespace();
      const code = src.charCodeAt(S.at);
      S.at++;
      if (code === 93) return out;
      if (code !== 44) return FAILED;
      skipWhitespace();
    }
  };
}

/** Key reading for one object schema: its keys as they are usually written, and every key by name. */
interface KeyTable {
  quoted: readonly string[];
  index: ReadonlyMap<string, number>;
}

const UNKNOWN_KEY = -1;
const BAD_KEY = -2;

/**
 * Reads a key and its colon; the field's index, UNKNOWN_KEY (its text in S.key) or BAD_KEY. The key the
 * schema expects next (wire order usually is schema order) is matched in place without making a string.
 */
function readKey(table: KeyTable, expected: number): number {
  const quoted = table.quoted[expected];
  let field: number;
  if (quoted !== undefined && S.src.startsWith(quoted, S.at)) {
    S.at += quoted.length;
    field = expected;
  } else {
    const key = readString();
    if (key === FAILED) return BAD_KEY;
    field = table.index.get(key as string) ?? UNKNOWN_KEY;
    S.key = key as string;
  }
  skipWhitespace();
  if (S.src.charCodeAt(S.at) !== 58) return BAD_KEY;
  S.at++;
  skipWhitespace();
  return field;
}

/** Marks a field not (yet) read. */
const ABSENT = Symbol('absent');

function objectReader(schema: Node, def: Record<string, unknown>): Reader {
  const shape = def.shape as Record<string, Node>;
  const keys = Object.keys(shape);
  // The compiled check hands these to zod whole; so does this.
  if (!mayCompile || def.catchall !== undefined || Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) {
    return readValue(compiledCheckOf(schema));
  }
  const table: KeyTable = { quoted: keys.map((key) => JSON.stringify(key)), index: new Map(keys.map((key, index) => [key, index])) };
  const fieldReaders = keys.map((key) => readerOf(shape[key]!));
  const omittable = keys.map((key) => shape[key]!._zod.optin === 'optional' && shape[key]!._zod.optout === 'optional');
  // Written out as code, as the compiled check is: one variable per field, named stores in the schema's order
  // (one hidden class for every output), and a switch instead of a call per field to find its reader.
  const variables = keys.map((_, index) => `v${index}`);
  const cases = keys.map((_, index) => `case ${index}: if (v${index} !== ABSENT) return FAILED; x = r[${index}](); if (x === FAILED) return FAILED; v${index} = x; break;`);
  const stores = keys.map((key, index) =>
    omittable[index] ? `if (v${index} !== ABSENT) out[${JSON.stringify(key)}] = v${index};` : `if (v${index} === ABSENT) return FAILED; out[${JSON.stringify(key)}] = v${index};`,
  );
  const body = `return function readObject() {
  const src = S.src;
  if (src.charCodeAt(S.at) !== 123) return FAILED;
  S.at++;
  skip();
  let ${variables.map((name) => `${name} = ABSENT`).join(', ')};
  let x, unknown = null, expected = 0;
  if (src.charCodeAt(S.at) === 125) S.at++;
  else for (;;) {
    const field = readKey(table, expected);
    switch (field) {
      ${cases.join('\n      ')}
      case ${UNKNOWN_KEY}:
        if (unknown === null) unknown = [S.key];
        else if (unknown.includes(S.key)) return FAILED;
        else unknown.push(S.key);
        if (!skipValue()) return FAILED;
        break;
      default:
        return FAILED;
    }
    expected = field + 1;
    skip();
    const code = src.charCodeAt(S.at);
    S.at++;
    if (code === 125) break;
    if (code !== 44) return FAILED;
    skip();
  }
  const out = {};
  ${stores.join('\n  ')}
  return out;
};`;
  return new Function('S', 'FAILED', 'ABSENT', 'skip', 'readKey', 'skipValue', 'table', 'r', body)(
    S,
    FAILED,
    ABSENT,
    skipWhitespace,
    readKey,
    skipValue,
    table,
    fieldReaders,
  ) as Reader;
}
