import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import type { ExportWords } from '../export-words';
import type { ColumnTotal } from '../xlsx/sheet-plan';
import { columnCells, totalCell, type CellText } from './pdf-cells';
import type { TableFont } from './pdf-font';
import { appendixParts, bodyBox, BODY_SIZE, chooseColumns, orientationFor, type Orientation } from './pdf-layout';
import { widestWord, wrapText } from './pdf-text';
import type { PdfInput } from './pdf-writer';

/*
 * What a PDF statement is made of, before any page: each table's columns measured over all its rows, the ones
 * its pages show and the appendix tables of the rest, and the notes.
 */

/** The columns a reader needs most, first: what names a row, when, what, how much. Others follow in the table's order. */
const NEEDED = [
  'orderId',
  'rewardId',
  'date',
  'time',
  'createdAt',
  'createdOn',
  'accountId',
  'accountNumber',
  'assetSymbol',
  'symbol',
  'clientOrderId',
  'side',
  'quantity',
  'averagePrice',
  'status',
  'cumulativeQuantity',
  'amount',
  'balance',
  'balanceAfter',
  'openingBalance',
  'closingBalance',
  'finalAmount',
  'realized',
  'rate',
  'valueInReferenceCurrency',
  'closingValueInReferenceCurrency',
  'commission',
  'method',
];
const rankOf = (key: string, index: number): number => {
  const at = NEEDED.indexOf(key);
  return at >= 0 ? at : NEEDED.length + index;
};

/** Cell padding on each side, the gap between an amount and its currency, the widest a text column grows. */
export const PAD = 4;
export const CURRENCY_GAP = 3;
const MAX_TEXT_WIDTH = 150;

/** One column as measured over every row of its table. */
export interface MeasuredColumn {
  readonly spec: ColumnSpec;
  readonly header: string;
  readonly cells: (row: number) => CellText;
  readonly align: 'left' | 'right';
  /** Width of the column, padding included. */
  readonly width: number;
  /** The room kept right of the number for its currency (0 when the column has none). */
  readonly currencyWidth: number;
  /** Rows whose text wraps, and into which lines. */
  readonly wrapped: ReadonlyMap<number, string[]>;
}

export interface TablePlan {
  readonly table: ReportTable;
  readonly columns: readonly MeasuredColumn[];
  readonly totals: ReadonlyMap<number, CellText>;
}

/** A table flow's columns (indexes into its plan) and its heading. */
export interface TableSection {
  readonly kind: 'table';
  readonly plan: TablePlan;
  readonly columns: readonly number[];
  readonly heading: string;
  readonly headerLines: readonly string[][];
  readonly totals: boolean;
}
export interface TextSection {
  readonly kind: 'text';
  readonly heading: string;
  readonly lines: readonly { text: string; gap: boolean }[];
}
export type Section = TableSection | TextSection;

function measureColumn(
  table: ReportTable,
  source: number,
  words: ExportWords,
  locale: string,
  fonts: { regular: TableFont; bold: TableFont },
): MeasuredColumn {
  const spec = table.columns[source] as ColumnSpec;
  const header = words.header(spec);
  const { cell: cells, sample } = columnCells(table, source, words, locale);
  const right = spec.type === 'decimal' || spec.type === 'integer';
  // Text with spaces (a description) wraps past MAX_TEXT_WIDTH; a single word (an id) is never cut, so it stays searchable.
  let text = 0;
  let word = 0;
  let currency = 0;
  const long: number[] = [];
  for (let row = 0; row < table.rowCount; row += 1) {
    const cell = sample(row);
    const width = fonts.regular.width(cell.text, BODY_SIZE);
    if (width > text) text = width;
    if (cell.currency !== undefined) currency = Math.max(currency, fonts.regular.width(cell.currency, BODY_SIZE));
    if (right || width <= MAX_TEXT_WIDTH) continue;
    if (/\s/.test(cell.text)) long.push(row);
    else word = Math.max(word, width);
  }
  const currencyWidth = currency > 0 ? currency + CURRENCY_GAP : 0;
  const content = Math.max(
    (right ? text : Math.max(Math.min(text, MAX_TEXT_WIDTH), word)) + currencyWidth,
    widestWord(header, fonts.bold, BODY_SIZE),
  );
  const wrapped = new Map<number, string[]>();
  for (const row of long) wrapped.set(row, wrapText(cells(row).text, fonts.regular, BODY_SIZE, content));
  return { spec, header, cells, align: right ? 'right' : 'left', width: content + 2 * PAD, currencyWidth, wrapped };
}

