import type { Message } from '../i18n/message';

/**
 * A report as tables of columns: the one shape the preview, the Excel writer
 * and the row windows sent to the renderer all read. Values stay text (exact
 * decimals, ISO dates) until the writer or the screen formats them.
 */

/** How a column's values are typed in Excel and shown on screen. */
export type ColumnType = 'text' | 'integer' | 'decimal' | 'date' | 'datetime';

/** One column of a report table. */
export interface ColumnSpec {
  readonly key: string;
  readonly header: string;
  readonly type: ColumnType;
  /** decimal: the column holding each row's asset symbol (picks the number format's decimals). */
  readonly assetColumn?: string;
  /** decimal: a fixed asset for every row (e.g. the reference currency). */
  readonly asset?: string;
  /** decimal, a price: the column holding each row's instrument symbol (assetColumn then holds its currency). */
  readonly instrumentColumn?: string;
  /** text: an enum of the service, shown in words of the catalogue ("PartiallyFilled" -> "Partially filled"; shared/reports/words.ts). */
  readonly words?: true;
  /** Excel column width in characters. */
  readonly width: number;
}

/** One table of a report: columns and their values, column by column (null: no value). */
export interface ReportTable {
  /** Sheet and tab name (at most 31 characters, no []:*?/\). */
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  /** values[c][r]: row r of column c. */
  readonly values: readonly (readonly (string | null)[])[];
  readonly rowCount: number;
}

/** A figure the report states for the whole report (e.g. total value in CHF). */
export interface ReportFigure {
  readonly label: string;
  readonly value: string;
  readonly type: ColumnType;
  readonly asset?: string;
  /** The label as catalogue words (label is its English text), for the reader's language. */
  readonly labelWords?: Message;
  /** A text value as catalogue words (value is its English text). */
  readonly valueWords?: Message;
}

/** Every table of one report and its headline figures. */
export interface ReportTables {
  readonly tables: readonly ReportTable[];
  readonly figures: readonly ReportFigure[];
}

type Cell = string | number | null | undefined;

/** Builds a table from row objects (each column read by its key, or from what `pick` makes of a row): null for absent values. */
export function tableFromRows<R extends object>(
  name: string,
  columns: readonly ColumnSpec[],
  rows: readonly R[],
  pick: (row: R) => Record<string, Cell> = (row) => row as Record<string, Cell>,
): ReportTable {
  const values: (string | null)[][] = columns.map(() => new Array<string | null>(rows.length));
  for (let r = 0; r < rows.length; r += 1) {
    const row = pick(rows[r] as R);
    for (let c = 0; c < columns.length; c += 1) {
      const value = row[(columns[c] as ColumnSpec).key];
      (values[c] as (string | null)[])[r] = value === null || value === undefined ? null : String(value);
    }
  }
  return { name, columns, values, rowCount: rows.length };
}

/** Short constructors so the per-kind column lists read like a table. */
export const col = {
  text: (key: string, header: string, width = 14): ColumnSpec => ({ key, header, type: 'text', width }),
  int: (key: string, header: string, width = 12): ColumnSpec => ({ key, header, type: 'integer', width }),
  date: (key: string, header: string): ColumnSpec => ({ key, header, type: 'date', width: 12 }),
  time: (key: string, header: string): ColumnSpec => ({ key, header, type: 'datetime', width: 20 }),
  amount: (key: string, header: string, assetColumn: string, width = 18): ColumnSpec => ({
    key,
    header,
    type: 'decimal',
    assetColumn,
    width,
  }),
  money: (key: string, header: string, asset: string, width = 18): ColumnSpec => ({
    key,
    header,
    type: 'decimal',
    asset,
    width,
  }),
  number: (key: string, header: string, width = 18): ColumnSpec => ({ key, header, type: 'decimal', width }),
  price: (key: string, header: string, instrumentColumn: string, currencyColumn: string, width = 18): ColumnSpec => ({
    key,
    header,
    type: 'decimal',
    assetColumn: currencyColumn,
    instrumentColumn,
    width,
  }),
  enum: (key: string, header: string, width = 14): ColumnSpec => ({ key, header, type: 'text', words: true, width }),
};

/** A window of rows of one table, column by column: cheap to send over IPC (no per-row objects). */
export interface ColumnWindow {
  readonly offset: number;
  readonly rowCount: number;
  readonly columns: readonly ColumnSpec[];
  /** values[c]: the window's values of column c. */
  readonly values: readonly (readonly (string | null)[])[];
}
