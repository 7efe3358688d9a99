import { LosslessNumber, parse, stringify } from 'lossless-json';

// Integers up to 15 digits are exact as doubles; anything else (fractions,
// exponents, longer integers) keeps its text so no digit is ever lost.
const SAFE_INTEGER_TEXT = /^-?\d{1,15}$/;

function parseNumber(text: string): number | LosslessNumber {
  return SAFE_INTEGER_TEXT.test(text) ? Number(text) : new LosslessNumber(text);
}

/** Parses JSON from the wire without losing numeric digits: non-trivial numbers become LosslessNumber. */
export function parseWireJson(text: string): unknown {
  return parse(text, null, parseNumber);
}

/** Serializes a wire value; LosslessNumber values are written as JSON numbers with their exact digits. */
export function stringifyWireJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('The value has no JSON representation.');
  return text;
}

export { LosslessNumber };
