import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/catalogue/load';
import { createTranslator } from '../../../shared/i18n/translator';
import { numberSymbols } from '../../../shared/format/symbols';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { formatMoney, raisedLimits, SIMULATOR_LIMITS, tradingLimitsSchema } from '../../../shared/trading/limits';
import { checkOrder, orderValue, type OrderToCheck, type Refusal } from '../../../shared/trading/pre-trade';
import { messages as englishMessages } from '../../../shared/i18n/catalogue/en/index';

const english = createTranslator('en', 'en', englishMessages);
/** A refusal as main says it to an English reader (figures as English writes them). */
function inEnglish(result: object): string {
  if (!('words' in result)) throw new Error('expected a refusal');
  return english.format((result as Refusal).words('en'));
}

function book(symbol: string, currency: string, bid: string | null, ask: string | null): MarketData {
  return {
    symbol,
    currency,
    bid,
    ask,
    bidSize: null,
    askSize: null,
    last: null,
    timestamp: '2026-01-01T00:00:00Z',
  } as MarketData;
}

const books = [book('BTC', 'CHF', '99', '101'), book('BTC', 'USD', '110', '112'), book('USD', 'CHF', '0.89', '0.91')];
const now = new Date('2026-01-01T12:00:00Z');
const buy = (quantity: string, extra: Partial<OrderToCheck> = {}): OrderToCheck => ({
  symbol: 'BTC',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Market',
  quantity,
  ...extra,
});

const band = { bandPercent: '10' };

describe('order value', () => {
  it("uses the far side, the worse of it and the order's own price, and converts into the reference currency exactly", () => {
    expect(orderValue(buy('2', { orderType: 'Limit', limitPrice: '105' }), books, 'CHF', band)).toEqual({
      ok: true,
      value: '210',
    });
    expect(orderValue(buy('2', { orderType: 'Limit', limitPrice: '95' }), books, 'CHF', band)).toEqual({
      ok: true,
      value: '202',
    });
    expect(orderValue(buy('2', { orderType: 'Stop', stopPrice: '100' }), books, 'CHF', band)).toEqual({
      ok: true,
      value: '202',
    });
    // BTC/USD valued in CHF through the USD/CHF mid (0.9): 0.1 * 112 * 0.9.
    expect(
      orderValue(buy('0.1', { currency: 'USD', orderType: 'Limit', limitPrice: '100' }), books, 'CHF', band),
    ).toEqual({ ok: true, value: '10.08' });
    expect(inEnglish(orderValue(buy('1', { symbol: 'ETH' }), books, 'CHF', band))).toContain(
      'ETH/CHF has no ask price now',
    );
    expect(inEnglish(orderValue(buy('1', { currency: 'USD' }), books, 'EUR', band))).toContain('no USD/EUR price');
  });

  it('values a market order at the far side widened by the price band, not at top of book', () => {
    // 2 * 101 * 1.10: the book may move by the band before a market buy fills.
    expect(orderValue(buy('2'), books, 'CHF', band)).toEqual({ ok: true, value: '222.2' });
    expect(orderValue(buy('2', { side: 'Sell' }), books, 'CHF', band)).toEqual({ ok: true, value: '217.8' });
    expect(orderValue(buy('2'), books, 'CHF', { bandPercent: '2.5' })).toEqual({ ok: true, value: '207.05' });
  });

  it("values a quoted order at its quote's price; a quote main does not know as a market order", () => {
    const quoted = buy('2', { orderType: 'PreviouslyQuoted' });
    expect(orderValue(quoted, books, 'CHF', { ...band, quotePrice: '150' })).toEqual({ ok: true, value: '300' });
    expect(orderValue(quoted, books, 'CHF', { ...band, quotePrice: null })).toEqual({ ok: true, value: '222.2' });
    // The quote's price holds even when the book has no ask at the moment.
    expect(
      orderValue({ ...quoted, symbol: 'ETH' }, [...books, book('ETH', 'CHF', null, null)], 'CHF', {
        ...band,
        quotePrice: '3000',
      }),
    ).toEqual({ ok: true, value: '6000' });
  });
});

