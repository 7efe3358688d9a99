import { parse as parseCsv } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { col, tableFromRows } from '../../../../shared/reports/table-model';
import { writeCsvExport } from '../../../../electron/services/reports/csv/csv-writer';
import { neutralizeCsv } from '../../../../electron/services/reports/formula-guard';
import { useTempDirs } from '../helpers/temp-dir';
import { unzip } from './xlsx-reader';

const tempDir = useTempDirs();

const awkward = [
  '=HYPERLINK("http://x")',
  '+1',
  '-2+3',
  '@SUM(A1)',
  '\tTab',
  'comma, inside',
  'quote " inside',
  'line\nbreak',
  'crlf\r\nbreak',
  'Zürich ✓',
  '',
];
const table = tableFromRows(
  'Orders',
  [
    col.text('note', 'Note'),
    col.amount('amount', 'Amount', 'asset'),
    col.text('asset', 'Asset'),
    col.time('at', 'At (UTC)'),
    col.int('id', 'Id'),
  ],
  awkward.map((note, index) => ({
    note,
    amount: index % 2 ? '-0.000000000000000001' : '12345678901234567890.123456789012345678',
    asset: 'ETH',
    at: '2025-03-01T10:00:00.123Z',
    id: index,
  })),
);

describe('CSV writer', () => {
  it('writes RFC 4180 that an independent parser reads back: text neutralized by the Excel rule, decimals and dates exact, CRLF lines', async () => {
    const file = join(await tempDir(), 'orders.csv');
    const written = await writeCsvExport(file, { tables: [table], manifest: [] });
    expect(written.rows).toBe(awkward.length);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(false);
    expect(text.split('\r\n')[0]).toBe('Note,Amount,Asset,At (UTC),Id');
    const records = parseCsv(text, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r['Note'])).toEqual(awkward.map(neutralizeCsv));
    expect(records[0]).toMatchObject({
      Amount: '12345678901234567890.123456789012345678',
      'At (UTC)': '2025-03-01T10:00:00.123Z',
      Id: '0',
    });
    // A negative amount stays a number: only text columns are neutralized.
    expect(records[1]?.['Amount']).toBe('-0.000000000000000001');
  });

  it.each([',', ';'] as const)(
    'written with "%s", leaves no cell starting with a formula sign whether the file is read with , or ; (quotes honoured or not)',
    async (separator) => {
      const evil = [
        'x;=1+1;',
        'y;=HYPERLINK("http://evil.example","open")',
        'a,=1+1',
        'tab\t=1+1',
        'line\n=1+1',
        'cr\r+1',
        'q;"=1+1"',
        'q;""@SUM(A1)',
        'sp; -1+1',
        'small;\ufe66 1+1',
        'minus;\u2212 1+1',
        'shy;\u00ad=1+1',
        'rlo,\u202e@x',
        '=lead;=mid,+end',
        'fine; plain, and\tmore',
      ];
      const table = tableFromRows(
        'Orders',
        [
          col.text('id', 'Client order id'),
          col.amount('amount', 'Amount', 'asset'),
          col.text('asset', 'Asset'),
          col.time('at', 'At (UTC)'),
        ],
        evil.map((id, index) => ({
          id,
          amount: index === 0 ? '1;=2' : '-5.25',
          asset: 'ETH',
          at: index === 1 ? '2025;=1' : '2025-03-01T10:00:00Z',
        })),
      );
      const file = join(await tempDir(), 'orders.csv');
      await writeCsvExport(file, { tables: [table], manifest: [] }, { separator });
      const text = await readFile(file, 'utf8');
      const readings = [
        parseCsv(text, { delimiter: separator, relax_column_count: true }),
        parseCsv(text, { delimiter: separator === ',' ? ';' : ',', relax_column_count: true, relax_quotes: true }),
        parseCsv(text, { delimiter: ';', quote: false, relax_column_count: true }),
        parseCsv(text, { delimiter: ',', quote: false, relax_column_count: true }),
        parseCsv(text, { delimiter: '\t', quote: false, relax_column_count: true }),
      ] as string[][][];
      const cells = readings.flat(2);
      // What a spreadsheet would see as the start: quotes and invisible characters dropped, compatibility forms folded.
      const formula = (cell: string) => {
        const visible = cell
          .replace(/^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}"]+/u, '')
          .normalize('NFKC');
        return /^[=+\-@\u2212]/.test(visible) && !/^-?\d+(\.\d+)?$/.test(visible);
      };
      expect(cells.filter(formula)).toEqual([]);
      // The text survives, apostrophes aside, read with the separator it was written with.
      const ids = (readings[0] as string[][]).slice(1).map((row) => row[0]);
      expect(ids.map((id) => id?.replaceAll("'", ''))).toEqual(evil.map((id) => id.replaceAll("'", '')));
      expect(ids[0]).toBe("x;'=1+1;");
      expect(ids.at(-1)).toBe('fine; plain, and\tmore');
      // A plain negative decimal stays a number.
      expect((readings[0] as string[][])[2]?.[1]).toBe('-5.25');
    },
  );

  it('several tables become a zip of one CSV per table plus manifest.csv; the byte-order mark only when asked', async () => {
    const file = join(await tempDir(), 'report.zip');
    const second = tableFromRows('P&L FIFO', [col.text('symbol', 'Symbol')], [{ symbol: 'BTC' }]);
    await writeCsvExport(
      file,
      { tables: [table, second], manifest: [['Report', 'Account orders statement']] },
      { bom: true },
    );
    const files = unzip(await readFile(file));
    expect([...files.keys()]).toEqual(['Orders.csv', 'P&L FIFO.csv', 'manifest.csv']);
    for (const content of files.values()) expect(content.toString('utf8').startsWith('\uFEFF')).toBe(true);
    const manifest = parseCsv(files.get('manifest.csv')!, { bom: true, columns: true }) as Record<string, string>[];
    expect(manifest).toContainEqual({ Field: 'Report', Value: 'Account orders statement' });
    expect(manifest).toContainEqual({ Field: 'File "P&L FIFO.csv"', Value: '1 row of table P&L FIFO' });
  });

  it('refuses a single .csv for a report of several tables, and leaves no file behind', async () => {
    const dir = await tempDir();
    await expect(writeCsvExport(join(dir, 'x.csv'), { tables: [table, table], manifest: [] })).rejects.toThrow(/\.zip/);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(dir)).toEqual([]);
  });

  it('with semicolons: fields split at ";" into the right columns, decimals exact with a point, and "x;=1+1" is one text field, not a formula', async () => {
    const file = join(await tempDir(), 'orders.csv');
    const rows = [
      {
        note: 'x;=1+1',
        amount: '12345678901234567890.123456789012345678',
        asset: 'ETH',
        at: '2025-03-01T10:00:00.123Z',
        id: 1,
      },
      { note: 'a, b', amount: '-0.5', asset: 'BTC', at: '2025-03-02T10:00:00Z', id: 2 },
    ];
    const semi = tableFromRows('Orders', table.columns, rows);
    await writeCsvExport(file, { tables: [semi], manifest: [] }, { separator: ';' });
    const bytes = await readFile(file, 'utf8');
    expect(bytes.split('\r\n')).toEqual([
      'Note;Amount;Asset;At (UTC);Id',
      `"x;'=1+1";12345678901234567890.123456789012345678;ETH;2025-03-01T10:00:00.123Z;1`,
      '"a, b";-0.5;BTC;2025-03-02T10:00:00Z;2',
      '',
    ]);
    const records = parseCsv(bytes, { delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      {
        Note: "x;'=1+1",
        Amount: '12345678901234567890.123456789012345678',
        Asset: 'ETH',
        'At (UTC)': '2025-03-01T10:00:00.123Z',
        Id: '1',
      },
      { Note: 'a, b', Amount: '-0.5', Asset: 'BTC', 'At (UTC)': '2025-03-02T10:00:00Z', Id: '2' },
    ]);
  });

  it('writes decimals with a comma only when asked, with semicolons, every digit kept; refuses it with commas and writes nothing', async () => {
    const dir = await tempDir();
    const rows = [
      {
        note: 'n',
        amount: '12345678901234567890.123456789012345678',
        asset: 'ETH',
        at: '2025-03-01T10:00:00Z',
        id: 1234,
      },
    ];
    const one = tableFromRows('Orders', table.columns, rows);
    const file = join(dir, 'comma.csv');
    await writeCsvExport(file, { tables: [one], manifest: [] }, { separator: ';', decimalComma: true });
    const records = parseCsv(await readFile(file, 'utf8'), { delimiter: ';', columns: true }) as Record<
      string,
      string
    >[];
    // Only the decimal column changes: the date and the integer id stay as they were.
    expect(records).toEqual([
      {
        Note: 'n',
        Amount: '12345678901234567890,123456789012345678',
        Asset: 'ETH',
        'At (UTC)': '2025-03-01T10:00:00Z',
        Id: '1234',
      },
    ]);
    await expect(
      writeCsvExport(join(dir, 'refused.csv'), { tables: [one], manifest: [] }, { separator: ',', decimalComma: true }),
    ).rejects.toThrow(/only be written with the semicolon/);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(dir)).toEqual(['comma.csv']);
  });

  it('says in manifest.csv how the fields are written, and writes it with the same separator', async () => {
    const file = join(await tempDir(), 'report.zip');
    const second = tableFromRows('P&L FIFO', [col.text('symbol', 'Symbol')], [{ symbol: 'BTC' }, { symbol: 'ETH' }]);
    await writeCsvExport(
      file,
      { tables: [table, second], manifest: [['Report', 'Account orders statement']] },
      { separator: ';', decimalComma: true },
    );
    const manifest = parseCsv(unzip(await readFile(file)).get('manifest.csv')!, {
      delimiter: ';',
      columns: true,
    }) as Record<string, string>[];
    const fields = new Map(manifest.map((row) => [row['Field'], row['Value']]));
    expect(fields.get('Format')).toMatch(/separated by semicolons/);
    expect(fields.get('Numbers')).toMatch(/decimal comma/);
    expect(fields.get('File "P&L FIFO.csv"')).toBe('2 rows of table P&L FIFO');
  });
});
