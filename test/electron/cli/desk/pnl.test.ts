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
  return new Map(
    [...books].map(([key, b]) => [
      key,
      { realized: b.realized.toFixed(), matched: b.matched.toFixed(), unmatched: b.unmatched.toFixed() },
    ]),
  );
}

function rawItems(rawJson: string): RawItem[] {
  return (parse(rawJson, undefined, (text) => text) as { reportData: { items: RawItem[] } }).reportData.items;
}

/** The side of each instrument's first filled trade. */
function firstTradeSides(items: readonly RawItem[]): Map<string, string> {
  const sides = new Map<string, string>();
  const filled = items
    .filter((i) => Number(i.cumulativeQuantity) > 0)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || Number(a.orderId) - Number(b.orderId));
  for (const i of filled) if (!sides.has(`${i.symbol}/${i.currency}`)) sides.set(`${i.symbol}/${i.currency}`, i.side);
  return sides;
}

/**
 * Plain FIFO over two statements taken as one history (the earlier one's trades before the later one's first day,
 * then the later one's), summing the realized P&L of the later one's sells only; a later sell without enough lots
 * is counted as unmatched. Written from the definitions, not the app's code.
 */
function fifoOfLaterSells(
  earlierItems: readonly RawItem[],
  laterItems: readonly RawItem[],
  firstDay: string,
): Map<string, { realized: string; unmatchedSells: number }> {
  const D = Big();
  D.DP = 18;
  D.RM = Big.roundHalfEven;
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const filled = (items: readonly RawItem[]) =>
    items
      .filter((i) => new D(i.cumulativeQuantity).gt(0))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || Number(a.orderId) - Number(b.orderId));
  const history = [
    ...filled(earlierItems.filter((i) => Date.parse(i.createdAt) < start)).map((i) => ({ i, later: false })),
    ...filled(laterItems).map((i) => ({ i, later: true })),
  ];
  const lots = new Map<string, { q: Big; c: Big }[]>();
  const out = new Map<string, { realized: Big; unmatchedSells: number }>();
  for (const { i, later } of history) {
    const key = `${i.symbol}/${i.currency}`;
    const open = lots.get(key) ?? [];
    lots.set(key, open);
    const q = new D(i.cumulativeQuantity);
    const fee = !i.commissionCurrency || i.commissionCurrency === i.currency ? new D(i.commission ?? 0) : new D(0);
    const gross = q.times(i.averagePrice ?? 0);
    if (i.side === 'Buy') {
      open.push({ q, c: gross.plus(fee) });
      continue;
    }
    let left = q;
    let cost = new D(0);
    while (left.gt(0) && open.length > 0) {
      const lot = open[0]!;
      const take = left.lt(lot.q) ? left : lot.q;
      const part = take.eq(lot.q) ? lot.c : lot.c.times(take).div(lot.q);
      cost = cost.plus(part);
      lot.q = lot.q.minus(take);
      lot.c = lot.c.minus(part);
      left = left.minus(take);
      if (lot.q.eq(0)) open.shift();
    }
    if (!later) continue;
    const matched = q.minus(left);
    const proceeds = gross.minus(fee);
    const sum = out.get(key) ?? { realized: new D(0), unmatchedSells: 0 };
    out.set(key, {
      realized: matched.gt(0)
        ? sum.realized.plus((matched.eq(q) ? proceeds : proceeds.times(matched).div(q)).minus(cost))
        : sum.realized,
      unmatchedSells: sum.unmatchedSells + (left.gt(0) ? 1 : 0),
    });
  }
  return new Map(
    [...out].map(([key, value]) => [key, { realized: value.realized.toFixed(), unmatchedSells: value.unmatchedSells }]),
  );
}

interface PnlOut {
  archiveId: string;
  method: string;
  instruments: {
    symbol: string;
    currency: string;
    realized: string | null;
    computable: boolean;
    unmatchedSells: number;
    unmatchedProceeds: string;
    matched: string;
    unmatched: string;
    sold: string;
  }[];
  totals: { currency: string; realized: string | null; computable: boolean; notComputable: string[] }[];
  opening: {
    lots: { symbol: string; currency: string; quantity: string; source: { kind: string; archiveId?: string } }[];
    problem: string | null;
  };
  reference: {
    referenceCurrency: string;
    total: string | null;
    notComputable?: string[];
    exchangeRatesArchiveId: string;
  } | null;
  definitions: string[];
}

