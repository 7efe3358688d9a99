import { describe, expect, it } from 'vitest';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import { openingCarried } from '../../../shared/reports/pnl/carry';
import { computePnl } from '../../../shared/reports/pnl/compute';
import { PNL_DEFINITIONS } from '../../../shared/reports/pnl/definitions';
import type { OpeningLot } from '../../../shared/reports/pnl/opening';
import { referencePnl } from '../../../shared/reports/pnl/reference';
import { reportTables } from '../../../shared/reports/report-tables';
import { asDecimal } from '../../../shared/wire/decimal';

let nextId = 500;
/** A filled statement item; every figure below is worked out by hand in the comments. */
function order(
  symbol: string,
  side: 'Buy' | 'Sell',
  quantity: string,
  price: string,
  at: string,
  commission: string | null = null,
): StatementOrder {
  nextId += 1;
  return {
    orderId: nextId,
    clientOrderId: `c${nextId}`,
    account: 1,
    symbol,
    currency: 'CHF',
    side,
    orderType: 'Limit',
    status: 'Filled',
    quantity: asDecimal(quantity),
    cumulativeQuantity: asDecimal(quantity),
    averagePrice: asDecimal(price),
    commission: commission === null ? null : asDecimal(commission),
    commissionCurrency: commission === null ? null : 'CHF',
    createdAt: `2025-${at}Z`,
  } as StatementOrder;
}

// Statement B, March 2025. ETH: sell 2 @ 50 − 1 (proceeds 99) before any buy; buy 1 @ 40; sell 3 @ 60 (proceeds 180,
// 1 covered: 60 − 40 = +20 on the covered part, 2 unmatched / 120); buy 10 @ 1. BTC: buy 1 @ 100, sell 1 @ 150 -> +50.
const march = [
  order('ETH', 'Sell', '2', '50', '03-01T09:00:00.000', '1'),
  order('ETH', 'Buy', '1', '40', '03-02T09:00:00.000'),
  order('ETH', 'Sell', '3', '60', '03-03T09:00:00.000'),
  order('ETH', 'Buy', '10', '1', '03-04T09:00:00.000'),
  order('BTC', 'Buy', '1', '100', '03-05T09:00:00.000'),
  order('BTC', 'Sell', '1', '150', '03-06T09:00:00.000'),
];
const B = { dateFrom: '2025-03-01', dateTo: '2025-03-31', items: march };

// Statement A, 1 February to 4 March (overlapping B by its first days). ETH: buy 2 @ 30 -> lot (2, 60);
// buy 3 @ 45 + 1.5 -> lot (3, 136.5); sell 1 @ 50 uses 1 of the first lot. The buy of 4 March is B's (not replayed).
const february = [
  order('ETH', 'Buy', '2', '30', '02-01T10:00:00.000'),
  order('ETH', 'Buy', '3', '45', '02-10T10:00:00.000', '1.5'),
  order('ETH', 'Sell', '1', '50', '02-20T10:00:00.000'),
  march[3]!,
];
const sourceA = {
  kind: 'statement',
  archiveId: '2025-03-05-account-orders-aaaaaaaaaa',
  dateFrom: '2025-02-01',
  dateTo: '2025-03-04',
} as const;

