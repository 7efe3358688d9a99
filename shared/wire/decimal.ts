import { z } from 'zod';
import { isLosslessNumber, LosslessNumber } from 'lossless-json';

/** JSON number grammar: what a decimal may look like as text. */
export const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** An exact decimal carried as its text, e.g. "0.123456789012345678". Never a float. */
export type Decimal = string & z.$brand<'Decimal'>;

/** What a decimal may be on the wire: a lossless number, a safe integer, or (tolerated: some servers quote decimals) decimal text. */
export type WireDecimal = LosslessNumber | number | string;

const DECIMAL_TEXT_MESSAGE = 'Must be a decimal number such as 12.5';

/** Most digits a decimal may have (money never needs more: 22 integer digits with 18 decimals of ETH still fit). */
export const MAX_DECIMAL_DIGITS = 40;
/** Largest exponent (either sign) a decimal may be written with, and most digits before or after the point once it is applied. */
export const MAX_DECIMAL_SCALE = 40;

const LIMITS_MESSAGE = `Must have at most ${MAX_DECIMAL_DIGITS} digits and an exponent within ±${MAX_DECIMAL_SCALE}`;

/**
 * Whether decimal text (DECIMAL_PATTERN) stays within what money can have: at
 * most 40 digits (a lone leading 0 not counted), an exponent within ±40, and
 * at most 40 digits before and 40 after the point once the exponent is
 * applied. Anything larger is refused before any arithmetic, so a number such
 * as 1e10000000 can never be expanded into ten million digits.
 */
export function isDecimalWithinLimits(text: string): boolean {
  // Plain text of at most 40 characters has at most 40 digits: the common case, two native scans (a regex
  // search was a tenth of a 50-account answer's validation).
  if (text.length <= MAX_DECIMAL_DIGITS && !text.includes('e') && !text.includes('E')) return true;
  const lower = text.indexOf('e');
  const upper = text.indexOf('E');
  const e = lower < 0 ? upper : upper < 0 ? lower : Math.min(lower, upper);
  const mantissa = e < 0 ? text : text.slice(0, e);
  const exponentText = e < 0 ? '0' : text.slice(e + 1);
  // Longer than "+40" cannot be within ±40 (leading zeros aside, which no serializer writes in bulk).
  if (exponentText.length > 4) return false;
  const exponent = Number(exponentText);
  if (!(Math.abs(exponent) <= MAX_DECIMAL_SCALE)) return false;
  const unsigned = mantissa.startsWith('-') ? mantissa.slice(1) : mantissa;
  const point = unsigned.indexOf('.');
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const fraction = point < 0 ? '' : unsigned.slice(point + 1);
  const wholeDigits = whole === '0' ? 0 : whole.length;
  if (wholeDigits + fraction.length > MAX_DECIMAL_DIGITS) return false;
  return wholeDigits + exponent <= MAX_DECIMAL_SCALE && fraction.length - exponent <= MAX_DECIMAL_SCALE;
}

/** The app-side form of a decimal: exact text within the limits of money. Use for IPC and UI-facing validation. */
export const decimalText = z
  .string()
  .regex(DECIMAL_PATTERN, DECIMAL_TEXT_MESSAGE)
  .refine(isDecimalWithinLimits, LIMITS_MESSAGE)
  .brand<'Decimal'>();

// Both sides are checked inside the codec's two functions rather than by schemas around them: a decimal is the
// most frequent field of large answers (250 in a 50-account list), and a union plus refinements on each side
// cost about four times as much as the whole rest of a custody account. The checks are the same.
const wireDecimalInput = z.unknown() as unknown as z.ZodType<WireDecimal, WireDecimal>;

/** The exact text of a wire decimal (what `decimal` decodes it to), or null when it is none or outside the limits. */
export function decimalFromWire(value: unknown): Decimal | null {
  if (isLosslessNumber(value)) return isDecimalWithinLimits(value.value) ? (value.value as Decimal) : null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? (String(value) as Decimal) : null;
  if (typeof value === 'string')
    return DECIMAL_PATTERN.test(value) && isDecimalWithinLimits(value) ? (value as Decimal) : null;
  return null;
}

/**
 * A decimal field in a wire schema. Decoding (z.parse / z.decode) turns the
 * wire number into exact text; encoding (z.encode) turns the text back into a
 * LosslessNumber so stringifyWireJson writes the very same digits.
 */
export const decimal = z.codec(wireDecimalInput, z.string().brand<'Decimal'>(), {
  decode: (value, payload) => {
    const text = decimalFromWire(value);
    if (text !== null) return text;
    // A LosslessNumber only exists with valid number text (its constructor, or parseWireJson's grammar check).
    if (isLosslessNumber(value) || (typeof value === 'string' && DECIMAL_PATTERN.test(value))) {
      // The input is not echoed: it may be megabytes of digits.
      payload.issues.push({ code: 'custom', message: LIMITS_MESSAGE, input: undefined });
    } else {
      payload.issues.push({
        code: 'custom',
        message: typeof value === 'number' ? 'Expected an exact number' : 'Expected a decimal number',
        input: value,
      });
    }
    return z.NEVER;
  },
  // Text that is not a decimal is reported with its path (not thrown), also when zod runs this before a refinement of the codec.
  encode: (text, payload) => {
    if (DECIMAL_PATTERN.test(text)) {
      if (isDecimalWithinLimits(text)) return new LosslessNumber(text);
      payload.issues.push({ code: 'custom', message: LIMITS_MESSAGE, input: undefined });
      return z.NEVER;
    }
    payload.issues.push({ code: 'custom', message: DECIMAL_TEXT_MESSAGE, input: text });
    return z.NEVER;
  },
});

/** Builds a Decimal from trusted literal text (tests, simulator arithmetic results). */
export function asDecimal(text: string): Decimal {
  return decimalText.parse(text);
}
