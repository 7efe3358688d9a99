import { create } from 'zustand';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { TradingCancelResult } from '../../../shared/ipc/schemas/trading';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { translateSaid } from '../i18n/said';
import { translate } from '../i18n/store';
import { orderChanged } from './blotter-store';
import { statusWords } from './order-format';

/** One cancel the trader asked for, by orderId. */
export type CancelState =
  | { readonly status: 'sending' }
  | { readonly status: 'done'; readonly result: TradingCancelResult }
  | { readonly status: 'error'; readonly error: IpcError };

const useStore = create<Readonly<Record<number, CancelState>>>()(() => ({}));

/** The cancel state of an order, if one was asked for in this window. */
export const useCancelState = (orderId: number): CancelState | undefined => useStore((state) => state[orderId]);

/**
 * Cancels a resting order through main's order service (journaled, with a
 * cancelRequestId). A second click while one is in flight does nothing.
 */
export async function cancelOrder(context: CustomerContext, order: TradingOrder): Promise<void> {
  if (useStore.getState()[order.orderId]?.status === 'sending') return;
  useStore.setState({ [order.orderId]: { status: 'sending' } });
  const result = await settle(() =>
    desktopApi().trading.cancel({
      profileId: context.profileId,
      customer: String(context.customer),
      account: order.account,
      orderId: order.orderId,
    }),
  );
  if (!result.ok) {
    useStore.setState({ [order.orderId]: { status: 'error', error: result.error } });
    return;
  }
  useStore.setState({ [order.orderId]: { status: 'done', result: result.value } });
  if (result.value.order) orderChanged(context, result.value.order);
}

/** Words for a cancel request, in the page's language (call while rendering). */
export function cancelOutcomeWords(state: CancelState): string {
  if (state.status === 'sending') return translate('trading.cancel.sending');
  if (state.status === 'error') return translate('trading.cancel.failed', { reason: state.error.message });
  const { result } = state;
  if (result.outcome === 'unknown') return translate('trading.cancel.unknown');
  if (result.outcome === 'rejected')
    return result.message
      ? translate('trading.cancel.refusedBecause', { reason: translateSaid(result.message) })
      : translate('trading.cancel.refused');
  if (result.order?.status === 'Cancelled') return translate('trading.cancel.done');
  return result.order
    ? translate('trading.cancel.acknowledged', { status: statusWords(result.order.status) })
    : translate('trading.cancel.acknowledgedPending');
}

/** Test seam: forget every cancel. */
export function resetCancelStore(): void {
  useStore.setState({}, true);
}
