import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { ReportTable } from '../../../../shared/reports/table-model';
import { DECIMAL_COMMA_NEEDS_SEMICOLON } from '../../../../shared/reports/export-format';
import { ZipWriter } from '../../../platform/zip/zip-writer';
import { writeStreamAtomically } from '../atomic-stream';
import type { WorkbookInput, WriteWorkbookOptions, WrittenWorkbook } from '../xlsx/workbook-writer';
import { tableRowsLine } from '../xlsx/workbook-writer';
import type { CsvStyle } from './csv-text';
import { csvFileName, csvHeader, csvLines, csvPairs, RFC_4180, UTF8_BOM } from './csv-text';

/** Rows turned into text per write: large enough to be cheap, small enough for prompt progress and cancel. */
const ROWS_PER_CHUNK = 2_000;

export interface WriteCsvOptions extends Pick<WriteWorkbookOptions, 'onProgress' | 'signal'> {
  /** Start each file with a UTF-8 byte-order mark (Excel on Windows reads UTF-8 only then). */
  bom?: boolean;
  /** The field separator (default ","). */
  separator?: CsvStyle['separator'];
  /** Decimals with a comma; only with the ";" separator. */
  decimalComma?: boolean;
}

// The manifest's words for each way of writing the fields: whole sentences, ready for the message catalogue.
const FORMAT_NOTES: Readonly<Record<CsvStyle['separator'], string>> = {
  ',': 'RFC 4180 CSV, UTF-8, CRLF line breaks, a header row per file, fields separated by commas.',
  ';': 'CSV as RFC 4180 but with fields separated by semicolons, UTF-8, CRLF line breaks, a header row per file.',
};
const NUMBER_NOTES = {
  point: 'Exact decimal text as the service sent it (never rounded), with a decimal point.',
  comma: 'Exact decimal text as the service sent it (never rounded), with a decimal comma in place of the point.',
};

/** The notes a CSV export's manifest carries, for the way its fields are written. */
export function csvNotes(style: CsvStyle = RFC_4180): readonly (readonly [string, string])[] {
  return [['Format', FORMAT_NOTES[style.separator]], ['Numbers', style.decimalComma ? NUMBER_NOTES.comma : NUMBER_NOTES.point], ...CSV_NOTES];
}

/** The notes every CSV export's manifest carries whatever its separator. */
const CSV_NOTES: readonly (readonly [string, string])[] = [
  ['Dates', 'ISO 8601 text as the service sent it (date-times in UTC unless an offset is written).'],
  [
    'Text',
    "Text starting with = + - @ (or a look-alike such as a full-width or small sign, also after invisible characters), tab or line break has a leading ' so no spreadsheet evaluates it (as in the Excel export); so has each part after a , ; tab or line break inside a value that would start that way, whichever list separator the file is opened with.",
  ],
];

async function streamTable(table: ReportTable, style: CsvStyle, write: (text: string) => Promise<void>, progress: (rows: number) => void): Promise<void> {
  await write(csvHeader(table, style));
  for (let start = 0; start < table.rowCount; start += ROWS_PER_CHUNK) {
    const end = Math.min(table.rowCount, start + ROWS_PER_CHUNK);
    await write(csvLines(table, start, end, style));
    progress(end - start);
  }
}

function streamWriter(out: WriteStream): { write: (text: string) => Promise<void>; bytes: () => number } {
  let bytes = 0;
  return {
    write: async (text) => {
      const chunk = Buffer.from(text, 'utf8');
      bytes += chunk.byteLength;
      if (!out.write(chunk)) await once(out, 'drain');
    },
    bytes: () => bytes,
  };
}

/**
 * Writes a report as CSV: to `path` ending in .csv when the report has one
 * table (that file alone), else a zip with one CSV per table and
 * `manifest.csv` (what the report is, its SHA-256, the P&L definitions).
 * Through a temp file, so a cancel or crash leaves no partial export.
 */
export async function writeCsvExport(path: string, input: WorkbookInput, options: WriteCsvOptions = {}): Promise<WrittenWorkbook> {
  const total = input.tables.reduce((sum, table) => sum + table.rowCount, 0);
  const bom = options.bom ? UTF8_BOM : '';
  const style: CsvStyle = { separator: options.separator ?? ',', decimalComma: options.decimalComma ?? false };
  // With commas between fields a decimal comma would split every amount in two: refused, nothing written.
  if (style.decimalComma && style.separator !== ';') throw new Error(DECIMAL_COMMA_NEEDS_SEMICOLON);
  let written = 0;
  const progress = (rows: number) => {
    options.signal?.throwIfAborted();
    written += rows;
    options.onProgress?.(written, total);
  };
  const single = path.toLowerCase().endsWith('.csv');
  if (single && input.tables.length !== 1) throw new Error(`This report has ${input.tables.length} tables: export it to a .zip (one CSV per table).`);
  const taken = new Set<string>(['manifest.csv']);
  const names = input.tables.map((table, index) => csvFileName(table, index, taken));
  const bytes = await writeStreamAtomically(path, async (out) => {
    if (single) {
      const writer = streamWriter(out);
      await writer.write(bom);
      await streamTable(input.tables[0] as ReportTable, style, writer.write, progress);
      return writer.bytes();
    }
    const zip = new ZipWriter(out);
    for (const [index, table] of input.tables.entries()) {
      options.signal?.throwIfAborted();
      await zip.addStream(names[index] as string, async (write) => {
        await write(bom);
        await streamTable(table, style, write, progress);
      });
    }
    const files = input.tables.map((table, index) => [`File "${names[index]}"`, tableRowsLine(table.rowCount, table.name, 0)] as const);
    await zip.addBuffer('manifest.csv', Buffer.from(bom + csvPairs([...input.manifest, ...files, ...csvNotes(style)], style), 'utf8'));
    return zip.finish();
  });
  return { bytes, rows: total, sheets: input.tables.map((table, index) => ({ name: single ? '' : (names[index] as string), table: table.name, rows: table.rowCount })) };
}
