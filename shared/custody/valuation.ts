import Big from 'big.js';
import type { MarketData } from '../api/schemas/trading';

/** Which side of the book values a position: the mid price, or the bid (what a sale would fetch now). */
export type PriceBasis = 'mid' | 'bid';

/** A balance to value: one account's asset and exact balance. */
export interface Holding {
  readonly key: string;
  /** Null: the service sent no asset symbol (production may), so it cannot be valued. */
  readonly asset: string | null;
  readonly balance: string;
}

/** Why a holding has no value. */
export type MissingPrice = 'no-asset' | 'no-price';

/** The price a holding was valued at, and where it came from. */
export interface UsedPrice {
  /** Exact decimal text: reference-currency units per asset unit. */
  readonly price: string;
  /** `direct`: asset/currency book; `inverse`: currency/asset book, inverted; `par`: the asset is the currency. */
  readonly source: 'direct' | 'inverse' | 'par';
  /** Book time of the price (null for par). */
  readonly time: string | null;
}

/** One holding's value in the reference currency. */
export interface HoldingValue {
  readonly key: string;
  readonly asset: string | null;
  readonly balance: string;
  /** Exact value text, or null when it has no price (never shown as zero). */
  readonly value: string | null;
  readonly price: UsedPrice | null;
  readonly missing: MissingPrice | null;
  /** Share of the valued total in percent (two places), null without a value or when the total is zero. */
  readonly share: string | null;
}

/** Holdings of one asset added up (ADA Trading + ADA Staking = one position). */
export interface Position {
  readonly asset: string | null;
  readonly balance: string;
  readonly value: string | null;
  readonly share: string | null;
  readonly holdings: readonly HoldingValue[];
}

/** Every holding valued, grouped by asset, with the total of what has a price. */
export interface Valuation {
  readonly currency: string;
  readonly basis: PriceBasis;
  readonly holdings: readonly HoldingValue[];
  readonly positions: readonly Position[];
  /** Sum of the valued holdings (exact). */
  readonly total: string;
  /** How many holdings with a non-zero balance have no price (the total leaves them out). */
  readonly unpriced: number;
  /** The oldest book time any price came from (null: no book price used). */
  readonly asOf: string | null;
}

// Inverting a price is the one step that cannot be exact; 30 places is far below any currency's precision.
const INVERSE_PLACES = 30;

function sidePrice(book: MarketData, basis: PriceBasis): Big | null {
  if (basis === 'bid') return book.bid === null ? null : new Big(book.bid);
  if (book.bid === null || book.ask === null) return null;
  return new Big(book.bid).plus(book.ask).div(2);
}

/** The price of one asset unit in `currency`, from the books, or null when no book gives one. */
export function priceIn(
  asset: string,
  currency: string,
  books: readonly MarketData[],
  basis: PriceBasis,
): UsedPrice | null {
  if (asset === currency) return { price: '1', source: 'par', time: null };
  const direct = books.find((book) => book.symbol === asset && book.currency === currency);
  const directPrice = direct ? sidePrice(direct, basis) : null;
  if (direct && directPrice) return { price: directPrice.toFixed(), source: 'direct', time: direct.timestamp };
  const inverse = books.find((book) => book.symbol === currency && book.currency === asset);
  if (!inverse) return null;
  // Selling `asset` through the currency/asset book means buying `currency` there: the ask is what it costs.
  const cost = basis === 'bid' ? (inverse.ask === null ? null : new Big(inverse.ask)) : sidePrice(inverse, 'mid');
  if (!cost || cost.eq(0)) return null;
  const previous = Big.DP;
  Big.DP = INVERSE_PLACES;
  try {
    return { price: new Big(1).div(cost).toFixed(), source: 'inverse', time: inverse.timestamp };
  } finally {
    Big.DP = previous;
  }
}

// Shares to 2 places: the quotient cut (toward zero) at 4 places, then rounded half up, is exactly the quotient
// rounded half up (a cut quotient never carries into the second place), and dividing to 4 places instead of
// big.js's 20 keeps the Book's valuation of 1,000 customers (every holding's share) from dominating main's time.
const ShareQuotient = Big();
ShareQuotient.DP = 4;
ShareQuotient.RM = Big.roundDown;

/** `value` as a percentage of `total`, two places rounded half up; null without a value or with a zero total. */
export function shareOf(value: string | null, total: Big): string | null {
  if (value === null || total.eq(0)) return null;
  return new ShareQuotient(value).times(100).div(total).toFixed(2, Big.roundHalfUp);
}

/**
 * Values every holding in `currency` at the chosen side of the book, exactly
 * (decimal text throughout). A holding without a price keeps a null value
 * and is counted, never valued at zero.
 */
export function valueHoldings(
  holdings: readonly Holding[],
  books: readonly MarketData[],
  currency: string,
  basis: PriceBasis,
): Valuation {
  let total = new Big(0);
  let unpriced = 0;
  let asOf: string | null = null;
  const priced = holdings.map((holding) => {
    const price = holding.asset === null ? null : priceIn(holding.asset, currency, books, basis);
    const missing: MissingPrice | null = holding.asset === null ? 'no-asset' : price === null ? 'no-price' : null;
    const value = price === null ? null : new Big(holding.balance).times(price.price).toFixed();
    if (value !== null) total = total.plus(value);
    else if (!new Big(holding.balance).eq(0)) unpriced += 1;
    if (price?.time && (asOf === null || Date.parse(price.time) < Date.parse(asOf))) asOf = price.time;
    return { key: holding.key, asset: holding.asset, balance: holding.balance, value, price, missing };
  });
  const valued: HoldingValue[] = priced.map((row) => ({ ...row, share: shareOf(row.value, total) }));
  return {
    currency,
    basis,
    holdings: valued,
    positions: groupPositions(valued, total),
    total: total.toFixed(),
    unpriced,
    asOf,
  };
}

function groupPositions(holdings: readonly HoldingValue[], total: Big): Position[] {
  const byAsset = new Map<string | null, HoldingValue[]>();
  for (const holding of holdings) byAsset.set(holding.asset, [...(byAsset.get(holding.asset) ?? []), holding]);
  return [...byAsset].map(([asset, members]) => {
    const balance = members.reduce((sum, member) => sum.plus(member.balance), new Big(0)).toFixed();
    // A position is worth a figure only when every part of it is: a partial sum would understate it.
    const value = members.every((member) => member.value !== null)
      ? members.reduce((sum, member) => sum.plus(member.value ?? '0'), new Big(0)).toFixed()
      : null;
    return { asset, balance, value, share: shareOf(value, total), holdings: members };
  });
}

/** Orders by value, largest first; what has no value goes last (in asset order), never among zeros. */
export function compareByValue(
  a: { value: string | null; asset: string | null },
  b: { value: string | null; asset: string | null },
): number {
  if (a.value === null || b.value === null) {
    if (a.value !== b.value) return a.value === null ? 1 : -1;
    return (a.asset ?? '').localeCompare(b.asset ?? '');
  }
  return new Big(b.value).cmp(a.value);
}
