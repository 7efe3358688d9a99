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
const MAX_SAFE_INTEGER_DIGITS = 15;

/** Thrown internally to hand the text to the reference parser. */
const BAIL = Symbol('bail');

/** Parses JSON from the wire exactly like the reference parser (same values, same errors), at nearly native speed. */
export function parseWireJson(source: string): unknown {
  // A genuine string starting with U+0000 could only come from this escape: then the marks would be ambiguous.
  // (A raw control character needs no check of its own: JSON.parse refuses it wherever it is, and the
  // refusal hands the text to the reference, which then decides as it would have.)
  if (source.includes('\\u0000')) return parseWireJsonReference(source);
  try {
    const scan = { keys: 0 };
    const tree: unknown = JSON.parse(markNumbers(source, scan));
    const counter = { keys: 0 };
    const value = revive(tree, counter);
    // JSON.parse keeps the last of duplicate keys where the reference refuses them: a missing key means duplicates.
    if (counter.keys !== scan.keys) throw BAIL;
    return value;
  } catch (error) {
    if (error !== BAIL && !(error instanceof SyntaxError) && !(error instanceof RangeError)) throw error;
    return parseWireJsonReference(source);
  }
}

/**
 * The text with every number that needs exact digits turned into a marked string. Counts the object keys
 * into `scan.keys`: outside strings, a colon follows each key and nothing else.
 */
function markNumbers(source: string, scan: { keys: number }): string {
  let marked = '';
  let copied = 0;
  let keys = 0;
  let at = 0;
  const length = source.length;
  while (at < length) {
    const code = source.charCodeAt(at);
    if (code === 34) {
      at = stringEnd(source, at + 1);
      continue;
    }
    if (code === 58) {
      keys++;
      at++;
      continue;
    }
    if (code !== 45 && (code < 48 || code > 57)) {
      at++;
      continue;
    }
    const start = at;
    at = numberEnd(source, at);
    if (lastNumberIsSafeInteger) continue;
    // A number where a key belongs is invalid; as a marked string it would pass.
    if (nextToken(source, at) === 58) throw BAIL;
    marked += `${source.slice(copied, start)}"\\u0000${source.slice(start, at)}"`;
    copied = at;
  }
  scan.keys = keys;
  return copied === 0 ? source : marked + source.slice(copied);
}

/** Index just past the closing quote of the string whose content starts at `from`. */
function stringEnd(source: string, from: number): number {
  let quote = source.indexOf('"', from);
  for (;;) {
    if (quote < 0) throw BAIL;
    if (source.charCodeAt(quote - 1) !== 92) return quote + 1;
    let backslashes = 1;
    while (source.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = source.indexOf('"', quote + 1);
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

/**
 * A LosslessNumber built without its constructor's grammar check, which numberEnd already made: on a
 * 50-account answer that check was a third of the reviving. Same prototype and own fields as `new LosslessNumber`.
 */
const ScannedNumber = function (this: { isLosslessNumber: boolean; value: string }, text: string) {
  this.isLosslessNumber = true;
  this.value = text;
} as unknown as new (text: string) => LosslessNumber;
ScannedNumber.prototype = LosslessNumber.prototype;

/** Whether an item is a marked number or a container that may hold one: everything else stays as it is. */
function mayHoldMark(item: unknown): boolean {
  return typeof item === 'object' ? item !== null : typeof item === 'string' && item.charCodeAt(0) === MARK;
}

/** Turns marked strings into LosslessNumber in place (containers are changed, not copied), counting object keys. */
function revive(value: unknown, counter: { keys: number }): unknown {
  if (typeof value === 'string') return value.charCodeAt(0) === MARK ? new ScannedNumber(value.slice(1)) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (mayHoldMark(item)) value[index] = revive(item, counter);
    }
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    counter.keys++;
    const item = object[key];
    if (typeof item === 'object') {
      if (item !== null) revive(item, counter);
    } else if (typeof item === 'string' && item.charCodeAt(0) === MARK) {
      const revived = new ScannedNumber(item.slice(1));
      // Plain assignment to "__proto__" would set the prototype; JSON.parse made it an ordinary property.
      if (key === '__proto__') Object.defineProperty(object, key, { value: revived, writable: true, enumerable: true, configurable: true });
      else object[key] = revived;
    }
  }
  return object;
}
