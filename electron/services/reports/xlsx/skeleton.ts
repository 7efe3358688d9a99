// The one place the app uses SheetJS, and only its writer (see eslint.config.js: its readers have CVEs).
import XLSX from 'xlsx';
import { MAX_FORMAT_DECIMALS, numberFormat } from '../../../../shared/reports/excel-decimals';
import { columnLetters } from './cell-text';
import { neutralize } from '../formula-guard';
import type { PrintHeader } from './print-setup';
import { printTitleNames, withDefinedNames, withPrintSetup } from './print-setup';
import { storedZipEntries } from './stored-zip';

/** A data sheet as the skeleton needs it: no rows, only its shape. */
export interface SheetShape {
  readonly name: string;
  readonly headers: readonly string[];
  /** Column widths in characters. */
  readonly widths: readonly number[];
  /** Data rows (the header excluded). */
  readonly rowCount: number;
}

/** Style ids (cellXfs indexes) the streamed cells use. */
export interface CellStyles {
  /** decimals[d]: "#,##0.000…" with d decimals. */
  readonly decimals: readonly number[];
  readonly integer: number;
  readonly date: number;
  readonly dateTime: number;
  /** Text with Excel's quotePrefix: shown as typed, never evaluated. */
  readonly text: number;
  readonly header: number;
}

/** Every part of the workbook but the data sheets' rows. */
export interface Skeleton {
  readonly parts: Map<string, Buffer>;
  /** Zip path of each data sheet, in order. */
  readonly sheetPaths: readonly string[];
  readonly styles: CellStyles;
}

export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const INTEGER_FORMAT = '0';

/**
 * Lets SheetJS write the workbook around empty data sheets (styles with every
 * number format, workbook, manifest sheet, column widths, autofilter over the
 * rows to come), uncompressed, and splits it into parts; the caller streams
 * each data sheet's rows into its part.
 */
export function buildSkeleton(sheets: readonly SheetShape[], manifest: readonly (readonly [string, string])[], print?: PrintHeader): Skeleton {
  const book = XLSX.utils.book_new();
  // The Manifest first: what the file is (and that the "(exact)" columns are the truth) before any figure.
  const manifestSheet = XLSX.utils.aoa_to_sheet([['Field', 'Value'], ...manifest.map(([key, value]) => [neutralize(key), neutralize(value)])]);
  manifestSheet['!cols'] = [{ wch: 34 }, { wch: 90 }];
  XLSX.utils.book_append_sheet(book, manifestSheet, 'Manifest');
  // One probe cell per format, in row 2 of the first sheet, tells us the style id SheetJS gave it.
  const probeFormats = [...Array.from({ length: MAX_FORMAT_DECIMALS + 1 }, (_, d) => numberFormat(d)), INTEGER_FORMAT, DATE_FORMAT, DATE_TIME_FORMAT];
  sheets.forEach((sheet, index) => {
    const rows: (string | number)[][] = [sheet.headers.map(neutralize)];
    if (index === 0) rows.push(probeFormats.map(() => 0));
    const ws = XLSX.utils.aoa_to_sheet(rows);
    if (index === 0) probeFormats.forEach((format, c) => ((ws[`${columnLetters(c)}2`] as XLSX.CellObject).z = format));
    ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
    const last = columnLetters(Math.max(0, sheet.headers.length - 1));
    ws['!autofilter'] = { ref: `A1:${last}${sheet.rowCount + 1}` };
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  });
  const zip = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: false, bookSST: true }) as Buffer;
  const parts = storedZipEntries(zip);
  const manifestPath = 'xl/worksheets/sheet1.xml';
  const sheetPaths = sheets.map((_, index) => `xl/worksheets/sheet${index + 2}.xml`);
  // Every sheet prints landscape, one page wide, with whose report it is on top and page numbers below;
  // data sheets repeat their header row on every page.
  for (const path of [manifestPath, ...sheetPaths]) {
    const xml = parts.get(path)?.toString('utf8');
    if (xml === undefined) throw new Error(`The workbook skeleton has no ${path}.`);
    parts.set(path, Buffer.from(withPrintSetup(xml, print), 'utf8'));
  }
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  parts.set('xl/workbook.xml', Buffer.from(withDefinedNames(workbook, printTitleNames(sheets.map((sheet, index) => ({ name: sheet.name, index: index + 1 })))), 'utf8'));
  const first = parts.get(sheetPaths[0] ?? '')?.toString('utf8') ?? '';
  const probe = /<row r="2"[^>]*>(.*?)<\/row>/.exec(first)?.[1] ?? '';
  const ids = new Map<string, number>();
  for (const match of probe.matchAll(/<c r="([A-Z]+)2"[^>]*? s="(\d+)"/g)) ids.set(match[1] as string, Number(match[2]));
  const idOf = (c: number): number => {
    const id = ids.get(columnLetters(c));
    if (id === undefined) throw new Error(`The workbook skeleton has no style for ${probeFormats[c]}.`);
    return id;
  };
  const styles = addTextStyles(parts);
  return {
    parts,
    sheetPaths,
    styles: {
      decimals: probeFormats.slice(0, MAX_FORMAT_DECIMALS + 1).map((_, d) => idOf(d)),
      integer: idOf(MAX_FORMAT_DECIMALS + 1),
      date: idOf(MAX_FORMAT_DECIMALS + 2),
      dateTime: idOf(MAX_FORMAT_DECIMALS + 3),
      ...styles,
    },
  };
}

