import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { CancelAllOutcome, CancelAllResult, CancelAllScope } from '../../../shared/ipc/schemas/trading-cancel-all';
import { AppError, isAppError, serviceFailure } from '../errors';
import type { MoneyGuards } from '../guards/money-guards';
import type { OrderService } from './order-service';
import type { TradingClient } from './trading-client';
import { message } from '../../../shared/i18n/message';

/** The service's largest page of the order list (decisions.md): fewest requests for a full sweep. */
const PAGE_SIZE = 1000;
/** Beyond this many open orders the sweep stops rather than page on forever (a customer never has that many). */
const MAX_PAGES = 20;

/**
 * The customer's open orders now, of one instrument ("BTC/CHF") or all,
 * every page of the list. An order already PendingCancel is left out: a
 * cancel is under way for it.
 */
export async function openOrdersOf(
  client: TradingClient,
  customer: string,
  instrument: string | undefined,
): Promise<TradingOrder[]> {
  const found: TradingOrder[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = {
      scope: 'Open' as const,
      ...(instrument ? { symbols: [instrument] } : {}),
      page,
      pageSize: PAGE_SIZE,
    };
    const result = await client.call('trading.listOrders', { query, customer });
    if (!result.ok) throw serviceFailure(result.error);
    found.push(...result.value.content);
    if (result.value.content.length < PAGE_SIZE || found.length >= result.value.count) break;
  }
  const [symbol, currency] = instrument?.split('/') ?? [];
  // The list's symbols filter is matched again here: an order of another instrument is never cancelled by this sweep.
  return found.filter(
    (order) =>
      order.status !== 'PendingCancel' && (!instrument || (order.symbol === symbol && order.currency === currency)),
  );
}

/** What cancel-all needs of the trading service. */
export interface CancelAllDeps {
  orders: Pick<OrderService, 'cancel'>;
  /** The active profile's client (refuses another profile). */
  clientFor: (profileId: string) => Promise<TradingClient>;
  checkAccess: (profileId: string, customer: string) => Promise<void>;
  /** Main's confirmation of the orders about to be cancelled (required: nothing is sent without it). */
  confirm: MoneyGuards['cancelAll'];
}

/**
 * Cancels the customer's open orders of one instrument or all of them, one
 * at a time, each through the order service's journaled cancel (its own
 * cancelRequestId, journaled before sending, an unknown outcome reconciled,
 * never resent blindly). `scope.orderIds`: the orders the trader confirmed;
 * only those are cancelled, and one of them no longer open is reported, not
 * sent. Every order gets its own outcome; one failure does not stop the rest.
 */
export async function cancelAll(
  deps: CancelAllDeps,
  profileId: string,
  customer: string,
  scope: CancelAllScope,
  confirmed: boolean,
): Promise<CancelAllResult> {
  if (typeof deps.confirm !== 'function') throw new AppError('internal', message('errors.trading.noBulkConfirmation'));
  const client = await deps.clientFor(profileId);
  await deps.checkAccess(profileId, customer);
  const open = await openOrdersOf(client, customer, scope.instrument);
  const listed = scope.orderIds ? new Set(scope.orderIds) : null;
  const targets = listed ? open.filter((order) => listed.has(order.orderId)) : open;
  await deps.confirm({ profileId, customer, orders: targets, instrument: scope.instrument, confirmed });
  const results: CancelAllOutcome[] = [];
  if (listed) {
    const openIds = new Set(open.map((order) => order.orderId));
    for (const orderId of listed) {
      if (!openIds.has(orderId))
        results.push({
          orderId,
          account: null,
          pair: null,
          outcome: 'skipped',
          cancelRequestId: null,
          message: 'No longer open (filled, cancelled or expired meanwhile); nothing was sent.',
        });
    }
  }
  for (const order of targets) {
    const base = { orderId: order.orderId, account: order.account, pair: `${order.symbol}/${order.currency}` };
    try {
      const answer = await deps.orders.cancel(profileId, customer, { account: order.account, orderId: order.orderId });
      results.push({
        ...base,
        outcome: answer.outcome,
        cancelRequestId: answer.cancelRequestId,
        message: answer.message ?? null,
        status: answer.order?.status ?? null,
      });
    } catch (error) {
      // Refused before sending (e.g. the profile was switched meanwhile): said per order, the others still go.
      if (!isAppError(error)) throw error;
      results.push({ ...base, outcome: 'failed', cancelRequestId: null, message: error.kept() });
    }
  }
  const count = (outcome: CancelAllOutcome['outcome']) => results.filter((result) => result.outcome === outcome).length;
  return {
    asked: listed ? listed.size : targets.length,
    acknowledged: count('acknowledged'),
    rejected: count('rejected') + count('failed'),
    unknown: count('unknown'),
    skipped: count('skipped'),
    results,
  };
}
