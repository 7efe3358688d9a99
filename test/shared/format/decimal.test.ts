import { describe, expect, it } from 'vitest';
import { compareDecimal, formatDecimal } from '../../../shared/format/decimal';
import { numberSymbols } from '../../../shared/format/symbols';

// de-CH groups with an apostrophe; ICU versions differ between ' and ’, so the test takes the one Intl reports.
const chGroup = numberSymbols('de-CH').group;

describe('formatDecimal', () => {
  it('learns de-CH and en-US symbols from Intl', () => {
    expect(["'", '’']).toContain(chGroup);
    expect(numberSymbols('de-CH').decimal).toBe('.');
    expect(numberSymbols('en-US')).toMatchObject({
      group: ',',
      decimal: '.',
      minus: '-',
      primaryGroup: 3,
      secondaryGroup: 3,
    });
    expect(numberSymbols('de-DE')).toMatchObject({ group: '.', decimal: ',' });
  });

  it('keeps every digit of 18-decimal text when no precision is given', () => {
    expect(formatDecimal('0.123456789012345678', { locale: 'en-US' })).toBe('0.123456789012345678');
    expect(formatDecimal('0.123456789012345678', { locale: 'de-DE' })).toBe('0,123456789012345678');
  });

  it('groups a 20-digit integer part exactly, beyond float precision', () => {
    expect(formatDecimal('12345678901234567890.12', { locale: 'en-US' })).toBe('12,345,678,901,234,567,890.12');
    expect(formatDecimal('12345678901234567890.12', { locale: 'de-CH' })).toBe(
      ['12', '345', '678', '901', '234', '567', '890'].join(chGroup) + '.12',
    );
    expect(Number('12345678901234567890.12').toLocaleString('en-US')).not.toBe('12,345,678,901,234,567,890.12');
  });

  it('rounds half up (away from zero) to the asset precision and pads with zeros', () => {
    expect(formatDecimal('0.123456789012345678', { precision: 8, locale: 'en-US' })).toBe('0.12345679');
    expect(formatDecimal('2.5', { precision: 0, locale: 'en-US' })).toBe('3');
    expect(formatDecimal('-2.5', { precision: 0, locale: 'en-US' })).toBe('-3');
    expect(formatDecimal('1.005', { precision: 2, locale: 'en-US' })).toBe('1.01');
    expect(formatDecimal('7', { precision: 2, locale: 'en-US' })).toBe('7.00');
    expect(formatDecimal('12345678901234567890.125', { precision: 2, locale: 'en-US' })).toBe(
      '12,345,678,901,234,567,890.13',
    );
  });

  it('formats negatives with the locale minus sign and never shows a signed zero', () => {
    expect(formatDecimal('-1234567.891', { precision: 2, locale: 'en-US' })).toBe('-1,234,567.89');
    expect(formatDecimal('-1234567.891', { precision: 2, locale: 'de-CH' })).toBe(`-1${chGroup}234${chGroup}567.89`);
    expect(formatDecimal('-0.001', { precision: 2, locale: 'en-US' })).toBe('0.00');
    expect(formatDecimal('-0.123456789012345678', { locale: 'en-US' })).toBe('-0.123456789012345678');
    expect(formatDecimal('-12', { locale: 'sv-SE' })).toBe(`${numberSymbols('sv-SE').minus}12`);
  });

  it('reads exponent notation exactly and adds a plus sign when asked', () => {
    expect(formatDecimal('1.5e-7', { locale: 'en-US' })).toBe('0.00000015');
    expect(formatDecimal('1.2E+21', { locale: 'en-US' })).toBe('1,200,000,000,000,000,000,000');
    expect(formatDecimal('3.1', { precision: 2, signed: true, locale: 'en-US' })).toBe('+3.10');
    expect(formatDecimal('0', { precision: 2, signed: true, locale: 'en-US' })).toBe('0.00');
  });

  it('follows Indian grouping (3 then 2) and can leave digits ungrouped', () => {
    expect(formatDecimal('1234567.5', { locale: 'en-IN' })).toBe('12,34,567.5');
    expect(formatDecimal('1234567.5', { locale: 'en-US', grouping: false })).toBe('1234567.5');
  });
});

describe('compareDecimal', () => {
  it('orders decimal text exactly, where floats tie', () => {
    expect(compareDecimal('0.1', '0.10000000000000000001')).toBeLessThan(0);
    expect(Number('0.1') - Number('0.10000000000000000001')).toBe(0);
    expect(compareDecimal('-5', '-40')).toBeGreaterThan(0);
    expect(compareDecimal('12345678901234567890.12', '12345678901234567890.120')).toBe(0);
  });
});
