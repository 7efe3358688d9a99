import { neutralize } from '../formula-guard';
import type { PaperSize } from '../../../../shared/reports/region';
import type { ExportWords } from '../export-words';
import { pageFooter, type PrintHeader } from './print-setup';
import { sheetHead, sheetTail } from './sheet-xml';
import { textCell } from './sheet-rows';
import { CELL_STYLES } from './styles';

/** Widths (characters) of the Manifest's Field and Value columns: together one A4 or Letter landscape page at 100 %. */
const MANIFEST_WIDTHS = [34, 90];

/** Height of one line of Calibri 11 (points): the sheet's default row height. */
const LINE_POINTS = 15;

/**
 * Lines a text takes wrapped in a column of `width` characters (widest
 * digits): words are kept whole, and prose of Calibri letters, narrower than
 * its digits on average, is counted as if it were as wide (so a row is never
 * too short).
 */
function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(' ')) {
    const length = word.length;
    if (used > 0 && used + 1 + length > width) {
      lines += 1 + Math.floor(length / width);
      used = length % width;
    } else used += (used > 0 ? 1 : 0) + length;
  }
  return lines;
}

/**
 * The Manifest sheet, first in the workbook and shown on opening: a bold
 * Field/Value header, then one text row per field (neutralized: a customer
 * name can start with "=").
 */
export function manifestSheetXml(
  fields: readonly (readonly [string, string])[],
  print: PrintHeader | undefined,
  paper: PaperSize,
  words: ExportWords,
): string {
  const frame = {
    widths: MANIFEST_WIDTHS,
    rows: fields.length + 1,
    frozenHeader: false,
    selected: true,
    print,
    paper,
    footer: pageFooter(words.t),
  };
  // Values wrap within their column: a long one (a P&L definition) prints on the page instead of running off it. The
  // row is made tall enough for its lines, as neither Excel nor LibreOffice sizes a row on opening.
  const row = (r: number, styles: readonly [number, number], cells: readonly string[]) => {
    const lines = Math.max(1, ...cells.map((text, c) => wrappedLines(text, MANIFEST_WIDTHS[c] as number)));
    const height = lines > 1 ? ` ht="${lines * LINE_POINTS}" customHeight="1"` : '';
    return `<row r="${r}"${height}>${cells.map((text, c) => textCell(`${c === 0 ? 'A' : 'B'}${r}`, styles[c] as number, neutralize(text))).join('')}</row>`;
  };
  const rows = [
    row(
      1,
      [CELL_STYLES.header, CELL_STYLES.header],
      [words.t('exports.manifest.field'), words.t('exports.manifest.value')],
    ),
    ...fields.map(([key, value], i) => row(i + 2, [CELL_STYLES.wrappedText, CELL_STYLES.wrappedText], [key, value])),
  ];
  return `${sheetHead(frame)}${rows.join('')}${sheetTail(frame)}`;
}
