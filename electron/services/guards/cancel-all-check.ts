import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { ConfirmPort } from '../confirm/confirm-port';
import { requireConfirmation } from '../confirm/money-confirmation';

/** One cancel-all to confirm: the open orders it would cancel now. */
export interface CancelAllCheckRequest {
  profileId: string;
  customer: string;
  orders: readonly TradingOrder[];
  /** "BTC/CHF", or none: every instrument. */
  instrument?: string | undefined;
  /** Confirmed outside the page already (`desk orders cancel-all --yes`). */
  confirmed: boolean;
}

/** How many orders a cancel-all may cancel without main's confirmation: one is the same as a single cancel. */
export const CANCEL_ALL_WITHOUT_CONFIRMATION = 1;

/**
 * Cancelling many open orders at once can strip a book of its stop and
 * take-profit orders: above one order it needs main's confirmation, asked
 * with the orders listed, before any cancel is sent.
 */
export async function confirmCancelAll(deps: { confirm: ConfirmPort; profileName: (profileId: string) => string }, request: CancelAllCheckRequest): Promise<void> {
  const count = request.orders.length;
  if (count <= CANCEL_ALL_WITHOUT_CONFIRMATION) return;
  const scope = request.instrument ? `of ${request.instrument}` : 'of every instrument';
  const shown = request.orders.slice(0, 10).map((order) => `${order.side} ${order.quantity} ${order.symbol}/${order.currency} ${order.orderType} (order ${order.orderId})`);
  await requireConfirmation(deps.confirm, {
    request: {
      title: 'Confirm cancelling open orders',
      message: `Cancel ${count} open orders ${scope}?`,
      detail: [...shown, ...(count > shown.length ? [`and ${count - shown.length} more`] : []), `Customer: ${request.customer}`, `Profile: ${deps.profileName(request.profileId)}`].join('\n'),
      confirmLabel: `Cancel ${count} orders`,
    },
    reason: `Cancelling ${count} open orders ${scope} at once`,
    deskCommand: '`desk orders cancel-all ... --yes` (or cancel the orders one at a time)',
    nothing: 'Nothing was sent.',
    declined: 'Cancelling the orders was not confirmed; nothing was sent.',
    confirmed: request.confirmed,
  });
}
