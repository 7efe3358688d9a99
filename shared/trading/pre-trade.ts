import Big from 'big.js';
import type { MarketData } from '../api/schemas/trading';
import { booksIn } from '../custody/cross-books';
import { priceIn } from '../custody/valuation';
import { formatPercent } from '../format/percent';
import { message, type Message } from '../i18n/message';
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

/**
 * Why an order is refused: `message` in English (main's errors and the desk
 * CLI say it so for now), `reason` the same sentence as catalogue words for
 * the reader's language. The reason takes one more argument when it is
 * shown: `when` 'ticket' (a warning while typing: nothing was to be sent
 * yet) or 'refused' (main refused it: "nothing was sent").
 */
export interface Refusal {
  message: string;
  reason: Message;
  /** The refusal as main's errors word it ("nothing was sent" included), for the reader's language. */
  words: Message;
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
    return {
      ok: false,
      message: `${pair} has no ${order.side === 'Buy' ? 'ask' : 'bid'} price now, so the order's value cannot be checked against this profile's limits; nothing was sent.`,
      reason: message('trading.preTrade.noFarPrice', { pair, side: order.side === 'Buy' ? 'buy' : 'sell' }),
      words: order.side === 'Buy' ? message('errors.limits.noAsk', { pair }) : message('errors.limits.noBid', { pair }),
    };
  }
  const inQuote = new Big(order.quantity).times(valuationPrice(order, far ?? '0', context));
  // As the dashboard values a balance: a direct book, or a cross through an asset both currencies trade against.
  const rate = priceIn(order.currency, referenceCurrency, booksIn(books, referenceCurrency), 'mid');
  if (rate === null) {
    return {
      ok: false,
      message: `There is no ${order.currency}/${referenceCurrency} price now to value the order in ${referenceCurrency}, so it cannot be checked against this profile's limits; nothing was sent.`,
      reason: message('trading.preTrade.noCrossPrice', { from: order.currency, to: referenceCurrency }),
      words: message('errors.limits.noRate', { currency: order.currency, reference: referenceCurrency }),
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
    return {
      message: `${pair} has no bid and ask now, so its price band cannot be checked; nothing was sent.`,
      reason: message('trading.preTrade.noBook', { pair }),
      words: message('errors.limits.noBook', { pair }),
    };
  }
  const mid = new Big(book.bid).plus(book.ask).div(2);
  for (const [kind, price] of prices) {
    const away = new Big(price).minus(mid).abs().times(100).div(mid);
    if (away.gt(bandPercent)) {
      const values = {
        kind,
        price: formatMoney(order.currency, price),
        away: formatPercent(away.toFixed(), { locale: 'en' }),
        mid: formatMoney(order.currency, mid.toFixed()),
        band: formatPercent(String(bandPercent), { locale: 'en' }),
      };
      const label = kind === 'limit' ? 'Limit price' : 'Stop price';
      return {
        message: `${label} ${values.price} is ${values.away} away from the mid ${values.mid}, outside this profile's price band of ${values.band}; nothing was sent.`,
        reason: message('trading.preTrade.band', values),
        words: message('errors.limits.band', values),
      };
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
      message: `${lastMinute} orders of this customer were placed within the last minute; this profile's limit is ${limits.maxOrdersPerMinute} orders per minute. Nothing was sent; try again in a minute.`,
      reason: message('trading.preTrade.rate', { count: lastMinute, limit: limits.maxOrdersPerMinute }),
      words: message('errors.limits.rate', { count: lastMinute, limit: limits.maxOrdersPerMinute }),
    };
  }
  const band = bandProblem(order, input.books, limits.priceBandPercent);
  if (band) return { ok: false, limit: 'price-band', ...band };
  const valued = orderValue(order, input.books, ccy, {
    bandPercent: limits.priceBandPercent,
    quotePrice: input.quotePrice ?? null,
  });
  if (!valued.ok)
    return { ok: false, limit: 'no-price', message: valued.message, reason: valued.reason, words: valued.words };
  if (new Big(valued.value).gt(limits.maxOrderValue)) {
    const [value, limit] = formatPair(ccy, valued.value, limits.maxOrderValue);
    return {
      ok: false,
      limit: 'max-order-value',
      message: `Order value ${value} is above this profile's limit of ${limit} per order; nothing was sent.`,
      reason: message('trading.preTrade.maxOrderValue', { value, limit }),
      words: message('errors.limits.orderValue', { value, limit }),
    };
  }
  const valueSince = (ms: number) =>
    since(ms)
      .filter((entry) => !entry.rejected && entry.value !== null && entry.value.currency === ccy)
      .reduce((sum, entry) => sum.plus(entry.value?.amount ?? '0'), new Big(0));
  const total = valueSince(DAY_MS).plus(valued.value);
  if (total.gt(limits.maxDailyValue)) {
    const [value, limit] = formatPair(ccy, total.toFixed(), limits.maxDailyValue);
    const own = formatMoney(ccy, valued.value);
    return {
      ok: false,
      limit: 'daily-value',
      message: `Orders of the last 24 hours with this one come to ${value}, above this profile's limit of ${limit} per 24 hours (this order: ${own}); nothing was sent.`,
      reason: message('trading.preTrade.dailyValue', { value, limit, order: own }),
      words: message('errors.limits.daily', { value, limit, order: formatMoney(ccy, valued.value) }),
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
