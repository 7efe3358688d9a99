import type Big from 'big.js';
import type { OrderRequest } from '../../../../shared/api/schemas/order-requests';
import { wallToSim, type Moment, type WorldContext } from '../context';
import { findInstrument, type InstrumentSpec } from '../market/market';
import { big, text } from '../money';
import { conflict } from '../problems';
import type { OrderRecord, QuoteRecord } from '../state';
import { REJECTION, fill, receivingAccount, rest } from './lifecycle';
import { decimalPlaces, reservationFor } from './settlement';
import { triggerReached, limitCrossed } from './triggers';

/** An order older than this on arrival is rejected (decisions.md). */
export const MAX_ORDER_AGE_MS = 30_000;
/** An order dated further ahead than this is rejected (decisions.md). */
export const MAX_ORDER_LEAD_MS = 10_000;

function exactOrNull(value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : text(big(value));
}

class Rejection {
  constructor(
    readonly code: number,
    readonly text: string,
  ) {}
}

/**
 * Places an order for a customer at `moment`: records it and answers it with
 * its outcome (Filled, New, Cancelled for IOC/FOK that cannot fill, or
 * Rejected with a code and text). A reused clientOrderId is 409 and records nothing.
 */
export function placeOrder(
  context: WorldContext,
  customer: number,
  request: OrderRequest,
  moment: Moment,
): OrderRecord {
  const { store } = context;
  if (store.ordersByClientId.get(customer)?.has(request.clientOrderId)) {
    throw conflict(
      `clientOrderId "${request.clientOrderId}" is already used by another order of customer ${customer}.`,
    );
  }
  const commissionPct = store.customers.get(customer)?.commissionPct ?? '0.25';
  const order: OrderRecord = {
    orderId: store.nextOrderId(),
    customer,
    account: request.fromAccount,
    toAccount: request.toAccount ?? null,
    clientOrderId: request.clientOrderId,
    quoteId: request.quoteId ?? null,
    side: request.side,
    orderType: request.orderType,
    timeInForce: request.timeInForce,
    targetStrategy: request.targetStrategy ?? 'None',
    symbol: request.symbol,
    currency: request.currency,
    quantity: text(big(request.quantity)),
    limitPrice: exactOrNull(request.limitPrice),
    stopPrice: exactOrNull(request.stopPrice),
    transactionTime: request.transactionTime,
    expireTime: request.expireTime ?? null,
    expiresAt: request.expireTime ? wallToSim(Date.parse(request.expireTime), moment) : null,
    createdAt: moment.sim,
    updatedAt: moment.sim,
    status: 'PendingNew',
    executionType: 'New',
    executionId: null,
    indicativePrice: null,
    averagePrice: null,
    cumulativeQuantity: '0',
    leavesQuantity: text(big(request.quantity)),
    lastPrice: null,
    lastQuantity: null,
    commission: null,
    commissionCurrency: null,
    appliedCommissionPct: commissionPct,
    isCommissionIncluded: request.isCommissionIncluded ?? false,
    fromAmount: null,
    toAmount: null,
    settlementAmount: null,
    reserved: '0',
    triggered: false,
    settledAt: null,
    rejectionCode: 0,
    text: null,
  };
  store.addOrder(order);
  try {
    execute(context, order, moment);
  } catch (error) {
    if (!(error instanceof Rejection)) throw error;
    reject(context, order, error);
  }
  return order;
}

function reject(context: WorldContext, order: OrderRecord, rejection: Rejection): void {
  order.status = 'Rejected';
  order.executionType = 'Rejected';
  order.executionId = context.store.nextExecutionId();
  order.leavesQuantity = '0';
  order.rejectionCode = rejection.code;
  order.text = rejection.text;
  context.store.updateOpen(order);
}

