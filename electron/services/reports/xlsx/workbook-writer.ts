import type { ReportTable } from '../../../../shared/reports/table-model';
import type { PaperSize } from '../../../../shared/reports/region';
import type { PrintHeader } from './print-setup';
import { printedColumnCount } from './print-setup';
import type { ColumnTotal } from './sheet-plan';
import { manifestSheetName, planSheets } from './sheet-plan';
import { ENGLISH_EXPORT_WORDS, type ExportWords } from '../export-words';
import { pageFooter } from './print-setup';
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
  /** The file's words (sheet names, headers, manifest, enum cells) in the export's language; English when not given. */
  readonly words?: ExportWords;
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

/** The manifest's line for one sheet or CSV file, in the file's words (the table by its name in them). */
export function tableRowsLine(words: ExportWords, rows: number, table: string, from: number): string {
  const values = { count: rows, shown: String(rows), table: words.tableName(table) };
  return from > 0
    ? words.t('exports.manifest.tableRowsFrom', { ...values, from: String(from + 1) })
    : words.t('exports.manifest.tableRows', values);
}

/**
 * Writes a typed workbook: the fixed parts (content types, relationships,
 * workbook, styles, Manifest sheet, each sheet's head and tail) come from the
 * templates in this folder, and each data sheet's rows are streamed through
 * deflate into the zip, so memory stays flat at a million rows. Written
 * through a temp file (writeStreamAtomically): a crash or cancel leaves the
 * old file or none, never half a workbook.
 */
export async function writeWorkbook(
  path: string,
  input: WorkbookInput,
  options: WriteWorkbookOptions = {},
): Promise<WrittenWorkbook> {
  const exactText = options.exactText ?? true;
  const words = input.words ?? ENGLISH_EXPORT_WORDS;
  const { t } = words;
  const sheets = planSheets(input.tables, exactText, words, options.maxRowsPerSheet, input.totals);
  const total = sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
  const manifest: (readonly [string, string])[] = [
    ...input.manifest,
    ...sheets.map(
      (sheet) =>
        [
          t('exports.manifest.sheet', { name: sheet.name }),
          tableRowsLine(words, sheet.rowCount, sheet.table.name, sheet.start),
        ] as const,
    ),
    [
      t('exports.manifest.exactValues'),
      exactText ? t('exports.manifest.exactNote') : t('exports.manifest.exactNotIncluded'),
    ],
    [t('exports.manifest.dates'), t('exports.manifest.datesExcel')],
  ];
  // The Manifest first: what the file is (and that the "(exact)" columns are the truth) before any figure.
  const paper = input.paper ?? 'a4';
  // The exact text stays in the file, grouped and collapsed beside its amount: hidden columns never print.
  const grouped = sheets.map((sheet) => sheet.columns.map((column) => column.exact));
  const listed = [
    { name: manifestSheetName(words), printTitles: false, printArea: { rows: manifest.length + 1, columns: 2 } },
    ...sheets.map((sheet, index) => {
      const rows = sheet.rowCount + 1 + (sheet.totals ? 1 : 0);
      const printArea = { rows, columns: printedColumnCount(sheet.widths, grouped[index] as boolean[], paper) };
      return {
        name: sheet.name,
        printTitles: true,
        filter: { rows: sheet.rowCount + 1, columns: sheet.columns.length },
        printArea,
      };
    }),
  ];
  const fixedParts: (readonly [string, string])[] = [
    // [Content_Types].xml first, as Office writes it; some readers expect it.
    ['[Content_Types].xml', contentTypesXml(listed.length)],
    ['_rels/.rels', packageRelsXml()],
    ['xl/workbook.xml', workbookXml(listed)],
    ['xl/_rels/workbook.xml.rels', workbookRelsXml(listed.length)],
    ['xl/styles.xml', stylesXml()],
    [sheetPath(0), manifestSheetXml(manifest, input.print, paper, words)],
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
        footer: pageFooter(t),
        grouped: grouped[index],
      };
      await zip.addStream(
        sheetPath(index + 1),
        async (write) => {
          await write(sheetHead(frame));
          await streamSheetRows(
            sheet,
            CELL_STYLES,
            write,
            (rows) => {
              options.signal?.throwIfAborted();
              written += rows;
              options.onProgress?.(written, total);
            },
            words,
          );
          await write(sheetTail(frame));
        },
        options.level ?? 1,
      );
    }
    return zip.finish();
  });
  return {
    bytes,
    rows: total,
    sheets: sheets.map((sheet) => ({ name: sheet.name, table: sheet.table.name, rows: sheet.rowCount })),
  };
}
