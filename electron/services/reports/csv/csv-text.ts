import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import type { CsvSeparator } from '../../../../shared/reports/region';
import { isPlainDecimal, neutralizeCsv } from '../formula-guard';
import { ENGLISH_EXPORT_WORDS, type ExportWords } from '../export-words';

/** How fields are written: the separator between them and whether decimals take a comma (only with ";"). */
export interface CsvStyle {
  readonly separator: CsvSeparator;
  readonly decimalComma: boolean;
}

/** RFC 4180's own: commas, decimal points. */
export const RFC_4180: CsvStyle = { separator: ',', decimalComma: false };

/** RFC 4180 line break. */
export const CRLF = '\r\n';
/** The UTF-8 byte-order mark Excel on Windows needs to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

// Either separator is quoted whichever is in use: a reader guessing the other one still sees one field.
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field as RFC 4180 writes it: quoted (inner quotes doubled) when it holds a comma, a semicolon, a quote or a line break. */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A plain decimal in the style's decimal mark: "1234.5" stays, or becomes "1234,5"; nothing else changes (no grouping, every digit). */
function decimalText(value: string, style: CsvStyle): string {
  return style.decimalComma ? value.replace('.', ',') : value;
}

/**
 * A cell's CSV text: numbers exactly as the service sent them, dates as the
 * ISO 8601 text received, empty for no value; text (and headers, and any
 * value of another column that is not a plain decimal) neutralized at its
 * start and after every separator inside it (formula-guard.ts), so a
 * spreadsheet opening the CSV never evaluates a formula, whichever list
 * separator it reads the file with.
 */
export function csvCell(
  column: ColumnSpec,
  value: string | null | undefined,
  style: CsvStyle = RFC_4180,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'text' || !isPlainDecimal(value)) return csvField(neutralizeCsv(words.cell(column, value)));
  return csvField(column.type === 'decimal' ? decimalText(value, style) : value);
}

/** The header line of a table, in the file's words. */
export function csvHeader(
  table: ReportTable,
  style: CsvStyle = RFC_4180,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  return table.columns.map((column) => csvField(neutralizeCsv(words.header(column)))).join(style.separator) + CRLF;
}

/** Rows start..end of a table as CSV lines. */
export function csvLines(
  table: ReportTable,
  start: number,
  end: number,
  style: CsvStyle = RFC_4180,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  let text = '';
  for (let r = start; r < end; r += 1) {
    text +=
      table.columns.map((column, c) => csvCell(column, table.values[c]?.[r], style, words)).join(style.separator) +
      CRLF;
  }
  return text;
}

/** Field/value rows (the manifest) as CSV, header included. */
export function csvPairs(
  rows: readonly (readonly [string, string])[],
  style: CsvStyle = RFC_4180,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  const line = (field: string, value: string) =>
    `${csvField(neutralizeCsv(field))}${style.separator}${csvField(neutralizeCsv(value))}`;
  return (
    [
      line(words.t('exports.manifest.field'), words.t('exports.manifest.value')),
      ...rows.map(([field, value]) => line(field, value)),
    ].join(CRLF) + CRLF
  );
}

/** A table's file name inside the zip: its name in the file's words with characters no file system takes replaced. */
export function csvFileName(
  table: ReportTable,
  index: number,
  taken: Set<string>,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): string {
  const base =
    [...words.tableName(table.name)]
      .map((char) => (char.charCodeAt(0) < 0x20 || '<>:"/\\|?*'.includes(char) ? '_' : char))
      .join('')
      .trim() || words.t('exports.table.fallback', { number: String(index + 1) });
  let name = `${base}.csv`;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n}).csv`;
  taken.add(name.toLowerCase());
  return name;
}
