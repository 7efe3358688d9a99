import { message } from '../../../shared/i18n/message';
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
export async function confirmCancelAll(
  deps: { confirm: ConfirmPort; profileName: (profileId: string) => string },
  request: CancelAllCheckRequest,
): Promise<void> {
  const count = request.orders.length;
  if (count <= CANCEL_ALL_WITHOUT_CONFIRMATION) return;
  const instrument = request.instrument;
  await requireConfirmation(deps.confirm, {
    request: (translator) => {
      const shown = request.orders.slice(0, 10).map((order) =>
        translator.t('main.dialog.cancelAll.order', {
          order: `${order.side} ${order.quantity} ${order.symbol}/${order.currency} ${order.orderType}`,
          id: String(order.orderId),
        }),
      );
      return {
        title: translator.t('main.dialog.cancelAll.title'),
        message: instrument
          ? translator.t('main.dialog.cancelAll.message', { count, instrument })
          : translator.t('main.dialog.cancelAll.messageAll', { count }),
        detail: [
          ...shown,
          ...(count > shown.length
            ? [translator.t('main.dialog.cancelAll.more', { count: count - shown.length })]
            : []),
          translator.t('main.dialog.customer', { customer: request.customer }),
          translator.t('main.dialog.profile', { profile: deps.profileName(request.profileId) }),
        ].join('\n'),
        confirmLabel: translator.t('main.dialog.cancelAll.confirm', { count }),
      };
    },
    reason: instrument
      ? message('errors.confirm.cancelAllReason', { count, instrument })
      : message('errors.confirm.cancelAllReasonAll', { count }),
    deskCommand: '`desk orders cancel-all ... --yes`',
    nothing: message('errors.confirm.nothingSent'),
    declined: message('errors.confirm.cancelAllDeclined'),
    confirmed: request.confirmed,
  });
}
