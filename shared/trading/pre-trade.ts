import Big from 'big.js';
import type { MarketData } from '../api/schemas/trading';
import { booksIn } from '../custody/cross-books';
import { priceIn } from '../custody/valuation';
import { formatPercent } from '../format/percent';
import type { MessageKey } from '../i18n/catalogue/messages';
import { message, type Message, type MessageValues } from '../i18n/message';
import { formatMoney, formatPair, type TradingLimits } from './limits';

/*
 * The pre-trade checks, pure: main runs them before an order is journaled or
 * sent (window, browser mode and desk alike); the ticket runs the same ones
 * to warn before its review step. Exact decimals throughout (big.js).
 */

/** The order fields the checks need. */
export interface OrderToCheck {
  symbol: string;
  currency: string;
  side: 'Buy' | 'Sell';
  orderType: string;
  quantity: string;
  limitPrice?: string | undefined;
  stopPrice?: string | undefined;
}

/** A journaled order of the same customer (for the rate and 24-hour limits). */
export interface RecentOrder {
  createdAt: string;
  /** Its value when it was checked (null: placed before limits existed; counted for the rate only). */
  value: { amount: string; currency: string } | null;
  /** Refused by the service: nothing was placed, so its value does not count. */
  rejected: boolean;
}

/** Which limit refused an order. */
export type LimitKind = 'no-price' | 'max-order-value' | 'price-band' | 'rate' | 'daily-value';

/** Why an order that passes the limits still needs main's confirmation (null: it does not). */
export type ConfirmationReason =
  | { reason: 'order' }
  /** Its value is under the threshold, but with the customer's orders of the window it is above. */
  | { reason: 'window'; total: string; minutes: number };

/** When a refusal is said: main refused the order ("nothing was sent"), or the ticket warns while it is typed. */
export type RefusalMoment = 'refused' | 'ticket';

/**
 * Why an order is refused, in catalogue words: its figures are written when
 * the words are (`locale`: the reader's region; absent: this runtime's), so
 * main writes them in the region of the language it words its error in and
 * the ticket in the page's.
 */
export interface Refusal {
  words(locale?: string, when?: RefusalMoment): Message;
}

/** A refusal from its catalogue key and the arguments a region writes (`values(locale)`). */
function refusal(key: MessageKey, values: (locale: string | undefined) => MessageValues): Refusal {
  return { words: (locale, when = 'refused') => message(key, { ...values(locale), when }) };
}

/** The outcome of the checks. */
export type PreTradeVerdict =
  | { ok: true; value: string; currency: string; needsConfirmation: boolean; confirmation: ConfirmationReason | null }
  | ({ ok: false; limit: LimitKind } & Refusal);

/** What an order is valued with besides the book. */
export interface ValuationContext {
  /** The profile's price band: a market order may fill that far beyond the current far side. */
  bandPercent: string;
  /** A PreviouslyQuoted order's quote price when main obtained the quote (null: unknown; valued as a market order). */
  quotePrice?: string | null;
}

/**
 * The price an order is valued at for the limits: a quoted order at its
 * quote's price; a market order (or a quote main does not know) at the far
 * side (ask for buys, bid for sells) widened by the price band, since the
 * book can move that far before it fills; others at the worse of the far
 * side and their own limit or stop price (a limit or stop beyond the book may
 * fill there). The larger figure is the one a limit must hold.
 */
function valuationPrice(order: OrderToCheck, far: string, context: ValuationContext): Big {
  if (order.orderType === 'PreviouslyQuoted' && context.quotePrice) return new Big(context.quotePrice);
  if (order.orderType === 'Market' || order.orderType === 'PreviouslyQuoted')
    return new Big(far).times(new Big(100).plus(context.bandPercent)).div(100);
  let price = new Big(far);
  for (const own of [order.limitPrice, order.stopPrice])
    if (own !== undefined && new Big(own).gt(price)) price = new Big(own);
  return price;
}

/** An order's value in the reference currency (see valuationPrice for the price). */
export function orderValue(
  order: OrderToCheck,
  books: readonly MarketData[],
  referenceCurrency: string,
  context: ValuationContext,
): { ok: true; value: string } | ({ ok: false } & Refusal) {
  const book = books.find((candidate) => candidate.symbol === order.symbol && candidate.currency === order.currency);
  const far = book ? (order.side === 'Buy' ? book.ask : book.bid) : null;
  const pair = `${order.symbol}/${order.currency}`;
  if (far === null && !(order.orderType === 'PreviouslyQuoted' && context.quotePrice)) {
    const side = order.side === 'Buy' ? 'buy' : 'sell';
    return { ok: false, ...refusal('trading.preTrade.noFarPrice', () => ({ pair, side })) };
  }
  const inQuote = new Big(order.quantity).times(valuationPrice(order, far ?? '0', context));
  // As the dashboard values a balance: a direct book, or a cross through an asset both currencies trade against.
  const rate = priceIn(order.currency, referenceCurrency, booksIn(books, referenceCurrency), 'mid');
  if (rate === null) {
    return {
      ok: false,
      ...refusal('trading.preTrade.noCrossPrice', () => ({ from: order.currency, to: referenceCurrency })),
    };
  }
  return { ok: true, value: inQuote.times(rate.price).toFixed() };
}