describe('desk pnl', () => {
  it("over the simulator's past year equals an independent FIFO from the raw JSON; the Excel sheet and the average method agree with it", async () => {
    const dir = await tempDir();
    const rates = await desk(
      dir,
      'statements',
      'export',
      '--kind',
      'exchange-rates',
      '--from',
      day(-366),
      '--to',
      day(1),
      '--currency',
      'CHF',
      '--out',
      join(dir, 'rates.xlsx'),
    );
    expect(rates.err).toBeNull();
    const run = await desk(dir, 'pnl', '--from', day(-365), '--to', day(0));
    expect(run.err).toBeNull();
    const pnl = run.out as PnlOut;
    expect(pnl.method).toBe('fifo');
    expect(pnl.definitions[0]).toMatch(/^Trades: every order of the statement with a filled quantity above zero/);

    const rawName = readdirSync(join(dir, 'reports')).find((name) => name === `${pnl.archiveId}.json`);
    const expected = independentFifo(readFileSync(join(dir, 'reports', rawName!), 'utf8'));
    expect(pnl.instruments.length).toBeGreaterThan(0);
    expect(pnl.instruments.some((row) => row.matched !== '0')).toBe(true);
    // Where a sell had no cost basis the desk gives no figure at all (the independent FIFO's sum covers only the matched part).
    expect(
      new Map(
        pnl.instruments.map((row) => [
          `${row.symbol}/${row.currency}`,
          { realized: row.realized, matched: row.matched, unmatched: row.unmatched },
        ]),
      ),
    ).toEqual(
      new Map(
        [...expected].map(([key, figures]) => [
          key,
          { ...figures, realized: figures.unmatched === '0' ? figures.realized : null },
        ]),
      ),
    );
    for (const row of pnl.instruments) expect(row.computable).toBe(row.unmatched === '0');

    // The reference total names the exchange rates statement it used.
    expect(pnl.reference).toMatchObject({
      referenceCurrency: 'CHF',
      exchangeRatesArchiveId: (rates.out as { archiveId: string }).archiveId,
    });
    // The simulator's customers start the year with coins: some instruments sell beyond their lots, so no total is given.
    expect(pnl.instruments.some((row) => !row.computable)).toBe(true);
    expect(pnl.reference).toMatchObject({ total: null, missing: null });
    expect(pnl.reference?.notComputable).toEqual(
      pnl.instruments.filter((row) => !row.computable).map((row) => `${row.symbol}/${row.currency}`),
    );
    for (const total of pnl.totals) expect(total.realized === null).toBe(total.notComputable.length > 0);

    // The export's P&L sheet shows the same exact figures (its "(exact)" text columns) as desk pnl, offline.
    const file = join(dir, 'orders.xlsx');
    expect((await desk(dir, 'statements', 'export', '--archive', pnl.archiveId, '--out', file)).code).toBe(0);
    const book = readXlsx(file);
    const sheet = book.sheets.find((s) => s.name === 'P&L FIFO')!;
    const header = sheet.rows[0]!.map((cell) => cell.value);
    const at = (name: string) => header.indexOf(name);
    const fromSheet = sheet.rows.slice(1).map((row) => ({
      symbol: row[at('Symbol')]!.value,
      realized: row[at('Realized P&L (exact)')]!.value,
      unmatched: row[at('Unmatched quantity (exact)')]!.value,
    }));
    expect(fromSheet).toEqual(
      pnl.instruments.map((row) => ({
        symbol: row.symbol,
        realized: row.realized ?? 'not computable',
        unmatched: row.unmatched,
      })),
    );
    const manifest = book.sheets.find((s) => s.name === 'Manifest')!.rows.map((row) => row.map((cell) => cell.value));
    expect(manifest).toContainEqual(['P&L definition 1', pnl.definitions[0]]);
    expect(manifest.find((row) => row[0]?.startsWith('Realized P&L FIFO in CHF'))?.[1]).toMatch(/^not computable: /);

    const average = (await desk(dir, 'pnl', '--archive', pnl.archiveId, '--method', 'average')).out as PnlOut;
    expect(average.method).toBe('average');
    expect(average.instruments.map((row) => [row.symbol, row.matched])).toEqual(
      pnl.instruments.map((row) => [row.symbol, row.matched]),
    );
  }, 180_000);

  it('a statement whose first trade of an instrument is a sell: not computable (no figure); with --opening of the earlier statement, the figure an independent FIFO gives', async () => {
    const dir = await tempDir();
    const raw = (id: string) => readFileSync(join(dir, 'reports', `${id}.json`), 'utf8');
    // Two statements of the same customer: the earlier one ends the day before the later one starts. The simulated
    // history moves with the clock, so the split is the first of a few where the later statement starts with a sell
    // that the earlier one's buys cover (the case under test); every figure is then checked for that split.
    const tryCase = async (split: number) => {
      const earlier = (await desk(dir, 'pnl', '--from', day(-366), '--to', day(-split - 1))).out as PnlOut;
      const later = await desk(dir, 'pnl', '--from', day(-split), '--to', day(0));
      expect(later.err).toBeNull();
      const alone = later.out as PnlOut;
      const laterItems = rawItems(raw(alone.archiveId));
      const first = firstTradeSides(laterItems);
      const startsWithSell = alone.instruments.filter((row) => first.get(`${row.symbol}/${row.currency}`) === 'Sell');
      const withOpening = (await desk(dir, 'pnl', '--archive', alone.archiveId, '--opening', earlier.archiveId))
        .out as PnlOut;
      const became = withOpening.instruments.filter(
        (row) =>
          row.computable &&
          startsWithSell.some((before) => before.symbol === row.symbol && before.currency === row.currency),
      );
      return { split, earlier, alone, laterItems, startsWithSell, withOpening, became };
    };
    let found = await tryCase(180);
    for (const split of [150, 210, 120, 240, 90]) {
      if (found.startsWithSell.length > 0 && found.became.length > 0) break;
      found = await tryCase(split);
    }
    const { earlier, alone, laterItems, startsWithSell, withOpening, became } = found;

    // Every instrument whose first trade in the range is a sell is not computable: no realized figure, the sells and their proceeds instead.
    expect(startsWithSell.length).toBeGreaterThan(0);
    for (const row of startsWithSell) {
      expect(row).toMatchObject({ computable: false, realized: null });
      expect(row.unmatchedSells).toBeGreaterThan(0);
      expect(Number(row.unmatchedProceeds)).toBeGreaterThan(0);
    }
    const stdout = (await runDeskAgainst(simulator, dir, ['pnl', '--archive', alone.archiveId])).stdout;
    for (const row of startsWithSell) expect(stdout).toContain(`"symbol": "${row.symbol}"`);
    expect(
      alone.totals
        .filter((total) => startsWithSell.some((row) => row.currency === total.currency))
        .every((total) => total.realized === null),
    ).toBe(true);

    // With the earlier statement as opening lots: exactly what FIFO over both statements gives for the later one's sells.
    const expected = fifoOfLaterSells(rawItems(raw(earlier.archiveId)), laterItems, day(-found.split));
    expect(became.length).toBeGreaterThan(0);
    for (const row of withOpening.instruments) {
      const key = `${row.symbol}/${row.currency}`;
      const independent = expected.get(key) ?? { realized: '0', unmatchedSells: 0 };
      expect({ key, computable: row.computable, realized: row.realized, unmatchedSells: row.unmatchedSells }).toEqual({
        key,
        computable: independent.unmatchedSells === 0,
        realized: independent.unmatchedSells === 0 ? independent.realized : null,
        unmatchedSells: independent.unmatchedSells,
      });
    }
    expect(withOpening.opening.lots.length).toBeGreaterThan(0);
    expect(
      withOpening.opening.lots.every(
        (lot) => lot.source.kind === 'statement' && lot.source.archiveId === earlier.archiveId,
      ),
    ).toBe(true);

    // --opening is for that run only: the statement alone is still not computable; a later statement is refused as opening.
    expect(
      ((await desk(dir, 'pnl', '--archive', alone.archiveId)).out as PnlOut).instruments.filter(
        (row) => !row.computable,
      ).length,
    ).toBe(alone.instruments.filter((row) => !row.computable).length);
    const refused = await desk(dir, 'pnl', '--archive', earlier.archiveId, '--opening', alone.archiveId);
    expect(refused.code).not.toBe(0);
    expect(refused.err?.message).toMatch(/not before this statement’s first day/);
  }, 180_000);

  it('the independent FIFO of the test itself gives the hand-checked figures', () => {
    const item = (orderId: string, side: string, quantity: string, price: string, createdAt: string): RawItem => ({
      orderId,
      symbol: 'BTC',
      currency: 'CHF',
      side,
      cumulativeQuantity: quantity,
      averagePrice: price,
      commission: null,
      commissionCurrency: null,
      createdAt,
    });
    // Earlier: buy 2 @ 100, buy 1 @ 130, sell 1 @ 150 (+50) -> lots (1 @ 100), (1 @ 130).
    // Later: sell 1.5 @ 200 = 300 costs 100 + 65 = 165 -> +135; sell 1 @ 90 = 90: 0.5 covered (65), 0.5 not -> unmatched.
    const earlierItems = [
      item('1', 'Buy', '2', '100', '2025-01-01T00:00:00Z'),
      item('2', 'Buy', '1', '130', '2025-01-02T00:00:00Z'),
      item('3', 'Sell', '1', '150', '2025-01-03T00:00:00Z'),
    ];
    expect(
      fifoOfLaterSells(earlierItems, [item('4', 'Sell', '1.5', '200', '2025-02-01T00:00:00Z')], '2025-02-01').get(
        'BTC/CHF',
      ),
    ).toEqual({ realized: '135', unmatchedSells: 0 });
    expect(
      fifoOfLaterSells(
        earlierItems,
        [item('4', 'Sell', '1.5', '200', '2025-02-01T00:00:00Z'), item('5', 'Sell', '1', '90', '2025-02-02T00:00:00Z')],
        '2025-02-01',
      ).get('BTC/CHF'),
    ).toEqual({ realized: '115', unmatchedSells: 1 });
  });

  it('bad options are usage errors (exit 2), nothing sent', async () => {
    const dir = await tempDir();
    expect((await desk(dir, 'pnl', '--from', day(-3))).code).toBe(2);
    const method = await desk(dir, 'pnl', '--archive', 'x', '--method', 'lifo');
    expect(method.code).toBe(2);
    expect(method.err?.message).toMatch(/--method/);
  });
});
