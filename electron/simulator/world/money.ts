import Big from 'big.js';
import type { Decimal } from '../../../shared/wire/decimal';

/**
 * Exact decimal arithmetic for the simulator. Every amount is a Big while it is
 * computed and plain text (`Decimal`) while it is stored or answered.
 */

export type Amount = Big;

/** Parses exact text (or a safe integer) into a Big. */
export function big(value: string | number | Big): Big {
  return new Big(value);
}

/** Exact text without exponent notation; trailing zeros removed. */
export function text(value: Big): Decimal {
  return value.toFixed() as Decimal;
}

/** Rounds toward zero to `dp` decimals (what a ledger may pay out). */
export function roundDown(value: Big, dp: number): Big {
  return value.round(dp, Big.roundDown);
}

/** Rounds away from zero to `dp` decimals (what a ledger must charge). */
export function roundUp(value: Big, dp: number): Big {
  return value.round(dp, Big.roundUp);
}

/** Rounds half-up to `dp` decimals. */
export function roundHalf(value: Big, dp: number): Big {
  return value.round(dp, Big.roundHalfUp);
}

/** A float from the price model made exact: rounded to `dp` decimals and never below one unit of the last place. */
export function fromFloat(value: number, dp: number): Big {
  // Scaled to an integer first: exact for the magnitudes prices have, and much cheaper than toFixed.
  const scaled = Math.round(value * 10 ** dp);
  if (!Number.isSafeInteger(scaled)) return new Big(value.toFixed(dp));
  if (scaled < 1) return unitOf(dp);
  const digits = String(scaled).padStart(dp + 1, '0');
  return new Big(dp === 0 ? digits : `${digits.slice(0, -dp)}.${digits.slice(-dp)}`);
}

const units: Big[] = [];

/** One unit of the last place at `dp` decimals (0.01 for 2). */
export function unitOf(dp: number): Big {
  return (units[dp] ??= new Big(1).div(new Big(10).pow(dp)));
}

export const ZERO = new Big(0);

/** Sum of exact texts. */
export function sum(values: Iterable<string | Big>): Big {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}

/** Exact text of a value (convenience for literals and stored strings). */
export function dec(value: string | number | Big): Decimal {
  return text(big(value));
}
