import { DECIMAL_PATTERN } from '../wire/decimal';

/**
 * A decimal as an integer of units and a scale: value = units / 10^scale.
 * BigInt keeps every digit exact (reward totals of 18-decimal amounts), so
 * shared/ needs no decimal library for sums and comparisons.
 */
export interface ScaledDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** Parses decimal text (the JSON number grammar, exponents included); throws RangeError on anything else. */
export function parseExact(text: string): ScaledDecimal {
  const trimmed = text.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) throw new RangeError(`"${text}" is not a decimal number.`);
  const [mantissa = '', exponentText] = trimmed.split(/[eE]/);
  const negative = mantissa.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? mantissa.slice(1) : mantissa).split('.');
  let units = BigInt(integer + fraction);
  let scale = fraction.length - Number(exponentText ?? '0');
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: negative ? -units : units, scale };
}

function rescale(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** a + b, exactly. */
export function addExact(a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

/** Compares a and b exactly: negative, zero or positive like Array.sort expects. */
export function compareExact(a: ScaledDecimal, b: ScaledDecimal): number {
  const scale = Math.max(a.scale, b.scale);
  const difference = rescale(a, scale) - rescale(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Plain decimal text without exponent and without trailing fraction zeros: "1.50" -> "1.5", "-0" -> "0". */
export function formatExact(value: ScaledDecimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integer = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const body = fraction === '' ? integer : `${integer}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Sum of decimal texts, exactly, as plain text ("0" for none). */
export function sumDecimals(values: Iterable<string>): string {
  let total: ScaledDecimal = { units: 0n, scale: 0 };
  for (const value of values) total = addExact(total, parseExact(value));
  return formatExact(total);
}

/** Number of significant fraction digits of decimal text ("1.500" -> 1, "1e-20" -> 20, "5" -> 0). */
export function fractionDigits(text: string): number {
  const value = parseExact(text);
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale;
}