function execute(context: WorldContext, order: OrderRecord, moment: Moment): void {
  checkTransactionTime(order, moment);
  const spec = findInstrument(order.symbol, order.currency);
  if (!spec) throw new Rejection(REJECTION.unknownInstrument, `Unknown instrument ${order.symbol}/${order.currency}.`);
  checkAccounts(context, order, spec);
  checkAmounts(order, spec);
  if (order.expiresAt !== null && order.expiresAt <= moment.sim) {
    throw new Rejection(REJECTION.invalidExpireTime, `expireTime ${order.expireTime} is not in the future.`);
  }
  const book = context.market.book(spec, moment.sim);
  order.indicativePrice = text(order.side === 'Buy' ? book.ask : book.bid);
  const side = order.side === 'Sell' ? 'Sell' : 'Buy';
  const quantity = big(order.quantity);
  const pct = big(order.appliedCommissionPct);

  if (order.orderType === 'PreviouslyQuoted') {
    const quote = matchingQuote(context, order, moment);
    fillNow(context, order, big(quote.price), moment.sim);
    quote.usedByOrderId = order.orderId;
    return;
  }
  if (order.orderType === 'Market') {
    fillNow(context, order, side === 'Buy' ? book.ask : book.bid, moment.sim);
    return;
  }
  const triggered = order.orderType === 'Limit' || triggerReached(order, book);
  order.triggered = triggered && order.orderType !== 'Limit';
  if (triggered && order.orderType === 'Stop') {
    fillNow(context, order, side === 'Buy' ? book.ask : book.bid, moment.sim);
    return;
  }
  if (triggered && limitCrossed(order, book)) {
    fillNow(context, order, side === 'Buy' ? book.ask : book.bid, moment.sim);
    return;
  }
  if (order.timeInForce !== 'GoodTillCancel') {
    // ImmediateOrCancel and FillOrKill never rest (decisions.md): nothing could fill now, so nothing happens.
    order.status = 'Cancelled';
    order.executionType = 'Cancelled';
    order.executionId = context.store.nextExecutionId();
    order.leavesQuantity = '0';
    order.text = `${order.timeInForce} order could not be filled immediately and was cancelled.`;
    context.store.updateOpen(order);
    return;
  }
  // A resting Buy holds the most it may pay: at the limit price, or at the stop price plus a margin for a stop's market fill.
  const reservePrice = order.limitPrice !== null ? big(order.limitPrice) : big(order.stopPrice ?? '0').times('1.05');
  const amount =
    side === 'Buy' ? reservationFor(spec, side, quantity, reservePrice, pct, order.isCommissionIncluded) : quantity;
  const from = context.store.accounts.get(order.account);
  if (!from || context.ledger.available(from).lt(amount)) throw insufficient(order, amount);
  receivingAccount(context, order, moment.sim);
  rest(context, order, amount);
}

function fillNow(context: WorldContext, order: OrderRecord, price: Big, at: number): void {
  const funded = fill(context, order, price, at);
  if (!funded) throw insufficient(order, null);
}

function insufficient(order: OrderRecord, amount: Big | null): Rejection {
  const asset = order.side === 'Buy' ? order.currency : order.symbol;
  const needed = amount === null ? '' : ` (${text(amount)} ${asset} needed)`;
  return new Rejection(REJECTION.insufficientFunds, `Insufficient funds on account ${order.account}${needed}.`);
}

function checkTransactionTime(order: OrderRecord, moment: Moment): void {
  const sent = Date.parse(order.transactionTime);
  if (moment.wall - sent > MAX_ORDER_AGE_MS) {
    throw new Rejection(
      REJECTION.staleTransactionTime,
      `transactionTime ${order.transactionTime} is more than ${MAX_ORDER_AGE_MS / 1000} s old.`,
    );
  }
  if (sent - moment.wall > MAX_ORDER_LEAD_MS) {
    throw new Rejection(
      REJECTION.futureTransactionTime,
      `transactionTime ${order.transactionTime} is more than ${MAX_ORDER_LEAD_MS / 1000} s in the future.`,
    );
  }
}

