import { cellPlaces } from '../../../../shared/reports/cell-places';
import { excelDecimals } from '../../../../shared/reports/excel-decimals';
import { columnLetters, escapeXml, excelSerial } from './cell-text';
import { neutralize, neutralizeExact } from '../formula-guard';
import type { PlannedSheet, SheetColumn } from './sheet-plan';
import type { ColumnSpec, ReportTable } from '../../../../shared/reports/table-model';
import type { ExportWords } from '../export-words';
import type { CellStyles } from './styles';

const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
const INTEGER = /^-?\d{1,15}$/;

type CellEncoder = (row: number, ref: string) => string;

/** The places each row's value of a decimal column shows with (cellPlaces, reading the row's asset and instrument). */
export function rowPlaces(table: ReportTable, source: number): (row: number, value: string) => number {
  const spec = table.columns[source] as ColumnSpec;
  const keys = new Map(table.columns.map((column, index) => [column.key, table.values[index] ?? []]));
  return (row, value) => cellPlaces(spec, value, (key) => keys.get(key)?.[row]);
}

/** A text cell (inline string) in the given style; leading or trailing spaces kept. */
export function textCell(ref: string, style: number, text: string): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

// One encoder per sheet column, chosen once, so the row loop does no type dispatch.
function encoderFor(sheet: PlannedSheet, column: SheetColumn, styles: CellStyles, words: ExportWords): CellEncoder {
  const values = sheet.table.values[column.source] ?? [];
  const { spec } = column;
  if (column.exact) {
    // Exact decimal text as the service sent it stays verbatim; anything else in the column (a server's odd value) is neutralized.
    return (row, ref) => {
      const value = values[row];
      return value === null || value === undefined ? '' : textCell(ref, styles.text, neutralizeExact(value));
    };
  }
  switch (spec.type) {
    case 'decimal': {
      const places = rowPlaces(sheet.table, column.source);
      return (row, ref) => {
        const value = values[row];
        if (value === null || value === undefined) return '';
        if (!NUMBER.test(value)) return textCell(ref, styles.text, neutralize(words.cell(spec, value)));
        const decimals = excelDecimals(places(row, value), value);
        return `<c r="${ref}" s="${styles.decimals[decimals] ?? (styles.decimals.at(-1) as number)}"><v>${value}</v></c>`;
      };
    }
    case 'integer':
      return (row, ref) => {
        const value = values[row];
        if (value === null || value === undefined) return '';
        return INTEGER.test(value)
          ? `<c r="${ref}" s="${styles.integer}"><v>${value}</v></c>`
          : textCell(ref, styles.text, neutralize(value));
      };
    case 'date':
    case 'datetime': {
      const style = spec.type === 'date' ? styles.date : styles.dateTime;
      return (row, ref) => {
        const value = values[row];
        if (value === null || value === undefined) return '';
        const serial = excelSerial(value);
        return serial === null
          ? textCell(ref, styles.text, neutralize(value))
          : `<c r="${ref}" s="${style}"><v>${serial}</v></c>`;
      };
    }
    default:
      return (row, ref) => {
        const value = values[row];
        return value === null || value === undefined
          ? ''
          : textCell(ref, styles.text, neutralize(words.cell(spec, value)));
      };
  }
}

/** Encodes a sheet's header and rows as sheetData XML, handing out ~256 KB at a time. */
export async function streamSheetRows(
  sheet: PlannedSheet,
  styles: CellStyles,
  write: (xml: string) => Promise<void>,
  onRows: (rows: number) => void,
  words: ExportWords,
): Promise<void> {
  const letters = sheet.columns.map((_, c) => columnLetters(c));
  const encoders = sheet.columns.map((column) => encoderFor(sheet, column, styles, words));
  let xml = '<row r="1">';
  sheet.headers.forEach((header, c) => (xml += textCell(`${letters[c]}1`, styles.header, neutralize(header))));
  xml += '</row>';
  let excelRow = 2;
  let sinceReport = 0;
  for (let row = sheet.start; row < sheet.end; row += 1, excelRow += 1) {
    xml += `<row r="${excelRow}">`;
    for (let c = 0; c < encoders.length; c += 1) xml += (encoders[c] as CellEncoder)(row, `${letters[c]}${excelRow}`);
    xml += '</row>';
    if (xml.length > 262_144) {
      await write(xml);
      xml = '';
    }
    if (++sinceReport === 8192) {
      onRows(sinceReport);
      sinceReport = 0;
    }
  }
  if (sheet.totals) xml += totalsRow(sheet, styles, letters, excelRow, words);
  if (xml) await write(xml);
  onRows(sinceReport);
}

/** The row after the data with the report's own totals (bold label, amounts as numbers with their exact text). */
function totalsRow(
  sheet: PlannedSheet,
  styles: CellStyles,
  letters: readonly string[],
  excelRow: number,
  words: ExportWords,
): string {
  let xml = `<row r="${excelRow}">${textCell(`${letters[0]}${excelRow}`, styles.header, neutralize(words.t('exports.row.total')))}`;
  sheet.columns.forEach((column, c) => {
    const value = sheet.totals?.get(column.source);
    if (c === 0 || value === undefined) return;
    const ref = `${letters[c]}${excelRow}`;
    if (column.exact || !NUMBER.test(value)) xml += textCell(ref, styles.text, neutralizeExact(value));
    else {
      const decimals = excelDecimals(
        cellPlaces(column.spec, value, () => undefined),
        value,
      );
      xml += `<c r="${ref}" s="${styles.decimals[decimals] ?? (styles.decimals.at(-1) as number)}"><v>${value}</v></c>`;
    }
  });
  return `${xml}</row>`;
}
