import type { OrderStatus } from '../../../shared/api/schemas/orders';
import { OPEN_ORDER_STATUSES } from '../../../shared/api/schemas/orders';
import { enumWords } from '../../../shared/text/enum-words';

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

/** Words for a status ("PartiallyFilled" → "Partially filled"). */
export function statusWords(status: string): string {
  return enumWords(status);
}

/** Whether an order still rests and may be cancelled. */
export function isOpen(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status) && status !== 'PendingCancel';
}
