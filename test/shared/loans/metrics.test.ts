import { describe, expect, it } from 'vitest';
import { classifyLtv, ltvDistance, ltvMetrics, priceDropToReach } from '../../../shared/loans';

const thresholds = { smLtv: '0.7', hmLtv: '0.8', warnMargin: '0.05' };

describe('ltvDistance', () => {
  it('is threshold − currentLtv exactly, with no float residue', () => {
    // 0.7 − 0.6 in floats is 0.09999999999999998.
    expect(ltvDistance('0.6', '0.7')).toBe('0.1');
    expect(ltvDistance('0.123456789012345678', '0.8')).toBe('0.676543210987654322');
  });
  it('is zero at the threshold and negative beyond it', () => {
    expect(ltvDistance('0.7', '0.7')).toBe('0');
    expect(ltvDistance('0.8125', '0.8')).toBe('-0.0125');
  });
});

describe('priceDropToReach', () => {
  it('is 1 − currentLtv / threshold for exact quotients', () => {
    expect(priceDropToReach('0.35', '0.7')).toBe('0.500000');
    expect(priceDropToReach('0.6', '0.8')).toBe('0.250000');
  });
  it('rounds toward zero, never up (the cushion is never overstated)', () => {
    // 1 − 0.5/0.7 = 0.285714285714...: truncated, not rounded.
    expect(priceDropToReach('0.5', '0.7')).toBe('0.285714');
    // 1 − 0.1/0.3 = 0.6666666...: half-up would print 0.666667.
    expect(priceDropToReach('0.1', '0.3')).toBe('0.666666');
    // Just under a 6-decimal boundary: (0.7 − 0.0000007000001·…) stays below 0.000001.
    expect(priceDropToReach('0.6999993000001', '0.7')).toBe('0.000000');
    // A quotient of 0.1234569999999999999999… must not carry into 0.123457.
    expect(priceDropToReach('0.876543000000000000000000001', '1')).toBe('0.123456');
  });
  it('is 0 when the threshold is reached exactly or already beyond', () => {
    expect(priceDropToReach('0.7', '0.7')).toBe('0');
    expect(priceDropToReach('0.95', '0.8')).toBe('0');
  });
  it('is 0 for a non-positive threshold rather than dividing by zero', () => {
    expect(priceDropToReach('0.5', '0')).toBe('0');
  });
  it('is 1 with no loan at all', () => {
    expect(priceDropToReach('0', '0.7')).toBe('1.000000');
  });
});

describe('classifyLtv', () => {
  it('uses ≥ at every threshold', () => {
    expect(classifyLtv('0.64999999', thresholds)).toBe('ok');
    expect(classifyLtv('0.65', thresholds)).toBe('warning');
    expect(classifyLtv('0.69999999', thresholds)).toBe('warning');
    expect(classifyLtv('0.7', thresholds)).toBe('margin-call');
    expect(classifyLtv('0.7999', thresholds)).toBe('margin-call');
    expect(classifyLtv('0.8', thresholds)).toBe('liquidation');
    expect(classifyLtv('1.3', thresholds)).toBe('liquidation');
  });
  it('honours the warning margin given', () => {
    expect(classifyLtv('0.61', { ...thresholds, warnMargin: '0.1' })).toBe('warning');
    expect(classifyLtv('0.69', { ...thresholds, warnMargin: '0' })).toBe('ok');
  });
});

describe('ltvMetrics', () => {
  it('gives the desk row of a portfolio below both thresholds', () => {
    expect(ltvMetrics('0.6512', thresholds)).toEqual({
      currentLtv: '0.6512',
      smLtv: '0.7',
      hmLtv: '0.8',
      state: 'warning',
      ltvToMarginCall: '0.0488',
      ltvToLiquidation: '0.1488',
      dropToMarginCall: '0.069714', // 1 − 0.6512/0.7 = 0.0697142857…
      dropToLiquidation: '0.186000',
    });
  });
  it('gives negative distances and zero drops in liquidation', () => {
    const row = ltvMetrics('0.8125', thresholds);
    expect(row).toMatchObject({
      state: 'liquidation',
      ltvToMarginCall: '-0.1125',
      ltvToLiquidation: '-0.0125',
      dropToMarginCall: '0',
      dropToLiquidation: '0',
    });
  });
});
