import { describe, expect, it } from 'vitest';
import type { StatementOrder } from '../../../shared/api/schemas/report-data';
import { computePnl } from '../../../shared/reports/pnl/compute';
import { exact, share, text } from '../../../shared/reports/pnl/exact';
import { referencePnl } from '../../../shared/reports/pnl/reference';
import { reportTables } from '../../../shared/reports/report-tables';
import { asDecimal } from '../../../shared/wire/decimal';

let nextId = 100;
/** A filled statement item; every figure below is worked out by hand in the comments. */
function order(
  side: 'Buy' | 'Sell',
  quantity: string,
  price: string,
  at: string,
  extra: Partial<StatementOrder> = {},
): StatementOrder {
  nextId += 1;
  return {
    orderId: nextId,
    clientOrderId: `c${nextId}`,
    account: 1,
    symbol: 'BTC',
    currency: 'CHF',
    side,
    orderType: 'Limit',
    status: 'Filled',
    quantity: asDecimal(quantity),
    cumulativeQuantity: asDecimal(quantity),
    averagePrice: asDecimal(price),
    commission: null,
    commissionCurrency: null,
    createdAt: `2025-03-${at}Z`,
    ...extra,
  } as StatementOrder;
}

describe('realized P&L (hand-computed)', () => {
  // buy 1 @ 100 + 1 CHF commission -> lot (1, 101); buy 2 @ 110 -> lot (2, 220)
  // sell 2 @ 120 − 2 commission: proceeds 238; FIFO cost 101 + 220·1/2 = 211 -> +27; lot2 left (1, 110)
  // sell 0.5 @ 130: proceeds 65; cost 110·0.5/1 = 55 -> +10; open (0.5, 55)
  // average: pool (3, 321); sell 2 costs 321·2/3 = 214 -> +24, pool (1, 107); sell 0.5 costs 53.5 -> +11.5; open (0.5, 53.5)
  const lots = [
    order('Buy', '1', '100', '01T10:00:00.000', { commission: asDecimal('1'), commissionCurrency: 'CHF' }),
    order('Buy', '2', '110', '02T10:00:00.000'),
    order('Sell', '2', '120', '03T10:00:00.000', { commission: asDecimal('2'), commissionCurrency: 'CHF' }),
    order('Sell', '0.5', '130', '04T10:00:00.000'),
  ];

  it('FIFO: a sell consuming a whole lot and part of the next, then the rest of a partly consumed lot', () => {
    const result = computePnl(lots, 'fifo');
    expect(result.instruments).toEqual([
      {
        symbol: 'BTC',
        currency: 'CHF',
        opening: '0',
        bought: '3',
        sold: '2.5',
        matched: '2.5',
        unmatched: '0',
        unmatchedSells: 0,
        unmatchedProceeds: '0',
        computable: true,
        realized: '37',
        openQuantity: '0.5',
        openCost: '55',
      },
    ]);
    expect(result.realizations.map((r) => [r.day, r.realized])).toEqual([
      ['2025-03-03', '27'],
      ['2025-03-04', '10'],
    ]);
    expect(result.totals).toEqual([
      {
        currency: 'CHF',
        computable: true,
        realized: '37',
        notComputable: [],
        unmatchedSells: 0,
        unmatchedProceeds: '0',
        openCost: '55',
      },
    ]);
  });

  it('average cost: one pooled cost per instrument', () => {
    const [row] = computePnl(lots, 'average').instruments;
    expect(row).toMatchObject({ realized: '35.5', openQuantity: '0.5', openCost: '53.5', matched: '2.5' });
  });

  it('sells before any buy are unmatched with their proceeds, and the realized P&L is not computable (never 0, never the matched part alone)', () => {
    // sell 2 @ 50 − 1: proceeds 99, nothing open -> unmatched 2 / 99
    // buy 1 @ 40 -> lot (1, 40); sell 3 @ 60: proceeds 180, matched 1: 180·1/3 = 60 − 40 = +20; unmatched 2 / 120
    const items = [
      order('Sell', '2', '50', '01T09:00:00.000', { symbol: 'ETH', commission: asDecimal('1') }),
      order('Buy', '1', '40', '02T09:00:00.000', { symbol: 'ETH' }),
      order('Sell', '3', '60', '03T09:00:00.000', { symbol: 'ETH' }),
    ];
    for (const method of ['fifo', 'average'] as const) {
      expect(computePnl(items, method).instruments[0]).toEqual({
        symbol: 'ETH',
        currency: 'CHF',
        opening: '0',
        bought: '1',
        sold: '5',
        matched: '1',
        unmatched: '4',
        unmatchedSells: 2,
        unmatchedProceeds: '219',
        computable: false,
        realized: null,
        openQuantity: '0',
        openCost: '0',
      });
    }
  });

  it('a commission in another currency is listed per currency and left out of the P&L', () => {
    const items = [
      order('Buy', '1', '100', '01T09:00:00.000', { commission: asDecimal('0.001'), commissionCurrency: 'BTC' }),
      order('Sell', '1', '150', '02T09:00:00.000', { commission: asDecimal('0.002'), commissionCurrency: 'BTC' }),
      order('Buy', '1', '10', '02T09:00:00.000', {
        symbol: 'ETH',
        commission: asDecimal('0.5'),
        commissionCurrency: 'USD',
      }),
    ];
    const result = computePnl(items, 'fifo');
    expect(result.instruments.find((r) => r.symbol === 'BTC')?.realized).toBe('50');
    expect(result.instruments.find((r) => r.symbol === 'ETH')?.openCost).toBe('10');
    expect(result.otherCommissions).toEqual([
      { currency: 'BTC', amount: '0.003' },
      { currency: 'USD', amount: '0.5' },
    ]);
  });

  it('executions are ordered by createdAt, ties by orderId; unfilled items and the unfilled part of an order are left out', () => {
    const sell = order('Sell', '1', '20', '05T12:00:00.000');
    const buy = order('Buy', '1', '10', '05T12:00:00.000', { orderId: sell.orderId - 50 });
    const partly = order('Buy', '4', '12', '05T13:00:00.000', { cumulativeQuantity: asDecimal('1') });
    const none = order('Buy', '9', '1', '05T11:00:00.000', { cumulativeQuantity: asDecimal('0'), averagePrice: null });
    // Listed sell first and out of time order: the buy's smaller orderId still comes first.
    const result = computePnl([partly, sell, none, buy], 'fifo');
    expect(result.instruments[0]).toMatchObject({
      bought: '2',
      sold: '1',
      matched: '1',
      unmatched: '0',
      realized: '10',
      openQuantity: '1',
      openCost: '12',
    });
  });

  it('divisions round half-even at 18 decimals, and a partly consumed lot keeps exactly the rest of its cost', () => {
    expect(text(share(exact('1e-18'), exact(1), exact(2)))).toBe('0');
    expect(text(share(exact('3e-18'), exact(1), exact(2)))).toBe('0.000000000000000002');
    expect(text(share(exact('5e-18'), exact(1), exact(2)))).toBe('0.000000000000000002');
    // buy 3 @ 1 + 1 commission -> lot (3, 4); sell 1 @ 2: cost 4/3 = 1.333333333333333333 -> +0.666666666666666667
    const items = [
      order('Buy', '3', '1', '01T00:00:00.000', { commission: asDecimal('1') }),
      order('Sell', '1', '2', '02T00:00:00.000'),
    ];
    expect(computePnl(items, 'fifo').instruments[0]).toMatchObject({
      realized: '0.666666666666666667',
      openCost: '2.666666666666666667',
    });
  });

  it('the reference-currency total converts each sell at its day rate, and names a missing rate instead of summing part', () => {
    const fifo = computePnl(lots, 'fifo');
    const rates = (list: [string, string][]) => ({
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      referenceCurrency: 'EUR',
      rates: list.map(([date, rate]) => ({ date, assetSymbol: 'CHF', rate: asDecimal(rate) })),
    });
    // 27 · 1.05 + 10 · 1.1 = 28.35 + 11 = 39.35
    expect(
      referencePnl(
        fifo,
        rates([
          ['2025-03-03', '1.05'],
          ['2025-03-04', '1.1'],
        ]),
      ),
    ).toEqual({ referenceCurrency: 'EUR', total: '39.35', missing: null });
    expect(referencePnl(fifo, rates([['2025-03-03', '1.05']]))).toEqual({
      referenceCurrency: 'EUR',
      total: null,
      missing: { currency: 'CHF', day: '2025-03-04' },
    });
  });

  it('the account orders statement carries the P&L tables and the FIFO totals as figures', () => {
    const tables = reportTables('account-orders', {
      dateFrom: '2025-03-01',
      dateTo: '2025-03-31',
      items: lots,
    } as never);
    expect(tables.tables.map((t) => t.name)).toEqual([
      'Orders',
      'P&L FIFO',
      'P&L Average cost',
      'P&L totals',
      'P&L other commissions',
    ]);
    const fifo = tables.tables[1];
    expect(fifo?.values[fifo.columns.findIndex((c) => c.key === 'realized')]).toEqual(['37']);
    expect(tables.figures.map(({ labelWords: _label, valueWords: _value, ...figure }) => figure)).toEqual([
      { label: 'Realized P&L FIFO (CHF)', value: '37', type: 'decimal', asset: 'CHF' },
    ]);
  });
});