describe('checkOrder', () => {
  const check = (
    order: OrderToCheck,
    recent: { createdAt: string; value: { amount: string; currency: string } | null; rejected: boolean }[] = [],
  ) =>
    checkOrder({
      order,
      books,
      referenceCurrency: 'CHF',
      limits: { ...SIMULATOR_LIMITS, maxOrderValue: '1000', confirmAbove: '500', maxDailyValue: '2000' },
      recent,
      now,
    });

  it('names each limit in words', () => {
    const tooLarge = check(buy('10'));
    expect(tooLarge).toMatchObject({ ok: false, limit: 'max-order-value' });
    expect(inEnglish(tooLarge)).toBe(
      "Order value CHF 1,111.00 is above this profile's limit of CHF 1,000.00 per order; nothing was sent.",
    );
    // One Message for main and the ticket: the region writes its figures, the moment says whether anything was sent.
    expect(tooLarge.ok ? null : tooLarge.words('de-CH', 'ticket')).toEqual({
      key: 'trading.preTrade.maxOrderValue',
      values: {
        value: `CHF 1${numberSymbols('de-CH').group}111.00`,
        limit: `CHF 1${numberSymbols('de-CH').group}000.00`,
        when: 'ticket',
      },
    });
    const band = check(buy('1', { orderType: 'Limit', limitPrice: '111' }));
    expect(band).toMatchObject({ ok: false, limit: 'price-band' });
    expect(inEnglish(band)).toContain('11.00 % away from the mid CHF 100.00');
    expect(check(buy('1', { orderType: 'Limit', limitPrice: '110' }))).toMatchObject({
      ok: true,
      value: '110',
      needsConfirmation: false,
    });
    expect(check(buy('6'))).toMatchObject({
      ok: true,
      value: '666.6',
      needsConfirmation: true,
      confirmation: { reason: 'order' },
    });
    const minuteAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const thirty = Array.from({ length: 30 }, () => ({ createdAt: minuteAgo(1_000), value: null, rejected: false }));
    expect(check(buy('1'), thirty)).toMatchObject({ ok: false, limit: 'rate' });
    expect(
      check(
        buy('1'),
        thirty.map((entry) => ({ ...entry, createdAt: minuteAgo(61_000) })),
      ),
    ).toMatchObject({ ok: true });
    const spent = [{ createdAt: minuteAgo(3_600_000), value: { amount: '1900', currency: 'CHF' }, rejected: false }];
    const daily = check(buy('1'), spent);
    expect(daily).toMatchObject({ ok: false, limit: 'daily-value' });
    expect(inEnglish(daily)).toContain('come to CHF 2,011.10');
    // A rejected order placed nothing; one older than 24 hours no longer counts.
    expect(check(buy('1'), [{ ...spent[0]!, rejected: true }])).toMatchObject({ ok: true });
    expect(check(buy('1'), [{ ...spent[0]!, createdAt: minuteAgo(25 * 3_600_000) }])).toMatchObject({ ok: true });
  });

  it('asks for the confirmation when the orders of the window pass the threshold together (an order split under it)', () => {
    // Threshold 500, window 10 minutes; each limit buy is worth 110.
    const split = buy('1', { orderType: 'Limit', limitPrice: '110' });
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const placed = (minutes: number) => ({
      createdAt: ago(minutes),
      value: { amount: '110', currency: 'CHF' },
      rejected: false,
    });
    expect(check(split, [placed(1), placed(2), placed(3)])).toMatchObject({
      ok: true,
      needsConfirmation: false,
      confirmation: null,
    });
    expect(check(split, [placed(1), placed(2), placed(3), placed(4)])).toMatchObject({
      ok: true,
      value: '110',
      needsConfirmation: true,
      confirmation: { reason: 'window', total: '550', minutes: 10 },
    });
    // Orders older than the window, refused ones, and those of another currency do not count.
    expect(check(split, [placed(1), placed(2), placed(3), placed(11)])).toMatchObject({ needsConfirmation: false });
    expect(check(split, [placed(1), placed(2), placed(3), { ...placed(4), rejected: true }])).toMatchObject({
      needsConfirmation: false,
    });
    expect(
      check(split, [placed(1), placed(2), placed(3), { ...placed(4), value: { amount: '110', currency: 'EUR' } }]),
    ).toMatchObject({ needsConfirmation: false });
    // A longer window sums more orders.
    const longer = checkOrder({
      order: split,
      books,
      referenceCurrency: 'CHF',
      limits: { ...SIMULATOR_LIMITS, confirmAbove: '500', confirmWindowMinutes: 30 },
      recent: [placed(1), placed(2), placed(3), placed(11)],
      now,
    });
    expect(longer).toMatchObject({
      needsConfirmation: true,
      confirmation: { reason: 'window', total: '550', minutes: 30 },
    });
  });

  it('formats money exactly and tells raised limits from lowered ones', () => {
    expect(formatMoney('CHF', '1250000', 'en')).toBe('CHF 1,250,000.00');
    // The region's style, not English's: grouped and pointed as de-CH and fr-CH write them.
    const de = numberSymbols('de-CH');
    expect(formatMoney('CHF', '1250000.005', 'de-CH')).toBe(`CHF 1${de.group}250${de.group}000${de.decimal}01`);
    const fr = numberSymbols('fr-CH');
    expect(formatMoney('CHF', '-1250.5', 'fr-CH')).toBe(`CHF ${fr.minus}1${fr.group}250${fr.decimal}50`);
    expect(
      raisedLimits(SIMULATOR_LIMITS, { ...SIMULATOR_LIMITS, maxOrderValue: '999999', priceBandPercent: '10.5' }),
    ).toEqual(['priceBandPercent']);
    // A shorter confirmation window asks less often: shortening it loosens, lengthening it does not.
    expect(raisedLimits(SIMULATOR_LIMITS, { ...SIMULATOR_LIMITS, confirmWindowMinutes: 5 })).toEqual([
      'confirmWindowMinutes',
    ]);
    expect(raisedLimits(SIMULATOR_LIMITS, { ...SIMULATOR_LIMITS, confirmWindowMinutes: 60 })).toEqual([]);
  });

  it('reads limits saved before the confirmation window existed with its default of 10 minutes', () => {
    const { confirmWindowMinutes: _window, ...older } = SIMULATOR_LIMITS;
    expect(tradingLimitsSchema.parse(older)).toEqual({ ...SIMULATOR_LIMITS, confirmWindowMinutes: 10 });
    expect(tradingLimitsSchema.safeParse({ ...SIMULATOR_LIMITS, confirmWindowMinutes: 0 }).success).toBe(false);
  });
});

