import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportArchive } from '../../../../electron/services/reports/archive';
import { HashMismatchError } from '../../../../electron/services/reports/archived-data';
import { runExportJob } from '../../../../electron/services/reports/export-job';
import { neutralize } from '../../../../electron/services/reports/formula-guard';
import { writeWorkbook } from '../../../../electron/services/reports/xlsx/workbook-writer';
import { col, tableFromRows } from '../../../../shared/reports/table-model';
import { useTempDirs } from '../helpers/temp-dir';
import { readXlsx, serialToIso } from './xlsx-reader';

const tempDir = useTempDirs();

const ORDERS = [
  { asset: 'BTC', quantity: '0.12345678', time: '2025-03-01T12:30:15Z', day: '2025-03-01', note: 'plain', id: 41 },
  {
    asset: 'ETH',
    quantity: '0.123456789012345678',
    time: '2025-03-02T00:00:00.500+02:00',
    day: '2025-12-31',
    note: ' padded ',
    id: 42,
  },
  { asset: 'CHF', quantity: '-1500.5', time: '2025-03-03T08:00:00Z', day: '2024-02-29', note: null, id: 43 },
];
const table = tableFromRows(
  'Orders',
  [
    col.text('asset', 'Asset'),
    col.amount('quantity', 'Quantity', 'asset'),
    col.time('time', 'Time (UTC)'),
    col.date('day', 'Day'),
    col.text('note', 'Note'),
    col.int('id', 'Id'),
  ],
  ORDERS,
  (row) => ({ ...row }),
);

async function written(tables = [table], options = {}) {
  const file = join(await tempDir(), 'out.xlsx');
  const result = await writeWorkbook(file, { tables, manifest: [['Customer', '100001']] }, options);
  return { file, result, book: readXlsx(file) };
}

