import { describe, expect, it } from 'vitest';
import type { MarketData } from '../../../shared/api/schemas/trading';
import type { Decimal } from '../../../shared/wire/decimal';
import { booksIn, crossedAssets } from '../../../shared/custody/cross-books';
import { valueHoldings } from '../../../shared/custody/valuation';

function book(
  symbol: string,
  currency: string,
  bid: string,
  ask: string,
  timestamp = '2026-11-25T07:00:00.000Z',
): MarketData {
  return {
    symbol,
    currency,
    bid: bid as Decimal,
    ask: ask as Decimal,
    bidSize: null,
    askSize: null,
    last: null,
    timestamp,
  };
}

const BOOKS = [
  book('BTC', 'CHF', '50000', '50100'),
  book('BTC', 'EUR', '40000', '40080', '2026-11-25T06:59:00.000Z'),
  book('ETH', 'EUR', '2000', '2001'),
];

describe('cross books', () => {
  it('prices another currency through an asset both trade against, at the sides a conversion would use', () => {
    const books = booksIn(BOOKS, 'CHF');
    const eur = books.find((entry) => entry.symbol === 'EUR');
    // Selling EUR: buy BTC at the EUR ask (40080), sell it at the CHF bid (50000); the ask the other way round.
    expect(eur?.bid).toBe('1.247504990019960079840319361277');
    expect(eur?.ask).toBe('1.2525');
    expect(eur?.timestamp).toBe('2026-11-25T06:59:00.000Z');
    expect(books.some((entry) => entry.currency === 'EUR')).toBe(false);
    expect(crossedAssets(BOOKS, 'CHF')).toEqual(['EUR']);
  });

  it('values a fiat balance at the bid through the cross, exactly, and leaves currencies without a path unpriced', () => {
    const valuation = valueHoldings(
      [
        { key: '1', asset: 'EUR', balance: '100' },
        { key: '2', asset: 'USD', balance: '5' },
      ],
      booksIn(BOOKS, 'CHF'),
      'CHF',
      'bid',
    );
    expect(valuation.holdings[0]?.value).toBe('124.7504990019960079840319361277');
    expect(valuation.holdings[1]?.value).toBeNull();
    expect(valuation.unpriced).toBe(1);
  });

  it('adds no cross when the currency has a book of its own', () => {
    expect(
      booksIn([...BOOKS, book('EUR', 'CHF', '0.93', '0.94')], 'CHF').filter((entry) => entry.symbol === 'EUR'),
    ).toHaveLength(1);
  });
});
