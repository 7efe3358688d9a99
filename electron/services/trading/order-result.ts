import type { TradingOrderRequest, TradingPlaceResult } from '../../../shared/ipc/schemas/trading';
import type { JournalRecord } from './journal';
import { isFinal } from './journal';
import type { JournaledOrder } from './send';

/** The journaled form of an order: only its own fields, under its clientOrderId. */
export function toJournaled(order: TradingOrderRequest, clientOrderId: string): JournaledOrder {
  // Only the order's own fields: never anything of the request's envelope (headers, signature, nonce).
  const { clientOrderId: _ignored, ...fields } = order;
  void _ignored;
  return { ...fields, clientOrderId } as JournaledOrder;
}

/** What a placement answers for an entry's state. */
export function outcomeOf(entry: JournalRecord): TradingPlaceResult['outcome'] {
  if (entry.state === 'rejected') return 'rejected';
  return isFinal(entry.state) ? 'acknowledged' : 'unknown';
}

/** The send's error, when no order came back. */
export function errorOf(entry: JournalRecord, outcome: { kind: string; error?: unknown }): { error?: unknown } {
  return entry.order === null && outcome.kind !== 'acknowledged' && outcome.error !== undefined
    ? { error: outcome.error }
    : {};
}
