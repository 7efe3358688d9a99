import { decimalFromWire, isDecimalWithinLimits } from '../../wire/decimal';
import { parseWireJsonReference } from '../../wire/json';
import { isSmallIntegerToken, numberTokenEnd, stringTokenEnd } from '../../wire/tokens';

/*
 * One read of one answer's text: the text, where the reader stands, and the readers of single tokens.
 * Made per read (nothing kept between reads). Every reader starts at the cursor (whitespace skipped)
 * and leaves it just past what it read, or answers FAILED.
 */

/** The reader could not confirm the value: the caller decodes the answer the general way. */
export const FAILED: unique symbol = Symbol('failed');

export class Cursor {
  at = 0;
  /** The first backslash at or after `escapesFrom`: escapes are rare, so they are searched once per backslash, not once per string. */
  private nextEscape = -1;
  private escapesFrom = 0;

  constructor(readonly src: string) {}

  skipWhitespace(): void {
    const { src } = this;
    let at = this.at;
    let code = src.charCodeAt(at);
    while (code === 32 || code === 10 || code === 13 || code === 9) code = src.charCodeAt(++at);
    this.at = at;
  }

  /** Code of the character at the cursor. */
  peek(): number {
    return this.src.charCodeAt(this.at);
  }

  /** Steps over `text` when it stands at the cursor. Compared char by char: most calls fail at the first (an enum's other values), where startsWith's own set-up was a quarter of a read. */
  take(text: string): boolean {
    const { src, at } = this;
    const length = text.length;
    for (let index = 0; index < length; index++)
      if (src.charCodeAt(at + index) !== text.charCodeAt(index)) return false;
    this.at = at + length;
    return true;
  }

  /** A string token's value, or FAILED. */
  readString(): string | typeof FAILED {
    const { src } = this;
    const start = this.at;
    if (src.charCodeAt(start) !== 34) return FAILED;
    const end = stringTokenEnd(src, start + 1);
    if (end < 0) return FAILED;
    this.at = end;
    if (this.nextEscape < start || start < this.escapesFrom) {
      const found = src.indexOf('\\', start);
      this.nextEscape = found < 0 ? Number.MAX_SAFE_INTEGER : found;
      this.escapesFrom = start;
    }
    // JSON.parse decides escapes (and throws a SyntaxError at a bad one: the reader's caller declines then).
    if (this.nextEscape < end) return JSON.parse(src.slice(start, end)) as string;
    // What JSON refuses raw in a string (U+0000-U+001F).
    for (let at = start + 1; at < end - 1; at++) if (src.charCodeAt(at) < 32) return FAILED;
    return src.slice(start + 1, end - 1);
  }

  /** A decimal as `decimal` decodes it: exact text, from a number or (tolerated) quoted decimal text. */
  readDecimal(): string | typeof FAILED {
    const { src } = this;
    const start = this.at;
    if (src.charCodeAt(start) === 34) {
      const text = this.readString();
      return text === FAILED ? FAILED : (decimalFromWire(text) ?? FAILED);
    }
    const end = numberTokenEnd(src, start);
    if (end < 0) return FAILED;
    this.at = end;
    const text = src.slice(start, end);
    // A small integer is a number on the general path, and String() of it is its text (JSON has no leading zeros) but for -0.
    if (isSmallIntegerToken(src, start, end)) return text === '-0' ? '0' : text;
    return isDecimalWithinLimits(text) ? text : FAILED;
  }

  /** A number the general path gives as a JS number (every other number keeps its text there, which number schemas refuse). */
  readSmallInteger(): number | typeof FAILED {
    const { src } = this;
    const start = this.at;
    const end = numberTokenEnd(src, start);
    if (end < 0 || !isSmallIntegerToken(src, start, end)) return FAILED;
    this.at = end;
    return Number(src.slice(start, end));
  }

  readBoolean(): boolean | typeof FAILED {
    if (this.take('true')) return true;
    if (this.take('false')) return false;
    return FAILED;
  }

  /** The value at the cursor as the general path parses it (exact numbers), the cursor left past it; throws SyntaxError on bad JSON. */
  readJson(): unknown {
    if (this.peek() === 34) return this.readString();
    const start = this.at;
    const end = this.valueEnd();
    if (end <= start) return FAILED;
    this.at = end;
    return parseWireJsonReference(this.src.slice(start, end));
  }

  /** Index just past the value at the cursor, without reading it (its grammar is checked by whoever parses the cut). */
  private valueEnd(): number {
    const { src } = this;
    let at = this.at;
    const first = src.charCodeAt(at);
    if (first !== 123 && first !== 91) {
      let code = first;
      while (
        at < src.length &&
        code !== 44 &&
        code !== 125 &&
        code !== 93 &&
        code !== 32 &&
        code !== 10 &&
        code !== 13 &&
        code !== 9
      )
        code = src.charCodeAt(++at);
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
}
