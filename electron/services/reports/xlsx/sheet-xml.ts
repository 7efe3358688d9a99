import { columnLetters } from './cell-text';
import type { PrintHeader } from './print-setup';
import type { PaperSize } from '../../../../shared/reports/region';
import { pageSetupXml, sheetProperties } from './print-setup';

/** What frames one sheet's rows: its size, columns, view, filter and print set-up. */
export interface SheetFrame {
  /** Column widths in characters. */
  readonly widths: readonly number[];
  /** Rows written, the header and a totals row included. */
  readonly rows: number;
  /** The rows the autofilter covers (header included), none when undefined. */
  readonly filterRows?: number;
  /** Freeze the header row (data sheets). */
  readonly frozenHeader: boolean;
  /** The sheet shown when the file opens. */
  readonly selected: boolean;
  readonly print: PrintHeader | undefined;
  readonly paper: PaperSize;
  /** The footer's "Page n of N" in the file's words (pageFooter). */
  readonly footer: string;
  /**
   * Columns grouped and collapsed (the exact text beside each amount): in the
   * file, one "+" away, but hidden, so never on paper.
   */
  readonly grouped?: readonly boolean[];
}

// Calibri 11's widest digit is 7 pixels; Excel stores a width as characters plus 5 pixels of padding, in 1/256ths
// (ECMA-376 part 1, 18.3.1.13).
const DIGIT_PX = 7;
export const excelWidth = (characters: number): number =>
  Math.trunc(((characters * DIGIT_PX + 5) / DIGIT_PX) * 256) / 256;

const FROZEN_HEADER =
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>';

/**
 * Everything of a worksheet before its rows, in the schema's order: fit-to-page
 * properties, dimension, view (with the frozen header pane), column widths,
 * then the opening of sheetData.
 */
export function sheetHead(frame: SheetFrame): string {
  const lastColumn = columnLetters(Math.max(0, frame.widths.length - 1));
  const grouped = frame.grouped ?? [];
  const anyGrouped = grouped.includes(true);
  // A collapsed group: its columns hidden at outline level 1, the amount left of it (the summary) marked collapsed.
  const outline = (c: number): string =>
    grouped[c] ? ' hidden="1" outlineLevel="1"' : grouped[c + 1] ? ' collapsed="1"' : '';
  const cols = frame.widths
    .map((width, c) => `<col min="${c + 1}" max="${c + 1}" width="${excelWidth(width)}" customWidth="1"${outline(c)}/>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    sheetProperties(anyGrouped) +
    `<dimension ref="A1:${lastColumn}${Math.max(1, frame.rows)}"/>` +
    `<sheetViews><sheetView${frame.selected ? ' tabSelected="1"' : ''} workbookViewId="0"${frame.frozenHeader ? `>${FROZEN_HEADER}</sheetView>` : '/>'}</sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"${anyGrouped ? ' outlineLevelCol="1"' : ''}/>` +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    '<sheetData>'
  );
}

/** Everything of a worksheet after its rows: the autofilter, then the print set-up (schema order). */
export function sheetTail(frame: SheetFrame): string {
  const lastColumn = columnLetters(Math.max(0, frame.widths.length - 1));
  const filter = frame.filterRows === undefined ? '' : `<autoFilter ref="A1:${lastColumn}${frame.filterRows}"/>`;
  return `</sheetData>${filter}${pageSetupXml(frame.print, frame.paper, frame.footer)}</worksheet>`;
}