/** How far a limit or stop price is from the mid, checked against the band. */
function bandProblem(order: OrderToCheck, books: readonly MarketData[], bandPercent: string): Refusal | null {
  const prices: ['limit' | 'stop', string][] = [];
  if (order.limitPrice !== undefined) prices.push(['limit', order.limitPrice]);
  if (order.stopPrice !== undefined) prices.push(['stop', order.stopPrice]);
  if (prices.length === 0) return null;
  const pair = `${order.symbol}/${order.currency}`;
  const book = books.find((candidate) => candidate.symbol === order.symbol && candidate.currency === order.currency);
  if (!book || book.bid === null || book.ask === null) {
    return refusal('trading.preTrade.noBook', () => ({ pair }));
  }
  const mid = new Big(book.bid).plus(book.ask).div(2);
  for (const [kind, price] of prices) {
    const away = new Big(price).minus(mid).abs().times(100).div(mid);
    if (away.gt(bandPercent)) {
      return refusal('trading.preTrade.band', (locale) => ({
        kind,
        price: formatMoney(order.currency, price, locale),
        away: formatPercent(away.toFixed(), locale === undefined ? {} : { locale }),
        mid: formatMoney(order.currency, mid.toFixed(), locale),
        band: formatPercent(String(bandPercent), locale === undefined ? {} : { locale }),
      }));
    }
  }
  return null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Every check of one order, in the order a trader would want to hear them. */
export function checkOrder(input: {
  order: OrderToCheck;
  books: readonly MarketData[];
  referenceCurrency: string;
  limits: TradingLimits;
  /** Journaled orders of the customer (any age; older ones are ignored). */
  recent: readonly RecentOrder[];
  now: Date;
  /** A PreviouslyQuoted order's quote price, when known. */
  quotePrice?: string | null;
}): PreTradeVerdict {
  const { order, limits, referenceCurrency: ccy, now } = input;
  const since = (ms: number) => input.recent.filter((entry) => now.getTime() - Date.parse(entry.createdAt) < ms);
  const lastMinute = since(MINUTE_MS).length;
  if (lastMinute >= limits.maxOrdersPerMinute) {
    return {
      ok: false,
      limit: 'rate',
      ...refusal('trading.preTrade.rate', () => ({ count: lastMinute, limit: limits.maxOrdersPerMinute })),
    };
  }
  const band = bandProblem(order, input.books, limits.priceBandPercent);
  if (band) return { ok: false, limit: 'price-band', ...band };
  const valued = orderValue(order, input.books, ccy, {
    bandPercent: limits.priceBandPercent,
    quotePrice: input.quotePrice ?? null,
  });
  if (!valued.ok) return { ok: false, limit: 'no-price', words: valued.words };
  if (new Big(valued.value).gt(limits.maxOrderValue)) {
    return {
      ok: false,
      limit: 'max-order-value',
      ...refusal('trading.preTrade.maxOrderValue', (locale) => {
        const [value, limit] = formatPair(ccy, valued.value, limits.maxOrderValue, locale);
        return { value, limit };
      }),
    };
  }
  const valueSince = (ms: number) =>
    since(ms)
      .filter((entry) => !entry.rejected && entry.value !== null && entry.value.currency === ccy)
      .reduce((sum, entry) => sum.plus(entry.value?.amount ?? '0'), new Big(0));
  const total = valueSince(DAY_MS).plus(valued.value);
  if (total.gt(limits.maxDailyValue)) {
    return {
      ok: false,
      limit: 'daily-value',
      ...refusal('trading.preTrade.dailyValue', (locale) => {
        const [value, limit] = formatPair(ccy, total.toFixed(), limits.maxDailyValue, locale);
        return { value, limit, order: formatMoney(ccy, valued.value, locale) };
      }),
    };
  }
  return {
    ok: true,
    value: valued.value,
    currency: ccy,
    ...confirmationOf(valued.value, valueSince(limits.confirmWindowMinutes * MINUTE_MS), limits),
  };
}

/** Whether main must confirm: the order alone above the threshold, or together with the window's orders (a split order). */
function confirmationOf(
  value: string,
  windowBefore: Big,
  limits: TradingLimits,
): { needsConfirmation: boolean; confirmation: ConfirmationReason | null } {
  if (new Big(value).gt(limits.confirmAbove)) return { needsConfirmation: true, confirmation: { reason: 'order' } };
  const total = windowBefore.plus(value);
  if (total.gt(limits.confirmAbove))
    return {
      needsConfirmation: true,
      confirmation: { reason: 'window', total: total.toFixed(), minutes: limits.confirmWindowMinutes },
    };
  return { needsConfirmation: false, confirmation: null };
}
