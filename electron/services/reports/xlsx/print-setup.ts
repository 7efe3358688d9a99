import type { PaperSize } from '../../../../shared/reports/region';
import type { Translator } from '../../../../shared/i18n/translator';
import { columnLetters, escapeXml } from './cell-text';

/** What every printed page names at its top: whose report, which kind, for which period. */
export interface PrintHeader {
  readonly customer: string;
  readonly kind: string;
  readonly period: string;
}

// In header/footer codes "&" starts a command: literal ampersands are doubled.
const literal = (text: string): string => escapeXml(text.replace(/&/g, '&&'));

// Stand-ins (private use) for Excel's page codes while the sentence is translated and escaped.
const PAGE = '\uE000';
const PAGES = '\uE001';

/** The footer's "Page n of N" in the file's words: Excel's page number and count codes put into the translated sentence. */
export function pageFooter(t: Translator['t']): string {
  return literal(t('exports.print.page', { page: PAGE, pages: PAGES }))
    .replace(PAGE, '&amp;P')
    .replace(PAGES, '&amp;N');
}

/** ECMA-376 paperSize codes (18.3.1.63): 1 US Letter, 9 A4. */
const PAPER_CODES: Readonly<Record<PaperSize, number>> = { letter: 1, a4: 9 };

/** Width of a landscape page in inches (A4 297 mm, Letter 11 in). */
const LANDSCAPE_INCHES: Readonly<Record<PaperSize, number>> = { a4: 297 / 25.4, letter: 11 };

/** Left and right page margins in inches (pageMargins below). */
const SIDE_MARGIN_INCHES = 0.4;

/** The cells' font size (styles.xml: Calibri 11) and the least a printed page may shrink it to. */
const BODY_POINTS = 11;
const SMALLEST_PRINTED_POINTS = 8;

/** Least print scale (percent, as Excel rounds it) that keeps the body at 8 pt or more. */
const LEAST_SCALE = Math.ceil((SMALLEST_PRINTED_POINTS / BODY_POINTS) * 100) / 100;

/**
 * Room kept for other spreadsheets: LibreOffice lays the same widths out about
 * 6 % wider than Excel (its Calibri stand-in, Carlito, measured: 7.9 pt where
 * Excel prints 8.4), so columns are counted as if 10 % wider.
 */
const OTHER_READERS = 1.1;

// A column of w characters is w widest digits of Calibri 11 (7 px at 96 dpi) and 5 px of padding (excelWidth); 0.75 pt a pixel.
const columnPoints = (characters: number): number => (characters * 7 + 5) * 0.75;

/**
 * How many columns, from the first, go on paper: those whose widths fit a
 * landscape page at a scale that keeps text at 8 pt or more. Hidden columns
 * (the grouped exact text) take no room on paper. Always at least one.
 */
export function printedColumnCount(
  /** In characters, as SheetFrame's. */ widths: readonly number[],
  hidden: readonly boolean[],
  paper: PaperSize,
): number {
  const room = ((LANDSCAPE_INCHES[paper] - 2 * SIDE_MARGIN_INCHES) * 72) / (LEAST_SCALE * OTHER_READERS);
  let used = 0;
  for (const [index, width] of widths.entries()) {
    if (hidden[index]) continue;
    used += columnPoints(width);
    if (used > room) return Math.max(1, index);
  }
  return widths.length;
}

/**
 * The print set-up of one sheet, as the worksheet schema orders it after the
 * sheet data: landscape on the region's paper, the print area fit to one page
 * wide (as many pages tall as it takes; printedColumnCount keeps that at 8 pt
 * or more), narrow margins, a page header with customer, kind and period, and
 * "Page n of N" in the footer. Needs fitToPage in the sheet properties
 * (sheetProperties) to take effect.
 */
export function pageSetupXml(header: PrintHeader | undefined, paper: PaperSize, footer: string): string {
  const head = header
    ? `<oddHeader>&amp;L${literal(header.customer)}&amp;C&amp;B${literal(header.kind)}&amp;R${literal(header.period)}</oddHeader>`
    : '';
  return (
    `<pageMargins left="${SIDE_MARGIN_INCHES}" right="${SIDE_MARGIN_INCHES}" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>` +
    `<pageSetup paperSize="${PAPER_CODES[paper]}" orientation="landscape" fitToWidth="1" fitToHeight="0"/>` +
    `<headerFooter>${head}<oddFooter>&amp;L&amp;A&amp;R${footer}</oddFooter></headerFooter>`
  );
}

/**
 * The sheet properties (first child of the worksheet): fitToPage so pageSetup's
 * fitToWidth applies, and, on sheets with grouped exact-text columns, the
 * outline's summary on the left, so each amount column carries the "+" that
 * opens the exact text beside it.
 */
export function sheetProperties(grouped: boolean): string {
  return `<sheetPr>${grouped ? '<outlinePr summaryRight="0"/>' : ''}<pageSetUpPr fitToPage="1"/></sheetPr>`;
}

/** A sheet name as formulas and defined names quote it: 'It''s'. */
export const quotedSheet = (name: string): string => `'${name.replace(/'/g, "''")}'`;

/** The defined name that limits what prints of a sheet to its first `columns` columns, all rows. */
export function printAreaName(name: string, index: number, columns: number, rows: number): string {
  return `<definedName name="_xlnm.Print_Area" localSheetId="${index}">${escapeXml(`${quotedSheet(name)}!$A$1:$${columnLetters(Math.max(0, columns - 1))}$${Math.max(1, rows)}`)}</definedName>`;
}

/** The defined name that repeats a data sheet's header row on every printed page (Excel's "Rows to repeat at top"). */
export function printTitleName(name: string, index: number): string {
  return `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${escapeXml(`${quotedSheet(name)}!$1:$1`)}</definedName>`;
}
