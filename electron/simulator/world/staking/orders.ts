import Big from 'big.js';
import type { StakingOrderRequest } from '../../../../shared/api/schemas/staking';
import type { WorldContext } from '../context';
import { HOUR, MINUTE } from '../clock';
import { numberOf } from '../ledger';
import { assetPrecision } from '../market/assets';
import { big, text } from '../money';
import { conflict, invalidField } from '../problems';
import type { AccountRecord, ProductRecord, StakingOrderRecord, StakingRequestRecord } from '../state';
import { decimalPlaces } from '../trading/settlement';
import { openStakingAccount } from './accounts';

/** An order waits this long before it is processed (the debit account is checked and debited then). */
export const STAKING_PROCESSING_DELAY_MS = 10 * MINUTE;

/** The request in a canonical form, so a resend with the same meaning is recognised (amount 1.0 = 1). */
export function normalizeRequest(request: StakingOrderRequest): StakingRequestRecord {
  return {
    fromAccountNumber: request.fromAccountNumber,
    toAccountNumber: request.toAccountNumber ?? null,
    productId: request.productId?.toLowerCase() ?? null,
    amount: text(big(request.amount)),
    externalReference: request.externalReference ?? null,
  };
}

function sameRequest(a: StakingRequestRecord, b: StakingRequestRecord): boolean {
  return (
    a.fromAccountNumber === b.fromAccountNumber &&
    a.toAccountNumber === b.toAccountNumber &&
    a.productId === b.productId &&
    big(a.amount).eq(b.amount) &&
    a.externalReference === b.externalReference
  );
}

interface Plan {
  readonly type: 'Entry' | 'Exit';
  readonly from: AccountRecord;
  readonly to: AccountRecord | null;
  readonly product: ProductRecord;
}

function plan(context: WorldContext, customer: number, request: StakingRequestRecord): Plan {
  const { store, ledger } = context;
  const from = ledger.byNumber(customer, request.fromAccountNumber);
  if (!from || from.state !== 'Active') {
    throw invalidField(
      'fromAccountNumber',
      `Account ${request.fromAccountNumber} is not an active account of customer ${customer}.`,
    );
  }
  if (request.toAccountNumber !== null) {
    const to = ledger.byNumber(customer, request.toAccountNumber);
    if (!to || to.state !== 'Active') {
      throw invalidField(
        'toAccountNumber',
        `Account ${request.toAccountNumber} is not an active account of customer ${customer}.`,
      );
    }
    if (to.asset !== from.asset) {
      throw invalidField(
        'toAccountNumber',
        `Account ${request.toAccountNumber} holds ${to.asset}, account ${request.fromAccountNumber} holds ${from.asset}.`,
      );
    }
    if (from.type === 'Staking' && to.type === 'Staking') {
      throw invalidField(
        'toAccountNumber',
        'Both accounts are staking accounts; an order stakes into or exits from one staking account.',
      );
    }
    if (from.type !== 'Staking' && to.type !== 'Staking') {
      throw invalidField(
        'toAccountNumber',
        `Neither account is a staking account; name a ${from.asset} staking account to stake into, or stake from one to exit.`,
      );
    }
    const stakingAccount = from.type === 'Staking' ? from : to;
    const product = stakingAccount.productId === null ? undefined : store.products.get(stakingAccount.productId);
    if (!product) throw invalidField('toAccountNumber', `Account ${numberOf(stakingAccount)} has no staking product.`);
    return { type: from.type === 'Staking' ? 'Exit' : 'Entry', from, to, product };
  }
  const product = store.products.get(request.productId ?? '');
  if (!product) throw invalidField('productId', `Staking product ${request.productId} does not exist.`);
  if (from.type === 'Staking') {
    throw invalidField('toAccountNumber', 'To exit, name the account that receives the funds in toAccountNumber.');
  }
  if (product.assetSymbol !== from.asset) {
    throw invalidField(
      'productId',
      `Product ${product.name} stakes ${product.assetSymbol}; account ${request.fromAccountNumber} holds ${from.asset}.`,
    );
  }
  return { type: 'Entry', from, to: null, product };
}

/**
 * PUT /staking/v5/stakingOrders/{id}: creates an order, or recognises a
 * resend (same id and same body: nothing new, 204). The same id with another
 * body is 409. Returns whether an order was created.
 */
