import { describe, expect, it } from 'vitest';
import type { MarketData } from '../../../shared/api/schemas/trading';
import { formatMoney, raisedLimits, SIMULATOR_LIMITS } from '../../../shared/trading/limits';
import { checkOrder, orderValue, type OrderToCheck } from '../../../shared/trading/pre-trade';

function book(symbol: string, currency: string, bid: string | null, ask: string | null): MarketData {
  return { symbol, currency, bid, ask, bidSize: null, askSize: null, last: null, timestamp: '2026-01-01T00:00:00Z' } as MarketData;
}

const books = [book('BTC', 'CHF', '99', '101'), book('BTC', 'USD', '110', '112'), book('USD', 'CHF', '0.89', '0.91')];
const now = new Date('2026-01-01T12:00:00Z');
const buy = (quantity: string, extra: Partial<OrderToCheck> = {}): OrderToCheck => ({ symbol: 'BTC', currency: 'CHF', side: 'Buy', orderType: 'Market', quantity, ...extra });

describe('order value', () => {
  it('uses the far side, the worse of it and the order\'s own price, and converts into the reference currency exactly', () => {
    expect(orderValue(buy('2'), books, 'CHF')).toEqual({ ok: true, value: '202' });
    expect(orderValue(buy('2', { side: 'Sell' }), books, 'CHF')).toEqual({ ok: true, value: '198' });
    expect(orderValue(buy('2', { orderType: 'Limit', limitPrice: '105' }), books, 'CHF')).toEqual({ ok: true, value: '210' });
    expect(orderValue(buy('2', { orderType: 'Stop', stopPrice: '100' }), books, 'CHF')).toEqual({ ok: true, value: '202' });
    // BTC/USD valued in CHF through the USD/CHF mid (0.9): 0.1 * 112 * 0.9.
    expect(orderValue(buy('0.1', { currency: 'USD' }), books, 'CHF')).toEqual({ ok: true, value: '10.08' });
    expect(orderValue(buy('1', { symbol: 'ETH' }), books, 'CHF')).toMatchObject({ ok: false, message: expect.stringContaining('ETH/CHF has no ask price now') });
    expect(orderValue(buy('1', { currency: 'USD' }), books, 'EUR')).toMatchObject({ ok: false, message: expect.stringContaining('no USD/EUR price') });
  });
});

describe('checkOrder', () => {
  const check = (order: OrderToCheck, recent: { createdAt: string; value: { amount: string; currency: string } | null; rejected: boolean }[] = []) =>
    checkOrder({ order, books, referenceCurrency: 'CHF', limits: { ...SIMULATOR_LIMITS, maxOrderValue: '1000', confirmAbove: '500', maxDailyValue: '2000' }, recent, now });

  it('names each limit in words', () => {
    expect(check(buy('10'))).toEqual({ ok: false, limit: 'max-order-value', message: "Order value CHF 1,010.00 is above this profile's limit of CHF 1,000.00 per order; nothing was sent." });
    expect(check(buy('1', { orderType: 'Limit', limitPrice: '111' }))).toMatchObject({ ok: false, limit: 'price-band', message: expect.stringContaining('11.00 % away from the mid CHF 100.00') });
    expect(check(buy('1', { orderType: 'Limit', limitPrice: '110' }))).toMatchObject({ ok: true, value: '110', needsConfirmation: false });
    expect(check(buy('6'))).toMatchObject({ ok: true, value: '606', needsConfirmation: true });
    const minuteAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const thirty = Array.from({ length: 30 }, () => ({ createdAt: minuteAgo(1_000), value: null, rejected: false }));
    expect(check(buy('1'), thirty)).toMatchObject({ ok: false, limit: 'rate' });
    expect(check(buy('1'), thirty.map((entry) => ({ ...entry, createdAt: minuteAgo(61_000) })))).toMatchObject({ ok: true });
    const spent = [{ createdAt: minuteAgo(3_600_000), value: { amount: '1900', currency: 'CHF' }, rejected: false }];
    expect(check(buy('1'), spent)).toMatchObject({ ok: false, limit: 'daily-value', message: expect.stringContaining('come to CHF 2,001.00') });
    // A rejected order placed nothing; one older than 24 hours no longer counts.
    expect(check(buy('1'), [{ ...spent[0]!, rejected: true }])).toMatchObject({ ok: true });
    expect(check(buy('1'), [{ ...spent[0]!, createdAt: minuteAgo(25 * 3_600_000) }])).toMatchObject({ ok: true });
  });

  it('formats money exactly and tells raised limits from lowered ones', () => {
    expect(formatMoney('CHF', '1250000')).toBe('CHF 1,250,000.00');
    expect(raisedLimits(SIMULATOR_LIMITS, { ...SIMULATOR_LIMITS, maxOrderValue: '999999', priceBandPercent: '10.5' })).toEqual(['priceBandPercent']);
  });
});

describe('order value across currencies without a direct book', () => {
  it('converts through a cross book as the dashboard does (BTC/USD order of a CHF customer via BTC/CHF and BTC/USD)', () => {
    const crossOnly = [book('BTC', 'CHF', '90', '90'), book('BTC', 'USD', '100', '100')];
    // 1 BTC at 100 USD; USD in CHF = 90/100 = 0.9.
    expect(orderValue(buy('1', { currency: 'USD' }), crossOnly, 'CHF')).toEqual({ ok: true, value: '90' });
  });
});
