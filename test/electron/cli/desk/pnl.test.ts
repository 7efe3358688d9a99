import Big from 'big.js';
import { parse } from 'lossless-json';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../../electron/simulator/index';
import { startSimulator } from '../../../../electron/simulator/index';
import { useTempDirs } from '../../services/helpers/temp-dir';
import { readXlsx } from '../../services/reports/xlsx-reader';
import { firstJson, runDeskAgainst, type DeskProblem } from './run-desk';

const tempDir = useTempDirs();
let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ seed: 42, speed: 60, port: 0 });
}, 120_000);
afterAll(() => simulator?.stop());

async function desk(dataDir: string, ...args: string[]) {
  const { code, stdout, stderr } = await runDeskAgainst(simulator, dataDir, args);
  return { code, out: firstJson(stdout), err: firstJson(stderr) as DeskProblem | null };
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface RawItem {
  orderId: string;
  symbol: string;
  currency: string;
  side: string;
  cumulativeQuantity: string;
  averagePrice: string | null;
  commission: string | null;
  commissionCurrency: string | null;
  createdAt: string;
}

/**
 * FIFO realized P&L per instrument straight from the raw statement JSON, written from the definitions
 * without the app's code: numbers kept as their text (lossless-json), big.js with half-even division at 18 decimals.
 */
function independentFifo(rawJson: string): Map<string, { realized: string; matched: string; unmatched: string }> {
  const D = Big();
  D.DP = 18;
  D.RM = Big.roundHalfEven;
  const body = parse(rawJson, undefined, (text) => text) as { reportData: { items: RawItem[] } };
  const items = body.reportData.items
    .filter((i) => new D(i.cumulativeQuantity).gt(0))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || Number(a.orderId) - Number(b.orderId));
  const books = new Map<string, { lots: { q: Big; c: Big }[]; realized: Big; matched: Big; unmatched: Big }>();
  for (const i of items) {
    const key = `${i.symbol}/${i.currency}`;
    const book = books.get(key) ?? { lots: [], realized: new D(0), matched: new D(0), unmatched: new D(0) };
    books.set(key, book);
    const q = new D(i.cumulativeQuantity);
    const fee = !i.commissionCurrency || i.commissionCurrency === i.currency ? new D(i.commission ?? 0) : new D(0);
    const gross = q.times(i.averagePrice ?? 0);
    if (i.side === 'Buy') {
      book.lots.push({ q, c: gross.plus(fee) });
      continue;
    }
    const proceeds = gross.minus(fee);
    let left = q;
    let cost = new D(0);
    while (left.gt(0) && book.lots.length > 0) {
      const lot = book.lots[0]!;
      if (left.gte(lot.q)) {
        cost = cost.plus(lot.c);
        left = left.minus(lot.q);
        book.lots.shift();
      } else {
        const part = lot.c.times(left).div(lot.q);
        cost = cost.plus(part);
        lot.q = lot.q.minus(left);
        lot.c = lot.c.minus(part);
        left = new D(0);
      }
    }
    const matched = q.minus(left);
    const matchedProceeds = matched.eq(q) ? proceeds : proceeds.times(matched).div(q);
    book.realized = book.realized.plus(matched.gt(0) ? matchedProceeds.minus(cost) : 0);
    book.matched = book.matched.plus(matched);
    book.unmatched = book.unmatched.plus(left);
  }
  return new Map([...books].map(([key, b]) => [key, { realized: b.realized.toFixed(), matched: b.matched.toFixed(), unmatched: b.unmatched.toFixed() }]));
}

interface PnlOut {
  archiveId: string;
  method: string;
  instruments: { symbol: string; currency: string; realized: string; matched: string; unmatched: string; sold: string }[];
  totals: { currency: string; realized: string }[];
  reference: { referenceCurrency: string; total: string | null; exchangeRatesArchiveId: string } | null;
  definitions: string[];
}

describe('desk pnl', () => {
  it("over the simulator's past year equals an independent FIFO from the raw JSON; the Excel sheet and the average method agree with it", async () => {
    const dir = await tempDir();
    const rates = await desk(dir, 'statements', 'export', '--kind', 'exchange-rates', '--from', day(-366), '--to', day(1), '--currency', 'CHF', '--out', join(dir, 'rates.xlsx'));
    expect(rates.err).toBeNull();
    const run = await desk(dir, 'pnl', '--from', day(-365), '--to', day(0));
    expect(run.err).toBeNull();
    const pnl = run.out as PnlOut;
    expect(pnl.method).toBe('fifo');
    expect(pnl.definitions[0]).toMatch(/^Executions: every statement item with cumulativeQuantity > 0/);

    const rawName = readdirSync(join(dir, 'reports')).find((name) => name === `${pnl.archiveId}.json`);
    const expected = independentFifo(readFileSync(join(dir, 'reports', rawName!), 'utf8'));
    expect(pnl.instruments.length).toBeGreaterThan(0);
    expect(pnl.instruments.some((row) => row.matched !== '0')).toBe(true);
    expect(new Map(pnl.instruments.map((row) => [`${row.symbol}/${row.currency}`, { realized: row.realized, matched: row.matched, unmatched: row.unmatched }]))).toEqual(expected);

    // The reference total names the exchange rates statement it used.
    expect(pnl.reference).toMatchObject({ referenceCurrency: 'CHF', exchangeRatesArchiveId: (rates.out as { archiveId: string }).archiveId });
    expect(pnl.reference?.total).toMatch(/^-?\d+(\.\d+)?$/);

    // The export's P&L sheet shows the same exact figures (its "(exact)" text columns) as desk pnl, offline.
    const file = join(dir, 'orders.xlsx');
    expect((await desk(dir, 'statements', 'export', '--archive', pnl.archiveId, '--out', file)).code).toBe(0);
    const book = readXlsx(file);
    const sheet = book.sheets.find((s) => s.name === 'P&L FIFO')!;
    const header = sheet.rows[0]!.map((cell) => cell.value);
    const at = (name: string) => header.indexOf(name);
    const fromSheet = sheet.rows.slice(1).map((row) => ({ symbol: row[at('Symbol')]!.value, realized: row[at('Realized P&L (exact)')]!.value, unmatched: row[at('Unmatched quantity (exact)')]!.value }));
    expect(fromSheet).toEqual(pnl.instruments.map((row) => ({ symbol: row.symbol, realized: row.realized, unmatched: row.unmatched })));
    const manifest = book.sheets.find((s) => s.name === 'Manifest')!.rows.map((row) => row.map((cell) => cell.value));
    expect(manifest).toContainEqual(['P&L definition 1', pnl.definitions[0]]);
    expect(manifest.find((row) => row[0]?.startsWith('Realized P&L FIFO in CHF'))?.[1]).toBe(pnl.reference?.total);

    const average = (await desk(dir, 'pnl', '--archive', pnl.archiveId, '--method', 'average')).out as PnlOut;
    expect(average.method).toBe('average');
    expect(average.instruments.map((row) => [row.symbol, row.matched])).toEqual(pnl.instruments.map((row) => [row.symbol, row.matched]));
  }, 180_000);

  it('bad options are usage errors (exit 2), nothing sent', async () => {
    const dir = await tempDir();
    expect((await desk(dir, 'pnl', '--from', day(-3))).code).toBe(2);
    const method = await desk(dir, 'pnl', '--archive', 'x', '--method', 'lifo');
    expect(method.code).toBe(2);
    expect(method.err?.message).toMatch(/--method/);
  });
});
