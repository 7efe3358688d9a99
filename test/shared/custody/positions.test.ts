import { describe, expect, it } from 'vitest';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { MarketData } from '../../../shared/api/schemas/trading';
import type { Decimal } from '../../../shared/wire/decimal';
import { orderPositions, positionPrice, valuePositions } from '../../../shared/custody/positions';

const d = (text: string): Decimal => text as Decimal;

function account(id: number, assetSymbol: string | null, balance: string): CustodyAccount {
  const zero = d('0');
  return {
    id,
    assetSymbol,
    state: 'Active',
    type: 'Trading',
    subType: 'Standard',
    flags: null,
    balance: d(balance),
    available: d(balance),
    reserved: zero,
    disposable: zero,
    creditLine: zero,
    name: `${assetSymbol ?? '?'} ${id}`,
  } as CustodyAccount;
}

function book(symbol: string, currency: string, bid: string, ask: string): MarketData {
  return {
    symbol,
    currency,
    bid: d(bid),
    ask: d(ask),
    bidSize: null,
    askSize: null,
    last: null,
    timestamp: '2026-11-25T07:00:00.000Z',
  };
}

const BOOKS = [
  book('BTC', 'CHF', '50000', '50100'),
  book('ETH', 'CHF', '2000', '2002'),
  book('BTC', 'EUR', '40000', '40080'),
];

describe('positions read model', () => {
  it('groups accounts of one asset, values them from direct and crossed books, and keeps "no price" apart from zero', () => {
    const accounts = [
      account(1, 'BTC', '0.5'),
      account(2, 'BTC', '0.25'),
      account(3, 'ETH', '3'),
      account(4, 'EUR', '100'),
      account(5, 'DOGE', '7'),
      account(6, 'CHF', '10'),
    ];
    const valuation = valuePositions(accounts, BOOKS, 'CHF', 'mid');
    const ordered = orderPositions(valuation.positions, 'Value');
    expect(ordered.map((position) => [position.asset, position.balance, position.value, position.share])).toEqual([
      ['BTC', '0.75', '37537.5', '85.95'],
      ['ETH', '3', '6003', '13.74'],
      // EUR through BTC: mid of the crossed bid (50000 / 40080) and ask (50100 / 40000).
      ['EUR', '100', '125.000249500998003992', '0.29'],
      ['CHF', '10', '10', '0.02'],
      ['DOGE', '7', null, null],
    ]);
    expect(positionPrice(ordered[0]!)?.price).toBe('50050');
    expect(positionPrice(ordered[4]!)).toBeNull();
    expect(valuation.unpriced).toBe(1);
    // Accounts inside a position: largest balance first.
    expect(ordered[0]?.holdings.map((holding) => holding.key)).toEqual(['1', '2']);
  });

  it('orders by asset when asked, whatever the values', () => {
    const valuation = valuePositions([account(1, 'ETH', '1'), account(2, 'BTC', '1')], BOOKS, 'CHF', 'bid');
    expect(orderPositions(valuation.positions, 'Asset').map((position) => position.asset)).toEqual(['BTC', 'ETH']);
  });
});
