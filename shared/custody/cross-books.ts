import Big from 'big.js';
import type { MarketData } from '../api/schemas/trading';
import type { Decimal } from '../wire/decimal';

// Dividing two prices is the one inexact step; 30 places is far below any currency's precision.
const PLACES = 30;

function divide(a: string, b: string): string | null {
  const divisor = new Big(b);
  if (divisor.eq(0)) return null;
  const previous = Big.DP;
  Big.DP = PLACES;
  try {
    return new Big(a).div(divisor).toFixed();
  } finally {
    Big.DP = previous;
  }
}

const older = (a: string, b: string): string => (Date.parse(a) <= Date.parse(b) ? a : b);

// The books of one market data answer in a currency, worked out once per answer: the Book values 1,000 customers
// against the same answer, each in its reference and the office currency (answers are never changed once read).
const computed = new WeakMap<readonly MarketData[], Map<string, readonly MarketData[]>>();

/**
 * The books quoted in `currency`, plus a cross book for every other quote
 * currency that has none: a currency with no `X/currency` book (a EUR balance
 * of a CHF customer) is priced through an asset both trade against, as a
 * trader would convert it (sell X for the asset at its ask, sell the asset
 * for `currency` at its bid). Books of other quote currencies are left out.
 */
export function booksIn(books: readonly MarketData[], currency: string): readonly MarketData[] {
  let byCurrency = computed.get(books);
  if (byCurrency === undefined) computed.set(books, (byCurrency = new Map()));
  let found = byCurrency.get(currency);
  if (found === undefined) byCurrency.set(currency, (found = crossBooks(books, currency)));
  return found;
}

function crossBooks(books: readonly MarketData[], currency: string): MarketData[] {
  const direct = books.filter((book) => book.currency === currency);
  const quoted = new Set(direct.map((book) => book.symbol));
  const crosses: MarketData[] = [];
  const others = [...new Set(books.map((book) => book.currency))].filter(
    (other) => other !== currency && !quoted.has(other),
  );
  for (const other of others) {
    // The via-asset with both sides on both books; the first in the answer's order (stable across refreshes).
    for (const via of direct) {
      const leg = books.find((book) => book.symbol === via.symbol && book.currency === other);
      if (!leg || via.bid === null || via.ask === null || leg.bid === null || leg.ask === null) continue;
      const bid = divide(via.bid, leg.ask);
      const ask = divide(via.ask, leg.bid);
      if (bid === null || ask === null) continue;
      crosses.push({
        symbol: other,
        currency,
        bid: bid as Decimal,
        ask: ask as Decimal,
        bidSize: null,
        askSize: null,
        last: null,
        timestamp: older(via.timestamp, leg.timestamp),
      });
      break;
    }
  }
  return [...direct, ...crosses];
}

/** The assets priced through a cross book rather than a book of their own. */
export function crossedAssets(books: readonly MarketData[], currency: string): string[] {
  const quoted = new Set(books.filter((book) => book.currency === currency).map((book) => book.symbol));
  return booksIn(books, currency)
    .filter((book) => !quoted.has(book.symbol))
    .map((book) => book.symbol);
}
