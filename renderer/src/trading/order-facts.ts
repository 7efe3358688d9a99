import Big from 'big.js';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';
import { feeFromQuantity, fillFigures } from './fill-figures';
import { orderTypeWords, sideWords, statusWords, timeInForceWords } from './order-format';
import { moneyLines } from './review-lines';

/** One labelled fact about an order: plain words, or an amount as exact text with its asset. */
export type OrderFact =
  | { readonly label: string; readonly text: string }
  | {
      readonly label: string;
      readonly amount: string;
      readonly asset: string;
      readonly precision?: number;
      readonly note?: string;
    };

/** What the status means for the trader, beyond its name. */
const STATUS_NOTE: Partial<Record<string, MessageKey>> = {
  New: 'trading.facts.statusNote.new',
  PendingNew: 'trading.facts.statusNote.pendingNew',
  PartiallyFilled: 'trading.facts.statusNote.partiallyFilled',
};

/**
 * The average fill price: the fill's own price when one fill made the whole
 * (the settled value is rounded to cash places, so dividing it back would
 * drift), else the settled value over the filled quantity; null before any fill.
 */
export function averagePrice(
  order: Pick<TradingOrder, 'cumulativeQuantity' | 'settlementAmount' | 'lastPrice' | 'lastQuantity'>,
  places = 8,
): string | null {
  const filled = new Big(order.cumulativeQuantity);
  if (filled.lte(0)) return null;
  const oneFill =
    order.lastPrice &&
    (order.lastQuantity === null || order.lastQuantity === undefined || new Big(order.lastQuantity).eq(filled));
  if (oneFill) return order.lastPrice as string;
  if (order.settlementAmount)
    return new Big(order.settlementAmount).div(filled).round(places, Big.roundHalfUp).toFixed();
  return order.lastPrice ?? null;
}

/**
 * The facts of a placed order, in words: status, filled and remaining,
 * average price, then its money in the review's own words (gross, commission
 * with what the service does with it, the net paid and received; every
 * figure exact text). Used by the ticket's outcome and the order drawer, so
 * both say the same, and what the review promised can be checked line by line.
 * Words in the page's language: call while rendering.
 * `cashPlaces`: the currency's places, which a fill's gross is rounded to
 * where it has to be worked out (a sell with the fee taken from the quantity).
 */
export function orderFacts(order: TradingOrder, pricePlaces: number | undefined, cashPlaces?: number): OrderFact[] {
  const at = pricePlaces === undefined ? {} : { precision: pricePlaces };
  const note = STATUS_NOTE[order.status];
  const status = statusWords(order.status);
  const facts: OrderFact[] = [
    {
      label: translate('trading.facts.status'),
      text: note ? translate('trading.facts.statusWithNote', { status, note: translate(note) }) : status,
    },
    {
      label: translate('trading.facts.order'),
      text: translate('trading.facts.orderTerms', {
        side: sideWords(order.side),
        type: orderTypeWords(order.orderType),
        timeInForce: timeInForceWords(order.timeInForce),
      }),
    },
    { label: translate('trading.facts.quantity'), amount: order.quantity, asset: order.symbol },
    { label: translate('trading.facts.filled'), amount: order.cumulativeQuantity, asset: order.symbol },
    { label: translate('trading.facts.remaining'), amount: order.leavesQuantity, asset: order.symbol },
  ];
  if (order.price && order.orderType !== 'Market') {
    facts.push({
      label:
        order.orderType === 'PreviouslyQuoted'
          ? translate('trading.facts.quotedPrice')
          : translate('trading.facts.limitPrice'),
      amount: order.price,
      asset: order.currency,
      ...at,
    });
  }
  if (order.stopPrice)
    facts.push({ label: translate('trading.facts.stopPrice'), amount: order.stopPrice, asset: order.currency, ...at });
  const average = averagePrice(order, pricePlaces);
  const averageLabel = translate('trading.facts.averagePrice');
  facts.push(
    average === null
      ? { label: averageLabel, text: translate('trading.facts.noFill') }
      : { label: averageLabel, amount: average, asset: order.currency, ...at },
  );
  const side = order.side === 'Sell' ? 'Sell' : 'Buy';
  const money = fillFigures(order, cashPlaces);
  if (money === null) {
    facts.push(
      { label: translate('trading.money.commission'), text: translate('trading.money.chargedAtFill') },
      {
        label: side === 'Buy' ? translate('trading.money.youPay') : translate('trading.money.youReceive'),
        text: translate('trading.facts.knownAtFill'),
      },
    );
    return facts;
  }
  for (const line of moneyLines(side, feeFromQuantity(order), money, order, {
    grossNote: translate('trading.facts.grossNote'),
  })) {
    if (line.amount !== null)
      facts.push({
        label: line.label,
        amount: line.amount,
        asset: line.asset,
        ...(line.note ? { note: line.note } : {}),
      });
    else
      facts.push({
        label: line.label,
        text:
          line.kind === 'commission' ? translate('trading.facts.noneCharged') : translate('trading.facts.notStated'),
      });
  }
  return facts;
}