describe('Excel workbook writer', () => {
  it('writes amounts as numbers formatted at the asset precision, with the exact text next to them', async () => {
    const { book } = await written();
    const [manifest, orders] = book.sheets;
    expect(manifest?.name).toBe('Manifest');
    expect(orders?.name).toBe('Orders');
    expect(orders?.rows[0]?.map((c) => c.value)).toEqual([
      'Asset',
      'Quantity',
      'Quantity (exact)',
      'Time (UTC)',
      'Day',
      'Note',
      'Id',
    ]);
    const btc = orders?.rows[1]?.[1];
    expect(btc).toMatchObject({ type: 'n', value: '0.12345678', format: '#,##0.00000000' });
    expect(orders?.rows[2]?.[1]).toMatchObject({ type: 'n', format: '#,##0.00000000' });
    expect(orders?.rows[3]?.[1]).toMatchObject({ type: 'n', value: '-1500.5', format: '#,##0.00' });
    // Exact text: the decimal exactly as received, as a text cell.
    expect(orders?.rows[2]?.[2]).toMatchObject({ type: 'inlineStr', value: '0.123456789012345678', format: '@' });
    expect(orders?.rows[3]?.[2]).toMatchObject({ type: 'inlineStr', value: '-1500.5' });
  });

  it('writes dates and date-times as real Excel dates in UTC', async () => {
    const { book } = await written();
    const row = book.sheets[1]?.rows[1];
    expect(row?.[3]).toMatchObject({ type: 'n', format: 'yyyy-mm-dd hh:mm:ss' });
    expect(serialToIso(row?.[3]?.value ?? '')).toBe('2025-03-01T12:30:15.000Z');
    expect(row?.[4]).toMatchObject({ type: 'n', value: '45717', format: 'yyyy-mm-dd' });
    // An offset is converted to UTC, never read in the machine's zone.
    expect(serialToIso(book.sheets[1]?.rows[2]?.[3]?.value ?? '')).toBe('2025-03-01T22:00:00.500Z');
    expect(book.sheets[1]?.rows[3]?.[4]?.value).toBe('45351');
  });

  it('writes text as text (quotePrefix), integers as numbers, and keeps leading spaces', async () => {
    const { book } = await written();
    const row = book.sheets[1]?.rows[2];
    expect(row?.[0]).toMatchObject({ type: 'inlineStr', value: 'ETH', quotePrefix: true });
    expect(row?.[5]).toMatchObject({ type: 'inlineStr', value: ' padded ' });
    expect(row?.[6]).toMatchObject({ type: 'n', value: '42', format: '0' });
    expect(book.sheets[1]?.rows[0]?.[0]).toMatchObject({ bold: true });
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'neutralizes text starting with %j so Excel never evaluates it',
    async (prefix) => {
      const dangerous = `${prefix}HYPERLINK("https://evil.example","x")`;
      const evil = tableFromRows(
        'Orders',
        [col.text('clientOrderId', 'Client order id')],
        [{ clientOrderId: dangerous }],
        (r) => ({ ...r }),
      );
      const { book } = await written([evil]);
      const cell = book.sheets[1]?.rows[1]?.[0];
      expect(cell?.type).toBe('inlineStr');
      expect(cell?.value).toBe(`'${dangerous}`);
      expect(cell?.quotePrefix).toBe(true);
      expect(book.sheets[1]?.xml).not.toContain('<f>');
      expect(neutralize('safe')).toBe('safe');
    },
  );

  it.each(['\n=', ' =', '\u00a0+', '\ufeff-', '\u200b@', '\t \u2060=', '\uff1d', '\uff0b', '\uff0d', '\uff20'])(
    'neutralizes text starting with %j (line feed, leading blanks, BOM, zero-width, full-width signs)',
    async (prefix) => {
      const dangerous = `${prefix}HYPERLINK("https://evil.example","x")`;
      const evil = tableFromRows(
        'Orders',
        [col.text('clientOrderId', 'Client order id')],
        [{ clientOrderId: dangerous }],
        (r) => ({ ...r }),
      );
      const { book } = await written([evil]);
      expect(neutralize(dangerous)).toBe(`'${dangerous}`);
      // (The test reader reads no multi-line cell: the sheet's XML shows that one.)
      if (prefix.includes('\n')) expect(book.sheets[1]?.xml).toContain(`>'\n=HYPERLINK`);
      else expect(book.sheets[1]?.rows[1]?.[0]?.value).toBe(`'${dangerous}`);
    },
  );

  it.each([
    '\ufe62',
    '\ufe63',
    '\ufe66',
    '\ufe6b',
    '\u207c',
    '\u207a',
    '\u2212',
    '\u00ad=',
    '\u200e=',
    '\u202e=',
    '\u0000=',
    '\u2a75',
    ' \u00ad\u2212',
  ])(
    'neutralizes text starting with %j (small, superscript and minus-sign forms; soft hyphen, LRM, RLO, NUL before =)',
    async (prefix) => {
      const dangerous = `${prefix}1+1`;
      const evil = tableFromRows(
        'Orders',
        [col.text('clientOrderId', 'Client order id')],
        [{ clientOrderId: dangerous }],
        (r) => ({ ...r }),
      );
      const { book } = await written([evil]);
      expect(neutralize(dangerous)).toBe(`'${dangerous}`);
      // (The sheet writes NUL as _x0000_; the test reader keeps that escape.)
      if (!prefix.includes('\u0000')) expect(book.sheets[1]?.rows[1]?.[0]?.value).toBe(`'${dangerous}`);
    },
  );

  it('leaves text alone whose first visible character only looks unusual', () => {
    for (const text of ['\u00adABC', '\u2010 hyphen', 'ﬁle', '１２３', 'Zürich', '', '\u200b'])
      expect(neutralize(text)).toBe(text);
  });

  it('neutralizes the exact-text column too when a value is not a plain decimal; a negative decimal stays verbatim', async () => {
    const rows = [
      { asset: 'CHF', quantity: '=1+2' },
      { asset: 'CHF', quantity: '-1500.5' },
    ];
    const evil = tableFromRows(
      'Orders',
      [col.text('asset', 'Asset'), col.amount('quantity', 'Quantity', 'asset')],
      rows,
      (row) => ({ ...row }),
    );
    const { book } = await written([evil]);
    const exact = (row: number) =>
      book.sheets[1]?.rows[row]?.find((cell, index) => book.sheets[1]?.rows[0]?.[index]?.value === 'Quantity (exact)')
        ?.value;
    expect(exact(1)).toBe("'=1+2");
    expect(exact(2)).toBe('-1500.5');
  });

  it('freezes the header row, filters it, sizes columns and states the dimension', async () => {
    const { book } = await written();
    const xml = book.sheets[1]?.xml ?? '';
    expect(xml).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(xml).toContain('<autoFilter ref="A1:G4"/>');
    expect(xml).toContain('<dimension ref="A1:G4"/>');
    expect(xml).toMatch(/<col min="1" max="1" width="[\d.]+" customWidth="1"\/>/);
    expect(book.entries.get('xl/workbook.xml')?.toString()).toContain('_xlnm._FilterDatabase');
  });

  it('continues a table past the row limit on another sheet', async () => {
    const { book, result } = await written([table], { maxRowsPerSheet: 2 });
    expect(book.sheets.map((s) => s.name)).toEqual(['Manifest', 'Orders', 'Orders (2)']);
    expect(book.sheets[2]?.rows).toHaveLength(2);
    expect(book.sheets[2]?.rows[1]?.[6]?.value).toBe('43');
    expect(result.rows).toBe(3);
  });

  it('a cancelled export leaves no file and no temp file behind', async () => {
    const dir = await tempDir();
    const big = tableFromRows(
      'Rows',
      [col.int('n', 'N')],
      Array.from({ length: 50_000 }, (_, n) => ({ n })),
      (r) => ({ ...r }),
    );
    const controller = new AbortController();
    const promise = writeWorkbook(
      join(dir, 'big.xlsx'),
      { tables: [big], manifest: [] },
      { signal: controller.signal, onProgress: () => controller.abort() },
    );
    await expect(promise).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('manifest sheet of an archived report', () => {
  const raw =
    '{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-01-31","referenceCurrency":"CHF","rates":[{"date":"2025-01-01","assetSymbol":"BTC","rate":91234.123456789012345678}]},"failureReason":null}';

  async function archived() {
    const dir = await tempDir();
    const archive = new ReportArchive(join(dir, 'reports'));
    const manifest = await archive.save(Buffer.from(raw), {
      kind: 'exchange-rates',
      params: { kind: 'exchange-rates', dateFrom: '2025-01-01', dateTo: '2025-01-31', referenceCurrency: 'CHF' },
      customer: 'ACME-CUS-100001',
      customerName: '=Acme AG',
      profileId: 'p',
      profileName: 'Local simulator',
      environment: 'Local simulator',
      reportId: '3f1c7e4a-8d2b-4c1e-9a3f-5b6d7e8f9a0b',
      serverTime: '2025-02-01T09:00:00.000Z',
      appVersion: '0.1.0-test',
      rowCounts: {},
    });
    return { dir, archive, manifest };
  }

  it('states the SHA-256 of the raw JSON exactly as archived, and who, what and when', async () => {
    const { dir, archive, manifest } = await archived();
    const onDisk = await readFile(archive.rawPath(manifest.id));
    expect(onDisk.toString('utf8')).toBe(raw);
    const file = join(dir, 'rates.xlsx');
    await runExportJob({ rawPath: archive.rawPath(manifest.id), manifest, outPath: file });
    const book = readXlsx(file);
    const sheet = book.sheets.find((s) => s.name === 'Manifest');
    const fields = new Map(sheet?.rows.map((row) => [row[0]?.value, row[1]?.value]));
    expect(fields.get('SHA-256 of the raw report JSON as received')).toBe(
      createHash('sha256').update(onDisk).digest('hex'),
    );
    expect(fields.get('Customer')).toBe('ACME-CUS-100001 (=Acme AG)');
    expect(fields.get('Report')).toBe('Exchange rates statement');
    expect(fields.get('Server time of creation (UTC)')).toBe('2025-02-01T09:00:00.000Z');
    expect(fields.get('Rows in Rates')).toBe('1');
    expect(fields.get('Exact values')).toMatch(/\(exact\)/);
    // The 24-digit rate survives as text; the number cell carries what a double can.
    const rates = book.sheets.find((s) => s.name === 'Rates');
    expect(rates?.rows[1]?.[3]?.value).toBe('91234.123456789012345678');
  });

  it('refuses to export an archived report whose bytes changed', async () => {
    const { dir, archive, manifest } = await archived();
    await writeFile(archive.rawPath(manifest.id), raw.replace('91234', '91235'));
    const outPath = join(dir, 'x.xlsx');
    await expect(runExportJob({ rawPath: archive.rawPath(manifest.id), manifest, outPath })).rejects.toBeInstanceOf(
      HashMismatchError,
    );
    expect((await archive.check(manifest.id)).intact).toBe(false);
  });
});
