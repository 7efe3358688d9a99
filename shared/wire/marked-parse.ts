import { lastSpans, markedText, revive, scanned, scanNumbers } from './fast-parse';

/*
 * The first half of a one-walk decode (shared/api/compiled-response.ts, decodeMarked): the answer is
 * parsed by the native JSON.parse with every number that needs its exact digits (not a safe 15-digit
 * integer) turned into a string starting with U+0000, its text after the mark. No walk follows: the
 * compiled schema check, which walks the tree anyway, reads a marked string as the exact number it
 * stands for (as parseWireJson's LosslessNumber), and counts the object keys it meets so that duplicate
 * keys (which JSON.parse keeps the last of, where the reference refuses them) are noticed.
 */

/** A marked tree and the number of object keys the scan saw in the text. */
export interface MarkedJson {
  value: unknown;
  keys: number;
}

/** The first character of a marked number. */
export const NUMBER_MARK = 0;

/**
 * The text parsed with its exact numbers marked, or null when this cannot be done safely (then
 * parseWireJson decides, with its values and errors): a genuine "\u0000" escape would make the marks
 * ambiguous; a grammar the scan does not accept, or JSON.parse refuses, is the reference's to word.
 */
export function parseMarkedJson(source: string): MarkedJson | null {
  if (source.includes('\\u0000')) return null;
  try {
    const count = scanNumbers(source);
    const keys = scanned.keys;
    return { value: JSON.parse(markedText(source, lastSpans(), count)), keys };
  } catch {
    return null;
  }
}

/** A marked (sub)tree as parseWireJson gives it: marks turned into LosslessNumber in place; adds its object keys to the counter. */
export function unmark(value: unknown, counter: { keys: number }): unknown {
  return revive(value, counter);
}
