import { excelDecimals } from '../../../../shared/reports/excel-decimals';
import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import { rowPlaces } from './sheet-rows';
import type { ExportWords } from '../export-words';

/** Characters a number takes as the "#,##0.00…" format shows it: sign, digits, group separators, point, decimals. */
function shownLength(text: string, decimals: number): number {
  const negative = text.startsWith('-');
  const integerDigits = Math.max(1, (/^-?(\d*)/.exec(text)?.[1] ?? '').replace(/^0+(?=\d)/, '').length);
  return (negative ? 1 : 0) + integerDigits + Math.floor((integerDigits - 1) / 3) + (decimals > 0 ? decimals + 1 : 0);
}

/** Fixed widths (characters) of what dates and times show as. */
const FIXED: Partial<Record<ColumnSpec['type'], number>> = { date: 10, datetime: 19 };

/** Padding beside the widest value (Excel's cell margins and the filter button of the header). */
const PAD = 3;
const MAX_WIDTH = 60;

/**
 * The width (characters) a sheet column needs so no value shows as "###":
 * the widest value as it is formatted (numbers at the places sheet-rows
 * formats them with), or the header, whichever is wider.
 */
export function fittedWidth(
  table: ReportTable,
  source: number,
  exact: boolean,
  header: string,
  rows: { start: number; end: number },
  words: ExportWords,
): number {
  const spec = table.columns[source] as ColumnSpec;
  const values = table.values[source] ?? [];
  let widest = header.length;
  const fixed = FIXED[spec.type];
  if (fixed !== undefined) widest = Math.max(widest, fixed);
  else if (spec.type === 'decimal' && !exact) {
    const places = rowPlaces(table, source);
    for (let row = rows.start; row < rows.end; row += 1) {
      const value = values[row];
      if (value === null || value === undefined) continue;
      widest = Math.max(widest, shownLength(value, excelDecimals(places(row, value), value)));
    }
  } else {
    const shown = exact ? (value: string) => value : (value: string) => words.cell(spec, value);
    for (let row = rows.start; row < rows.end; row += 1) {
      const value = values[row];
      if (value !== null && value !== undefined) widest = Math.max(widest, shown(value).length);
    }
  }
  return Math.min(MAX_WIDTH, Math.max(spec.type === 'text' && !exact ? 6 : 8, widest + PAD));
}
