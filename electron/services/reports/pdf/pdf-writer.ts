import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import type { ArchiveManifest } from '../../../../shared/reports/archive-entry';
import type { PaperSize } from '../../../../shared/reports/region';
import type { ReportFigure, ReportTable } from '../../../../shared/reports/table-model';
import { writeStreamAtomically } from '../atomic-stream';
import { customerWords, type ExportWords } from '../export-words';
import type { ColumnTotal } from '../xlsx/sheet-plan';
import type { WriteWorkbookOptions, WrittenWorkbook } from '../xlsx/workbook-writer';
import { figureCell, paperDateTime, type CellText } from './pdf-cells';
import { pdfFontFolder, setPageContent, tableFonts, type TableFont } from './pdf-font';
import {
  bodyBox,
  BODY_SIZE,
  FLOW_GAP,
  FOOT_HEIGHT,
  HEAD_HEIGHT,
  LINE_HEIGHT,
  MARGIN,
  pageSize,
  paginate,
  type Flow,
  type Orientation,
  type PlannedPage,
} from './pdf-layout';
import {
  CURRENCY_GAP,
  PAD,
  rowLines,
  sectionsOf,
  type MeasuredColumn,
  type Section,
  type TableSection,
} from './pdf-sections';
import { pdfNumber, wrapText } from './pdf-text';

/** What goes into one PDF statement. */
export interface PdfInput {
  readonly manifest: ArchiveManifest;
  readonly tables: readonly ReportTable[];
  readonly figures: readonly ReportFigure[];
  readonly totals: readonly ColumnTotal[];
  /** Paragraphs printed after the tables (the P&L definitions of an account orders statement). */
  readonly notes: readonly string[];
  readonly paper: PaperSize;
  readonly words: ExportWords;
  /** The locale numbers are written in (the export language's). */
  readonly locale: string;
}

/** Sizes of the title and of the headings. */
const TITLE_SIZE = 14;
const HEADING_SIZE = 10;
const HEADING_HEIGHT = 18;
/** Pages written between two looks at the event loop (cancel, backpressure). */
const PAGES_PER_TURN = 8;

/** The title block's lines: label and value. */
function titleLines(input: PdfInput): [string, string][] {
  const { words, manifest } = input;
  const { t } = words;
  const params = manifest.params;
  const lines: [string, string][] = [
    [t('exports.manifest.customer'), customerWords(words, manifest, 'print')],
    [t('exports.pdf.period'), words.params(params)],
  ];
  if ('referenceCurrency' in params) lines.push([t('exports.pdf.referenceCurrency'), params.referenceCurrency]);
  lines.push(
    [t('exports.pdf.createdAt'), `${paperDateTime(manifest.serverTime)} UTC`],
    [t('exports.manifest.profile'), manifest.profileName],
    [t('exports.manifest.reportId'), manifest.reportId ?? t('exports.manifest.noReportId')],
  );
  for (const figure of input.figures) {
    const [label, value] = words.figure(figure);
    if (figure.type !== 'decimal') {
      lines.push([label, value]);
      continue;
    }
    const cell = figureCell(value, figure.asset, input.locale);
    lines.push([label, cell.currency === undefined ? cell.text : `${cell.text} ${cell.currency}`]);
  }
  return lines;
}

/** Content stream text: one line of text at (x, top) in page coordinates from the top left. */
class PageText {
  private ops: string[] = [];
  private font: TableFont | null = null;
  private size = 0;
  // Where the last line started: each text moves from there (Td), a shorter operator than placing it anew (Tm).
  private x = 0;
  private y = 0;
  constructor(private readonly height: number) {}

  text(font: TableFont, size: number, x: number, top: number, text: string): void {
    if (text === '') return;
    if (font !== this.font || size !== this.size) {
      this.ops.push(`/${font.id} ${size} Tf`);
      this.font = font;
      this.size = size;
    }
    const baseline = this.height - top - font.ascent(size);
    this.ops.push(`${pdfNumber(x - this.x)} ${pdfNumber(baseline - this.y)} Td${font.hex(text)}Tj`);
    this.x = x;
    this.y = baseline;
  }

  right(font: TableFont, size: number, right: number, top: number, text: string): void {
    this.text(font, size, right - font.width(text, size), top, text);
  }

  /** The page's lines and shading, then its text as one BT ... ET block, in PDF's own coordinates. */
  content(graphics: readonly string[]): string {
    return `q 0.6 G 0.5 w\n${graphics.join('\n')}\nQ\nBT\n${this.ops.join('\n')}\nET\n`;
  }
}

/**
 * Writes a report as a PDF statement a person files: title block, each table
 * paginated with its header on every page, amounts right-aligned at their
 * places with their currency, totals, the P&L definitions, an appendix for the
 * columns a wide table cannot show, and on every page "Page x of N" and the
 * raw report's SHA-256. Pages are planned first (so N is known), then streamed
 * to a temp file one at a time through pdfkit (memory stays flat), renamed when complete.
 */