export function putStakingOrder(
  context: WorldContext,
  customer: number,
  id: string,
  body: StakingOrderRequest,
  at: number,
): boolean {
  const { store, ledger } = context;
  const request = normalizeRequest(body);
  const key = id.toLowerCase();
  const existing = store.stakingOrders.get(key);
  if (existing) {
    if (existing.customer === customer && sameRequest(existing.request, request)) return false;
    throw conflict(`Staking order ${id} already exists with a different request.`);
  }
  const { type, from, to, product } = plan(context, customer, request);
  if (!product.isAvailable && type === 'Entry')
    throw invalidField('productId', `Product ${product.name} does not accept new stakes.`);
  const amount = big(request.amount);
  const precision = assetPrecision(from.asset);
  if (decimalPlaces(amount) > precision)
    throw invalidField('amount', `amount has more than ${precision} decimals for ${from.asset}.`);
  if (type === 'Entry' && amount.lt(product.minimumAmount)) {
    throw invalidField(
      'amount',
      `The minimum stake of ${product.name} is ${product.minimumAmount} ${product.assetSymbol}.`,
    );
  }
  const available = ledger.available(from);
  if (available.lt(amount)) {
    throw invalidField(
      'amount',
      `Insufficient funds: account ${numberOf(from)} has ${text(available)} ${from.asset} available.`,
    );
  }
  const target =
    to ?? ledger.find(customer, product.assetSymbol, 'Staking') ?? openStakingAccount(context, customer, product, at);
  const processAt = at + STAKING_PROCESSING_DELAY_MS;
  const effectuatedAt = type === 'Entry' ? processAt + product.noRewardPeriodHours * HOUR : processAt;
  const completedAt = type === 'Entry' ? effectuatedAt : processAt + product.unbondingPeriodHours * HOUR;
  const order: StakingOrderRecord = {
    id: key,
    orderNumber: store.nextStakingOrderNumber(),
    customer,
    type,
    assetSymbol: from.asset,
    amount: text(amount),
    fromAccountId: from.id,
    toAccountId: target.id,
    productId: product.id,
    request,
    createdOn: at,
    processAt,
    effectuatedAt,
    completedAt,
    state: 'Open',
    effectuated: false,
    externalComment: null,
    transactionReference: null,
  };
  store.addStakingOrder(order);
  return true;
}

/** The next time a pending staking order changes state, or Infinity. */
export function nextStakingDue(context: WorldContext): number {
  let next = Infinity;
  for (const order of context.store.pendingStakingOrders) {
    const due = order.state === 'Open' ? order.processAt : order.completedAt;
    if (due < next) next = due;
  }
  return next;
}

/** Moves staking orders due by t: Open -> Processing (or Cancelled) -> Completed. Returns whether any changed. */
export function processStakingOrders(context: WorldContext, t: number): boolean {
  const due = [...context.store.pendingStakingOrders]
    .filter((order) => (order.state === 'Open' ? order.processAt : order.completedAt) <= t)
    .sort(
      (a, b) => (a.state === 'Open' ? a.processAt : a.completedAt) - (b.state === 'Open' ? b.processAt : b.completedAt),
    );
  for (const order of due) {
    if (order.state === 'Open') startProcessing(context, order);
    if (order.state === 'Processing' && order.completedAt <= t) complete(context, order);
  }
  return due.length > 0;
}

function startProcessing(context: WorldContext, order: StakingOrderRecord): void {
  const { store, ledger } = context;
  const from = store.accounts.get(order.fromAccountId);
  const to = store.accounts.get(order.toAccountId);
  const amount = big(order.amount);
  const available = from ? ledger.available(from) : new Big(0);
  if (!from || !to || available.lt(amount)) {
    order.state = 'Cancelled';
    order.externalComment = `Cancelled: account ${numberOf(order.fromAccountId)} had ${text(available)} ${order.assetSymbol} available, ${order.amount} needed, when the order was processed.`;
    store.updatePending(order);
    return;
  }
  order.transactionReference = `0x${store.rng.hex(32)}`;
  const reference = `Staking order ${order.orderNumber}`;
  if (order.type === 'Entry') {
    ledger.book(from, amount.neg(), 'StakingEntry', order.processAt, reference);
    ledger.book(to, amount, 'StakingEntry', order.processAt, reference);
  } else {
    // Unbonding: the amount stops earning and stays locked on the staking account until released.
    ledger.reserve(from, amount);
    order.effectuated = true;
  }
  order.state = 'Processing';
}

function complete(context: WorldContext, order: StakingOrderRecord): void {
  const { store, ledger } = context;
  const from = store.accounts.get(order.fromAccountId);
  const to = store.accounts.get(order.toAccountId);
  if (order.type === 'Exit' && from && to) {
    const amount = big(order.amount);
    const reference = `Staking order ${order.orderNumber}`;
    ledger.release(from, amount);
    ledger.book(from, amount.neg(), 'StakingExit', order.completedAt, reference);
    ledger.book(to, amount, 'StakingExit', order.completedAt, reference);
  }
  order.effectuated = true;
  order.state = 'Completed';
  store.updatePending(order);
}

/** Amount of entries into a staking account that are staked but still in their no-reward period at t. */
export function unrewardedEntries(context: WorldContext, account: AccountRecord): Big {
  let total = new Big(0);
  for (const order of context.store.pendingStakingOrders) {
    if (order.type === 'Entry' && order.state === 'Processing' && order.toAccountId === account.id)
      total = total.plus(order.amount);
  }
  return total;
}
