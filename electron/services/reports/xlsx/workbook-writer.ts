import type { ReportTable } from '../../../../shared/reports/table-model';
import type { PaperSize } from '../../../../shared/reports/region';
import type { PrintHeader } from './print-setup';
import { printedColumnCount } from './print-setup';
import type { ColumnTotal } from './sheet-plan';
import { planSheets } from './sheet-plan';
import { manifestSheetXml } from './manifest-sheet';
import { streamSheetRows } from './sheet-rows';
import { sheetHead, sheetTail } from './sheet-xml';
import { CELL_STYLES, stylesXml } from './styles';
import { contentTypesXml, packageRelsXml, sheetPath, workbookRelsXml, workbookXml } from './workbook-parts';
import { ZipWriter } from '../../../platform/zip/zip-writer';
import { writeStreamAtomically } from '../atomic-stream';

/** What goes into one workbook. */
export interface WorkbookInput {
  readonly tables: readonly ReportTable[];
  /** Field/value rows of the Manifest sheet (the writer adds the sheet list and the note on exact values). */
  readonly manifest: readonly (readonly [string, string])[];
  /** Customer, kind and period for the page header of every printed page. */
  readonly print?: PrintHeader;
  /** Totals the report states per column: a totals row after that table's data. */
  readonly totals?: readonly ColumnTotal[];
  /** The paper every sheet prints on (the user's region's; A4 when not given). */
  readonly paper?: PaperSize;
}

export interface WriteWorkbookOptions {
  /** Rows written so far of all rows. */
  onProgress?: (rowsWritten: number, rowsTotal: number) => void;
  signal?: AbortSignal;
  /** Keep each amount's exact decimal text in a column next to it (default true). */
  exactText?: boolean;
  /** Deflate level of the sheets (default 1: fast, ~2x larger than 6). */
  level?: number;
  /** Test hook: a sheet's row limit (Excel's is 1,048,575 data rows). */
  maxRowsPerSheet?: number;
}

/** What was written. */
export interface WrittenWorkbook {
  readonly bytes: number;
  readonly sheets: readonly { name: string; table: string; rows: number }[];
  readonly rows: number;
}

export const EXACT_TEXT_NOTE =
  'The "(exact)" text column after each amount is the truth: it holds the amount exactly as the service sent it; use it to reconcile. The amount column is an Excel number (a binary double, about 15 significant digits) shown at the asset\'s display precision (crypto at most 8 places, currencies at theirs), so it may be rounded.';

/** The manifest's line for one sheet or CSV file: one whole sentence per case, so it can move to the message catalogue as it is. */
export function tableRowsLine(rows: number, table: string, from: number): string {
  const count = rows === 1 ? `1 row of table ${table}` : `${rows} rows of table ${table}`;
  return from > 0 ? `${count} (from row ${from + 1})` : count;
}

/**
 * Writes a typed workbook: the fixed parts (content types, relationships,
 * workbook, styles, Manifest sheet, each sheet's head and tail) come from the
 * templates in this folder, and each data sheet's rows are streamed through
 * deflate into the zip, so memory stays flat at a million rows. Written
 * through a temp file (writeStreamAtomically): a crash or cancel leaves the
 * old file or none, never half a workbook.
 */
export async function writeWorkbook(path: string, input: WorkbookInput, options: WriteWorkbookOptions = {}): Promise<WrittenWorkbook> {
  const exactText = options.exactText ?? true;
  const sheets = planSheets(input.tables, exactText, options.maxRowsPerSheet, input.totals);
  const total = sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
  const manifest: (readonly [string, string])[] = [
    ...input.manifest,
    ...sheets.map((sheet) => [`Sheet "${sheet.name}"`, tableRowsLine(sheet.rowCount, sheet.table.name, sheet.start)] as const),
    ['Exact values', exactText ? EXACT_TEXT_NOTE : 'Not included: amounts are Excel numbers only (about 15 significant digits).'],
    ['Dates', 'Dates and times are real Excel dates in UTC.'],
  ];
  // The Manifest first: what the file is (and that the "(exact)" columns are the truth) before any figure.
  const paper = input.paper ?? 'a4';
  // The exact text stays in the file, grouped and collapsed beside its amount: hidden columns never print.
  const grouped = sheets.map((sheet) => sheet.columns.map((column) => column.exact));
  const listed = [
    { name: 'Manifest', printTitles: false, printArea: { rows: manifest.length + 1, columns: 2 } },
    ...sheets.map((sheet, index) => {
      const rows = sheet.rowCount + 1 + (sheet.totals ? 1 : 0);
      const printArea = { rows, columns: printedColumnCount(sheet.widths, grouped[index] as boolean[], paper) };
      return { name: sheet.name, printTitles: true, filter: { rows: sheet.rowCount + 1, columns: sheet.columns.length }, printArea };
    }),
  ];
  const fixedParts: (readonly [string, string])[] = [
    // [Content_Types].xml first, as Office writes it; some readers expect it.
    ['[Content_Types].xml', contentTypesXml(listed.length)],
    ['_rels/.rels', packageRelsXml()],
    ['xl/workbook.xml', workbookXml(listed)],
    ['xl/_rels/workbook.xml.rels', workbookRelsXml(listed.length)],
    ['xl/styles.xml', stylesXml()],
    [sheetPath(0), manifestSheetXml(manifest, input.print, paper)],
  ];
  let written = 0;
  const bytes = await writeStreamAtomically(path, async (out) => {
    const zip = new ZipWriter(out);
    for (const [part, xml] of fixedParts) {
      options.signal?.throwIfAborted();
      await zip.addBuffer(part, Buffer.from(xml, 'utf8'));
    }
    for (const [index, sheet] of sheets.entries()) {
      options.signal?.throwIfAborted();
      // The filter covers the header and data; a totals row comes after it.
      const frame = {
        widths: sheet.widths,
        rows: sheet.rowCount + 1 + (sheet.totals ? 1 : 0),
        filterRows: sheet.rowCount + 1,
        frozenHeader: true,
        selected: false,
        print: input.print,
        paper,
        grouped: grouped[index],
      };
      await zip.addStream(
        sheetPath(index + 1),
        async (write) => {
          await write(sheetHead(frame));
          await streamSheetRows(sheet, CELL_STYLES, write, (rows) => {
            options.signal?.throwIfAborted();
            written += rows;
            options.onProgress?.(written, total);
          });
          await write(sheetTail(frame));
        },
        options.level ?? 1,
      );
    }
    return zip.finish();
  });
  return { bytes, rows: total, sheets: sheets.map((sheet) => ({ name: sheet.name, table: sheet.table.name, rows: sheet.rowCount })) };
}
