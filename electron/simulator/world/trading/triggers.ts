import type Big from 'big.js';
import type { Book } from '../market/market';
import { big } from '../money';
import type { OrderRecord } from '../state';

// A resting order is compared with the book on every step of the engine: its prices are parsed once, not every time.
// Keyed by the text too, so a changed price (never done today) could not be compared stale.
const parsed = new WeakMap<OrderRecord, { text: string; value: Big }[]>();

function priceOf(order: OrderRecord, text: string, slot: 0 | 1): Big {
  let prices = parsed.get(order);
  if (!prices) parsed.set(order, (prices = []));
  const cached = prices[slot];
  if (cached && cached.text === text) return cached.value;
  const value = big(text);
  prices[slot] = { text, value };
  return value;
}

/** A stop is reached when the price moves through it: a Buy stop by the ask rising to it, a Sell stop by the bid falling to it. */
export function triggerReached(order: OrderRecord, book: Book): boolean {
  if (order.stopPrice === null) return false;
  const stop = priceOf(order, order.stopPrice, 0);
  return order.side === 'Buy' ? book.ask.gte(stop) : book.bid.lte(stop);
}

/** A limit can trade when the other side of the book is at or better than it. */
export function limitCrossed(order: OrderRecord, book: Book): boolean {
  if (order.limitPrice === null) return false;
  const limit = priceOf(order, order.limitPrice, 1);
  return order.side === 'Buy' ? book.ask.lte(limit) : book.bid.gte(limit);
}

/** The price a resting limit order trades at once the book crosses it: its own limit (it was on the book first). */
export function restingLimitPrice(order: OrderRecord): Big {
  return big(order.limitPrice ?? '0');
}
