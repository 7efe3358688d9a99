import type Big from 'big.js';
import { findInstrument, type InstrumentSpec } from '../market/market';
import { big, text } from '../money';
import type { WorldContext } from '../context';
import type { AccountRecord, OrderRecord } from '../state';
import { settle } from './settlement';

/** Rejection codes of the simulated service (rejectionCode; 0 = none). */
export const REJECTION = {
  staleTransactionTime: 1,
  futureTransactionTime: 2,
  insufficientFunds: 3,
  unknownInstrument: 4,
  quoteExpired: 5,
  quoteMismatch: 6,
  invalidAccount: 7,
  invalidQuantityOrPrice: 8,
  invalidExpireTime: 9,
} as const;

/** The instrument of a recorded order (recorded orders always name a known one, except rejected ones). */
export function instrumentOf(order: OrderRecord): InstrumentSpec | undefined {
  return findInstrument(order.symbol, order.currency);
}

/** Receiving account of an order: the one named, else the customer's trading account of the asset (opened when missing). */
export function receivingAccount(context: WorldContext, order: OrderRecord, at: number): AccountRecord {
  const named = order.toAccount === null ? undefined : context.store.accountOf(order.customer, order.toAccount);
  if (named) return named;
  const asset = order.side === 'Buy' ? order.symbol : order.currency;
  const account =
    context.ledger.find(order.customer, asset, 'Trading') ?? context.ledger.open(order.customer, asset, 'Trading', at);
  order.toAccount = account.id;
  return account;
}

/**
 * Fills an order completely at `price` at time `at`: releases what it had
 * reserved, checks the funds, books the trade and the commission. Returns
 * false (changing nothing but the release) when the funding account cannot
 * pay; the caller decides what that means for the order.
 */
export function fill(context: WorldContext, order: OrderRecord, price: Big, at: number): boolean {
  const spec = instrumentOf(order);
  const from = context.store.accounts.get(order.account);
  if (!spec || !from) return false;
  const side = order.side === 'Sell' ? 'Sell' : 'Buy';
  const quantity = big(order.quantity);
  const result = settle(spec, side, quantity, price, big(order.appliedCommissionPct), order.isCommissionIncluded);
  releaseReservation(context, order);
  if (context.ledger.available(from).lt(result.fromAmount)) return false;
  const to = receivingAccount(context, order, at);
  const executionId = context.store.nextExecutionId();
  const reference = `Order ${order.orderId}`;
  const { ledger } = context;
  if (side === 'Buy') {
    ledger.book(from, result.value.neg(), 'Trade', at, reference);
    if (order.isCommissionIncluded) {
      ledger.book(to, quantity, 'Trade', at, reference);
      ledger.book(to, result.commission.neg(), 'Commission', at, reference);
    } else {
      ledger.book(from, result.commission.neg(), 'Commission', at, reference);
      ledger.book(to, quantity, 'Trade', at, reference);
    }
  } else if (order.isCommissionIncluded) {
    ledger.book(from, quantity.minus(result.commission).neg(), 'Trade', at, reference);
    ledger.book(from, result.commission.neg(), 'Commission', at, reference);
    ledger.book(to, result.value, 'Trade', at, reference);
  } else {
    ledger.book(from, quantity.neg(), 'Trade', at, reference);
    ledger.book(to, result.value, 'Trade', at, reference);
    ledger.book(to, result.commission.neg(), 'Commission', at, reference);
  }
  Object.assign(order, {
    status: 'Filled',
    executionType: 'Trade',
    executionId,
    averagePrice: text(price),
    lastPrice: text(price),
    lastQuantity: order.quantity,
    cumulativeQuantity: order.quantity,
    leavesQuantity: '0',
    commission: text(result.commission),
    commissionCurrency: result.commissionCurrency,
    fromAmount: text(result.fromAmount),
    toAmount: text(result.toAmount),
    settlementAmount: text(result.value),
    settledAt: at,
    updatedAt: at,
  } satisfies Partial<OrderRecord>);
  context.store.updateOpen(order);
  return true;
}

/** Frees what a resting order reserved. */
export function releaseReservation(context: WorldContext, order: OrderRecord): void {
  const reserved = big(order.reserved);
  if (reserved.eq(0)) return;
  const from = context.store.accounts.get(order.account);
  if (from) context.ledger.release(from, reserved);
  order.reserved = '0';
}

/** Ends a resting order without a fill (Cancelled or Expired). */
export function close(
  context: WorldContext,
  order: OrderRecord,
  status: 'Cancelled' | 'Expired',
  at: number,
  reason: string | null,
): void {
  releaseReservation(context, order);
  order.status = status;
  order.executionType = status;
  order.executionId = context.store.nextExecutionId();
  order.leavesQuantity = '0';
  order.updatedAt = at;
  if (reason !== null) order.text = reason;
  context.store.updateOpen(order);
}

/** Puts an order on the book, reserving `amount` on its funding account. */
export function rest(context: WorldContext, order: OrderRecord, amount: Big): void {
  const from = context.store.accounts.get(order.account);
  if (from) context.ledger.reserve(from, amount);
  order.reserved = text(amount);
  order.status = 'New';
  order.executionType = 'New';
  order.executionId = context.store.nextExecutionId();
  context.store.updateOpen(order);
}
