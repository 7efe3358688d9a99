import type Big from 'big.js';
import { assetPrecision } from '../market/assets';
import type { InstrumentSpec } from '../market/market';
import { roundDown, roundUp } from '../money';

/**
 * What a fill moves, exactly. Commission is `appliedCommissionPct` percent:
 * - isCommissionIncluded: the fee is deducted from the quantity, so it is
 *   charged in the base asset (a Buy receives quantity - fee; a Sell sells
 *   quantity - fee of what it delivers);
 * - otherwise it is added on top of the trade value in the order's currency
 *   (a Buy pays value + fee; a Sell receives value - fee).
 * Values are rounded in the service's favour to the currency's precision;
 * fees are rounded up to the precision of the asset they are charged in.
 */
export interface Settlement {
  /** Quote-currency value of the traded base quantity. */
  readonly value: Big;
  readonly commission: Big;
  readonly commissionCurrency: string;
  /** Leaves the funding account (currency for a Buy, base asset for a Sell). */
  readonly fromAmount: Big;
  /** Arrives on the receiving account. */
  readonly toAmount: Big;
}

export function settle(
  spec: InstrumentSpec,
  side: 'Buy' | 'Sell',
  quantity: Big,
  price: Big,
  pct: Big,
  included: boolean,
): Settlement {
  const cash = assetPrecision(spec.currency);
  const qp = spec.quantityPrecision;
  const rate = pct.times('0.01');
  if (included) {
    const fee = roundUp(quantity.times(rate), qp);
    if (side === 'Buy') {
      const value = roundUp(quantity.times(price), cash);
      return {
        value,
        commission: fee,
        commissionCurrency: spec.symbol,
        fromAmount: value,
        toAmount: quantity.minus(fee),
      };
    }
    const value = roundDown(quantity.minus(fee).times(price), cash);
    return { value, commission: fee, commissionCurrency: spec.symbol, fromAmount: quantity, toAmount: value };
  }
  if (side === 'Buy') {
    const value = roundUp(quantity.times(price), cash);
    const fee = roundUp(value.times(rate), cash);
    return {
      value,
      commission: fee,
      commissionCurrency: spec.currency,
      fromAmount: value.plus(fee),
      toAmount: quantity,
    };
  }
  const value = roundDown(quantity.times(price), cash);
  const fee = roundUp(value.times(rate), cash);
  return {
    value,
    commission: fee,
    commissionCurrency: spec.currency,
    fromAmount: quantity,
    toAmount: value.minus(fee),
  };
}

/** What a resting order holds on its funding account until it fills (priced at `price` for a Buy). */
export function reservationFor(
  spec: InstrumentSpec,
  side: 'Buy' | 'Sell',
  quantity: Big,
  price: Big,
  pct: Big,
  included: boolean,
): Big {
  return settle(spec, side, quantity, price, pct, included).fromAmount;
}

/** Decimal places of a decimal value (what precision checks compare). */
export function decimalPlaces(value: Big): number {
  return Math.max(0, value.c.length - value.e - 1);
}
