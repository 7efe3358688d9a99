import Big from 'big.js';
import { formatDecimal } from './decimal';

/** Places every percentage on the desk is shown with ("15.00 %" beside "40.10 %"). */
export const PERCENT_PLACES = 2;

/** Options of formatPercent. */
export interface PercentOptions {
  /** The value is a fraction (0.6512 = 65.12 %) rather than percent points. */
  readonly fraction?: boolean;
  /** Prefix positive values with "+" (a change). */
  readonly signed?: boolean;
  /** Round toward zero (a cushion or an allowance, never overstated) instead of half up. */
  readonly down?: boolean;
  /**
   * Every digit the value has, at least PERCENT_PLACES: a rate money is computed with
   * (a 0.125 % commission), which rounding would misstate. Never rounds.
   */
  readonly exact?: boolean;
  /** BCP 47 locale; absent: the user's locale. */
  readonly locale?: string;
}

/**
 * The desk's one percentage format, from exact decimal text: "15" -> "15.00 %",
 * "0.6512" with fraction -> "65.12 %"; rounded half up unless `down`.
 */
export function formatPercent(text: string, options: PercentOptions = {}): string {
  const value = options.fraction ? new Big(text).times(100) : new Big(text);
  const places = options.exact ? Math.max(PERCENT_PLACES, Math.max(0, -value.e + value.c.length - 1)) : PERCENT_PLACES;
  const rounded = value.toFixed(places, options.down ? Big.roundDown : Big.roundHalfUp);
  return `${formatDecimal(rounded, { precision: places, ...(options.signed ? { signed: true } : {}), ...(options.locale ? { locale: options.locale } : {}) })} %`;
}
