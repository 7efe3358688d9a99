import { numberSymbols } from '../../../shared/format/symbols';

// Group separators any locale writes (apostrophes of de-CH, spaces of fr-FR, thin and no-break spaces).
const ALWAYS_GROUP = /['’\u00a0\u202f\u2009 _]/g;

/**
 * Reads an amount as the user's locale writes it (de-CH "1'000.5", de-DE
 * "1.000,5", en-US "1,000.5") and answers plain decimal text ("1000.5"), or
 * the input trimmed when it is not a number in any reading (validation then
 * says so). Whatever formatDecimal shows in the same locale reads back to the
 * same value, so a displayed figure can be pasted into any amount field. A
 * plain "1000.5" is always accepted too. Never goes through a float.
 */
export function parseDecimalInput(text: string, locale?: string): string {
  const symbols = numberSymbols(locale);
  let value = text.trim();
  if (value === '') return value;
  // The locale's own digits (Arabic-Indic, …) to ASCII.
  if (symbols.digits[0] !== '0')
    value = value.replace(/./gu, (char) =>
      String(symbols.digits.indexOf(char) >= 0 ? symbols.digits.indexOf(char) : char),
    );
  value = value.replace(ALWAYS_GROUP, '').replace(symbols.minus, '-');
  const dots = value.split('.').length - 1;
  const commas = value.split(',').length - 1;
  let decimal: string | null;
  if (dots > 0 && commas > 0) decimal = value.lastIndexOf('.') > value.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 0) decimal = null;
  else {
    const mark = dots > 0 ? '.' : ',';
    // One mark: the decimal point, unless it is the locale's group separator used as one (every group 3 digits).
    const groupsOfThree = new RegExp(`^-?\\d{1,3}(\\${mark}\\d{3})+$`).test(value);
    decimal = mark === symbols.group && groupsOfThree ? null : dots + commas === 1 ? mark : null;
    if (decimal === null && !groupsOfThree) return text.trim();
  }
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : /[.,]/;
  const [integer = '', fraction, extra] = value.split(decimal ?? '\u0000');
  if (extra !== undefined) return text.trim();
  const plainInteger = integer.split(group).join('');
  const plain = fraction === undefined ? plainInteger : `${plainInteger}.${fraction}`;
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : text.trim();
}
