import { chainPrecision } from '../staking/precision';

const FIAT_PRECISION: Readonly<Record<string, number>> = { USD: 2, EUR: 2, CHF: 2, GBP: 2, JPY: 0, SGD: 2, CAD: 2, AUD: 2 };
/** Excel shows at most this many decimals in a format; the exact text column keeps the rest. */
export const MAX_FORMAT_DECIMALS = 18;

/**
 * Places a crypto amount is shown with at most: the desk's one display rule
 * (the ticket's 8 places), never a chain's 18; the exact value stays in the
 * text (and in Excel, in the "(exact)" column).
 */
export const CRYPTO_DISPLAY_DECIMALS = 8;

/** Significant digits a binary double holds for certain: a format never promises more. */
export const DOUBLE_DIGITS = 15;

/** Decimal places an amount of this asset is shown with (BTC 8, ETH 8, SOL 8, ADA 6, CHF 2), or null when unknown. */
export function assetDecimals(assetSymbol: string | null | undefined): number | null {
  if (!assetSymbol) return null;
  const fiat = FIAT_PRECISION[assetSymbol.toUpperCase()];
  if (fiat !== undefined) return fiat;
  const chain = chainPrecision(assetSymbol);
  return chain === null ? null : Math.min(chain, CRYPTO_DISPLAY_DECIMALS);
}

/**
 * The decimals an Excel cell is formatted with: the wanted places, but no more
 * than a double holds beside the integer digits (150308.111896724857… with 18
 * places would show digits the cell does not have).
 */
export function excelDecimals(wanted: number, text: string): number {
  const integerDigits = /^-?0*(\d*)/.exec(text)?.[1]?.length ?? 0;
  return Math.max(0, Math.min(wanted, DOUBLE_DIGITS - Math.max(1, integerDigits)));
}

/** Decimal places of decimal text as written ("1.50" -> 2, "1e-8" -> 8), capped at 18. */
export function fractionDigits(text: string): number {
  const [mantissa = '', exponent] = text.split(/[eE]/);
  const dot = mantissa.indexOf('.');
  const digits = (dot < 0 ? 0 : mantissa.length - dot - 1) - Number(exponent ?? 0);
  return Math.min(MAX_FORMAT_DECIMALS, Math.max(0, digits));
}

/** The decimals a value is formatted with: its asset's, else as many as it was written with (at least 2). */
export function decimalsFor(assetSymbol: string | null | undefined, text: string): number {
  return assetDecimals(assetSymbol) ?? Math.max(2, fractionDigits(text));
}

/** Excel number format with the given decimals: 8 -> "#,##0.00000000". */
export function numberFormat(decimals: number): string {
  return decimals <= 0 ? '#,##0' : `#,##0.${'0'.repeat(Math.min(MAX_FORMAT_DECIMALS, decimals))}`;
}
