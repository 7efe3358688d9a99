import { z } from 'zod';

/** The value every response enum falls back to when the server sends a value we do not know. */
export const UNKNOWN = 'Unknown' as const;

/**
 * A response enum that never throws on a new server value: any other string
 * decodes to 'Unknown'. A missing value or a non-string is still an error
 * (the leading z.string() runs before the catch), and encoding refuses
 * values outside the set.
 */
export function tolerantEnum<const T extends readonly string[]>(values: T) {
  const all = (values.includes(UNKNOWN) ? values : [...values, UNKNOWN]) as readonly (T[number] | typeof UNKNOWN)[];
  return z.string().pipe(z.enum(all).catch(UNKNOWN));
}

/** JSON integer (safe range). */
export const int = z.number().int();

/** Tolerant uuid (any version and variant, either case): ASP.NET Guid accepts them all. */
export const uuid = z.guid();

/** date-time as the client and simulator send it: ISO 8601 UTC with Z. */
export const utcDateTime = z.iso.datetime();

/** date-time as read from a response: ISO 8601, Z or an explicit offset (tolerated). */
export const dateTime = z.iso.datetime({ offset: true });

/** date: YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** A non-empty string (symbols, currencies, ids chosen by the caller). */
export const text = z.string().min(1);

/** Asset or currency symbol as the service spells it: BTC, CHF, ETH2. */
export const assetSymbol = z.string().regex(/^[A-Za-z0-9._-]{1,20}$/, 'Must be an asset symbol such as BTC');

export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{12}$/;

/** A 12-digit account number (staking fields); it is the account id zero-padded (decisions.md). */
export const accountNumber = z.string().regex(ACCOUNT_NUMBER_PATTERN, 'Must be exactly 12 digits');

/** Account number of an account id: 42 -> "000000000042". */
export function accountNumberOf(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0 || id > 999_999_999_999)
    throw new RangeError(`Account id ${id} has no 12-digit account number.`);
  return String(id).padStart(12, '0');
}

/** Account id of a 12-digit account number: "000000000042" -> 42. */
export function accountIdOf(number: string): number {
  if (!ACCOUNT_NUMBER_PATTERN.test(number)) throw new RangeError(`"${number}" is not a 12-digit account number.`);
  return Number(number);
}

/** True when decimal text is strictly greater than zero (works on any valid decimal text, exponents included). */
export function isPositiveDecimal(value: string): boolean {
  if (value.startsWith('-')) return false;
  const mantissa = value.split(/[eE]/)[0] ?? '';
  return /[1-9]/.test(mantissa);
}

/** True when an optional field carries a value (neither absent nor null). */
export function isGiven<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
