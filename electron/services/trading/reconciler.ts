import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { OPEN_ORDER_STATUSES } from '../../../shared/api/schemas/orders';
import { message } from '../../../shared/i18n/message';
import { ORDER_STATUS_WORDS, SIDE_WORDS, wordsOf } from '../../../shared/trading/words';
import type { JournalRecord } from './journal';
import type { JournaledCancel, JournaledOrder, SendOutcome } from './send';
import { lookupOrder, sendCancel, sendOrder } from './send';
import type { TradingClient } from './trading-client';

/** What one reconciliation step needs. */
export interface ReconcileContext {
  client: TradingClient;
  now: () => Date;
  /** Per request. */
  timeoutMs: number;
  /** An order proven absent is resent only while younger than this (an old intent is not sent late). */
  maxResendAgeMs: number;
  /** Journals (fsynced) and announces an entry's new version. */
  save: (entry: JournalRecord) => Promise<void>;
  /** An order's latest response was learned. */
  learned: (entry: JournalRecord, order: TradingOrder) => void;
}

/** Whether a found order is the one the entry asked for (a reused caller id would name another order). */
export function matchesRequest(order: TradingOrder, request: JournaledOrder): boolean {
  return (
    order.symbol.toUpperCase() === request.symbol.toUpperCase() &&
    order.side === request.side &&
    order.account === request.fromAccount &&
    sameDecimal(order.quantity, request.quantity)
  );
}

function sameDecimal(a: string, b: string): boolean {
  const norm = (text: string) =>
    text
      .replace(/^(-?)0+(?=\d)/, '$1')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  return norm(a) === norm(b);
}

/** The entry after one send: the state and message that outcome stands for. */
export function afterSend(
  entry: JournalRecord,
  outcome: SendOutcome,
  finalState: 'acknowledged' | 'resolved',
): JournalRecord {
  switch (outcome.kind) {
    case 'acknowledged':
      return { ...entry, state: finalState, order: outcome.order, message: null };
    case 'rejected':
      return { ...entry, state: 'rejected', message: outcome.error.message };
    case 'exists':
      // 409 for our id: it exists (an earlier send of ours arrived): the next step fetches it.
      return { ...entry, state: 'unknown', message: message('trading.journal.alreadyExists') };
    case 'unknown':
      return {
        ...entry,
        state: 'unknown',
        // The reason is the service's (or the client's) own words, as it said them.
        message: message('trading.journal.outcomeUnknown', { reason: outcome.error.message }),
      };
  }
}

/**
 * One reconciliation step of an unfinished order: look it up by its
 * clientOrderId; found: resolved with the service's order; proven absent
 * (404): sent again with the same clientOrderId and a fresh transactionTime
 * (only while the intent is recent); undetermined: stays unknown (the caller
 * backs off and tries again). Answers the entry's new version, already saved.
 */
