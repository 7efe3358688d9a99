import type { OrderStatus, OrderType, ResponseTimeInForce, Side } from '../api/schemas/orders';
import type { MessageKey } from '../i18n/catalogue/messages';

/*
 * The service's trading enums as words, one typed map per enum: the window,
 * main (notifications) and files name an order's status, side, type and time
 * in force with the same catalogue message. Keys are written whole, so the
 * catalogue tests find each one in use.
 */

export const ORDER_STATUS_WORDS: Record<OrderStatus, MessageKey> = {
  PendingNew: 'trading.status.pendingNew',
  New: 'trading.status.new',
  PartiallyFilled: 'trading.status.partiallyFilled',
  Filled: 'trading.status.filled',
  PendingCancel: 'trading.status.pendingCancel',
  Cancelled: 'trading.status.cancelled',
  Rejected: 'trading.status.rejected',
  Expired: 'trading.status.expired',
  Draft: 'trading.status.draft',
  Unknown: 'trading.status.unknown',
};

export const SIDE_WORDS: Record<Side, MessageKey> = {
  Buy: 'trading.side.buy',
  Sell: 'trading.side.sell',
  Unknown: 'trading.side.unknown',
};

export const ORDER_TYPE_WORDS: Record<OrderType, MessageKey> = {
  Market: 'trading.orderType.market',
  Limit: 'trading.orderType.limit',
  Stop: 'trading.orderType.stop',
  StopLimit: 'trading.orderType.stopLimit',
  PreviouslyQuoted: 'trading.orderType.previouslyQuoted',
  Unknown: 'trading.orderType.unknown',
};

export const TIME_IN_FORCE_WORDS: Record<ResponseTimeInForce | 'Unknown', MessageKey> = {
  GoodTillCancel: 'trading.timeInForce.goodTillCancel',
  ImmediateOrCancel: 'trading.timeInForce.immediateOrCancel',
  FillOrKill: 'trading.timeInForce.fillOrKill',
  GoodTilDate: 'trading.timeInForce.goodTilDate',
  Unknown: 'trading.timeInForce.unknown',
};

/** A value the service sent that is not one of the enum's (tolerant schemas keep it): its map's Unknown. */
export function wordsOf<T extends string>(map: Record<T | 'Unknown', MessageKey>, value: string): MessageKey {
  return Object.hasOwn(map, value) ? map[value as T] : map.Unknown;
}
