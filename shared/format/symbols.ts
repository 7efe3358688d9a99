/** The separators, minus sign, digits and grouping a locale uses for numbers. */
export interface NumberSymbols {
  readonly group: string;
  readonly decimal: string;
  readonly minus: string;
  /** The locale's digits 0-9 (Latin for most locales, Arabic-Indic for some). */
  readonly digits: readonly string[];
  /** Size of the group next to the decimal point (3), and of the groups further left (3, or 2 in en-IN). */
  readonly primaryGroup: number;
  readonly secondaryGroup: number;
}

const cache = new Map<string, NumberSymbols>();

/**
 * Learns a locale's number symbols from Intl.NumberFormat. Intl only formats a
 * sample here: amounts themselves never pass through a float.
 */
export function numberSymbols(locale?: string): NumberSymbols {
  const key = locale ?? '';
  const known = cache.get(key);
  if (known) return known;
  const format = new Intl.NumberFormat(locale, {
    useGrouping: true,
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const parts = format.formatToParts(-1234567.5);
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 0 });
  const symbols: NumberSymbols = {
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    primaryGroup: integers.at(-1) ?? 3,
    // 1234567 shows as 1|234|567 (3,3) or 12|34|567 (3,2); a single group means the locale does not group.
    secondaryGroup: integers.length >= 2 ? (integers.at(-2) ?? 3) : (integers.at(-1) ?? 3),
  };
  cache.set(key, symbols);
  return symbols;
}
