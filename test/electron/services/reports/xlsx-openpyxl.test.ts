// Every style the Excel export promises, read back by openpyxl: a reader that shares nothing with our writer
// (the test-time system package python3-openpyxl, installed by scripts/setup.mjs).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnTotals } from '../../../../electron/services/reports/export-job';
import { excelWidth } from '../../../../electron/services/reports/xlsx/sheet-xml';
import { CELL_STYLES, cellStyle } from '../../../../electron/services/reports/xlsx/styles';
import { writeWorkbook } from '../../../../electron/services/reports/xlsx/workbook-writer';
import { col, tableFromRows } from '../../../../shared/reports/table-model';
import { useTempDirs } from '../helpers/temp-dir';
import { openpyxl, type Cell, type Sheet } from './openpyxl-reader';

const tempDir = useTempDirs();

// One row per number of decimals a cell can be formatted with (at most 14: a double holds 15 significant digits).
const DECIMALS = Array.from({ length: 15 }, (_, d) => d);
const amountWith = (d: number): string =>
  d === 0 ? '123456789012345' : d === 1 ? '12345678901234.5' : `0.${'1'.repeat(d)}`;
const table = tableFromRows(
  'Orders',
  [
    col.text('asset', 'Asset', 8),
    col.amount('amount', 'Amount', 'asset'),
    col.money('fee', 'Fee (CHF)', 'CHF'),
    col.int('id', 'Id'),
    col.date('day', 'Day'),
    col.time('time', 'Time (UTC)'),
  ],
  DECIMALS.map((d) => ({
    asset: 'ZZZ',
    amount: amountWith(d),
    fee: '1234.5',
    id: d + 1,
    day: '2025-03-01',
    time: '2025-03-01T12:30:15Z',
  })),
  (row) => ({ ...row }),
);
const print = {
  customer: '100101 · Alpine & Co',
  kind: 'Account orders statement',
  period: '2025-03-01 to 2025-03-31',
};

let read: Promise<{ active: string; sheets: Sheet[] }> | undefined;
// One export, read once, for all the checks below (openpyxl takes a second to start).
const exported = () => (read ??= exportOnce());

async function exportOnce() {
  const file = join(await tempDir(), 'orders.xlsx');
  const totals = columnTotals({
    tables: [table],
    figures: [{ label: 'Total fee (CHF)', value: '18517.5', type: 'decimal', asset: 'CHF' }],
  });
  await writeWorkbook(file, { tables: [table], manifest: [['Customer', '=100101']], print, totals });
  return openpyxl(file);
}

