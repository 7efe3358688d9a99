import { LosslessNumber, parse } from 'lossless-json';

// Integers up to 15 digits are exact as doubles; anything else (fractions,
// exponents, longer integers) keeps its text so no digit is ever lost.
const SAFE_INTEGER_TEXT = /^-?\d{1,15}$/;

function parseNumber(text: string): number | LosslessNumber {
  return SAFE_INTEGER_TEXT.test(text) ? Number(text) : new LosslessNumber(text);
}

/** The reference lossless parser (lossless-json): decides every edge case and error message of parseWireJson. */
export function parseWireJsonReference(text: string): unknown {
  return parse(text, null, parseNumber);
}
