import { z } from 'zod';
import { isLosslessNumber, LosslessNumber } from 'lossless-json';

/** JSON number grammar: what a decimal may look like as text. */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** An exact decimal carried as its text, e.g. "0.123456789012345678". Never a float. */
export type Decimal = string & z.$brand<'Decimal'>;

/** What a decimal may be on the wire: a lossless number, a safe integer, or (tolerated: some servers quote decimals) decimal text. */
export type WireDecimal = LosslessNumber | number | string;

const DECIMAL_TEXT_MESSAGE = 'Must be a decimal number such as 12.5';

/** The app-side form of a decimal: exact text. Use for IPC and UI-facing validation. */
export const decimalText = z.string().regex(DECIMAL_PATTERN, DECIMAL_TEXT_MESSAGE).brand<'Decimal'>();

// Both sides are checked inside the codec's two functions rather than by schemas around them: a decimal is the
// most frequent field of large answers (250 in a 50-account list), and a union plus refinements on each side
// cost about four times as much as the whole rest of a custody account. The checks are the same.
const wireDecimalInput = z.unknown() as unknown as z.ZodType<WireDecimal, WireDecimal>;

/**
 * A decimal field in a wire schema. Decoding (z.parse / z.decode) turns the
 * wire number into exact text; encoding (z.encode) turns the text back into a
 * LosslessNumber so stringifyWireJson writes the very same digits.
 */
export const decimal = z.codec(wireDecimalInput, z.string().brand<'Decimal'>(), {
  decode: (value, payload) => {
    // A LosslessNumber only exists with valid number text (its constructor, or parseWireJson's grammar check).
    if (isLosslessNumber(value)) return value.value as Decimal;
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value) as Decimal;
    if (typeof value === 'string' && DECIMAL_PATTERN.test(value)) return value as Decimal;
    payload.issues.push({ code: 'custom', message: typeof value === 'number' ? 'Expected an exact number' : 'Expected a decimal number', input: value });
    return z.NEVER;
  },
  // Text that is not a decimal is reported with its path (not thrown), also when zod runs this before a refinement of the codec.
  encode: (text, payload) => {
    if (DECIMAL_PATTERN.test(text)) return new LosslessNumber(text);
    payload.issues.push({ code: 'custom', message: DECIMAL_TEXT_MESSAGE, input: text });
    return z.NEVER;
  },
});

/** Builds a Decimal from trusted literal text (tests, simulator arithmetic results). */
export function asDecimal(text: string): Decimal {
  return decimalText.parse(text);
}
