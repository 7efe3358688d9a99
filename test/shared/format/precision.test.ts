import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../../shared/api/schemas/trading';
import { formatPercent } from '../../../shared/format/percent';
import {
  assetPlaces,
  chainPrecision,
  placesFor,
  precisionTable,
  pricePlaces,
  spendable,
} from '../../../shared/format/precision';
import type { Decimal } from '../../../shared/wire/decimal';

const instrument = (
  symbol: string,
  currency: string,
  quantityPrecision: number,
  pricePrecision: number,
): Instrument => ({
  symbol,
  currency,
  name: `${symbol} / ${currency}`,
  quantityPrecision,
  pricePrecision,
  minQuantity: '0.0001' as Decimal,
  maxQuantity: null,
  status: 'Trading',
});

describe('the one precision rule', () => {
  const table = precisionTable([
    instrument('BTC', 'CHF', 8, 2),
    instrument('ADA', 'CHF', 2, 4),
    instrument('ETH', 'USDC', 6, 2),
  ]);

  it("gives an asset the instruments' places, a fiat currency its ISO minor units, else its chain's capped at 8", () => {
    expect(assetPlaces('BTC', table)).toBe(8);
    expect(assetPlaces('ADA', table)).toBe(2);
    expect(assetPlaces('CHF', table)).toBe(2);
    expect(assetPlaces('JPY')).toBe(0);
    // A quote currency that is no fiat currency: the finest price it is quoted with.
    expect(assetPlaces('USDC', table)).toBe(2);
    // Without instruments (reports, desk): ETH 8 rather than its chain's 18; unknown: every digit.
    expect(assetPlaces('ETH')).toBe(8);
    expect(assetPlaces('DOGE')).toBeUndefined();
    expect(chainPrecision('ETH')).toBe(18);
    expect(placesFor('DOGE', '1.5')).toBe(2);
    expect(placesFor('DOGE', '1.123')).toBe(3);
  });

  it("gives a price its instrument's places, not its currency's", () => {
    expect(pricePlaces('ADA', 'CHF', table)).toBe(4);
    expect(pricePlaces('BTC', 'CHF', table)).toBe(2);
    expect(pricePlaces('SOL', 'CHF', table)).toBe(2);
  });

  it('rounds what can be spent down, never up, and keeps exact text', () => {
    expect(spendable('1.23456789999999999', 8)).toBe('1.23456789');
    expect(spendable('2000.000000000000000000', 8)).toBe('2000');
    expect(spendable('0.999', 2)).toBe('0.99');
    expect(spendable('1.23456789999999999', undefined)).toBe('1.23456789999999999');
  });
});

describe('the one percentage format', () => {
  it('shows every percentage at two places, from percent points or a fraction', () => {
    expect(formatPercent('15', { locale: 'en-US' })).toBe('15.00 %');
    expect(formatPercent('40.1', { locale: 'en-US' })).toBe('40.10 %');
    expect(formatPercent('0.6512', { fraction: true, locale: 'en-US' })).toBe('65.12 %');
    expect(formatPercent('0.069719', { fraction: true, down: true, locale: 'en-US' })).toBe('6.97 %');
    expect(formatPercent('0.125', { signed: true, locale: 'en-US' })).toBe('+0.13 %');
    expect(formatPercent('-1.005', { locale: 'en-US' })).toBe('-1.01 %');
  });

  it('shows a rate money is computed with at every digit it has, never fewer than two places', () => {
    expect(formatPercent('0.125', { exact: true, locale: 'en-US' })).toBe('0.125 %');
    expect(formatPercent('0.2', { exact: true, locale: 'en-US' })).toBe('0.20 %');
    expect(formatPercent('0.00125', { fraction: true, exact: true, locale: 'en-US' })).toBe('0.125 %');
    expect(formatPercent('12', { exact: true, locale: 'en-US' })).toBe('12.00 %');
  });
});

describe('a price without an instrument', () => {
  it("takes its currency's places, at least 4 under 10, so a cross-priced 0.4053 is not read as 0.41", () => {
    expect(pricePlaces('XTZ', 'CHF', new Map(), '0.4053')).toBe(4);
    expect(pricePlaces('XTZ', 'CHF', new Map(), '12.5')).toBe(2);
    expect(pricePlaces('ADA', 'CHF', precisionTable([instrument('ADA', 'CHF', 2, 5)]), '0.4053')).toBe(5);
  });
});
