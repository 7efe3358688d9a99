import Big from 'big.js';
import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import { formatDecimal } from '../../../shared/format/decimal';
import { translate } from '../i18n/store';

/** What turns a cash amount into a base quantity: the price, the fee and how it is charged, the places. */
export interface AmountTerms {
  readonly side: 'Buy' | 'Sell';
  /** The price the estimate assumes (limit, quote, else the far side of the book); null: not known. */
  readonly price: string | null;
  readonly instrument: Pick<Instrument, 'quantityPrecision' | 'symbol' | 'currency'>;
  /** Commission in percent (0.25 = 0.25 %), or null when not known yet. */
  readonly commissionPct: string | null;
  readonly isCommissionIncluded: boolean;
  /** Decimal places of cash in the instrument's currency (what a fill books the cost at). */
  readonly cashPlaces: number;
}

/** A quantity, or why none can be computed (the button's or field's hint, in the page's language: compute while rendering). */
export type QuantityAnswer = { readonly quantity: string } | { readonly quantity: null; readonly why: string };

const none = (why: string): QuantityAnswer => ({ quantity: null, why });

function plainPositive(text: string): Big | null {
  try {
    const value = new Big(text.trim());
    return value.gt(0) ? value : null;
  } catch {
    return null;
  }
}

/**
 * What a buy of `quantity` takes from the paying account, as estimateOrder
 * books it: the cost rounded up to the cash places, plus (commission on top)
 * the fee on that cost rounded up. With the commission included it is taken
 * from the quantity instead, so the cost is all that is paid.
 */
export function buyPays(
  quantity: Big,
  price: Big,
  terms: Pick<AmountTerms, 'commissionPct' | 'isCommissionIncluded' | 'cashPlaces'>,
): Big | null {
  const cost = quantity.times(price).round(terms.cashPlaces, Big.roundUp);
  if (terms.isCommissionIncluded) return cost;
  if (terms.commissionPct === null) return null;
  return cost.plus(cost.times(terms.commissionPct).div(100).round(terms.cashPlaces, Big.roundUp));
}

/**
 * The largest quantity on the instrument's step whose buy costs at most
 * `budget` in cash, fee included. Starts from budget / (price × (1 + fee))
 * and steps down while rounding up the cost or fee still overshoots, so the
 * order never asks for more than the budget.
 */
function largestBuy(budget: Big, price: Big, terms: AmountTerms): QuantityAnswer {
  const places = terms.instrument.quantityPrecision;
  const step = new Big(1).div(new Big(10).pow(places));
  const onTop = !terms.isCommissionIncluded;
  if (onTop && terms.commissionPct === null) return none(translate('trading.ticket.why.rateUnknown'));
  const factor = onTop ? new Big(1).plus(new Big(terms.commissionPct ?? '0').div(100)) : new Big(1);
  let quantity = budget.div(price.times(factor)).round(places, Big.roundDown);
  // Each rounding (cost, fee) adds at most one cash unit: a handful of steps always ends the loop.
  for (let guard = 0; guard < 1000 && quantity.gt(0); guard += 1) {
    const pays = buyPays(quantity, price, terms);
    if (pays !== null && pays.lte(budget)) break;
    quantity = quantity.minus(step);
  }
  return { quantity: quantity.lt(0) ? '0' : quantity.toFixed() };
}

/**
 * The quantity that uses `percent` of the paying account's available
 * balance: a sell sells that share of the base asset (the fee comes out of
 * the proceeds or the quantity, never on top of it); a buy spends that share
 * of the cash at the price with room left for a fee charged on top. Rounded
 * down to the instrument's places (never more than is there).
 */
export function quantityForShare(
  percent: number,
  from: TradingAccount | undefined,
  terms: AmountTerms,
): QuantityAnswer {
  if (!from) return none(translate('trading.ticket.why.needsAccount'));
  const budget = new Big(from.available).times(percent).div(100);
  if (budget.lte(0)) return { quantity: '0' };
  if (terms.side === 'Sell')
    return { quantity: budget.round(terms.instrument.quantityPrecision, Big.roundDown).toFixed() };
  const price = terms.price === null ? null : plainPositive(terms.price);
  if (price === null) return none(translate('trading.ticket.why.needsPrice'));
  // A fee on top of less than the whole balance still fits (unless it were 100 % or more): only the rest needs the rate.
  if (percent < 100 && terms.commissionPct === null)
    return largestBuy(budget, price, { ...terms, isCommissionIncluded: true });
  return largestBuy(budget, price, terms);
}

/**
 * The base quantity for an amount in the quote currency ("500 CHF of BTC"):
 * exact decimal division by the price, rounded down to the instrument's
 * step. The amount is what the trade itself is worth (cost for a buy, gross
 * proceeds for a sell); the review shows the fee beside it.
 */
export function quantityForAmount(amount: string, terms: Pick<AmountTerms, 'price' | 'instrument'>): QuantityAnswer {
  const cash = plainPositive(amount);
  if (cash === null) return none(translate('trading.ticket.why.enterAmount', { currency: terms.instrument.currency }));
  const price = terms.price === null ? null : plainPositive(terms.price);
  if (price === null) return none(translate('trading.ticket.why.needsPrice'));
  const places = terms.instrument.quantityPrecision;
  let quantity = cash.div(price).round(places, Big.roundDown);
  // The division is exact to 20 places: a quotient just under a step could have rounded up to it.
  if (quantity.times(price).gt(cash)) quantity = quantity.minus(new Big(1).div(new Big(10).pow(places)));
  if (quantity.lte(0)) {
    return none(
      translate('trading.ticket.why.belowStep', {
        amount: formatDecimal(cash.toFixed()),
        currency: terms.instrument.currency,
        asset: terms.instrument.symbol,
      }),
    );
  }
  return { quantity: quantity.toFixed() };
}

/**
 * The draft as it will be reviewed: with an amount in the quote currency,
 * its quantity is derived from the amount at the price (and `problem` says
 * why none can be). Only while editing: from the review on, the quantity the
 * review fixed is what is shown and sent, whatever the market does meanwhile.
 */
export function resolveAmount<D extends { amountIn: 'base' | 'quote'; quoteAmount: string; quantity: string }>(
  draft: D,
  terms: Pick<AmountTerms, 'price' | 'instrument'>,
): { draft: D; problem: string | null } {
  if (draft.amountIn !== 'quote') return { draft, problem: null };
  const answer = quantityForAmount(draft.quoteAmount, terms);
  if (answer.quantity === null) return { draft: { ...draft, quantity: '' }, problem: answer.why };
  return { draft: { ...draft, quantity: answer.quantity }, problem: null };
}
