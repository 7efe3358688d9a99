import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { NotificationKind } from '../../../shared/ipc/schemas/trading';

/** A change worth a desktop notification, in a trader's words. */
export interface OrderChange {
  kind: NotificationKind;
  title: string;
  body: string;
}

/**
 * What changed between what was seen of an order and its latest response,
 * if it deserves a notification: a fill, a partial fill (more quantity
 * filled), a cancel, a reject or an expiry. Decimals stay the service's text.
 */
export function describeChange(before: { status: string; cumulativeQuantity: string }, order: TradingOrder): OrderChange | null {
  const what = `${order.side} ${order.quantity} ${order.symbol}/${order.currency}`;
  const ref = `order ${order.orderId}`;
  if (order.status === before.status && order.cumulativeQuantity === before.cumulativeQuantity) return null;
  switch (order.status) {
    case 'Filled':
      if (before.status === 'Filled') return null;
      return {
        kind: 'fills',
        title: 'Order filled',
        body: `${what}${order.price ? ` at ${order.price}` : order.lastPrice ? ` at ${order.lastPrice}` : ''} (${ref}).`,
      };
    case 'PartiallyFilled':
      return {
        kind: 'partialFills',
        title: 'Order partially filled',
        body: `${order.cumulativeQuantity} of ${order.quantity} ${order.symbol} filled${order.lastPrice ? `, last at ${order.lastPrice}` : ''} (${ref}).`,
      };
    case 'Cancelled':
      if (before.status === 'Cancelled') return null;
      return { kind: 'cancels', title: 'Order cancelled', body: `${what} (${ref})${order.text ? `: ${order.text}` : '.'}` };
    case 'Rejected':
      if (before.status === 'Rejected') return null;
      return {
        kind: 'rejects',
        title: 'Order rejected',
        body: `${what} (${ref})${order.text ? `: ${order.text}` : ''}${order.rejectionCode ? ` [code ${order.rejectionCode}]` : ''}.`,
      };
    case 'Expired':
      if (before.status === 'Expired') return null;
      return { kind: 'expiries', title: 'Order expired', body: `${what} (${ref}) expired${order.cumulativeQuantity !== '0' ? ` with ${order.cumulativeQuantity} filled` : ''}.` };
    default:
      return null;
  }
}
