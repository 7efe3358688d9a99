import { formatCount } from '../../../shared/format/count';
import { cellPlaces, type RowCell } from '../../../shared/reports/cell-places';
import type { ColumnSpec } from '../../../shared/reports/table-model';
import { enumCellWords } from '../../../shared/reports/words';
import { pnlCellWords } from '../../../shared/reports/pnl/cell-words';
import { columnHeader, tableWords } from '../../../shared/reports/table-words';
import { translate, translateMessage } from '../i18n/store';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatDate, formatDateTimeUtc } from '../format/datetime';

/**
 * A cell as the preview shows it: decimals at their asset's places and prices
 * at their instrument's (cellPlaces, as in the workbook), enums in words,
 * dates and times in the app's date style, times in UTC (as in the workbook;
 * the preview's header says so once). `row` reads the row's other cells.
 */
export function formatCell(column: ColumnSpec, value: string | null, row: RowCell): string {
  if (value === null) return '—';
  // Words the P&L model wrote into a cell (a method, "not computable"), in the page's language.
  const words = pnlCellWords(column.key, value);
  if (words !== null) return translateMessage(words);
  switch (column.type) {
    case 'decimal':
      try {
        return formatDecimal(value, { precision: cellPlaces(column, value, row) });
      } catch {
        return value;
      }
    case 'datetime':
      return formatDateTimeUtc(value);
    case 'date':
      return formatDate(value);
    default:
      return column.words ? enumText(column.key, value) : value;
  }
}

/**
 * A cell's title (what a cut cell shows on hover): a figure with every digit it has, in the region's style; any
 * other cell as shown (words in the page's language, never the value as the model spells it).
 */
export function cellTitle(column: ColumnSpec, value: string, shown: string): string {
  if (column.type !== 'decimal' || pnlCellWords(column.key, value) !== null) return shown;
  try {
    return formatDecimal(value);
  } catch {
    return value;
  }
}

/** An enum cell in words (shared/reports/words.ts); a column no map names shows the value as sent. */
function enumText(columnKey: string, value: string): string {
  const key = enumCellWords(columnKey, value);
  return key === null ? value : translate(key);
}

/** A table's name (tab, grid) in the page's language; a name no map holds as the model gave it. */
export function tableTitle(name: string): string {
  const key = tableWords(name);
  return key === null ? name : translate(key);
}

/** A column's header in the page's language (shared/reports/table-words.ts); a header no map holds as the model gave it. */
export function columnTitle(tableName: string, column: ColumnSpec, referenceCurrency: string | null): string {
  const words = columnHeader(tableName, column, referenceCurrency);
  return words === null ? column.header : translateMessage(words);
}

/** Whether a column's cells align right (numbers). */
export function isNumeric(column: ColumnSpec): boolean {
  return column.type === 'decimal' || column.type === 'integer';
}

/** "1,234 rows", in the page's language. */
export function rowsWords(count: number): string {
  return translate('reports.preview.rows', { count, shown: formatCount(count) });
}

/** "3.2 s" / "1 min 4 s" */
export function elapsedWords(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  if (seconds < 60)
    return translate('reports.elapsed.seconds', { seconds: formatDecimal(seconds.toFixed(1), { precision: 1 }) });
  return translate('reports.elapsed.minutes', {
    minutes: formatCount(Math.floor(seconds / 60)),
    seconds: formatCount(Math.round(seconds % 60)),
  });
}
