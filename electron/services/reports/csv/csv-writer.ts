import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { ReportTable } from '../../../../shared/reports/table-model';
import { DECIMAL_COMMA_NEEDS_SEMICOLON } from '../../../../shared/reports/export-format';
import { ZipWriter } from '../../../platform/zip/zip-writer';
import { writeStreamAtomically } from '../atomic-stream';
import type { WorkbookInput, WriteWorkbookOptions, WrittenWorkbook } from '../xlsx/workbook-writer';
import { ENGLISH_EXPORT_WORDS, type ExportWords } from '../export-words';
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

/** The notes a CSV export's manifest carries, for the way its fields are written, in the file's words. */
export function csvNotes(
  style: CsvStyle = RFC_4180,
  words: ExportWords = ENGLISH_EXPORT_WORDS,
): readonly (readonly [string, string])[] {
  const { t } = words;
  return [
    [
      t('exports.manifest.format'),
      style.separator === ';' ? t('exports.manifest.formatSemicolon') : t('exports.manifest.formatComma'),
    ],
    [
      t('exports.manifest.numbers'),
      style.decimalComma ? t('exports.manifest.numbersComma') : t('exports.manifest.numbersPoint'),
    ],
    [t('exports.manifest.dates'), t('exports.manifest.datesCsv')],
    [t('exports.manifest.text'), t('exports.manifest.textNote')],
  ];
}

async function streamTable(
  table: ReportTable,
  style: CsvStyle,
  words: ExportWords,
  write: (text: string) => Promise<void>,
  progress: (rows: number) => void,
): Promise<void> {
  await write(csvHeader(table, style, words));
  for (let start = 0; start < table.rowCount; start += ROWS_PER_CHUNK) {
    const end = Math.min(table.rowCount, start + ROWS_PER_CHUNK);
    await write(csvLines(table, start, end, style, words));
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
export async function writeCsvExport(
  path: string,
  input: WorkbookInput,
  options: WriteCsvOptions = {},
): Promise<WrittenWorkbook> {
  const total = input.tables.reduce((sum, table) => sum + table.rowCount, 0);
  const bom = options.bom ? UTF8_BOM : '';
  const style: CsvStyle = { separator: options.separator ?? ',', decimalComma: options.decimalComma ?? false };
  const words = input.words ?? ENGLISH_EXPORT_WORDS;
  // With commas between fields a decimal comma would split every amount in two: refused, nothing written.
  if (style.decimalComma && style.separator !== ';') throw new Error(DECIMAL_COMMA_NEEDS_SEMICOLON);
  let written = 0;
  const progress = (rows: number) => {
    options.signal?.throwIfAborted();
    written += rows;
    options.onProgress?.(written, total);
  };
  const single = path.toLowerCase().endsWith('.csv');
  if (single && input.tables.length !== 1)
    throw new Error(`This report has ${input.tables.length} tables: export it to a .zip (one CSV per table).`);
  const taken = new Set<string>(['manifest.csv']);
  const names = input.tables.map((table, index) => csvFileName(table, index, taken, words));
  const bytes = await writeStreamAtomically(path, async (out) => {
    if (single) {
      const writer = streamWriter(out);
      await writer.write(bom);
      await streamTable(input.tables[0] as ReportTable, style, words, writer.write, progress);
      return writer.bytes();
    }
    const zip = new ZipWriter(out);
    for (const [index, table] of input.tables.entries()) {
      options.signal?.throwIfAborted();
      await zip.addStream(names[index] as string, async (write) => {
        await write(bom);
        await streamTable(table, style, words, write, progress);
      });
    }
    const files = input.tables.map(
      (table, index) =>
        [
          words.t('exports.manifest.file', { name: names[index] as string }),
          tableRowsLine(words, table.rowCount, table.name, 0),
        ] as const,
    );
    await zip.addBuffer(
      'manifest.csv',
      Buffer.from(bom + csvPairs([...input.manifest, ...files, ...csvNotes(style, words)], style, words), 'utf8'),
    );
    return zip.finish();
  });
  return {
    bytes,
    rows: total,
    sheets: input.tables.map((table, index) => ({
      name: single ? '' : (names[index] as string),
      table: table.name,
      rows: table.rowCount,
    })),
  };
}
