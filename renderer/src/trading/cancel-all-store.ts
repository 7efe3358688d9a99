import { create } from 'zustand';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { IpcError } from '../../../shared/ipc/result';
import type { CancelAllOutcome, CancelAllResult } from '../../../shared/ipc/schemas/trading-cancel-all';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { formatCount } from '../../../shared/format/count';
import { translateSaid } from '../i18n/said';
import { translate } from '../i18n/store';
import { isOpen, statusWords } from './order-format';

/** A cancel-all from asking to its answer; `instrument` null: every open order of the customer. */
export type CancelAllState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'counting'; readonly instrument: string | null }
  | { readonly phase: 'asking'; readonly instrument: string | null; readonly orderIds: readonly number[] }
  | { readonly phase: 'sending'; readonly instrument: string | null; readonly count: number }
  | { readonly phase: 'done'; readonly instrument: string | null; readonly result: CancelAllResult }
  | { readonly phase: 'none'; readonly instrument: string | null }
  | { readonly phase: 'error'; readonly instrument: string | null; readonly error: IpcError };

const IDLE: CancelAllState = { phase: 'idle' };
const useStore = create<{ key: string | null; state: CancelAllState }>()(() => ({ key: null, state: IDLE }));

/** The cancel-all of the customer in context (idle for any other). */
export const useCancelAll = (context: CustomerContext): CancelAllState =>
  useStore((store) => (store.key === contextKey(context) ? store.state : IDLE));

function set(context: CustomerContext, state: CancelAllState): void {
  useStore.setState({ key: contextKey(context), state });
}

/** Whether the answer still belongs to what is shown (same customer, nobody pressed Keep meanwhile). */
const still = (context: CustomerContext, phase: CancelAllState['phase']): boolean =>
  useStore.getState().key === contextKey(context) && useStore.getState().state.phase === phase;

/**
 * First step: counts the open orders now (of one instrument, or all of the
 * customer's; those already PendingCancel are being cancelled and left out),
 * so the confirmation can name the number. Nothing is cancelled here.
 */
export async function askCancelAll(context: CustomerContext, instrument: string | null): Promise<void> {
  set(context, { phase: 'counting', instrument });
  const result = await settle(() =>
    desktopApi().trading.orders({
      profileId: context.profileId,
      customer: context.customer,
      query: { scope: 'Open', ...(instrument ? { symbols: [instrument] } : {}), pageSize: 1000 },
    }),
  );
  if (!still(context, 'counting')) return;
  if (!result.ok) return set(context, { phase: 'error', instrument, error: result.error });
  const orderIds = result.value.content.filter((order) => isOpen(order.status)).map((order) => order.orderId);
  set(context, orderIds.length === 0 ? { phase: 'none', instrument } : { phase: 'asking', instrument, orderIds });
}

/**
 * The trader confirmed: main cancels exactly the orders counted (an order
 * placed since is left alone; one that closed meanwhile is reported), each
 * through its journaled cancel. Rows update from main's order events.
 */
export async function confirmCancelAll(context: CustomerContext): Promise<void> {
  const { state } = useStore.getState();
  if (state.phase !== 'asking' || !still(context, 'asking')) return;
  const { instrument, orderIds } = state;
  set(context, { phase: 'sending', instrument, count: orderIds.length });
  const result = await settle(() =>
    desktopApi().trading.cancelAll({
      profileId: context.profileId,
      customer: String(context.customer),
      ...(instrument ? { instrument } : {}),
      orderIds: [...orderIds],
    }),
  );
  if (!still(context, 'sending')) return;
  set(
    context,
    result.ok
      ? { phase: 'done', instrument, result: result.value }
      : { phase: 'error', instrument, error: result.error },
  );
}

/** Keep the orders (Esc) or dismiss the outcome. */
export function closeCancelAll(): void {
  useStore.setState({ state: IDLE });
}

/** The outcome in one line, in the page's language: "3 cancelled · 1 refused · 1 no longer open" (a list, each part whole). */
export function cancelAllSummary(result: CancelAllResult): string {
  const part = (count: number, key: MessageKey): string | null =>
    count > 0 ? translate(key, { count, shown: formatCount(count) }) : null;
  const parts = [
    part(result.acknowledged, 'trading.cancelAll.summary.cancelled'),
    part(result.rejected, 'trading.cancelAll.summary.refused'),
    part(result.unknown, 'trading.cancelAll.summary.unknown'),
    part(result.skipped, 'trading.cancelAll.summary.skipped'),
  ].filter((text): text is string => text !== null);
  return parts.length > 0 ? parts.join(' · ') : translate('trading.cancelAll.summary.nothing');
}

/** One order's outcome in words, in the page's language (call while rendering). */
export function cancelAllOutcomeWords(entry: CancelAllOutcome): string {
  switch (entry.outcome) {
    case 'acknowledged':
      return entry.status === 'Cancelled' || !entry.status
        ? translate('trading.status.cancelled')
        : translate('trading.cancelAll.acknowledged', { status: statusWords(entry.status) });
    case 'rejected':
    case 'failed':
      return entry.message
        ? translate('trading.cancelAll.refusedBecause', { reason: translateSaid(entry.message) })
        : translate('trading.cancelAll.refused');
    case 'unknown':
      return translate('trading.cancelAll.unknown');
    case 'skipped':
      return translate('trading.cancelAll.skipped');
  }
}

/** Test seam. */
export function resetCancelAllStore(): void {
  useStore.setState({ key: null, state: IDLE }, true);
}
