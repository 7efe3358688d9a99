import Big from 'big.js';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { MoneyFigures } from './review-lines';

type Fill = Pick<
  TradingOrder,
  | 'side'
  | 'symbol'
  | 'currency'
  | 'cumulativeQuantity'
  | 'settlementAmount'
  | 'lastPrice'
  | 'lastQuantity'
  | 'commission'
  | 'commissionCurrency'
  | 'isCommissionIncluded'
  | 'fromAmount'
  | 'toAmount'
>;

const big = (text: string | null | undefined): Big | null =>
  text === null || text === undefined || text === '' ? null : new Big(text);
const plain = (value: Big | null): string | null => value?.toFixed() ?? null;

/** Whether the fee of an order was taken from its quantity (base asset) rather than charged in its currency. */
export function feeFromQuantity(
  order: Pick<TradingOrder, 'isCommissionIncluded' | 'commissionCurrency' | 'symbol'>,
): boolean {
  return order.isCommissionIncluded ?? order.commissionCurrency === order.symbol;
}

/**
 * The money of an order's fills as the service booked them, in the review's
 * terms: gross (a buy's cost, a sell's proceeds before commission), the
 * commission, and the net paid and received. The order's own figures
 * (settlementAmount, commission, fromAmount, toAmount) where the service sent
 * them, else worked out from them the way it settles a fill, in exact decimal
 * arithmetic. A sell whose fee came off the quantity is settled on the rest,
 * so its gross is the filled quantity at the fill price (rounded down to the
 * currency's places, like the review), known only when one fill made it.
 * null before any fill; a figure that cannot be worked out is null.
 */
export function fillFigures(order: Fill, cashPlaces?: number): MoneyFigures | null {
  const filled = new Big(order.cumulativeQuantity);
  if (filled.lte(0)) return null;
  const buy = order.side !== 'Sell';
  const included = feeFromQuantity(order);
  const fee = big(order.commission);
  const commissionAsset = order.commissionCurrency ?? (included ? order.symbol : order.currency);
  // No commission on a fill: none was charged (the outcome says so in words); the nets are the gross.
  const charged = fee ?? new Big(0);
  const settled = big(order.settlementAmount);
  // The fill price, where one fill made the whole (several fills have no one price to multiply exactly).
  const oneFill =
    order.lastPrice !== null &&
    order.lastPrice !== undefined &&
    (order.lastQuantity === null || order.lastQuantity === undefined || new Big(order.lastQuantity).eq(filled));
  const priced = (rounding: typeof Big.roundDown | typeof Big.roundUp): Big | null => {
    if (!oneFill) return null;
    const value = filled.times(order.lastPrice as string);
    return cashPlaces === undefined ? value : value.round(cashPlaces, rounding);
  };
  let gross: Big | null;
  if (!buy && included) gross = oneFill ? priced(Big.roundDown) : null;
  else gross = settled ?? priced(buy ? Big.roundUp : Big.roundDown);
  const feeInCurrency = commissionAsset === order.currency;
  let pays: Big | null;
  let receives: Big | null;
  if (buy) {
    pays = big(order.fromAmount) ?? (gross === null ? null : included || !feeInCurrency ? gross : gross.plus(charged));
    receives = big(order.toAmount) ?? (included && !feeInCurrency ? filled.minus(charged) : filled);
  } else {
    pays = big(order.fromAmount) ?? filled;
    receives =
      big(order.toAmount) ??
      (included ? settled : settled === null || !feeInCurrency ? settled : settled.minus(charged));
  }
  return {
    gross: plain(gross),
    commission: plain(fee),
    commissionAsset,
    pays: { asset: buy ? order.currency : order.symbol, amount: plain(pays) },
    receives: { asset: buy ? order.symbol : order.currency, amount: plain(receives) },
  };
}