function totalsOf(table: ReportTable, totals: readonly ColumnTotal[], locale: string): Map<number, CellText> {
  const found = new Map<number, CellText>();
  for (const total of totals) {
    const index = table.columns.findIndex((column) => column.key === total.column);
    if (total.table === table.name && index >= 0)
      found.set(index, totalCell(table.columns[index] as ColumnSpec, total.value, locale));
  }
  return found;
}

/** Columns that name a row: an id alone when the table has one, else its account, asset and currency. */
const UNIQUE_KEYS: ReadonlySet<string> = new Set(['orderId', 'rewardId']);
const NAMING_KEYS: ReadonlySet<string> = new Set([
  'date',
  'time',
  'accountId',
  'accountNumber',
  'assetSymbol',
  'symbol',
  'currency',
]);

/** The columns an appendix repeats so each of its rows can be found in the table: of those the table shows. */
export function appendixKeys(table: ReportTable, shown: readonly number[]): number[] {
  const unique = shown.find((index) => UNIQUE_KEYS.has(table.columns[index]!.key));
  if (unique !== undefined) return [unique];
  const naming = shown.filter((index) => NAMING_KEYS.has(table.columns[index]!.key));
  return naming.length > 0 ? naming : [shown[0] as number];
}

/** The statement's sections: each table with the columns that fit, the notes, then the appendix of the wide tables' other columns. */
export function sectionsOf(
  input: PdfInput,
  fonts: { regular: TableFont; bold: TableFont },
): { sections: Section[]; orientations: Orientation[] } {
  const { words } = input;
  const main: [Section, Orientation][] = [];
  const appendix: [Section, Orientation][] = [];
  const headerLines = (plan: TablePlan, columns: readonly number[]) =>
    columns.map((index) => {
      const column = plan.columns[index] as MeasuredColumn;
      return wrapText(column.header, fonts.bold, BODY_SIZE, column.width - 2 * PAD);
    });
  for (const table of input.tables) {
    const columns = table.columns.map((_, source) => measureColumn(table, source, words, input.locale, fonts));
    const plan: TablePlan = { table, columns, totals: totalsOf(table, input.totals, input.locale) };
    const widths = columns.map((column) => column.width);
    const choice = chooseColumns(
      widths,
      table.columns.map((spec, index) => rankOf(spec.key, index)),
      input.paper,
    );
    const name = words.tableName(table.name);
    const totals = plan.totals.size > 0 && choice.shown.some((index) => plan.totals.has(index));
    main.push([
      {
        kind: 'table',
        plan,
        columns: choice.shown,
        heading: name,
        headerLines: headerLines(plan, choice.shown),
        totals,
      },
      choice.orientation,
    ]);
    if (choice.rest.length === 0) continue;
    const keys = appendixKeys(table, choice.shown);
    for (const part of appendixParts(keys, choice.rest, widths, input.paper)) {
      const section: Section = {
        kind: 'table',
        plan,
        columns: part,
        heading: words.t('exports.pdf.appendixTable', { table: name }),
        headerLines: headerLines(plan, part),
        totals: plan.totals.size > 0 && part.some((index, at) => at >= keys.length && plan.totals.has(index)),
      };
      appendix.push([
        section,
        orientationFor(
          part.map((index) => widths[index] as number),
          input.paper,
        ),
      ]);
    }
  }
  const notes: [Section, Orientation][] = [];
  if (input.notes.length > 0) {
    const width = bodyBox(input.paper, 'portrait').width;
    const lines = input.notes.flatMap((note) =>
      wrapText(note, fonts.regular, BODY_SIZE, width).map((text, index) => ({ text, gap: index === 0 })),
    );
    notes.push([{ kind: 'text', heading: words.t('exports.pdf.definitions'), lines }, 'portrait']);
  }
  // The tables, the notes on them, then the appendix.
  const all = [...main, ...notes, ...appendix];
  return { sections: all.map(([section]) => section), orientations: all.map(([, orientation]) => orientation) };
}

export function rowLines(section: TableSection, row: number): number {
  let lines = 1;
  for (const index of section.columns) {
    const wrapped = section.plan.columns[index]?.wrapped.get(row);
    if (wrapped && wrapped.length > lines) lines = wrapped.length;
  }
  return lines;
}