// SheetJS cannot write quotePrefix or bold: add a bold font and two text styles (format "@" = 49) to styles.xml.
function addTextStyles(parts: Map<string, Buffer>): { text: number; header: number } {
  let xml = parts.get('xl/styles.xml')?.toString('utf8');
  if (!xml) throw new Error('The workbook skeleton has no styles.');
  const fonts = /<fonts count="(\d+)">(<font>.*?<\/font>)/.exec(xml);
  const xfs = /<cellXfs count="(\d+)">/.exec(xml);
  if (!fonts || !xfs) throw new Error('The workbook skeleton styles are not as expected.');
  const boldId = Number(fonts[1]);
  const bold = (fonts[2] as string).replace('<font>', '<font><b/>');
  xml = xml.replace(/<fonts count="\d+">/, `<fonts count="${boldId + 1}">`).replace('</fonts>', `${bold}</fonts>`);
  const text = Number(xfs[1]);
  const added =
    `<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>` +
    `<xf numFmtId="49" fontId="${boldId}" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1" quotePrefix="1"/>`;
  xml = xml.replace(/<cellXfs count="\d+">/, `<cellXfs count="${text + 2}">`).replace('</cellXfs>', `${added}</cellXfs>`);
  parts.set('xl/styles.xml', Buffer.from(xml, 'utf8'));
  return { text, header: text + 1 };
}

/**
 * Splits a skeleton data sheet around its rows and adds what SheetJS cannot
 * write: the frozen header pane, and the dimension of the streamed rows.
 */
export function sheetFrame(xml: string, columnCount: number, rowCount: number): { head: string; tail: string } {
  const open = xml.indexOf('<sheetData');
  const close = xml.indexOf('</sheetData>');
  const selfClosed = xml.indexOf('<sheetData/>');
  const last = `${columnLetters(Math.max(0, columnCount - 1))}${rowCount + 1}`;
  let head = xml.slice(0, open);
  let tail = selfClosed >= 0 ? xml.slice(selfClosed + '<sheetData/>'.length) : xml.slice(close + '</sheetData>'.length);
  head = head
    .replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:${last}"/>`)
    .replace(
      /<sheetView workbookViewId="0"\/>/,
      '<sheetView tabSelected="0" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>',
    );
  // The skeleton's ignoredErrors names its own probe range, not the streamed rows.
  tail = tail.replace(/<ignoredErrors>.*?<\/ignoredErrors>/, '');
  if (!head.includes('state="frozen"')) throw new Error('The workbook skeleton sheet has no sheet view to freeze.');
  return { head: `${head}<sheetData>`, tail: `</sheetData>${tail}` };
}
