import type Big from 'big.js';
import type { WorldContext } from '../context';
import type { Book } from '../market/market';
import type { OrderRecord } from '../state';
import { close, fill, instrumentOf } from './lifecycle';
import { limitCrossed, restingLimitPrice, triggerReached } from './triggers';

/** Earliest expiry among resting orders, or Infinity. */
export function nextExpiry(context: WorldContext): number {
  let next = Infinity;
  for (const order of context.store.openOrders)
    if (order.expiresAt !== null && order.expiresAt < next) next = order.expiresAt;
  return next;
}

/**
 * Runs the book at simulated time t: expires resting orders whose time has
 * come, triggers stops the price reached and fills limits the price crossed.
 * Returns whether any order changed.
 */
export function matchOrders(context: WorldContext, t: number): boolean {
  const { store, market } = context;
  if (store.openOrders.size === 0) return false;
  let changed = false;
  const books = new Map<string, Book>();
  for (const order of [...store.openOrders]) {
    if (order.expiresAt !== null && order.expiresAt <= t) {
      close(context, order, 'Expired', order.expiresAt, `Expired at ${order.expireTime}.`);
      changed = true;
      continue;
    }
    const spec = instrumentOf(order);
    if (!spec) continue;
    const key = `${spec.symbol}/${spec.currency}`;
    let book = books.get(key);
    if (!book) {
      book = market.book(spec, t);
      books.set(key, book);
    }
    if (step(context, order, book, t)) changed = true;
  }
  return changed;
}

function step(context: WorldContext, order: OrderRecord, book: Book, t: number): boolean {
  const takerPrice = order.side === 'Buy' ? book.ask : book.bid;
  if (order.orderType === 'Stop' || order.orderType === 'StopLimit') {
    if (!order.triggered) {
      if (!triggerReached(order, book)) return false;
      order.triggered = true;
      order.updatedAt = t;
      // A triggered stop becomes a market order; a triggered stop-limit a limit order that may trade at once.
      if (order.orderType === 'Stop' || limitCrossed(order, book)) {
        fillOrCancel(context, order, takerPrice, t);
      }
      return true;
    }
  } else if (order.orderType !== 'Limit') {
    return false;
  }
  if (!limitCrossed(order, book)) return false;
  fillOrCancel(context, order, restingLimitPrice(order), t);
  return true;
}

function fillOrCancel(context: WorldContext, order: OrderRecord, price: Big, t: number): void {
  if (!fill(context, order, price, t)) {
    close(
      context,
      order,
      'Cancelled',
      t,
      `Cancelled: account ${order.account} could not pay for the fill at ${price.toFixed()}.`,
    );
  }
}