export async function reconcileOrder(ctx: ReconcileContext, entry: JournalRecord): Promise<JournalRecord> {
  const request = entry.request as unknown as JournaledOrder;
  const id = entry.clientOrderId ?? entry.id;
  await ctx.save((entry = { ...entry, state: 'reconciling', updatedAt: ctx.now().toISOString() }));
  const found = await lookupOrder(
    ctx.client,
    entry.customer,
    id,
    { symbol: request.symbol, createdAt: entry.createdAt },
    ctx.timeoutMs,
  );
  const stamp = () => ctx.now().toISOString();
  if (found.kind === 'found') {
    if (!matchesRequest(found.order, request)) {
      const next: JournalRecord = {
        ...entry,
        state: 'rejected',
        updatedAt: stamp(),
        message: message('trading.journal.idTaken', {
          id,
          orderId: String(found.order.orderId),
          side: message(wordsOf(SIDE_WORDS, found.order.side)),
          quantity: found.order.quantity,
          symbol: found.order.symbol,
        }),
      };
      await ctx.save(next);
      return next;
    }
    const next: JournalRecord = { ...entry, state: 'resolved', order: found.order, updatedAt: stamp(), message: null };
    await ctx.save(next);
    ctx.learned(next, found.order);
    return next;
  }
  if (found.kind === 'undetermined') {
    const next: JournalRecord = {
      ...entry,
      state: 'unknown',
      updatedAt: stamp(),
      message: message('trading.journal.stillUnknown', { reason: found.error.message }),
    };
    await ctx.save(next);
    return next;
  }
  // Proven absent: the service never recorded it.
  const age = ctx.now().getTime() - Date.parse(entry.createdAt);
  if (age > ctx.maxResendAgeMs) {
    const next: JournalRecord = {
      ...entry,
      state: 'rejected',
      updatedAt: stamp(),
      message: message('trading.journal.tooOld', { time: entry.createdAt }),
    };
    await ctx.save(next);
    return next;
  }
  // Journaled before the resend's first byte, like the first send.
  await ctx.save((entry = { ...entry, state: 'pending-send', sends: entry.sends + 1, updatedAt: stamp() }));
  const outcome = await sendOrder(ctx.client, entry.customer, request, ctx.now(), ctx.timeoutMs);
  const next = { ...afterSend(entry, outcome, 'resolved'), updatedAt: stamp() };
  await ctx.save(next);
  if (outcome.kind === 'acknowledged') ctx.learned(next, outcome.order);
  return next;
}

/**
 * One reconciliation step of an unfinished cancel: fetch the order; cancelled
 * or otherwise closed: resolved; still open: the cancel is sent again with
 * the same cancelRequestId (cancelling an open order twice cannot do harm);
 * pending cancel or undetermined: stays unknown.
 */
export async function reconcileCancel(ctx: ReconcileContext, entry: JournalRecord): Promise<JournalRecord> {
  const request = entry.request as unknown as JournaledCancel;
  const target =
    request.orderId !== null && request.orderId !== undefined ? String(request.orderId) : (request.clientOrderId ?? '');
  await ctx.save((entry = { ...entry, state: 'reconciling', updatedAt: ctx.now().toISOString() }));
  const found = await lookupOrder(ctx.client, entry.customer, target, null, ctx.timeoutMs);
  const stamp = () => ctx.now().toISOString();
  let next: JournalRecord;
  if (found.kind === 'absent') {
    next = {
      ...entry,
      state: 'rejected',
      updatedAt: stamp(),
      message: message('trading.journal.cancelNotFound', { orderId: target }),
    };
  } else if (found.kind === 'undetermined') {
    next = {
      ...entry,
      state: 'unknown',
      updatedAt: stamp(),
      message: message('trading.journal.cancelStillUnknown', { reason: found.error.message }),
    };
  } else if (!OPEN_ORDER_STATUSES.includes(found.order.status)) {
    const said =
      found.order.status === 'Cancelled'
        ? null
        : message('trading.journal.nothingLeftToCancel', {
            orderId: String(found.order.orderId),
            status: message(wordsOf(ORDER_STATUS_WORDS, found.order.status)),
          });
    next = { ...entry, state: 'resolved', order: found.order, updatedAt: stamp(), message: said };
    ctx.learned(next, found.order);
  } else if (found.order.status === 'PendingCancel') {
    next = {
      ...entry,
      state: 'unknown',
      order: found.order,
      updatedAt: stamp(),
      message: message('trading.journal.cancelProcessing'),
    };
    ctx.learned(next, found.order);
  } else {
    await ctx.save((entry = { ...entry, state: 'pending-send', sends: entry.sends + 1, updatedAt: stamp() }));
    const outcome = await sendCancel(ctx.client, entry.customer, request, ctx.now(), ctx.timeoutMs);
    next = { ...afterSend(entry, outcome, 'resolved'), updatedAt: stamp() };
    if (outcome.kind === 'acknowledged') ctx.learned(next, outcome.order);
  }
  await ctx.save(next);
  return next;
}
