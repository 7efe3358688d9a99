import type Big from 'big.js';
import type { Book } from '../market/market';
import { big } from '../money';
import type { OrderRecord } from '../state';

/** A stop is reached when the price moves through it: a Buy stop by the ask rising to it, a Sell stop by the bid falling to it. */
export function triggerReached(order: OrderRecord, book: Book): boolean {
  if (order.stopPrice === null) return false;
  return order.side === 'Buy' ? book.ask.gte(order.stopPrice) : book.bid.lte(order.stopPrice);
}

/** A limit can trade when the other side of the book is at or better than it. */
export function limitCrossed(order: OrderRecord, book: Book): boolean {
  if (order.limitPrice === null) return false;
  return order.side === 'Buy' ? book.ask.lte(order.limitPrice) : book.bid.gte(order.limitPrice);
}

/** The price a resting limit order trades at once the book crosses it: its own limit (it was on the book first). */
export function restingLimitPrice(order: OrderRecord): Big {
  return big(order.limitPrice ?? '0');
}