function checkAccounts(context: WorldContext, order: OrderRecord, spec: InstrumentSpec): void {
  const { store } = context;
  const fundingAsset = order.side === 'Buy' ? spec.currency : spec.symbol;
  const receivingAsset = order.side === 'Buy' ? spec.symbol : spec.currency;
  const from = store.accountOf(order.customer, order.account);
  if (!from || from.type !== 'Trading' || from.state !== 'Active') {
    throw new Rejection(
      REJECTION.invalidAccount,
      `fromAccount ${order.account} is not an active trading account of this customer.`,
    );
  }
  if (from.asset !== fundingAsset) {
    throw new Rejection(
      REJECTION.invalidAccount,
      `fromAccount ${order.account} holds ${from.asset}; a ${order.side} of ${spec.symbol}/${spec.currency} is funded in ${fundingAsset}.`,
    );
  }
  if (order.toAccount !== null) {
    const to = store.accountOf(order.customer, order.toAccount);
    if (!to || to.type !== 'Trading' || to.state !== 'Active') {
      throw new Rejection(
        REJECTION.invalidAccount,
        `toAccount ${order.toAccount} is not an active trading account of this customer.`,
      );
    }
    if (to.asset !== receivingAsset) {
      throw new Rejection(
        REJECTION.invalidAccount,
        `toAccount ${order.toAccount} holds ${to.asset}; this order pays out ${receivingAsset}.`,
      );
    }
  }
}

function checkAmounts(order: OrderRecord, spec: InstrumentSpec): void {
  const quantity = big(order.quantity);
  if (decimalPlaces(quantity) > spec.quantityPrecision) {
    throw new Rejection(
      REJECTION.invalidQuantityOrPrice,
      `quantity ${order.quantity} has more than ${spec.quantityPrecision} decimals.`,
    );
  }
  if (quantity.lt(spec.asset.minQuantity)) {
    throw new Rejection(
      REJECTION.invalidQuantityOrPrice,
      `quantity ${order.quantity} is below the minimum ${spec.asset.minQuantity} ${spec.symbol}.`,
    );
  }
  for (const [field, value] of [
    ['limitPrice', order.limitPrice],
    ['stopPrice', order.stopPrice],
  ] as const) {
    if (value !== null && decimalPlaces(big(value)) > spec.pricePrecision) {
      throw new Rejection(
        REJECTION.invalidQuantityOrPrice,
        `${field} ${value} has more than ${spec.pricePrecision} decimals.`,
      );
    }
  }
}

function matchingQuote(context: WorldContext, order: OrderRecord, moment: Moment): QuoteRecord {
  const quote = order.quoteId === null ? undefined : context.store.quotes.get(order.quoteId);
  if (!quote || quote.customer !== order.customer) {
    // Expired quotes are forgotten after a while, so an unknown id is most likely an old one.
    throw new Rejection(REJECTION.quoteExpired, `Quote ${order.quoteId} is unknown or expired.`);
  }
  if (moment.wall > quote.validUntilWall) {
    throw new Rejection(
      REJECTION.quoteExpired,
      `Quote ${quote.quoteId} expired at ${new Date(quote.validUntilWall).toISOString()}.`,
    );
  }
  if (quote.usedByOrderId !== null) {
    throw new Rejection(
      REJECTION.quoteMismatch,
      `Quote ${quote.quoteId} was already used by order ${quote.usedByOrderId}.`,
    );
  }
  const mismatches: string[] = [];
  if (quote.symbol !== order.symbol || quote.currency !== order.currency)
    mismatches.push(`instrument ${quote.symbol}/${quote.currency}`);
  if (quote.side !== order.side) mismatches.push(`side ${quote.side}`);
  if (!big(quote.quantity).eq(order.quantity)) mismatches.push(`quantity ${quote.quantity}`);
  if (mismatches.length > 0) {
    throw new Rejection(
      REJECTION.quoteMismatch,
      `Order does not match quote ${quote.quoteId} (${mismatches.join(', ')}).`,
    );
  }
  return quote;
}
