// How an account orders workbook prints, read back by openpyxl (an independent reader): the region's paper, only
// the columns that fit at 8 pt or more in the print area, the exact text grouped, collapsed and off paper.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestRows } from '../../../../electron/services/reports/export-job';
import { writeWorkbook } from '../../../../electron/services/reports/xlsx/workbook-writer';
import { columnLetters } from '../../../../electron/services/reports/xlsx/cell-text';
import type { StatementOrder } from '../../../../shared/api/schemas/report-data';
import { reportTables } from '../../../../shared/reports/report-tables';
import type { PaperSize } from '../../../../shared/reports/region';
import { asDecimal } from '../../../../shared/wire/decimal';
import { useTempDirs } from '../helpers/temp-dir';
import { openpyxl, type Sheet } from './openpyxl-reader';

const tempDir = useTempDirs();

function order(
  id: number,
  side: 'Buy' | 'Sell',
  status: string,
  quantity: string,
  price: string,
  commissionCurrency = 'CHF',
): StatementOrder {
  return {
    orderId: id,
    clientOrderId: `desk-${id}`,
    account: 1,
    symbol: 'BTC',
    currency: 'CHF',
    side,
    orderType: 'StopLimit',
    status,
    quantity: asDecimal(quantity),
    cumulativeQuantity: asDecimal(quantity),
    averagePrice: asDecimal(price),
    commission: asDecimal('1.25'),
    commissionCurrency,
    createdAt: `2025-03-0${id}T10:00:00.000Z`,
  } as StatementOrder;
}

const tables = reportTables('account-orders', {
  dateFrom: '2025-03-01',
  dateTo: '2025-03-31',
  items: [order(1, 'Buy', 'Filled', '1.5', '43210.5678'), order(2, 'Sell', 'PartiallyFilled', '0.5', '43999.1', 'EUR')],
} as never);
const manifest = manifestRows(
  {
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom: '2025-03-01', dateTo: '2025-03-31' },
    customer: '100101',
    customerName: 'Alpine AG',
    profileName: 'Prod',
    environment: 'Local simulator',
    reportId: 'r1',
    serverTime: '2025-04-01T00:00:00Z',
    savedAt: '2025-04-01T00:00:00Z',
    appVersion: 'test',
    id: 'abcdefgh-1',
    sha256: '0'.repeat(64),
    bytes: 10,
    version: 1,
    profileId: 'p',
    rowCounts: {},
  } as never,
  tables,
);
const print = { customer: '100101 · Alpine AG', kind: 'Account orders statement', period: '2025-03-01 to 2025-03-31' };

const books = new Map<PaperSize, Promise<{ active: string; sheets: Sheet[] }>>();
function exported(paper: PaperSize) {
  let book = books.get(paper);
  if (!book) {
    book = (async () => {
      const file = join(await tempDir(), `orders-${paper}.xlsx`);
      await writeWorkbook(file, { tables: tables.tables, manifest, print, paper });
      return openpyxl(file);
    })();
    books.set(paper, book);
  }
  return book;
}

const orders = async (paper: PaperSize) =>
  (await exported(paper)).sheets.find((sheet) => sheet.name === 'Orders') as Sheet;
const header = (sheet: Sheet) => (sheet.rows[0] ?? []).map((cell) => String(cell.value));
/** Landscape width inside the 0.4 in side margins, in points. */
const ROOM = { a4: (297 / 25.4 - 0.8) * 72, letter: (11 - 0.8) * 72 };
/** Points a stored column width (characters and padding, as Excel stores it) takes on paper at 100 % (Calibri 11: 7 px a digit, 0.75 pt a pixel). */
const points = (width: number) => width * 7 * 0.75;

