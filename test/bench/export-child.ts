// One export in a fresh process, so its peak RSS is its own: `tsx export-child.ts ideal|ours|ours-no-exact|pdf ROWS OUT`.
// Prints {ms, peakRssMb} as JSON. Both writers get the same generated table (10 columns, like a statement).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { constants, createDeflateRaw } from 'node:zlib';
import { writeWorkbook } from '../../electron/services/reports/xlsx/workbook-writer';
import { writePdfStatement } from '../../electron/services/reports/pdf/pdf-writer';
import { ENGLISH_EXPORT_WORDS } from '../../electron/services/reports/export-words';
import { col } from '../../shared/reports/table-model';
import type { ReportTable } from '../../shared/reports/table-model';

const [mode = 'ours', rowsText = '100000', out = '/tmp/export-bench.xlsx'] = process.argv.slice(2);
const rows = Number(rowsText);

const COLUMNS = [
  col.int('orderId', 'Order id'),
  col.text('clientOrderId', 'Client order id', 24),
  col.int('account', 'Account'),
  col.text('symbol', 'Symbol', 8),
  col.text('side', 'Side', 6),
  col.text('status', 'Status', 12),
  col.amount('quantity', 'Quantity', 'symbol'),
  col.money('price', 'Price', 'CHF'),
  col.money('commission', 'Commission', 'CHF'),
  col.time('createdAt', 'Created (UTC)'),
];
const SYMBOLS = ['BTC', 'ETH', 'SOL', 'DOT'];

function generate(n: number): ReportTable {
  const values: string[][] = COLUMNS.map(() => new Array<string>(n));
  const start = Date.UTC(2025, 0, 1);
  for (let r = 0; r < n; r += 1) {
    const symbol = SYMBOLS[r % 4] as string;
    const v = [
      String(10_000_000 + r),
      `CO-${r.toString(36).toUpperCase()}-${(r * 7919) % 100_000}`,
      String(100_000 + (r % 40)),
      symbol,
      r % 2 === 0 ? 'Buy' : 'Sell',
      r % 10 === 0 ? 'Cancelled' : 'Filled',
      `${(r % 97) + 1}.${String((r * 104_729) % 100_000_000).padStart(8, '0')}`,
      `${60_000 + (r % 5000)}.${String(r % 100).padStart(2, '0')}`,
      `${r % 300}.${String((r * 31) % 100).padStart(2, '0')}`,
      new Date(start + r * 29_000).toISOString(),
    ];
    for (let c = 0; c < v.length; c += 1) (values[c] as string[])[r] = v[c] as string;
  }
  return { name: 'Orders', columns: COLUMNS, values, rowCount: n };
}

const xml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);
const letters = 'ABCDEFGHIJ';

// The ideal writer: nothing but the sheet's XML (same cell encoding) through deflate level 1 into a file.
async function ideal(table: ReportTable, path: string): Promise<void> {
  const file = createWriteStream(path);
  const deflate = createDeflateRaw({ level: 1, memLevel: 9, strategy: constants.Z_DEFAULT_STRATEGY });
  deflate.pipe(file);
  const write = async (text: string) => {
    if (!deflate.write(text)) await once(deflate, 'drain');
  };
  let chunk = '<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>';
  for (let r = 0; r < table.rowCount; r += 1) {
    const n = r + 2;
    chunk += `<row r="${n}">`;
    for (let c = 0; c < COLUMNS.length; c += 1) {
      const value = (table.values[c] as string[])[r] as string;
      const type = (COLUMNS[c] as (typeof COLUMNS)[number]).type;
      const ref = `${letters[c]}${n}`;
      if (type === 'text') chunk += `<c r="${ref}" s="1" t="inlineStr"><is><t>${xml(value)}</t></is></c>`;
      else if (type === 'datetime')
        chunk += `<c r="${ref}" s="2"><v>${Date.parse(value) / 86_400_000 + 25_569}</v></c>`;
      else chunk += `<c r="${ref}" s="3"><v>${value}</v></c>`;
    }
    chunk += '</row>';
    if (chunk.length > 262_144) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}</sheetData></worksheet>`);
  deflate.end();
  await once(file, 'close');
}

const table = generate(rows);
const started = performance.now();
if (mode === 'ideal') await ideal(table, out);
else if (mode === 'pdf')
  await writePdfStatement(out, {
    manifest: {
      version: 1,
      id: 'bench-pdf-0001',
      kind: 'account-orders',
      params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
      customer: '100001',
      customerName: null,
      profileId: 'bench',
      profileName: 'bench',
      environment: 'bench',
      reportId: null,
      serverTime: '2025-12-31T00:00:00.000Z',
      savedAt: '2025-12-31T00:00:00.000Z',
      appVersion: 'bench',
      sha256: '0'.repeat(64),
      bytes: 0,
      rowCounts: {},
    },
    tables: [table],
    figures: [],
    totals: [],
    notes: [],
    paper: 'a4',
    words: ENGLISH_EXPORT_WORDS,
    locale: 'en',
  });
else await writeWorkbook(out, { tables: [table], manifest: [['Bench', String(rows)]] }, { exactText: mode === 'ours' });
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ms, peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
