import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { Instrument, MarketData, TradingAccount } from '../../../shared/api/schemas/trading';
import type { Decimal } from '../../../shared/wire/decimal';

const d = (text: string): Decimal => text as Decimal;

/** BTC/CHF: 8 quantity decimals, 2 price decimals. */
export const BTC_CHF: Instrument = {
  symbol: 'BTC',
  currency: 'CHF',
  name: 'Bitcoin / CHF',
  pricePrecision: 2,
  quantityPrecision: 8,
  minQuantity: d('0.0001'),
  maxQuantity: null,
  status: 'Trading',
};

export const ETH_CHF: Instrument = { ...BTC_CHF, symbol: 'ETH', name: 'Ethereum / CHF', minQuantity: d('0.001') };
export const HALTED: Instrument = { ...BTC_CHF, symbol: 'SOL', name: 'Solana / CHF', status: 'Halted' };

/** A trading account. */
export function tradingAccount(
  account: number,
  assetSymbol: string,
  available: string,
  extra: Partial<TradingAccount> = {},
): TradingAccount {
  return {
    account,
    assetSymbol,
    name: `${assetSymbol} Trading`,
    balance: d(available),
    reserved: d('0'),
    available: d(available),
    isTradingEnabled: true,
    ...extra,
  };
}

export const ACCOUNTS: TradingAccount[] = [
  tradingAccount(1001, 'CHF', '100000.00'),
  tradingAccount(1002, 'BTC', '2.5'),
  tradingAccount(1003, 'ETH', '10'),
];

/** Top of book of BTC/CHF. */
export const BOOK: MarketData[] = [
  {
    symbol: 'BTC',
    currency: 'CHF',
    bid: d('57000.10'),
    ask: d('57010.30'),
    bidSize: d('1.5'),
    askSize: d('2'),
    last: d('57005'),
    timestamp: '2026-11-25T10:00:00Z',
  },
];

/** An order response. */
export function order(orderId: number, extra: Partial<TradingOrder> = {}): TradingOrder {
  return {
    account: 1001,
    clientOrderId: `svco-${orderId}`,
    orderId,
    side: 'Buy',
    orderType: 'Limit',
    symbol: 'BTC',
    currency: 'CHF',
    quantity: d('0.5'),
    price: d('50000'),
    timeInForce: 'GoodTillCancel',
    transactionTime: '2026-11-25T10:00:00Z',
    createdAt: '2026-11-25T10:00:00Z',
    status: 'New',
    cumulativeQuantity: d('0'),
    leavesQuantity: d('0.5'),
    appliedCommissionPct: d('0.25'),
    ...extra,
  };
}