describe('a workbook that prints', () => {
  it("is set up for the region's paper: A4 (9) or US Letter (1), landscape, one page wide, page x of y, header repeated", async () => {
    for (const [paper, code] of [
      ['a4', 9],
      ['letter', 1],
    ] as const) {
      for (const sheet of (await exported(paper)).sheets) {
        expect(sheet).toMatchObject({
          paperSize: code,
          orientation: 'landscape',
          fitToWidth: 1,
          fitToHeight: 0,
          fitToPage: true,
        });
        expect(sheet.footer[2]).toBe('Page &P of &N');
        if (sheet.name !== 'Manifest') expect(sheet.printTitleRows).toBe('$1:$1');
      }
    }
  });

  it('keeps the exact text in the file, grouped and collapsed beside its amount, hidden so it never prints', async () => {
    const sheet = await orders('a4');
    const names = header(sheet);
    expect(names).toContain('Average price (exact)');
    expect(sheet.outlineLevelCol).toBe(1);
    expect(sheet.summaryRight).toBe(false);
    names.forEach((name, index) => {
      const letter = columnLetters(index);
      const column = sheet.columns[letter];
      if (name.endsWith('(exact)')) {
        expect(column, name).toMatchObject({ hidden: true, outlineLevel: 1 });
        // The amount left of it carries the collapsed group's "+".
        expect(sheet.columns[columnLetters(index - 1)], names[index - 1]).toMatchObject({
          hidden: false,
          collapsed: true,
        });
      } else expect(column, name).toMatchObject({ hidden: false, outlineLevel: 0 });
    });
    // The exact text is still there, verbatim.
    expect(sheet.rows[1]?.[names.indexOf('Average price (exact)')]?.value).toBe('43210.5678');
  });

  it('prints only the columns that fit at 8 pt or more: as many as fit, and one more would not', async () => {
    for (const paper of ['a4', 'letter'] as const) {
      const sheet = await orders(paper);
      const area = /^(?:'?Orders'?!)?\$A\$1:\$([A-Z]+)\$(\d+)$/.exec(sheet.printArea ?? '');
      expect(area, sheet.printArea ?? 'no print area').not.toBeNull();
      const names = header(sheet);
      const printed = names.findIndex((_, index) => columnLetters(index) === area?.[1]) + 1;
      expect(Number(area?.[2])).toBe(sheet.rows.length);
      const visibleWidth = (count: number) =>
        names
          .slice(0, count)
          .reduce(
            (sum, name, index) =>
              sum + (sheet.columns[columnLetters(index)]?.hidden ? 0 : points(sheet.widths[columnLetters(index)] ?? 0)),
            0,
          );
      // Fit to the page, 11 pt text prints at the whole percent that fits: at 73 % or more it is 8 pt or more (72 %: 7.9 pt).
      expect(visibleWidth(printed) * 0.73).toBeLessThanOrEqual(ROOM[paper]);
      expect(0.73 * 11).toBeGreaterThanOrEqual(8);
      // The account orders sheet is wider than a page at 8 pt: something is left off, and the next visible column would not fit.
      expect(printed).toBeLessThan(names.length);
      const next = names.findIndex((_, index) => index >= printed && !sheet.columns[columnLetters(index)]?.hidden);
      // (Counted 10 % wider, the room kept for LibreOffice, which lays columns out wider than Excel.)
      expect(visibleWidth(next + 1) * 0.73 * 1.1).toBeGreaterThan(ROOM[paper]);
    }
  });

  it("shows an average price at its instrument's places, never cut to 2, and enums in words", async () => {
    const sheet = await orders('a4');
    const names = header(sheet);
    const first = sheet.rows[1] ?? [];
    const second = sheet.rows[2] ?? [];
    expect(first[names.indexOf('Average price')]).toMatchObject({ value: 43210.5678, format: '#,##0.0000' });
    expect(second[names.indexOf('Average price')]).toMatchObject({ value: 43999.1, format: '#,##0.00' });
    expect(first[names.indexOf('Side')]?.value).toBe('Buy');
    expect(first[names.indexOf('Type')]?.value).toBe('Stop limit');
    expect(second[names.indexOf('Status')]?.value).toBe('Partially filled');
  });

  it('prints the Manifest on the page: its two columns, long values wrapped inside them, text never evaluated', async () => {
    const sheet = (await exported('a4')).sheets[0] as Sheet;
    expect(sheet.printArea).toMatch(new RegExp(`\\$A\\$1:\\$B\\$${sheet.rows.length}$`));
    for (const row of sheet.rows.slice(1))
      for (const cell of row) expect(cell, String(cell.value)).toMatchObject({ wrap: true, quotePrefix: true });
    // 34 + 90 characters fit a landscape page at 100 %.
    expect(points((sheet.widths.A ?? 0) + (sheet.widths.B ?? 0))).toBeLessThanOrEqual(ROOM.letter);
  });

  it('counts rows in the Manifest in correct English: 1 row, 2 rows', async () => {
    const book = await exported('a4');
    const fields = new Map((book.sheets[0]?.rows ?? []).map((row) => [row[0]?.value, row[1]?.value]));
    expect(fields.get('Sheet "Orders"')).toBe('2 rows of table Orders');
    expect(fields.get('Sheet "P&L other commissions"')).toBe('1 row of table P&L other commissions');
  });
});
