import { MAX_PLACES } from '../format/precision';

/** Excel shows at most this many decimals in a format; the exact text column keeps the rest. */
export const MAX_FORMAT_DECIMALS = MAX_PLACES;

/** Significant digits a binary double holds for certain: a format never promises more. */
export const DOUBLE_DIGITS = 15;

/**
 * The decimals an Excel cell is formatted with: the wanted places, but no more
 * than a double holds beside the integer digits (150308.111896724857… with 18
 * places would show digits the cell does not have).
 */
export function excelDecimals(wanted: number, text: string): number {
  const integerDigits = /^-?0*(\d*)/.exec(text)?.[1]?.length ?? 0;
  return Math.max(0, Math.min(wanted, DOUBLE_DIGITS - Math.max(1, integerDigits)));
}

/** Excel number format with the given decimals: 8 -> "#,##0.00000000". */
export function numberFormat(decimals: number): string {
  return decimals <= 0 ? '#,##0' : `#,##0.${'0'.repeat(Math.min(MAX_FORMAT_DECIMALS, decimals))}`;
}
