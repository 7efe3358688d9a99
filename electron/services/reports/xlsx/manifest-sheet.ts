import { neutralize } from '../formula-guard';
import type { PaperSize } from '../../../../shared/reports/region';
import type { PrintHeader } from './print-setup';
import { sheetHead, sheetTail } from './sheet-xml';
import { textCell } from './sheet-rows';
import { CELL_STYLES } from './styles';

/** Widths (characters) of the Manifest's Field and Value columns. */
const WIDTHS = [34, 90];

/**
 * The Manifest sheet, first in the workbook and shown on opening: a bold
 * Field/Value header, then one text row per field (neutralized: a customer
 * name can start with "=").
 */
export function manifestSheetXml(fields: readonly (readonly [string, string])[], print: PrintHeader | undefined, paper: PaperSize): string {
  const frame = { widths: WIDTHS, rows: fields.length + 1, frozenHeader: false, selected: true, print, paper };
  const row = (r: number, style: number, cells: readonly string[]) =>
    `<row r="${r}">${cells.map((text, c) => textCell(`${c === 0 ? 'A' : 'B'}${r}`, style, neutralize(text))).join('')}</row>`;
  const rows = [row(1, CELL_STYLES.header, ['Field', 'Value']), ...fields.map(([key, value], i) => row(i + 2, CELL_STYLES.text, [key, value]))];
  return `${sheetHead(frame)}${rows.join('')}${sheetTail(frame)}`;
}
