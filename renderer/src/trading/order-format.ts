import type { OrderStatus } from '../../../shared/api/schemas/orders';
import { OPEN_ORDER_STATUSES } from '../../../shared/api/schemas/orders';
import {
  ORDER_STATUS_WORDS,
  ORDER_TYPE_WORDS,
  SIDE_WORDS,
  TIME_IN_FORCE_WORDS,
  wordsOf,
} from '../../../shared/trading/words';
import { translate } from '../i18n/store';

/** Pill colour of an order status. */
export const STATUS_CLASS: Partial<Record<OrderStatus, string>> = {
  New: 'pill-info',
  PendingNew: 'pill-info',
  PartiallyFilled: 'pill-warning',
  PendingCancel: 'pill-warning',
  Filled: 'pill-good',
  Cancelled: 'pill-muted',
  Expired: 'pill-muted',
  Rejected: 'pill-bad',
};

/** Words for a status ("PartiallyFilled" → "Partially filled"), in the page's language (call while rendering). */
export function statusWords(status: string): string {
  return translate(wordsOf(ORDER_STATUS_WORDS, status));
}

/** Words for a side ("Buy"). */
export function sideWords(side: string): string {
  return translate(wordsOf(SIDE_WORDS, side));
}

/** Words for an order type ("StopLimit" → "Stop limit", "PreviouslyQuoted" → "Quoted"). */
export function orderTypeWords(type: string): string {
  return translate(wordsOf(ORDER_TYPE_WORDS, type));
}

/** Words for a time in force ("GoodTillCancel" → "Good till cancel"). */
export function timeInForceWords(timeInForce: string): string {
  return translate(wordsOf(TIME_IN_FORCE_WORDS, timeInForce));
}

/** Whether an order still rests and may be cancelled. */
export function isOpen(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status) && status !== 'PendingCancel';
}
