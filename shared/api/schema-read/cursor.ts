import { decimalFromWire, isDecimalWithinLimits } from '../../wire/decimal';
import { parseWireJson } from '../../wire/json';
import { numberTokenEnd, stringTokenEnd, token } from '../../wire/tokens';
import { FAILED } from '../compiled-response';

/*
 * The text being read and the readers of single tokens (shared/api/schema-read/read.ts has the design).
 * Every reader starts at the cursor (whitespace skipped) and leaves it just past what it read, or
 * answers FAILED.
 */

/** Reads the value at the cursor, leaving the cursor just past it; FAILED on any doubt. */
export type Reader = () => unknown;

/** The text being read and the cursor. One per process: reading is synchronous and never re-entered. */
export const S = { src: '', at: 0, nextEscape: 0, escapesFrom: 0, key: '' };

/** Starts reading a text: escapes are rare on the wire, found once for the text, not in every string. */
export function startText(text: string): void {
  S.src = text;
  S.at = 0;
  S.nextEscape = escapeFrom(text, 0);
  S.escapesFrom = 0;
}

/** Lets the text go (a large answer is not kept alive by the reader). */
export function endText(): void {
  S.src = '';
  S.key = '';
}

/**
 * What a leaf reader is, for the object reader to write it out inline (shared/api/schema-read/object.ts).
 * Readers not listed here are called.
 */
export type Leaf =
  | { kind: 'decimal' | 'integer' | 'boolean' | 'string' }
  | { kind: 'literals'; values: readonly string[] }
  | { kind: 'nullable'; inner: Reader };

export const LEAVES = new WeakMap<Reader, Leaf>();

export function skipWhitespace(): void {
  const { src } = S;
  let at = S.at;
  let code = src.charCodeAt(at);
  while (code === 32 || code === 10 || code === 13 || code === 9) code = src.charCodeAt(++at);
  S.at = at;
}

/** A string token's value, or FAILED. */
export function readString(): unknown {
  const { src } = S;
  const start = S.at;
  if (src.charCodeAt(start) !== 34) return FAILED;
  const end = stringTokenEnd(src, start + 1);
  if (end < 0) return FAILED;
  S.at = end;
  // The next backslash of the text at or after this string, found once per backslash (not once per string).
  // nextEscape is the first at or after escapesFrom: a reader that goes back (an object read again key by
  // key, a catch) searches again from where it now stands.
  if (S.nextEscape < start || start < S.escapesFrom) {
    S.nextEscape = escapeFrom(src, start);
    S.escapesFrom = start;
  }
  if (S.nextEscape < end) return JSON.parse(src.slice(start, end)) as string;
  // What JSON refuses raw in a string (U+0000-U+001F), looked for in the strings read only: a regex over the
  // whole text cost more (~4.5 µs of a 15 KB answer) than this loop over its strings' characters.
  for (let at = start + 1; at < end - 1; at++) if (src.charCodeAt(at) < 32) return FAILED;
  return src.slice(start + 1, end - 1);
}

/** Index of the first backslash at or after `from`, or past the end when there is none. */
export function escapeFrom(text: string, from: number): number {
  const at = text.indexOf('\\', from);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

/**
 * One of an enum's values: matched in the text as written (no string is made, and the schema's own
 * string is the output), else read and looked up (a value written with an escape).
 */
export function enumReader(values: ReadonlySet<string>, otherwise: Reader): Reader {
  const quoted = [...values].map((value) => [JSON.stringify(value), value] as const);
  const reader: Reader = () => {
    const { src, at } = S;
    for (const [text, value] of quoted) {
      if (src.startsWith(text, at)) {
        S.at = at + text.length;
        return value;
      }
    }
    return otherwise();
  };
  LEAVES.set(reader, { kind: 'literals', values: [...values] });
  return reader;
}

export function readBoolean(): unknown {
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
export function readNumberText(): string | typeof FAILED {
  const start = S.at;
  const end = numberTokenEnd(S.src, start);
  if (end < 0) return FAILED;
  S.at = end;
  return S.src.slice(start, end);
}

export function readDecimal(): unknown {
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
export function readSmallInteger(): unknown {
  const text = readNumberText();
  return text !== FAILED && token.safeInteger ? Number(text) : FAILED;
}

/** Index just past the value at the cursor, without reading it (its grammar is checked by whoever reads the cut). */
export function valueEnd(): number {
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
export function readValue(check: (value: unknown) => unknown): Reader {
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
export function skipValue(): boolean {
  const start = S.at;
  const end = valueEnd();
  if (end <= start) return false;
  S.at = end;
  parseWireJson(S.src.slice(start, end));
  return true;
}


LEAVES.set(readDecimal, { kind: 'decimal' });
LEAVES.set(readSmallInteger, { kind: 'integer' });
LEAVES.set(readBoolean, { kind: 'boolean' });
LEAVES.set(readString, { kind: 'string' });
