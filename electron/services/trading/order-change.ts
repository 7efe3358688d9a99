import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { message, type Message } from '../../../shared/i18n/message';
import type { NotificationKind } from '../../../shared/ipc/schemas/trading';

/** A change worth a desktop notification, in a trader's words (put into the user's language when shown). */
export interface OrderChange {
  kind: NotificationKind;
  title: Message;
  body: Message;
}

/**
 * What changed between what was seen of an order and its latest response,
 * if it deserves a notification: a fill, a partial fill (more quantity
 * filled), a cancel, a reject or an expiry. Decimals stay the service's text;
 * so do the service's own reason and code.
 */
export function describeChange(
  before: { status: string; cumulativeQuantity: string },
  order: TradingOrder,
): OrderChange | null {
  const what = {
    side: order.side,
    quantity: order.quantity,
    pair: `${order.symbol}/${order.currency}`,
    id: String(order.orderId),
  };
  if (order.status === before.status && order.cumulativeQuantity === before.cumulativeQuantity) return null;
  switch (order.status) {
    case 'Filled': {
      if (before.status === 'Filled') return null;
      const price = order.price ?? order.lastPrice;
      return {
        kind: 'fills',
        title: message('main.notify.order.filled'),
        body: price
          ? message('main.notify.order.filledAt', { ...what, price })
          : message('main.notify.order.filledBody', what),
      };
    }
    case 'PartiallyFilled': {
      const partial = { filled: order.cumulativeQuantity, quantity: order.quantity, symbol: order.symbol, id: what.id };
      return {
        kind: 'partialFills',
        title: message('main.notify.order.partial'),
        body: order.lastPrice
          ? message('main.notify.order.partialAt', { ...partial, price: order.lastPrice })
          : message('main.notify.order.partialBody', partial),
      };
    }
    case 'Cancelled':
      if (before.status === 'Cancelled') return null;
      return {
        kind: 'cancels',
        title: message('main.notify.order.cancelled'),
        body: order.text
          ? message('main.notify.order.cancelledWhy', { ...what, text: order.text })
          : message('main.notify.order.cancelledBody', what),
      };
    case 'Rejected': {
      if (before.status === 'Rejected') return null;
      const code = order.rejectionCode ? String(order.rejectionCode) : null;
      const body = order.text
        ? code
          ? message('main.notify.order.rejectedWhyCode', { ...what, text: order.text, code })
          : message('main.notify.order.rejectedWhy', { ...what, text: order.text })
        : code
          ? message('main.notify.order.rejectedCode', { ...what, code })
          : message('main.notify.order.rejectedBody', what);
      return { kind: 'rejects', title: message('main.notify.order.rejected'), body };
    }
    case 'Expired':
      if (before.status === 'Expired') return null;
      return {
        kind: 'expiries',
        title: message('main.notify.order.expired'),
        body:
          order.cumulativeQuantity !== '0'
            ? message('main.notify.order.expiredFilled', { ...what, filled: order.cumulativeQuantity })
            : message('main.notify.order.expiredBody', what),
      };
    default:
      return null;
  }
}
