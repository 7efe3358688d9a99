import Big from 'big.js';
import { numberSymbols } from './symbols';

/** Options of formatDecimal. */
export interface DecimalFormatOptions {
  /** Decimal places to show (rounded half up, i.e. half away from zero). Absent: every digit of the text, unrounded. */
  readonly precision?: number;
  /** BCP 47 locale; absent: the user's locale. */
  readonly locale?: string;
  /** Whether to group integer digits (default true). */
  readonly grouping?: boolean;
  /** Prefix positive values with "+" (for changes). */
  readonly signed?: boolean;
}

/**
 * Formats exact decimal text for display, e.g. "12345.678" -> "12'345.68" in
 * de-CH with precision 2. The digits come from the text via big.js; Intl only
 * tells which symbols the locale uses. Rounding is half up (away from zero),
 * Intl.NumberFormat's default, so these numbers agree with any the locale
 * formats itself.
 */
export function formatDecimal(text: string, options: DecimalFormatOptions = {}): string {
  const value = new Big(text);
  const rounded = options.precision === undefined ? value.toFixed() : value.toFixed(options.precision, Big.roundHalfUp);
  const negative = rounded.startsWith('-');
  const unsigned = negative ? rounded.slice(1) : rounded;
  const [integer = '0', fraction = ''] = unsigned.split('.');
  const symbols = numberSymbols(options.locale);
  // "-0.00" after rounding a tiny negative is shown as zero: a sign on nothing misleads.
  const isZero = /^[0.]*$/.test(unsigned);
  const grouped =
    options.grouping === false
      ? integer
      : groupDigits(integer, symbols.group, symbols.primaryGroup, symbols.secondaryGroup);
  const body = fraction === '' ? grouped : `${grouped}${symbols.decimal}${fraction}`;
  const localized = localizeDigits(body, symbols.digits);
  if (negative && !isZero) return `${symbols.minus}${localized}`;
  if (options.signed && !isZero) return `+${localized}`;
  return localized;
}

function groupDigits(integer: string, separator: string, primary: number, secondary: number): string {
  if (separator === '' || integer.length <= primary) return integer;
  const groups = [integer.slice(-primary)];
  let rest = integer.slice(0, -primary);
  while (rest.length > secondary) {
    groups.unshift(rest.slice(-secondary));
    rest = rest.slice(0, -secondary);
  }
  if (rest !== '') groups.unshift(rest);
  return groups.join(separator);
}

function localizeDigits(text: string, digits: readonly string[]): string {
  if (digits[0] === '0') return text;
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}

/** The exact value without padding zeros ("90.000000000000000000" -> "90"): what Max fills and what is copied. */
export function exactText(text: string): string {
  return new Big(text).toFixed();
}

/** Compares two decimal texts exactly: negative, zero or positive like Array.sort expects. */
export function compareDecimal(a: string, b: string): number {
  return new Big(a).cmp(new Big(b));
}

/** Decimal text to a number for plotting only (chart axes); never for amounts shown as text. */
export function decimalForPlot(text: string): number {
  return new Big(text).toNumber();
}
