/*
 * The two JSON tokens whose extent the lossless readers find themselves (shared/wire/fast-parse.ts,
 * shared/api/schema-read/cursor.ts): strings and numbers. Plain functions over char codes, no allocation.
 */

/** Integers of at most this many digits are exact as doubles; the reference parser keeps the text of every other number. */
export const MAX_SAFE_INTEGER_DIGITS = 15;

/** Index just past the closing quote of the string whose content starts at `from`, or -1 when it never closes. */
export function stringTokenEnd(source: string, from: number): number {
  let quote = source.indexOf('"', from);
  for (;;) {
    if (quote < 0) return -1;
    if (source.charCodeAt(quote - 1) !== 92) return quote + 1;
    let backslashes = 1;
    while (source.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = source.indexOf('"', quote + 1);
  }
}

/** End of the number token at `from`, checked against the JSON grammar -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?, or -1. */
export function numberTokenEnd(source: string, from: number): number {
  let at = from;
  let code = source.charCodeAt(at);
  if (code === 45) code = source.charCodeAt(++at);
  if (code === 48) code = source.charCodeAt(++at);
  else if (code >= 49 && code <= 57) while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  else return -1;
  if (code === 46) {
    code = source.charCodeAt(++at);
    if (!(code >= 48 && code <= 57)) return -1;
    while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  }
  if (code === 101 || code === 69) {
    code = source.charCodeAt(++at);
    if (code === 43 || code === 45) code = source.charCodeAt(++at);
    if (!(code >= 48 && code <= 57)) return -1;
    while (code >= 48 && code <= 57) code = source.charCodeAt(++at);
  }
  return at;
}

/**
 * Whether the number token [start, end) (numberTokenEnd's) is an integer of at most 15 digits: the reference
 * parser reads those as numbers (exact as doubles) and keeps the text of every other number.
 */
export function isSmallIntegerToken(source: string, start: number, end: number): boolean {
  const from = source.charCodeAt(start) === 45 ? start + 1 : start;
  if (end - from > MAX_SAFE_INTEGER_DIGITS) return false;
  for (let at = from; at < end; at++) {
    const code = source.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
