import { describe, expect, it } from 'vitest';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { asDecimal } from '../../../shared/wire/decimal';
import { compareByValue, priceIn, valueHoldings } from '../../../shared/custody/valuation';

const T1 = '2026-11-25T10:00:00Z';
const T0 = '2026-11-25T09:59:00Z';

function book(symbol: string, currency: string, bid: string | null, ask: string | null, timestamp = T1): MarketData {
  const exact = (text: string | null) => (text === null ? null : asDecimal(text));
  return { symbol, currency, bid: exact(bid), ask: exact(ask), bidSize: null, askSize: null, last: null, timestamp };
}

const books = [
  book('BTC', 'CHF', '60000.10', '60000.30'),
  book('ETH', 'CHF', '3000.000000000000000001', '3000.000000000000000003', T0),
  book('CHF', 'XTZ', '2', '4'),
];

describe('priceIn', () => {
  it('takes the exact mid of the direct book, or its bid', () => {
    expect(priceIn('BTC', 'CHF', books, 'mid')).toEqual({ price: '60000.2', source: 'direct', time: T1 });
    expect(priceIn('BTC', 'CHF', books, 'bid')?.price).toBe('60000.1');
    expect(priceIn('ETH', 'CHF', books, 'mid')?.price).toBe('3000.000000000000000002');
  });

  it('values the reference currency itself at par', () => {
    expect(priceIn('CHF', 'CHF', books, 'mid')).toEqual({ price: '1', source: 'par', time: null });
  });

  it('inverts a book quoted the other way round (selling the asset buys the currency at its ask)', () => {
    expect(priceIn('XTZ', 'CHF', books, 'mid')?.price).toBe('0.333333333333333333333333333333');
    expect(priceIn('XTZ', 'CHF', books, 'bid')).toMatchObject({ price: '0.25', source: 'inverse' });
  });

  it('has no price when the book lacks the side asked for', () => {
    const oneSided = [book('SOL', 'CHF', null, '150')];
    expect(priceIn('SOL', 'CHF', oneSided, 'mid')).toBeNull();
    expect(priceIn('SOL', 'CHF', oneSided, 'bid')).toBeNull();
    expect(priceIn('DOT', 'CHF', books, 'mid')).toBeNull();
  });
});

describe('valueHoldings', () => {
  const holdings = [
    { key: '1', asset: 'BTC', balance: '0.5' },
    { key: '2', asset: 'ETH', balance: '1.000000000000000001' },
    { key: '3', asset: 'ETH', balance: '2' },
    { key: '4', asset: 'CHF', balance: '1000.05' },
    { key: '5', asset: 'DOT', balance: '10' },
    { key: '6', asset: null, balance: '7' },
    { key: '7', asset: 'ADA', balance: '0' },
  ];

  it('values each holding exactly and adds up only what has a price', () => {
    const valuation = valueHoldings(holdings, books, 'CHF', 'mid');
    const byKey = Object.fromEntries(valuation.holdings.map((row) => [row.key, row]));
    expect(byKey['1']?.value).toBe('30000.1');
    // 1.000000000000000001 * 3000.000000000000000002: every digit kept.
    expect(byKey['2']?.value).toBe('3000.000000000000003002000000000000000002');
    expect(byKey['4']?.value).toBe('1000.05');
    expect(valuation.total).toBe('40000.150000000000003006000000000000000002');
  });

  it('shows a missing price as missing, not zero, and counts it', () => {
    const valuation = valueHoldings(holdings, books, 'CHF', 'mid');
    const dot = valuation.holdings.find((row) => row.key === '5');
    const unnamed = valuation.holdings.find((row) => row.key === '6');
    expect(dot).toMatchObject({ value: null, missing: 'no-price', share: null });
    expect(unnamed).toMatchObject({ value: null, missing: 'no-asset' });
    // DOT and the account without a symbol; ADA's zero balance needs no price.
    expect(valuation.unpriced).toBe(2);
  });

  it('groups holdings of one asset into a position with its share of the total', () => {
    const valuation = valueHoldings(holdings, books, 'CHF', 'mid');
    const eth = valuation.positions.find((position) => position.asset === 'ETH');
    expect(eth?.balance).toBe('3.000000000000000001');
    expect(eth?.holdings.map((row) => row.key)).toEqual(['2', '3']);
    const btc = valuation.positions.find((position) => position.asset === 'BTC');
    expect(btc?.share).toBe('75.00');
    const dot = valuation.positions.find((position) => position.asset === 'DOT');
    expect(dot?.value).toBeNull();
  });

  it('reports the oldest book time it used', () => {
    expect(valueHoldings(holdings, books, 'CHF', 'mid').asOf).toBe(T0);
    expect(valueHoldings([{ key: 'x', asset: 'CHF', balance: '1' }], books, 'CHF', 'mid').asOf).toBeNull();
  });

  it('values at the bid when asked to', () => {
    expect(valueHoldings([{ key: '1', asset: 'BTC', balance: '2' }], books, 'CHF', 'bid').total).toBe('120000.2');
  });
});

describe('compareByValue', () => {
  it('sorts by exact value across assets, largest first, unpriced last', () => {
    const rows = [
      { asset: 'A', value: '0.1' },
      { asset: 'B', value: null },
      { asset: 'C', value: '0.10000000000000000001' },
      { asset: 'D', value: '5' },
    ];
    expect([...rows].sort(compareByValue).map((row) => row.asset)).toEqual(['D', 'C', 'A', 'B']);
  });
});
