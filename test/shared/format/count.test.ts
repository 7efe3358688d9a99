import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../shared/format/count';
import { formatDecimal } from '../../../shared/format/decimal';

describe('formatCount', () => {
  it('groups a count with the symbols of the amounts beside it', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatCount(12345, 'de-CH')).toBe(formatDecimal('12345', { locale: 'de-CH' }));
    expect(formatCount(12345, 'de-CH')).toBe("12'345");
  });

  it('groups a four-digit count where the locale groups amounts (es: 1.234, not 1234 as toLocaleString says)', () => {
    expect(formatCount(1234, 'es')).toBe(formatDecimal('1234', { locale: 'es' }));
  });

  it('says a count that is no number cannot be shown, and never writes one in exponent form', () => {
    expect(formatCount(Number.NaN)).toBe('—');
    expect(formatCount(1e21, 'en-US')).toBe('1,000,000,000,000,000,000,000');
  });
});