describe('realized P&L with sells without cost basis', () => {
  it('the instrument, its currency total and the headline figure say "not computable" with the sells and their proceeds; no partial sum', () => {
    const fifo = computePnl(march, 'fifo');
    expect(fifo.instruments.find((row) => row.symbol === 'ETH')).toMatchObject({
      computable: false,
      realized: null,
      unmatchedSells: 2,
      unmatched: '4',
      unmatchedProceeds: '219',
    });
    expect(fifo.instruments.find((row) => row.symbol === 'BTC')).toMatchObject({ computable: true, realized: '50' });
    // 50 (BTC) + 20 (ETH's covered part) would be a partial figure: the CHF total is not given.
    expect(fifo.totals).toEqual([
      {
        currency: 'CHF',
        computable: false,
        realized: null,
        notComputable: ['ETH'],
        unmatchedSells: 2,
        unmatchedProceeds: '219',
        openCost: '10',
      },
    ]);

    const tables = reportTables('account-orders', B as never);
    const cell = (tableName: string, key: string) => {
      const table = tables.tables.find((t) => t.name === tableName)!;
      return table.values[table.columns.findIndex((c) => c.key === key)];
    };
    expect(cell('P&L FIFO', 'realized')).toEqual(['50', 'not computable']);
    expect(cell('P&L FIFO', 'unmatchedSells')).toEqual(['0', '2']);
    expect(cell('P&L Average cost', 'realized')).toEqual(['50', 'not computable']);
    expect(cell('P&L totals', 'realized')).toEqual(['not computable (ETH)', 'not computable (ETH)']);
    expect(tables.figures.map(({ labelWords: _label, valueWords: _value, ...figure }) => figure)).toEqual([
      { label: 'Realized P&L FIFO (CHF)', value: 'not computable: 2 sells of ETH without cost basis', type: 'text' },
      { label: 'Proceeds without cost basis (CHF)', value: '219', type: 'decimal', asset: 'CHF' },
    ]);
  });

  it('the reference-currency total is not given either', () => {
    const rates = { dateFrom: '2025-03-01', dateTo: '2025-03-31', referenceCurrency: 'CHF', rates: [] };
    expect(referencePnl(computePnl(march, 'fifo'), rates)).toEqual({
      referenceCurrency: 'CHF',
      total: null,
      missing: null,
      notComputable: ['ETH/CHF'],
    });
  });
});