export async function writePdfStatement(
  path: string,
  input: PdfInput,
  options: Pick<WriteWorkbookOptions, 'onProgress' | 'signal'> & { fontFolder?: string } = {},
): Promise<WrittenWorkbook> {
  const folder = options.fontFolder ?? pdfFontFolder();
  if (folder === null) throw new Error('The fonts of the PDF statement (resources/fonts) are missing from this build.');
  const { words, manifest, paper } = input;
  const { t } = words;
  const title = words.kind(manifest.kind);
  const doc = new PDFDocument({
    autoFirstPage: false,
    // No standard font: pdfkit would load Helvetica's metrics, which cannot write German or French text anyway.
    font: null as unknown as string,
    // pdfkit caches the shaping of every word it shows for the whole document: unbounded over 100,000 rows.
    fontLayoutCache: false,
    compress: true,
    lang: input.locale,
    displayTitle: true,
    info: {
      Title: `${title} · ${customerWords(words, manifest, 'print')} · ${words.params(manifest.params)}`,
      Creator: 'SVC Desk',
      Producer: 'SVC Desk',
      CreationDate: new Date(manifest.savedAt),
    },
  });
  const fonts = tableFonts(doc, folder);
  const { sections, orientations } = sectionsOf(input, fonts);
  options.signal?.throwIfAborted();
  const flows: Flow[] = sections.map((section, index) =>
    section.kind === 'table'
      ? {
          kind: 'table',
          orientation: orientations[index] as Orientation,
          headingHeight: HEADING_HEIGHT,
          headerHeight: Math.max(...section.headerLines.map((lines) => lines.length), 1) * LINE_HEIGHT + 2,
          rowCount: section.plan.table.rowCount,
          rowHeight: (row) => rowLines(section, row) * LINE_HEIGHT,
          totalsHeight: section.totals ? LINE_HEIGHT + 2 : 0,
        }
      : {
          kind: 'text',
          orientation: orientations[index] as Orientation,
          headingHeight: HEADING_HEIGHT,
          lineHeights: section.lines.map((line) => LINE_HEIGHT + (line.gap ? 4 : 0)),
        },
  );
  // The title block on the first page, its values wrapped to the page's width (a figure may name many instruments).
  const titleRows = titleLines(input);
  const labelWidth = Math.max(...titleRows.map(([label]) => fonts.bold.width(label, BODY_SIZE))) + 12;
  const valueWidth = bodyBox(paper, orientations[0] ?? 'portrait').width - labelWidth;
  const titleBlock = titleRows.map(
    ([label, value]) => [label, wrapText(value, fonts.regular, BODY_SIZE, valueWidth)] as const,
  );
  const titleHeight =
    TITLE_SIZE + 10 + titleBlock.reduce((sum, [, lines]) => sum + lines.length, 0) * LINE_HEIGHT + FLOW_GAP;
  const pages = paginate(flows, paper, titleHeight);
  const total = input.tables.reduce((sum, table) => sum + table.rowCount, 0);
  const pieces = pages.reduce((sum, page) => sum + page.pieces.length, 0);
  const head = `${customerWords(words, manifest, 'print')} · ${title} · ${words.params(manifest.params)}`;

  const bytes = await writeStreamAtomically(path, async (out) => {
    let written = 0;
    let pending = false;
    doc.on('data', (chunk: Buffer) => {
      written += chunk.byteLength;
      if (!out.write(chunk)) pending = true;
    });
    const ended = once(doc, 'end');
    let piecesDone = 0;
    for (const [number, page] of pages.entries()) {
      options.signal?.throwIfAborted();
      drawPage(doc, page, number, pages.length);
      piecesDone += page.pieces.length;
      options.onProgress?.(Math.floor((total * piecesDone) / pieces), total);
      if (pending) {
        pending = false;
        await once(out, 'drain');
      } else if (number % PAGES_PER_TURN === PAGES_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    doc.end();
    await ended;
    return written;
  });
  return {
    bytes,
    rows: total,
    sheets: input.tables.map((table) => ({
      name: words.tableName(table.name),
      table: table.name,
      rows: table.rowCount,
    })),
  };

  function drawPage(document: PDFKit.PDFDocument, page: PlannedPage, number: number, count: number): void {
    const size = pageSize(paper, page.orientation);
    document.addPage({ size: paper === 'a4' ? 'A4' : 'LETTER', layout: page.orientation, margin: 0 });
    fonts.regular.useOnPage();
    fonts.bold.useOnPage();
    const text = new PageText(size.height);
    const graphics: string[] = [];
    const left = MARGIN.side;
    const right = size.width - MARGIN.side;
    // Running head and footer: whose statement, which page of how many, and the raw report's fingerprint.
    text.text(fonts.regular, BODY_SIZE, left, MARGIN.top, head);
    graphics.push(rule(left, right, MARGIN.top + 13, size.height));
    const footTop = size.height - MARGIN.bottom - FOOT_HEIGHT + 8;
    graphics.push(rule(left, right, footTop - 4, size.height));
    text.text(fonts.regular, BODY_SIZE, left, footTop, t('exports.pdf.sha256', { sha256: manifest.sha256 }));
    text.right(
      fonts.regular,
      BODY_SIZE,
      right,
      footTop,
      t('exports.print.page', { page: String(number + 1), pages: String(count) }),
    );
    let top = MARGIN.top + HEAD_HEIGHT;
    if (number === 0) {
      text.text(fonts.bold, TITLE_SIZE, left, top, title);
      top += TITLE_SIZE + 10;
      for (const [label, lines] of titleBlock) {
        text.text(fonts.bold, BODY_SIZE, left, top, label);
        for (const line of lines) {
          text.text(fonts.regular, BODY_SIZE, left + labelWidth, top, line);
          top += LINE_HEIGHT;
        }
      }
      top += FLOW_GAP;
    }
    for (const [at, piece] of page.pieces.entries()) {
      const section = sections[piece.flow] as Section;
      if (piece.kind === 'heading') {
        if (at > 0) top += FLOW_GAP;
        text.text(fonts.bold, HEADING_SIZE, left, top + 2, section.heading);
        top += HEADING_HEIGHT;
        continue;
      }
      if (section.kind === 'text' && piece.kind === 'lines') {
        for (let line = piece.start; line < piece.end; line += 1) {
          const item = section.lines[line] as { text: string; gap: boolean };
          if (item.gap) top += 4;
          text.text(fonts.regular, BODY_SIZE, left, top, item.text);
          top += LINE_HEIGHT;
        }
        continue;
      }
      if (section.kind !== 'table' || piece.kind !== 'rows') continue;
      top = drawTable(text, graphics, section, piece, left, top, size.height);
    }
    setPageContent(document, text.content(graphics));
  }

  function drawTable(
    text: PageText,
    graphics: string[],
    section: TableSection,
    piece: { start: number; end: number; totals: boolean },
    left: number,
    start: number,
    height: number,
  ): number {
    const columns = section.columns.map((index) => section.plan.columns[index] as MeasuredColumn);
    const xs: number[] = [];
    let x = left;
    for (const column of columns) {
      xs.push(x);
      x += column.width;
    }
    const tableRight = x;
    // The header row, shaded, on every page the table is on.
    const headerHeight = Math.max(...section.headerLines.map((lines) => lines.length), 1) * LINE_HEIGHT + 2;
    graphics.push(
      `q 0.92 g ${pdfNumber(left)} ${pdfNumber(height - start - headerHeight)} ${pdfNumber(tableRight - left)} ${pdfNumber(headerHeight)} re f Q`,
    );
    columns.forEach((column, c) => {
      (section.headerLines[c] ?? []).forEach((line, index) => {
        const lineTop = start + 1 + index * LINE_HEIGHT + 1;
        if (column.align === 'right')
          text.right(fonts.bold, BODY_SIZE, (xs[c] as number) + column.width - PAD, lineTop, line);
        else text.text(fonts.bold, BODY_SIZE, (xs[c] as number) + PAD, lineTop, line);
      });
    });
    let top = start + headerHeight;
    const cell = (column: MeasuredColumn, c: number, value: CellText, lineTop: number, font: TableFont) => {
      const cellLeft = xs[c] as number;
      if (column.align === 'left') return text.text(font, BODY_SIZE, cellLeft + PAD, lineTop, value.text);
      const numberRight = cellLeft + column.width - PAD - column.currencyWidth;
      text.right(font, BODY_SIZE, numberRight, lineTop, value.text);
      if (value.currency !== undefined) text.text(font, BODY_SIZE, numberRight + CURRENCY_GAP, lineTop, value.currency);
    };
    if (section.plan.table.rowCount === 0) {
      text.text(fonts.regular, BODY_SIZE, left + PAD, top + 1, t('exports.pdf.noRows'));
      top += LINE_HEIGHT;
    }
    for (let row = piece.start; row < piece.end; row += 1) {
      const lines = rowLines(section, row);
      columns.forEach((column, c) => {
        const wrapped = column.wrapped.get(row);
        if (wrapped)
          wrapped.forEach((line, index) =>
            text.text(fonts.regular, BODY_SIZE, (xs[c] as number) + PAD, top + 1 + index * LINE_HEIGHT, line),
          );
        else cell(column, c, column.cells(row), top + 1, fonts.regular);
      });
      top += lines * LINE_HEIGHT;
    }
    if (piece.totals && section.totals) {
      graphics.push(rule(left, tableRight, top + 1, height));
      text.text(fonts.bold, BODY_SIZE, left + PAD, top + 2, t('exports.row.total'));
      section.columns.forEach((index, c) => {
        const value = section.plan.totals.get(index);
        if (value && c > 0) cell(columns[c] as MeasuredColumn, c, value, top + 2, fonts.bold);
      });
      top += LINE_HEIGHT + 2;
    }
    return top;
  }
}

/** A thin horizontal line at `top` (page coordinates from the top). */
function rule(left: number, right: number, top: number, height: number): string {
  const y = pdfNumber(height - top);
  return `${pdfNumber(left)} ${y} m ${pdfNumber(right)} ${y} l S`;
}
