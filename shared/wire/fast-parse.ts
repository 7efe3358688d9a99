import { LosslessNumber } from 'lossless-json';
import { parseWireJsonReference } from './lossless';
import { isSmallIntegerToken, numberTokenEnd, stringTokenEnd } from './tokens';

/*
 * The reference parser (lossless-json, written in JavaScript) takes about
 * four times as long as JSON.parse; on a 50-account answer that was most of
 * the client's time. This gives exactly the same values with the native
 * parser. One scan finds every number token (and checks its grammar); then
 * JSON.parse builds the tree from the text as it is, and one walk, in
 * document order, puts a LosslessNumber with the token's exact text in place
 * of every number that is not a safe 15-digit integer. Objects enumerate
 * their keys in document order unless a key looks like an array index (those
 * come first): such a document instead has its numbers marked as strings
 * starting with U+0000 before JSON.parse, and the walk turns the marks back.
 * Anything unusual goes to the reference parser (syntax errors, duplicate
 * keys, a marked document with a genuine "\u0000"), so the reference decides
 * every edge case and produces every error message.
 */

const MARK = 0;

/** Thrown internally to hand the text to the reference parser. */
const BAIL = Symbol('bail');

/** Parses JSON from the wire exactly like the reference parser (same values, same errors), at nearly native speed. */
export function parseWireJson(source: string): unknown {
  try {
    const count = scanNumbers(source);
    const spans = spanBuffer;
    let value: unknown;
    let keys: number;
    if (scanned.indexKeys) {
      // A genuine string starting with U+0000 could only come from this escape: then the marks would be ambiguous.
      if (source.includes('\\u0000')) return parseWireJsonReference(source);
      const counter = { keys: 0 };
      value = revive(JSON.parse(markedText(source, spans, count)), counter);
      keys = counter.keys;
    } else {
      // JSON.parse also refuses what the scan let through (raw control characters, a number where a key belongs).
      value = JSON.parse(source);
      walked.source = source;
      walked.spans = spans;
      walked.count = count;
      walked.next = 0;
      walked.keys = 0;
      if (typeof value === 'number') value = exactNumber() ?? value;
      else if (typeof value === 'object' && value !== null) restore(value);
      keys = walked.keys;
      walked.source = '';
      walked.spans = NO_SPANS;
      // Every number token met exactly once, or the document order assumption failed: the reference decides.
      if (walked.next !== count) throw BAIL;
    }
    // JSON.parse keeps the last of duplicate keys where the reference refuses them: a missing key means duplicates.
    if (keys !== scanned.keys) throw BAIL;
    return value;
  } catch (error) {
    if (error !== BAIL && !(error instanceof SyntaxError) && !(error instanceof RangeError)) throw error;
    return parseWireJsonReference(source);
  }
}

/** What the last scan saw besides the number tokens: object keys (outside strings, a colon follows each key and nothing else), and whether a key may be an array index. */
const scanned = { keys: 0, indexKeys: false };

/**
 * The number tokens of the last scan as pairs [start, end]. One buffer for every parse (parsing is
 * synchronous), so a large answer does not grow a fresh array of thousands of entries (garbage) each time.
 */
let spanBuffer = new Int32Array(1024);
/** A buffer grown past this by a huge document is let go after it, rather than kept for the app's lifetime. */
const KEPT_SPAN_BUFFER = 65_536;

/** Appends one token span to spanBuffer (growing it when full); returns the new count. */
function pushSpan(count: number, start: number, end: number): number {
  if (count + 2 > spanBuffer.length) {
    const grown = new Int32Array(spanBuffer.length * 2);
    grown.set(spanBuffer);
    spanBuffer = grown;
  }
  spanBuffer[count] = start;
  spanBuffer[count + 1] = end;
  return count + 2;
}

/**
 * Every number token of the text, in document order, as pairs [start, end] in spanBuffer; the end is negated for
 * a safe 15-digit integer (JSON.parse's double is then exact, as in the reference). Fills `scanned`; returns the
 * number of entries.
 */