describe('the Excel export as an independent reader (openpyxl) sees it', () => {
  it('the workbook below uses every cell style the writer has, so each one is read back', () => {
    expect(CELL_STYLES.decimals).toHaveLength(DECIMALS.length);
    const used = [
      ...CELL_STYLES.decimals,
      CELL_STYLES.integer,
      CELL_STYLES.date,
      CELL_STYLES.dateTime,
      CELL_STYLES.text,
      CELL_STYLES.header,
      CELL_STYLES.wrappedText,
    ];
    // Every entry of the style table but the default (id 0, "General", which no written cell has).
    expect(new Set(used).size).toBe(used.length);
    expect(cellStyle(Math.max(...used) + 1)).toBeUndefined();
    expect(Math.min(...used)).toBe(1);
  });

  it('opens on the Manifest; every sheet prints landscape, one page wide, with whose report it is on top and page numbers below', async () => {
    const book = await exported();
    expect(book.active).toBe('Manifest');
    expect(book.sheets.map((sheet) => sheet.name)).toEqual(['Manifest', 'Orders']);
    for (const sheet of book.sheets) {
      expect(sheet).toMatchObject({
        orientation: 'landscape',
        fitToWidth: 1,
        fitToHeight: 0,
        fitToPage: true,
        margins: [0.4, 0.4, 0.6, 0.6, 0.3, 0.3],
      });
      // In header codes "&" starts a command: a literal one is written (and read back) doubled.
      expect(sheet.header).toEqual(['100101 · Alpine && Co', '&BAccount orders statement', '2025-03-01 to 2025-03-31']);
      expect(sheet.footer).toEqual(['&A', null, 'Page &P of &N']);
    }
  });

  it('freezes, filters and repeats on every printed page the header row of a data sheet, not of the Manifest', async () => {
    const [manifest, orders] = (await exported()).sheets as [Sheet, Sheet];
    expect(orders).toMatchObject({ frozen: 'A2', printTitleRows: '$1:$1', autoFilter: 'A1:H16', dimensions: 'A1:H17' });
    expect(manifest).toMatchObject({ frozen: null, printTitleRows: null, autoFilter: null });
  });

  it('writes the header and the totals label bold, text as text (quotePrefix, "@"), never a formula', async () => {
    const [manifest, orders] = (await exported()).sheets as [Sheet, Sheet];
    for (const cell of [...(orders.rows[0] ?? []), ...(manifest.rows[0] ?? [])])
      expect(cell).toMatchObject({ type: 's', bold: true, quotePrefix: true, format: '@' });
    expect(orders.rows[0]?.map((cell) => cell.value)).toEqual([
      'Asset',
      'Amount',
      'Amount (exact)',
      'Fee (CHF)',
      'Fee (CHF) (exact)',
      'Id',
      'Day',
      'Time (UTC)',
    ]);
    expect(orders.rows[1]?.[0]).toMatchObject({ value: 'ZZZ', type: 's', bold: false, quotePrefix: true, format: '@' });
    expect(manifest.rows[1]?.[1]).toMatchObject({ value: "'=100101", type: 's', quotePrefix: true, bold: false });
    expect(orders.rows.at(-1)?.[0]).toMatchObject({ value: 'Total', bold: true, quotePrefix: true });
  });

  it('formats each amount as a number at its places (every format from 0 to 14 decimals), with its exact text beside it', async () => {
    const orders = (await exported()).sheets[1] as Sheet;
    for (const d of DECIMALS) {
      const row = orders.rows[d + 1] as Cell[];
      expect(row[1]).toMatchObject({
        type: 'n',
        bold: false,
        quotePrefix: false,
        format: d === 0 ? '#,##0' : `#,##0.${'0'.repeat(d)}`,
      });
      expect(row[2]).toMatchObject({ type: 's', value: amountWith(d), format: '@', quotePrefix: true });
      // CHF: two places.
      expect(row[3]).toMatchObject({ type: 'n', value: 1234.5, format: '#,##0.00' });
    }
    expect(orders.rows.at(-1)?.[3]).toMatchObject({ type: 'n', value: 18517.5, format: '#,##0.00', bold: false });
  });

  it('writes integers as numbers and dates and times as real dates in UTC', async () => {
    const row = (await exported()).sheets[1]?.rows[1] as Cell[];
    expect(row[5]).toMatchObject({ type: 'n', value: 1, format: '0' });
    expect(row[6]).toMatchObject({ type: 'd', value: '2025-03-01T00:00:00', format: 'yyyy-mm-dd' });
    expect(row[7]).toMatchObject({ type: 'd', value: '2025-03-01T12:30:15', format: 'yyyy-mm-dd hh:mm:ss' });
  });

  it('gives every column the width the writer fitted to its values', async () => {
    const [manifest, orders] = (await exported()).sheets as [Sheet, Sheet];
    expect(manifest.widths).toEqual({ A: excelWidth(34), B: excelWidth(90) });
    // Characters + 3 of padding. Asset: the header "Asset" (5); Amount: "12,345,678,901,234.5" (20); Time: 19.
    expect(orders.widths['A']).toBe(excelWidth(8));
    expect(orders.widths['B']).toBe(excelWidth(23));
    expect(orders.widths['H']).toBe(excelWidth(22));
    expect(Object.keys(orders.widths)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });
});

describe('sheet names in the workbook part', () => {
  it('keeps a table name with quotes and an ampersand intact, with its print titles and filter', async () => {
    const named = tableFromRows(`O'Neil & "Sons"`, [col.text('asset', 'Asset')], [{ asset: 'BTC' }], (row) => ({
      ...row,
    }));
    const file = join(await tempDir(), 'named.xlsx');
    await writeWorkbook(file, { tables: [named], manifest: [] });
    const sheet = (await openpyxl(file)).sheets[1] as Sheet;
    expect(sheet).toMatchObject({
      name: `O'Neil & "Sons"`,
      printTitleRows: '$1:$1',
      autoFilter: 'A1:A2',
      frozen: 'A2',
    });
  });
});
