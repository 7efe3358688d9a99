import { describe, expect, it } from 'vitest';
import { cellTitle, formatCell } from '../../../renderer/src/reports/cell-format';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { col } from '../../../shared/reports/table-model';
import { setDateStyle } from '../../../renderer/src/format/datetime';

describe('report preview cells', () => {
  it('formats amounts exactly at the asset precision (no float)', () => {
    const amount = col.amount('quantity', 'Quantity', 'symbol');
    // One precision rule: crypto at most 8 places on screen (the exact text on hover), never a chain's 18.
    expect(formatCell(amount, '0.123456789012345678', () => 'ETH')).toBe('0.12345679');
    expect(formatCell(amount, '90', () => 'ETH')).toBe('90.00000000');
    expect(formatCell(amount, '1234.5', () => 'BTC')).toBe('1,234.50000000');
    expect(formatCell(amount, '12345678901234567890.12', () => 'CHF')).toBe('12,345,678,901,234,567,890.12');
    // An unknown asset shows the digits it was sent with.
    expect(formatCell(amount, '1.23456', () => 'NEWCOIN')).toBe('1.23456');
  });

  it("shows times in UTC in the app's one date style, dates in it too, and absent values as a dash", () => {
    try {
      // 23:30 UTC on the 1st is the 2nd in Zurich: the preview shows the statement's UTC day and time.
      setDateStyle('locale', 'de-CH');
      expect(formatCell(col.time('t', 'Time'), '2025-03-01T23:30:15.123Z', () => undefined)).toBe(
        '01.03.2025, 23:30:15',
      );
      expect(formatCell(col.date('d', 'Date'), '2025-03-01', () => undefined)).toBe('01.03.2025');
      setDateStyle('iso');
      expect(formatCell(col.time('t', 'Time'), '2025-03-01T23:30:15.123Z', () => undefined)).toBe(
        '2025-03-01 23:30:15',
      );
      // An offset the service sent is the same instant in UTC.
      expect(formatCell(col.time('t', 'Time'), '2025-03-02T01:30:15+02:00', () => undefined)).toBe(
        '2025-03-01 23:30:15',
      );
    } finally {
      setDateStyle('locale');
    }
    expect(formatCell(col.text('x', 'X'), null, () => undefined)).toBe('—');
  });

  it("shows an average price at its instrument's places, never cut to the currency's 2", () => {
    const price = col.price('averagePrice', 'Average price', 'symbol', 'currency');
    const row = (symbol: string, currency: string) => (key: string) =>
      key === 'symbol' ? symbol : key === 'currency' ? currency : undefined;
    expect(formatCell(price, '43210.5678', row('BTC', 'CHF'))).toBe('43,210.5678');
    expect(formatCell(price, '0.4053', row('XTZ', 'CHF'))).toBe('0.4053');
    // At least the currency's places.
    expect(formatCell(price, '43210.5', row('BTC', 'CHF'))).toBe('43,210.50');
  });

  it("shows the service's enums in words, as the order blotter does", () => {
    expect(formatCell(col.enum('status', 'Status'), 'PartiallyFilled', () => undefined)).toBe('Partially filled');
    expect(formatCell(col.enum('orderType', 'Type'), 'StopLimit', () => undefined)).toBe('Stop limit');
    // A free text column stays as it is.
    expect(formatCell(col.text('reference', 'Reference'), 'PartiallyFilled', () => undefined)).toBe('PartiallyFilled');
  });

  it('titles a cell with what it shows in the page’s language, a figure with every digit', async () => {
    const realized = col.number('realized', 'Realized P&L');
    await showLanguage('fr');
    try {
      const shown = formatCell(realized, 'not computable', () => 'CHF');
      expect(shown).not.toMatch(/computable/);
      expect(cellTitle(realized, 'not computable', shown)).toBe(shown);
      const status = col.enum('status', 'Status');
      expect(
        cellTitle(
          status,
          'PartiallyFilled',
          formatCell(status, 'PartiallyFilled', () => undefined),
        ),
      ).not.toMatch(/PartiallyFilled/);
    } finally {
      await showLanguage('en');
    }
    expect(cellTitle(realized, '12345.678901234', '12,345.68')).toBe('12,345.678901234');
  });
});