function scanNumbers(source: string): number {
  if (spanBuffer.length > KEPT_SPAN_BUFFER) spanBuffer = new Int32Array(1024);
  let count = 0;
  let keys = 0;
  let indexKeys = false;
  let lastString = -1;
  let at = 0;
  const length = source.length;
  while (at < length) {
    const code = source.charCodeAt(at);
    if (code === 34) {
      lastString = at;
      at = stringEnd(source, at + 1);
      continue;
    }
    if (code === 58) {
      keys++;
      // An array-index key starts with a digit, or with an escape that may stand for one.
      const first = source.charCodeAt(lastString + 1);
      if ((first >= 48 && first <= 57) || first === 92) indexKeys = true;
      at++;
      continue;
    }
    if (code !== 45 && (code < 48 || code > 57)) {
      at++;
      continue;
    }
    const start = at;
    at = numberEnd(source, at);
    if (lastNumberIsSafeInteger) {
      count = pushSpan(count, start, -at);
      continue;
    }
    // A number where a key belongs is invalid; as a marked string it would pass.
    if (nextToken(source, at) === 58) throw BAIL;
    count = pushSpan(count, start, at);
  }
  scanned.keys = keys;
  scanned.indexKeys = indexKeys;
  return count;
}

/** The text with every number that needs exact digits turned into a string starting with U+0000. */
function markedText(source: string, spans: Int32Array, count: number): string {
  let marked = '';
  let copied = 0;
  for (let index = 0; index < count; index += 2) {
    const end = spans[index + 1]!;
    if (end < 0) continue;
    const start = spans[index]!;
    marked += `${source.slice(copied, start)}"\\u0000${source.slice(start, end)}"`;
    copied = end;
  }
  return copied === 0 ? source : marked + source.slice(copied);
}

/** Index just past the closing quote of the string whose content starts at `from`. */
function stringEnd(source: string, from: number): number {
  const end = stringTokenEnd(source, from);
  if (end < 0) throw BAIL;
  return end;
}

/** End of a number token, checked against the JSON grammar (sets lastNumberIsSafeInteger). */
function numberEnd(source: string, from: number): number {
  const end = numberTokenEnd(source, from);
  if (end < 0) throw BAIL;
  lastNumberIsSafeInteger = isSmallIntegerToken(source, from, end);
  return end;
}

/** Set by numberEnd: the reference parser's rule, integers of at most 15 digits are exact as doubles; the rest keep their text. */
let lastNumberIsSafeInteger = false;

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
      if (key === '__proto__')
        Object.defineProperty(object, key, { value: revived, writable: true, enumerable: true, configurable: true });
      else object[key] = revived;
    }
  }
  return object;
}

/** The walk's state (module-level, as the walk is synchronous and this is the hottest loop of an answer). */
const NO_SPANS = new Int32Array(0);
const walked = { source: '', spans: NO_SPANS, count: 0, next: 0, keys: 0 };

/** The value of the next number token: a LosslessNumber with its text, or null when JSON.parse's double is exact. */
function exactNumber(): LosslessNumber | null {
  const { spans } = walked;
  const index = walked.next;
  walked.next = index + 2;
  // Past the last token (only if the order assumption failed): the caller's count check bails.
  if (index >= walked.count) return null;
  const end = spans[index + 1]!;
  if (end < 0) return null;
  return new ScannedNumber(walked.source.slice(spans[index], end));
}

/** Puts exact numbers in place in a tree from JSON.parse of the unmarked text (containers are changed, not copied), counting object keys. */
function restore(value: object): object {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (typeof item === 'number') {
        const exact = exactNumber();
        if (exact !== null) value[index] = exact;
      } else if (typeof item === 'object' && item !== null) restore(item);
    }
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) {
    walked.keys++;
    const item = object[key];
    if (typeof item === 'number') {
      const exact = exactNumber();
      if (exact === null) continue;
      // Plain assignment to "__proto__" would set the prototype; JSON.parse made it an ordinary property.
      if (key === '__proto__')
        Object.defineProperty(object, key, { value: exact, writable: true, enumerable: true, configurable: true });
      else object[key] = exact;
    } else if (typeof item === 'object' && item !== null) restore(item);
  }
  return object;
}
