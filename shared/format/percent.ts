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
  /** BCP 47 locale; absent: the user's locale. */
  readonly locale?: string;
}

/**
 * The desk's one percentage format, from exact decimal text: "15" -> "15.00 %",
 * "0.6512" with fraction -> "65.12 %"; rounded half up unless `down`.
 */
export function formatPercent(text: string, options: PercentOptions = {}): string {
  const value = options.fraction ? new Big(text).times(100) : new Big(text);
  const rounded = value.toFixed(PERCENT_PLACES, options.down ? Big.roundDown : Big.roundHalfUp);
  return `${formatDecimal(rounded, { precision: PERCENT_PLACES, ...(options.signed ? { signed: true } : {}), ...(options.locale ? { locale: options.locale } : {}) })} %`;
}
