import { DOUBLE_DIGITS, numberFormat } from '../../../../shared/reports/excel-decimals';
import { escapeXml } from './cell-text';

export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const INTEGER_FORMAT = '0';
/** Excel's built-in text format ("@", id 49). */
const TEXT_FORMAT = '@';

/** The most decimals a cell is formatted with: excelDecimals never promises more than a double's 15 digits hold. */
export const MAX_CELL_DECIMALS = DOUBLE_DIGITS - 1;

/** Style ids (cellXfs indexes) the written cells use. */
export interface CellStyles {
  /** decimals[d]: "#,##0.000…" with d decimals, 0..MAX_CELL_DECIMALS. */
  readonly decimals: readonly number[];
  readonly integer: number;
  readonly date: number;
  readonly dateTime: number;
  /** Text with Excel's quotePrefix: shown as typed, never evaluated. */
  readonly text: number;
  /** Bold text (header row, "Total"), quotePrefix too. */
  readonly header: number;
  /** Text wrapped inside its column, top-aligned, quotePrefix too (the Manifest's long values print within the page). */
  readonly wrappedText: number;
}

/** One cell style of the workbook: a number format, bold or not, quotePrefix (text) or not. */
export interface CellStyle {
  readonly format: string;
  readonly bold: boolean;
  readonly quotePrefix: boolean;
  /** Wrapped within the column's width, top-aligned. */
  readonly wrap?: true;
}

const plain = (format: string): CellStyle => ({ format, bold: false, quotePrefix: false });

// The workbook's whole style table. A cell's style id is its index here, so the ids below follow from this list
// and nothing has to be learnt from anyone's output. Index 0 is Excel's default ("General").
const TABLE: readonly CellStyle[] = [
  plain('General'),
  ...Array.from({ length: MAX_CELL_DECIMALS + 1 }, (_, d) => plain(numberFormat(d))),
  plain(INTEGER_FORMAT),
  plain(DATE_FORMAT),
  plain(DATE_TIME_FORMAT),
  { format: TEXT_FORMAT, bold: false, quotePrefix: true },
  { format: TEXT_FORMAT, bold: true, quotePrefix: true },
  { format: TEXT_FORMAT, bold: false, quotePrefix: true, wrap: true },
];

const FIRST_DECIMAL = 1;
const AFTER_DECIMALS = FIRST_DECIMAL + MAX_CELL_DECIMALS + 1;

export const CELL_STYLES: CellStyles = {
  decimals: Array.from({ length: MAX_CELL_DECIMALS + 1 }, (_, d) => FIRST_DECIMAL + d),
  integer: AFTER_DECIMALS,
  date: AFTER_DECIMALS + 1,
  dateTime: AFTER_DECIMALS + 2,
  text: AFTER_DECIMALS + 3,
  header: AFTER_DECIMALS + 4,
  wrappedText: AFTER_DECIMALS + 5,
};

/** The style a written id stands for (tests check the ids against the table). */
export function cellStyle(id: number): CellStyle | undefined {
  return TABLE[id];
}

// Built-in formats keep their ids; every other format gets one from 164, the first id Excel leaves to files.
const BUILT_IN: Readonly<Record<string, number>> = { General: 0, [TEXT_FORMAT]: 49 };
const FIRST_CUSTOM_FORMAT = 164;

/**
 * xl/styles.xml: one font (Calibri 11) and its bold twin, the required empty
 * fills and border, and one cell format (xf) per entry of the style table.
 */
export function stylesXml(): string {
  const custom = [...new Set(TABLE.map((style) => style.format).filter((format) => BUILT_IN[format] === undefined))];
  const formatId = (format: string): number => BUILT_IN[format] ?? FIRST_CUSTOM_FORMAT + custom.indexOf(format);
  const numFmts = custom
    .map((format) => `<numFmt numFmtId="${formatId(format)}" formatCode="${escapeXml(format)}"/>`)
    .join('');
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/></font>`;
  const xfs = TABLE.map((style) => {
    const id = formatId(style.format);
    return (
      `<xf numFmtId="${id}" fontId="${style.bold ? 1 : 0}" fillId="0" borderId="0" xfId="0"` +
      `${id !== 0 ? ' applyNumberFormat="1"' : ''}${style.bold ? ' applyFont="1"' : ''}${style.quotePrefix ? ' quotePrefix="1"' : ''}` +
      (style.wrap ? ' applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' : '/>')
    );
  }).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<numFmts count="${custom.length}">${numFmts}</numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${TABLE.length}">${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}
