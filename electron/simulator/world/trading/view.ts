import type { TradingOrder } from '../../../../shared/api/schemas/orders';
import type { Decimal } from '../../../../shared/wire/decimal';
import { iso } from '../clock';
import type { OrderRecord } from '../state';

const dec = (value: string | null): Decimal | null => value as Decimal | null;

/** The order as the service answers it. */
export function orderView(order: OrderRecord): TradingOrder {
  const resting = order.orderType === 'Limit' || order.orderType === 'StopLimit';
  return {
    account: order.account,
    clientOrderId: order.clientOrderId,
    orderId: order.orderId,
    quoteId: order.quoteId,
    side: order.side,
    orderType: order.orderType,
    symbol: order.symbol,
    currency: order.currency,
    quantity: order.quantity as Decimal,
    // The order's price: its limit while it has one, otherwise what it traded at.
    price: dec(resting ? order.limitPrice : order.averagePrice),
    stopPrice: dec(order.stopPrice),
    timeInForce: order.timeInForce,
    transactionTime: order.transactionTime,
    expireTime: order.expireTime,
    createdAt: iso(order.createdAt),
    toAccount: order.toAccount,
    executionId: order.executionId,
    executionType: order.executionType,
    indicativePrice: dec(order.indicativePrice),
    status: order.status,
    lastPrice: dec(order.lastPrice),
    lastQuantity: dec(order.lastQuantity),
    cumulativeQuantity: order.cumulativeQuantity as Decimal,
    leavesQuantity: order.leavesQuantity as Decimal,
    rejectionCode: order.rejectionCode,
    text: order.text,
    availableToTrade: null,
    commissionCurrency: order.commissionCurrency,
    commission: dec(order.commission),
    settlementDate: order.settledAt === null ? null : iso(order.settledAt),
    venueId: 1,
    tenor: 'Spot',
    prosecoFuseco: false,
    isTwap: order.targetStrategy === 'Twap',
    isCommissionIncluded: order.isCommissionIncluded,
    settlementAmount: dec(order.settlementAmount),
    fromAmount: dec(order.fromAmount),
    toAmount: dec(order.toAmount),
    isSettled: order.settledAt !== null,
    appliedCommissionPct: order.appliedCommissionPct as Decimal,
    targetStrategy: order.targetStrategy,
    pegOffsetType: 'None',
    effectiveTime: iso(order.createdAt),
    isMinimumCommissionApplied: false,
    isPendingApproval: false,
    legs: [],
  };
}
