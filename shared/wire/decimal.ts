import { z } from 'zod';
import { isLosslessNumber, LosslessNumber } from 'lossless-json';

/** JSON number grammar: what a decimal may look like as text. */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** An exact decimal carried as its text, e.g. "0.123456789012345678". Never a float. */
export type Decimal = string & z.$brand<'Decimal'>;

/** The app-side form of a decimal: exact text. Use for IPC and UI-facing validation. */
export const decimalText = z
  .string()
  .regex(DECIMAL_PATTERN, 'Must be a decimal number such as 12.5')
  .brand<'Decimal'>();

const wireDecimalInput = z.union([
  z.custom<LosslessNumber>((value) => isLosslessNumber(value), 'Expected a number'),
  z.number().refine((value) => Number.isSafeInteger(value), 'Expected an exact number'),
  // Tolerated: some servers quote decimals as strings.
  z.string().regex(DECIMAL_PATTERN, 'Expected a decimal number'),
]);

/**
 * A decimal field in a wire schema. Decoding (z.parse / z.decode) turns the
 * wire number into exact text; encoding (z.encode) turns the text back into a
 * LosslessNumber so stringifyWireJson writes the very same digits.
 */
export const decimal = z.codec(wireDecimalInput, decimalText, {
  decode: (value) => (typeof value === 'string' ? value : value.toString()) as Decimal,
  // zod may run encode before checking the text when the codec carries refinements (decimal.refine(...)):
  // text that is not a decimal is passed through so validation reports it with its path instead of throwing.
  encode: (text) => (DECIMAL_PATTERN.test(text) ? new LosslessNumber(text) : text),
});

/** Builds a Decimal from trusted literal text (tests, simulator arithmetic results). */
export function asDecimal(text: string): Decimal {
  return decimalText.parse(text);
}
