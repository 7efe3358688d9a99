import { LosslessNumber } from 'lossless-json';
import { parseWireJsonReference } from './lossless';

/*
 * The reference parser (lossless-json, written in JavaScript) takes about
 * four times as long as JSON.parse; on a 50-account answer that was most of
 * the client's time. This gives exactly the same values with the native
 * parser: one scan marks every number that is not a safe 15-digit integer by
 * turning it into a string that starts with U+0000, JSON.parse builds the
 * tree, and one walk turns the marked strings into LosslessNumber with their
 * exact text. Anything unusual goes to the reference parser (syntax errors,
 * duplicate keys, raw control characters, a genuine "\u0000" in a string), so
 * the reference decides every edge case and produces every error message.
 */

const MARK = 0;
// A raw control character is invalid JSON wherever it is; tab, newline and return are fine between tokens.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const MAX_SAFE_INTEGER_DIGITS = 15;

/** Thrown internally to hand the text to the reference parser. */
const BAIL = Symbol('bail');

/** Parses JSON from the wire exactly like the reference parser (same values, same errors), at nearly native speed. */
export function parseWireJson(source: string): unknown {
  // A genuine string starting with U+0000 could only come from this escape: then the marks would be ambiguous.
  if (FORBIDDEN_ANYWHERE.test(source) || source.includes('\\u0000')) return parseWireJsonReference(source);
  try {
    const { marked, keys } = markNumbers(source);
    const tree: unknown = JSON.parse(marked);
    const counter = { keys: 0 };
    const value = revive(tree, counter);
    // JSON.parse keeps the last of duplicate keys where the reference refuses them: a missing key means duplicates.
    if (counter.keys !== keys) throw BAIL;
    return value;
  } catch (error) {
    if (error !== BAIL && !(error instanceof SyntaxError) && !(error instanceof RangeError)) throw error;
    return parseWireJsonReference(source);
  }
}

/** The text with every number that needs exact digits turned into a marked string, and how many object keys it has. */
function markNumbers(source: string): { marked: string; keys: number } {
  let marked = '';
  let copied = 0;
  let keys = 0;
  let at = 0;
  const length = source.length;
  while (at < length) {
    const code = source.charCodeAt(at);
    if (code === 34) {
      at = stringEnd(source, at + 1);
      if (nextToken(source, at) === 58) keys++;
      continue;
    }
    if (code !== 45 && (code < 48 || code > 57)) {
      at++;
      continue;
    }
    const start = at;
    const end = numberEnd(source, at);
    at = end;
    if (lastNumberIsSafeInteger) continue;
    // A number where a key belongs is invalid; as a marked string it would pass.
    if (nextToken(source, end) === 58) throw BAIL;
    marked += `${source.slice(copied, start)}"\\u0000${source.slice(start, end)}"`;
    copied = end;
  }
  return { marked: copied === 0 ? source : marked + source.slice(copied), keys };
}

/** Index just past the closing quote of the string whose content starts at `from`. */
function stringEnd(source: string, from: number): number {
  let at = from;
  for (;;) {
    const quote = source.indexOf('"', at);
    if (quote < 0) throw BAIL;
    let backslashes = 0;
    while (source.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    at = quote + 1;
    if (backslashes % 2 === 0) return at;
  }
}

/** Set by numberEnd: the reference parser's rule, integers of at most 15 digits are exact as doubles; the rest keep their text. */
let lastNumberIsSafeInteger = false;

/** End of a number token, checked against the JSON grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)? */
function numberEnd(source: string, from: number): number {
  let at = from;
  let code = source.charCodeAt(at);
  if (code === 45) code = source.charCodeAt(++at);
  const digitsStart = at;
  if (code === 48) code = source.charCodeAt(++at);
  else if (code >= 49 && code <= 57) while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  else throw BAIL;
  lastNumberIsSafeInteger = code !== 46 && code !== 101 && code !== 69 && at - digitsStart <= MAX_SAFE_INTEGER_DIGITS;
  if (code === 46) {
    code = source.charCodeAt(++at);
    if (!(code >= 48 && code <= 57)) throw BAIL;
    while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  }
  if (code === 101 || code === 69) {
    code = source.charCodeAt(++at);
    if (code === 43 || code === 45) code = source.charCodeAt(++at);
    if (!(code >= 48 && code <= 57)) throw BAIL;
    while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  }
  return at;
}

/** The code of the next non-whitespace character at or after `from`. */
function nextToken(source: string, from: number): number {
  let code = source.charCodeAt(from);
  while (code === 32 || code === 10 || code === 13 || code === 9) code = source.charCodeAt(++from);
  return code;
}

/** Turns marked strings into LosslessNumber in place, counting object keys. */
function revive(value: unknown, counter: { keys: number }): unknown {
  if (typeof value === 'string') return value.charCodeAt(0) === MARK ? new LosslessNumber(value.slice(1)) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (typeof item === 'object' || typeof item === 'string') value[index] = revive(item, counter);
    }
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    counter.keys++;
    const item = object[key];
    if (typeof item === 'object' || typeof item === 'string') {
      const revived = revive(item, counter);
      if (revived === item) continue;
      // Plain assignment to "__proto__" would set the prototype; JSON.parse made it an ordinary property.
      if (key === '__proto__') Object.defineProperty(object, key, { value: revived, writable: true, enumerable: true, configurable: true });
      else object[key] = revived;
    }
  }
  return object;
}