describe('opening lots', () => {
  it('from an earlier statement: its orders before the first day replayed by each method; FIFO and average both start from them', () => {
    const opening = openingCarried(february, { fifo: [], average: [] }, sourceA, B.dateFrom);
    // FIFO: lot 1 (2, 60) less the 1 sold -> (1, 30); lot 2 (3, 136.5). The buy of 4 March is not carried.
    expect(opening.fifo).toEqual([
      { symbol: 'ETH', currency: 'CHF', quantity: '1', cost: '30', date: '2025-02-01', source: sourceA },
      { symbol: 'ETH', currency: 'CHF', quantity: '3', cost: '136.5', date: '2025-02-10', source: sourceA },
    ]);
    // Average: pool (5, 196.5); the sell of 1 costs 39.3 -> (4, 157.2).
    expect(opening.average).toEqual([
      { symbol: 'ETH', currency: 'CHF', quantity: '4', cost: '157.2', date: '2025-02-10', source: sourceA },
    ]);

    // FIFO in March: sell 2 (99) uses (1, 30) and 1 of (3, 136.5) = 45.5 -> 99 − 75.5 = 23.5; lots (2, 91), buy (1, 40);
    // sell 3 (180) uses all: 180 − 131 = 49. ETH 72.5; with BTC's 50 the CHF total is 122.5.
    const fifo = computePnl(march, 'fifo', opening.fifo);
    expect(fifo.instruments.find((row) => row.symbol === 'ETH')).toEqual({
      symbol: 'ETH',
      currency: 'CHF',
      opening: '4',
      bought: '11',
      sold: '5',
      matched: '5',
      unmatched: '0',
      unmatchedSells: 0,
      unmatchedProceeds: '0',
      computable: true,
      realized: '72.5',
      openQuantity: '10',
      openCost: '10',
    });
    expect(fifo.totals[0]).toMatchObject({ computable: true, realized: '122.5' });
    expect(fifo.opening.map((lot) => lot.source)).toEqual([sourceA, sourceA]);

    // Average in March: pool (4, 157.2); sell 2 costs 78.6 -> 99 − 78.6 = 20.4; pool (2, 78.6) + (1, 40) = (3, 118.6);
    // sell 3: 180 − 118.6 = 61.4. ETH 81.8.
    expect(computePnl(march, 'average', opening.average).instruments.find((row) => row.symbol === 'ETH')).toMatchObject(
      { computable: true, realized: '81.8', openQuantity: '10', openCost: '10' },
    );

    // The tables list the lots used, with where each came from.
    const tables = reportTables('account-orders', B as never, { opening: { ...opening, problem: null } });
    const lots = tables.tables.find((t) => t.name === 'P&L opening lots')!;
    expect(lots.rowCount).toBe(3);
    expect(lots.values[lots.columns.findIndex((c) => c.key === 'source')]).toEqual(
      Array(3).fill('Earlier statement 2025-03-05-account-orders-aaaaaaaaaa (2025-02-01 to 2025-03-04)'),
    );
    expect(tables.figures.map(({ labelWords: _label, valueWords: _value, ...figure }) => figure)).toEqual([
      { label: 'Realized P&L FIFO (CHF)', value: '122.5', type: 'decimal', asset: 'CHF' },
    ]);
  });

  it("typed in: used oldest first before the statement's buys, each saying it was typed in; too few still leaves the P&L not computable", () => {
    const typed = (quantity: string, cost: string, date: string): OpeningLot => ({
      symbol: 'ETH',
      currency: 'CHF',
      quantity,
      cost,
      date,
      source: { kind: 'typed' },
    });
    // (4, 160): sell 2 costs 80 -> +19; (2, 80) + (1, 40); sell 3 costs 120 -> +60. 79 by either method.
    for (const method of ['fifo', 'average'] as const) {
      expect(
        computePnl(march, method, [typed('4', '160', '2025-01-15')]).instruments.find((row) => row.symbol === 'ETH'),
      ).toMatchObject({ computable: true, realized: '79' });
    }
    // Given newest first, FIFO still uses the January lot (1 @ 10) before the February one (3 @ 150):
    // sell 2 (99) costs 10 + 50 = 60 -> +39; (2, 100) + (1, 40); sell 3 (180) costs 140 -> +40. 79.
    const unordered = computePnl(march, 'fifo', [typed('3', '150', '2025-02-20'), typed('1', '10', '2025-01-02')]);
    expect(unordered.instruments.find((row) => row.symbol === 'ETH')?.realized).toBe('79');
    expect(unordered.opening.map((lot) => lot.date)).toEqual(['2025-01-02', '2025-02-20']);
    // One coin of opening lot: the first sell is still short of 1 and the second of 2.
    expect(
      computePnl(march, 'fifo', [typed('1', '10', '2025-01-02')]).instruments.find((row) => row.symbol === 'ETH'),
    ).toMatchObject({ computable: false, realized: null, unmatchedSells: 2, unmatched: '3' });
  });

  it('a statement carries on the opening lots it had itself, keeping their source', () => {
    const typed: OpeningLot = {
      symbol: 'ETH',
      currency: 'CHF',
      quantity: '1',
      cost: '25',
      date: '2025-01-10',
      source: { kind: 'typed' },
    };
    // FIFO in A from (1, 25): sell 1 uses it; lots (2, 60) and (3, 136.5) carry on.
    const opening = openingCarried(february, { fifo: [typed], average: [typed] }, sourceA, B.dateFrom);
    expect(opening.fifo.map((lot) => [lot.quantity, lot.cost, lot.source.kind])).toEqual([
      ['2', '60', 'statement'],
      ['3', '136.5', 'statement'],
    ]);
    // Average: pool (6, 221.5); sell 1 costs 221.5 / 6 = 36.916666666666666667 -> (5, 184.583333333333333333).
    expect(opening.average.map((lot) => [lot.quantity, lot.cost])).toEqual([['5', '184.583333333333333333']]);
  });
});

describe('the definitions', () => {
  it('are plain words: no field names of the service', () => {
    const text = PNL_DEFINITIONS.join(' ');
    for (const field of [
      'cumulativeQuantity',
      'averagePrice',
      'createdAt',
      'orderId',
      'commissionCurrency',
      'currency (or absent)',
    ])
      expect(text).not.toContain(field);
    expect(text).toMatch(/not computable/);
    expect(text).toMatch(/Opening lots/);
  });
});
