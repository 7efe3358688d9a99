import { numberSymbols } from '../format/symbols';

/*
 * What an export takes from the user's region: the paper a printed statement
 * is laid out for and the list separator a spreadsheet there reads CSV with.
 * One place for both, so the workbook, the CSV and `desk` agree.
 */

/** Paper sizes a statement is printed on. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** Separators a CSV export may use between fields. */
export const CSV_SEPARATORS = [',', ';'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

// CLDR's paper size data: these regions print on US Letter, every other one on A4.
const LETTER_REGIONS: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'MX',
  'PR',
  'PH',
  'CL',
  'CO',
  'VE',
  'BZ',
  'CR',
  'GT',
  'NI',
  'PA',
  'SV',
]);

// Regions whose spreadsheets read CSV with ";" although their decimal mark is a point (Windows' de-CH, it-CH, de-LI).
const SEMICOLON_REGIONS: ReadonlySet<string> = new Set(['CH', 'LI']);

/** The region (ISO 3166, "CH") of a BCP 47 locale, its likely one when the locale names none ("de" -> "DE"); undefined for a locale Intl cannot read. */
export function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

/** The paper a statement prints on in the locale's region: Letter in the Americas that use it, A4 everywhere else. */
export function paperFor(locale: string): PaperSize {
  const region = regionOf(locale);
  return region !== undefined && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/** Whether the locale writes decimals with a comma ("1234,5"). */
export function usesDecimalComma(locale: string): boolean {
  try {
    return numberSymbols(locale).decimal === ',';
  } catch {
    return false;
  }
}

/**
 * The list separator a spreadsheet in the locale's region reads CSV with:
 * ";" where the decimal mark is a comma (it could not be told from a field
 * separator) and in Switzerland and Liechtenstein; "," elsewhere.
 */
export function csvSeparatorFor(locale: string): CsvSeparator {
  const region = regionOf(locale);
  return usesDecimalComma(locale) || (region !== undefined && SEMICOLON_REGIONS.has(region)) ? ';' : ',';
}
