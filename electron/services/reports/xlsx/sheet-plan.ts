import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import { fittedWidth } from './column-widths';
import type { ExportWords } from '../export-words';

/** Excel's row limit, the header included: longer tables continue on another sheet. */
export const EXCEL_MAX_ROWS = 1_048_576;
const MAX_DATA_ROWS = EXCEL_MAX_ROWS - 1;

/** One column of a sheet: a table column, or the exact text of a decimal column next to it. */
export interface SheetColumn {
  readonly source: number;
  readonly spec: ColumnSpec;
  readonly exact: boolean;
}

/** One sheet of the workbook: rows start..end of a table. */
export interface PlannedSheet {
  readonly name: string;
  readonly headers: readonly string[];
  /** Column widths in characters. */
  readonly widths: readonly number[];
  /** Data rows (the header excluded). */
  readonly rowCount: number;
  readonly table: ReportTable;
  readonly start: number;
  readonly end: number;
  readonly columns: readonly SheetColumn[];
  /** The totals row after the data (last sheet of a table only): value per table column (source index). */
  readonly totals?: ReadonlyMap<number, string>;
}

/** A total the report states for one column of one table (the service's figure, exact text). */
export interface ColumnTotal {
  readonly table: string;
  readonly column: string;
  readonly value: string;
}

// Sheet names: at most 31 characters, none of []:*?/\, unique regardless of case (the Manifest's name taken first).
function sheetName(base: string, part: number, taken: Set<string>, fallback: string): string {
  const clean = base.replace(/[[\]:*?/\\]/g, ' ').trim() || fallback;
  for (let n = part; ; n += 1) {
    const suffix = n > 1 ? ` (${n})` : '';
    const name = clean.slice(0, 31 - suffix.length) + suffix;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** Lays the tables out as sheets, named in the file's words: each decimal column followed by its exact text (when exactText), long tables split. */
export function planSheets(
  tables: readonly ReportTable[],
  exactText: boolean,
  words: ExportWords,
  maxRows = MAX_DATA_ROWS,
  totals: readonly ColumnTotal[] = [],
): PlannedSheet[] {
  const taken = new Set<string>([manifestSheetName(words).toLowerCase()]);
  const fallback = words.t('exports.sheet.fallback');
  const sheets: PlannedSheet[] = [];
  for (const table of tables) {
    const columns: SheetColumn[] = [];
    table.columns.forEach((spec, source) => {
      columns.push({ source, spec, exact: false });
      if (exactText && spec.type === 'decimal') columns.push({ source, spec, exact: true });
    });
    const headers = columns.map((c) =>
      c.exact ? words.t('exports.header.exact', { header: words.header(c.spec) }) : words.header(c.spec),
    );
    const parts = Math.max(1, Math.ceil(table.rowCount / maxRows));
    for (let part = 0; part < parts; part += 1) {
      const start = part * maxRows;
      const end = Math.min(table.rowCount, start + maxRows);
      // Each column as wide as its widest formatted value on this sheet: never "###".
      const widths = columns.map((c, index) =>
        fittedWidth(table, c.source, c.exact, headers[index] as string, { start, end }, words),
      );
      const sheetTotals = part === parts - 1 ? totalsOf(table, totals) : undefined;
      sheets.push({
        name: sheetName(words.tableName(table.name), part + 1, taken, fallback),
        headers,
        widths,
        rowCount: end - start,
        table,
        start,
        end,
        columns,
        ...(sheetTotals ? { totals: sheetTotals } : {}),
      });
    }
  }
  return sheets;
}

/** The Manifest sheet's name in the file's words (no data sheet takes it). */
export function manifestSheetName(words: ExportWords): string {
  return words.t('exports.sheet.manifest');
}

// The totals that belong to a table, by column index; undefined when it has none.
function totalsOf(table: ReportTable, totals: readonly ColumnTotal[]): ReadonlyMap<number, string> | undefined {
  const found = new Map<number, string>();
  for (const total of totals) {
    const index = table.columns.findIndex((column) => column.key === total.column);
    if (total.table === table.name && index >= 0) found.set(index, total.value);
  }
  return found.size > 0 ? found : undefined;
}
