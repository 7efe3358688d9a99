import { describe, expect, it } from 'vitest';
import { formatCell } from '../../../renderer/src/reports/cell-format';
import { col } from '../../../shared/reports/table-model';

describe('report preview cells', () => {
  it('formats amounts exactly at the asset precision (no float)', () => {
    const amount = col.amount('quantity', 'Quantity', 'symbol');
    // One precision rule: crypto at most 8 places on screen (the exact text on hover), never a chain's 18.
    expect(formatCell(amount, '0.123456789012345678', 'ETH')).toBe('0.12345679');
    expect(formatCell(amount, '90', 'ETH')).toBe('90.00000000');
    expect(formatCell(amount, '1234.5', 'BTC')).toBe('1,234.50000000');
    expect(formatCell(amount, '12345678901234567890.12', 'CHF')).toBe('12,345,678,901,234,567,890.12');
    // An unknown asset shows the digits it was sent with.
    expect(formatCell(amount, '1.23456', 'NEWCOIN')).toBe('1.23456');
  });

  it('shows times in UTC as sent, and absent values as a dash', () => {
    expect(formatCell(col.time('t', 'Time'), '2025-03-01T12:30:15.123Z', null)).toBe('2025-03-01 12:30:15');
    expect(formatCell(col.text('x', 'X'), null, null)).toBe('—');
  });
});
