import Big from 'big.js';

/** Decimals every division of the P&L is rounded to (half-even). */
export const PNL_DIVISION_DECIMALS = 18;

// A private big.js constructor: +, − and × are exact in big.js; only division rounds, and this one rounds
// half-even at 18 decimals as the definitions say (the global Big's settings are left alone).
const Exact = Big();
Exact.DP = PNL_DIVISION_DECIMALS;
Exact.RM = Big.roundHalfEven;

/** An exact decimal of the P&L computation. */
export type ExactNumber = Big;

/** Decimal text to an exact number. */
export const exact = (text: string | number): ExactNumber => new Exact(text);

/** Plain decimal text (no exponent, no "-0"). */
export function text(value: ExactNumber): string {
  const plain = value.toFixed();
  return value.eq(0) ? '0' : plain;
}

/** a × b / c with one rounding (half-even, 18 decimals); a × b exactly when b equals c. */
export function share(a: ExactNumber, b: ExactNumber, c: ExactNumber): ExactNumber {
  return b.eq(c) ? a : a.times(b).div(c);
}
