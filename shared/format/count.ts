import Big from 'big.js';
import { formatDecimal } from './decimal';

/**
 * The desk's one format for a count (rows, orders, customers): a whole number
 * grouped with the same symbols as every amount beside it ("12'345" in de-CH),
 * so a count never follows other rules than the decimals it sits next to.
 */
export function formatCount(count: number, locale?: string): string {
  // Shown while rendering: a count that is no number says it cannot be shown, it never breaks the view.
  if (!Number.isFinite(count)) return '—';
  return formatDecimal(new Big(count).toFixed(), locale === undefined ? {} : { locale });
}
