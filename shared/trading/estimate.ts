import Big from 'big.js';
import type { Instrument, MarketData, TradingAccount } from '../api/schemas/trading';

/** What an estimate reads of the order ticket (text as typed; decimals never parsed into floats). */
export interface EstimateDraft {
  readonly side: 'Buy' | 'Sell';
  readonly orderType: string;
  readonly quantity: string;
  readonly limitPrice: string;
  readonly stopPrice: string;
  readonly fromAccount: number | null;
  /** null: the service picks the receiving account. */
  readonly toAccount: number | null;
  readonly isCommissionIncluded: boolean;
}

/** The asset an order pays with and the asset it receives. */
export function legsOf(
  instrument: Pick<Instrument, 'symbol' | 'currency'>,
  side: 'Buy' | 'Sell',
): { pays: string; receives: string } {
  return side === 'Buy'
    ? { pays: instrument.currency, receives: instrument.symbol }
    : { pays: instrument.symbol, receives: instrument.currency };
}

/** What the review step shows before sending; every amount exact decimal text. */
export interface Estimate {
  /** The price the estimate assumes, and where it came from. */
  readonly price: string | null;
  readonly priceSource: 'quote' | 'limit' | 'stop' | 'ask' | 'bid' | null;
  /** Quantity times price, in the instrument's currency. */
  readonly cost: string | null;
  /** null when the commission rate is not known yet (it is charged at the fill). */
  readonly commission: string | null;
  readonly commissionAsset: string;
  /** What leaves the paying account and arrives on the receiving one. */
  readonly pays: { readonly asset: string; readonly amount: string | null };
  readonly receives: { readonly asset: string; readonly amount: string | null };
  /** Available balances after the order (null: not computable, e.g. no price). */
  readonly fromAfter: string | null;
  readonly toAfter: string | null;
  /** Whether the paying account holds less than it would pay. */
  readonly insufficient: boolean;
}

/** The price an estimate of the draft assumes, and where it came from (quote, limit, stop, else the far side of the book). */
export function priceFor(
  draft: Pick<EstimateDraft, 'orderType' | 'side' | 'limitPrice' | 'stopPrice'>,
  book: MarketData | undefined,
  quotePrice: string | null,
): Pick<Estimate, 'price' | 'priceSource'> {
  switch (draft.orderType) {
    case 'PreviouslyQuoted':
      return { price: quotePrice, priceSource: quotePrice === null ? null : 'quote' };
    case 'Limit':
    case 'StopLimit':
      return { price: draft.limitPrice.trim() || null, priceSource: 'limit' };
    case 'Stop':
      return { price: draft.stopPrice.trim() || null, priceSource: 'stop' };
    default: {
      const side = draft.side === 'Buy' ? book?.ask : book?.bid;
      return { price: side ?? null, priceSource: side ? (draft.side === 'Buy' ? 'ask' : 'bid') : null };
    }
  }
}

/**
 * Estimates an order as the spec describes commission: with
 * isCommissionIncluded the fee is deducted from the quantity (charged in the
 * base asset); otherwise it is added on top in the currency. Cash amounts are
 * rounded in the service's favour to the currency's places, the way a fill is
 * booked; the fill itself decides the final figures.
 */
export function estimateOrder(input: {
  draft: EstimateDraft;
  instrument: Instrument;
  book: MarketData | undefined;
  quotePrice: string | null;
  /** Commission in percent (0.25 = 0.25 %), or null when not known. */
  commissionPct: string | null;
  accounts: readonly TradingAccount[];
  /** Decimal places of cash in the instrument's currency. */
  cashPlaces: number;
}): Estimate {
  const { draft, instrument, cashPlaces } = input;
  const { price, priceSource } = priceFor(draft, input.book, input.quotePrice);
  const legs = legsOf(instrument, draft.side);
  const base: Estimate = {
    price,
    priceSource,
    cost: null,
    commission: null,
    commissionAsset: draft.isCommissionIncluded ? instrument.symbol : instrument.currency,
    pays: { asset: legs.pays, amount: null },
    receives: { asset: legs.receives, amount: null },
    fromAfter: null,
    toAfter: null,
    insufficient: false,
  };
  let quantity: Big;
  try {
    quantity = new Big(draft.quantity.trim());
  } catch {
    return base;
  }
  const buy = draft.side === 'Buy';
  const rate = input.commissionPct === null ? null : new Big(input.commissionPct).div(100);
  const cost = price === null ? null : quantity.times(price).round(cashPlaces, buy ? Big.roundUp : Big.roundDown);
  let commission: Big | null;
  let pays: Big | null;
  let receives: Big | null;
  if (draft.isCommissionIncluded) {
    commission = rate === null ? null : quantity.times(rate).round(instrument.quantityPrecision, Big.roundUp);
    if (buy) {
      pays = cost;
      receives = commission === null ? null : quantity.minus(commission);
    } else {
      pays = quantity;
      receives =
        commission === null || price === null
          ? null
          : quantity.minus(commission).times(price).round(cashPlaces, Big.roundDown);
    }
  } else {
    commission = rate === null || cost === null ? null : cost.times(rate).round(cashPlaces, Big.roundUp);
    if (buy) {
      pays = cost === null || commission === null ? null : cost.plus(commission);
      receives = quantity;
    } else {
      pays = quantity;
      receives = cost === null || commission === null ? null : cost.minus(commission);
    }
  }
  const from = input.accounts.find((account) => account.account === draft.fromAccount);
  const to =
    draft.toAccount === null
      ? input.accounts.find((account) => account.assetSymbol === legs.receives)
      : input.accounts.find((account) => account.account === draft.toAccount);
  const fromAfter = from && pays ? new Big(from.available).minus(pays) : null;
  return {
    ...base,
    cost: cost?.toFixed() ?? null,
    commission: commission?.toFixed() ?? null,
    pays: { asset: legs.pays, amount: pays?.toFixed() ?? null },
    receives: { asset: legs.receives, amount: receives?.toFixed() ?? null },
    fromAfter: fromAfter?.toFixed() ?? null,
    toAfter: to && receives ? new Big(to.available).plus(receives).toFixed() : null,
    insufficient: fromAfter !== null && fromAfter.lt(0),
  };
}
