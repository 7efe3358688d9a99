import Big from 'big.js';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { enumWords } from '../../../shared/text/enum-words';
import { feeFromQuantity, fillFigures } from './fill-figures';
import { moneyLines } from './review-lines';

/** One labelled fact about an order: plain words, or an amount as exact text with its asset. */
export type OrderFact =
  | { readonly label: string; readonly text: string }
  | { readonly label: string; readonly amount: string; readonly asset: string; readonly precision?: number; readonly note?: string };

/** What the status means for the trader, beyond its name. */
const STATUS_NOTE: Partial<Record<string, string>> = {
  New: 'resting on the book',
  PendingNew: 'accepted, not yet on the book',
  PartiallyFilled: 'part filled, the rest rests',
};

/**
 * The average fill price: the fill's own price when one fill made the whole
 * (the settled value is rounded to cash places, so dividing it back would
 * drift), else the settled value over the filled quantity; null before any fill.
 */
export function averagePrice(order: Pick<TradingOrder, 'cumulativeQuantity' | 'settlementAmount' | 'lastPrice' | 'lastQuantity'>, places = 8): string | null {
  const filled = new Big(order.cumulativeQuantity);
  if (filled.lte(0)) return null;
  const oneFill = order.lastPrice && (order.lastQuantity === null || order.lastQuantity === undefined || new Big(order.lastQuantity).eq(filled));
  if (oneFill) return order.lastPrice as string;
  if (order.settlementAmount) return new Big(order.settlementAmount).div(filled).round(places, Big.roundHalfUp).toFixed();
  return order.lastPrice ?? null;
}

/**
 * The facts of a placed order, in words: status, filled and remaining,
 * average price, then its money in the review's own words (gross, commission
 * with what the service does with it, the net paid and received; every
 * figure exact text). Used by the ticket's outcome and the order drawer, so
 * both say the same, and what the review promised can be checked line by line.
 * `cashPlaces`: the currency's places, which a fill's gross is rounded to
 * where it has to be worked out (a sell with the fee taken from the quantity).
 */
export function orderFacts(order: TradingOrder, pricePlaces: number | undefined, cashPlaces?: number): OrderFact[] {
  const at = pricePlaces === undefined ? {} : { precision: pricePlaces };
  const note = STATUS_NOTE[order.status];
  const facts: OrderFact[] = [
    { label: 'Status', text: note ? `${enumWords(order.status)} · ${note}` : enumWords(order.status) },
    { label: 'Order', text: `${order.side} · ${enumWords(order.orderType)} · ${enumWords(order.timeInForce)}` },
    { label: 'Quantity', amount: order.quantity, asset: order.symbol },
    { label: 'Filled', amount: order.cumulativeQuantity, asset: order.symbol },
    { label: 'Remaining', amount: order.leavesQuantity, asset: order.symbol },
  ];
  if (order.price && order.orderType !== 'Market') facts.push({ label: order.orderType === 'PreviouslyQuoted' ? 'Quoted price' : 'Limit price', amount: order.price, asset: order.currency, ...at });
  if (order.stopPrice) facts.push({ label: 'Stop price', amount: order.stopPrice, asset: order.currency, ...at });
  const average = averagePrice(order, pricePlaces);
  facts.push(average === null ? { label: 'Average price', text: 'No fill yet' } : { label: 'Average price', amount: average, asset: order.currency, ...at });
  const side = order.side === 'Sell' ? 'Sell' : 'Buy';
  const money = fillFigures(order, cashPlaces);
  if (money === null) {
    facts.push({ label: 'Commission', text: 'Charged at the fill' }, { label: side === 'Buy' ? 'You pay' : 'You receive', text: 'Known at the fill' });
    return facts;
  }
  for (const line of moneyLines(side, feeFromQuantity(order), money, order, { grossNote: 'filled quantity × price' })) {
    if (line.amount !== null) facts.push({ label: line.label, amount: line.amount, asset: line.asset, ...(line.note ? { note: line.note } : {}) });
    else facts.push({ label: line.label, text: line.label === 'Commission' ? 'None charged' : 'Not stated by the service' });
  }
  return facts;
}
