import type { ServiceError } from '../../../shared/api/errors';
import type { CancelOrderRequest, OrderRequest } from '../../../shared/api/schemas/order-requests';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { TradingClient } from './trading-client';

/** What one send of a write taught us. */
export type SendOutcome =
  /** The service answered with the order. */
  | { kind: 'acknowledged'; order: TradingOrder }
  /** The service refused the request and acted on nothing (4xx other than 409, or refused before sending). */
  | { kind: 'rejected'; error: ServiceError }
  /** 409: an order with this clientOrderId already exists: fetch it. */
  | { kind: 'exists'; error: ServiceError }
  /** No usable answer (timeout, reset, 5xx, unreadable answer): it may or may not have happened. */
  | { kind: 'unknown'; error: ServiceError };

/**
 * Which failures leave a write's outcome unknown. Everything the service
 * answered with a 4xx (or the client refused before sending) acted on
 * nothing; a 5xx, a lost or unreadable answer may hide a processed request.
 * 429 is a refusal before processing (rate limit), so it is a rejection.
 */
export function classifyFailure(error: ServiceError): SendOutcome {
  switch (error.kind) {
    case 'conflict':
      return { kind: 'exists', error };
    case 'validation':
    case 'forbidden':
    case 'authentication':
    case 'not-found':
    case 'rate-limited':
      return { kind: 'rejected', error };
    case 'server':
    case 'network':
    case 'proxy':
    case 'timeout':
    case 'invalid-response':
    case 'cancelled':
      return { kind: 'unknown', error };
    default:
      return { kind: 'unknown', error };
  }
}

/** The order request fields the journal keeps (no transactionTime: it is stamped at each send). */
export type JournaledOrder = Omit<OrderRequest, 'transactionTime'>;
/** The cancel request fields the journal keeps. */
export type JournaledCancel = Omit<CancelOrderRequest, 'transactionTime'>;

/** Sends an order once with a fresh transactionTime; never resent by the client (placeOrder is not idempotent). */
export function sendOrder(
  client: TradingClient,
  customer: string,
  order: JournaledOrder,
  now: Date,
  timeoutMs: number,
): Promise<SendOutcome> {
  return sendStamped(client, 'trading.placeOrder', customer, order, now, timeoutMs);
}

/** Sends a cancel once with a fresh transactionTime. */
export function sendCancel(
  client: TradingClient,
  customer: string,
  cancel: JournaledCancel,
  now: Date,
  timeoutMs: number,
): Promise<SendOutcome> {
  return sendStamped(client, 'trading.cancelOrder', customer, cancel, now, timeoutMs);
}

// Both writes are stamped at each send (the journal keeps the request without transactionTime) and answer an order.
async function sendStamped(
  client: TradingClient,
  name: 'trading.placeOrder' | 'trading.cancelOrder',
  customer: string,
  request: JournaledOrder | JournaledCancel,
  now: Date,
  timeoutMs: number,
): Promise<SendOutcome> {
  const body = { ...request, transactionTime: now.toISOString() } as never;
  const result = await client.call(name, { body, customer, signal: AbortSignal.timeout(timeoutMs) });
  return result.ok ? { kind: 'acknowledged', order: result.value } : classifyFailure(result.error);
}

/** What looking an order up found. */
export type LookupOutcome =
  | { kind: 'found'; order: TradingOrder }
  /** The service said no order has this id (404): proof of absence. */
  | { kind: 'absent' }
  /** Could not tell (service unreachable, 5xx...). */
  | { kind: 'undetermined'; error: ServiceError };

/**
 * Looks an order up by id (orderId digits or clientOrderId). When the
 * service cannot answer that, the order list is searched as a fallback
 * (a hit there counts; a miss proves nothing, since the list may be paged
 * or filtered differently).
 */
export async function lookupOrder(
  client: TradingClient,
  customer: string,
  id: string,
  hint: { symbol?: string; createdAt: string } | null,
  timeoutMs: number,
): Promise<LookupOutcome> {
  const result = await client.call('trading.getOrder', {
    params: { id },
    customer,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (result.ok) return { kind: 'found', order: result.value };
  if (result.error.kind === 'not-found') return { kind: 'absent' };
  if (hint && !/^\d+$/.test(id)) {
    const since = new Date(Date.parse(hint.createdAt) - 5 * 60_000).toISOString();
    const query = {
      scope: 'All' as const,
      transactionTimeMin: since,
      pageSize: 100,
      ...(hint.symbol ? { symbols: [hint.symbol] } : {}),
    };
    const list = await client.call('trading.listOrders', { query, customer, signal: AbortSignal.timeout(timeoutMs) });
    const hit = list.ok ? list.value.content.find((order) => order.clientOrderId === id) : undefined;
    if (hit) return { kind: 'found', order: hit };
  }
  return { kind: 'undetermined', error: result.error };
}