describe('order value across currencies without a direct book', () => {
  it('converts through a cross book as the dashboard does (BTC/USD order of a CHF customer via BTC/CHF and BTC/USD)', () => {
    const crossOnly = [book('BTC', 'CHF', '90', '90'), book('BTC', 'USD', '100', '100')];
    // 1 BTC at 100 USD; USD in CHF = 90/100 = 0.9.
    expect(
      orderValue(buy('1', { currency: 'USD', orderType: 'Limit', limitPrice: '100' }), crossOnly, 'CHF', band),
    ).toEqual({ ok: true, value: '90' });
  });
});

describe('a refusal in the reader’s language', () => {
  const check = (order: OrderToCheck) =>
    checkOrder({
      order,
      books,
      referenceCurrency: 'CHF',
      limits: { ...SIMULATOR_LIMITS, maxOrderValue: '1000' },
      recent: [],
      now,
    });
  const refusal = (order: OrderToCheck) => {
    const verdict = check(order);
    if (verdict.ok) throw new Error('expected a refusal');
    return verdict;
  };

  it('says in English as main says it, and in German; the ticket leaves out "nothing was sent"', async () => {
    const en = createTranslator('en', 'en', await loadMessages('en'));
    const de = createTranslator('de', 'de-CH', await loadMessages('de'));
    for (const order of [buy('10'), buy('1', { orderType: 'Limit', limitPrice: '111' }), buy('1', { symbol: 'ETH' })]) {
      const verdict = refusal(order);
      expect(en.format(verdict.words('en'))).toMatch(/; nothing was sent\.$/);
      expect(en.format(verdict.words('en', 'ticket'))).not.toMatch(/nothing was sent/);
      expect(de.format(verdict.words('de-CH'))).toMatch(/es wurde nichts gesendet\.$/);
    }
    const group = numberSymbols('de-CH').group;
    expect(de.format(refusal(buy('10')).words('de-CH', 'ticket'))).toBe(
      `Der Auftragswert CHF 1${group}111.00 liegt über der Limite dieses Profils von CHF 1${group}000.00 pro Auftrag.`,
    );
  });
});
