import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { addExact, formatExact, fractionDigits, parseExact, sumDecimals } from '../../../shared/staking/exact-decimal';
import { rewardTotals } from '../../../shared/staking/reward-totals';

describe('exact decimals', () => {
  it('parses, adds and formats without losing a digit', () => {
    expect(formatExact(addExact(parseExact('0.1'), parseExact('0.2')))).toBe('0.3');
    expect(formatExact(parseExact('1.2300'))).toBe('1.23');
    expect(formatExact(parseExact('-0.000'))).toBe('0');
    expect(formatExact(parseExact('1.5e-20'))).toBe('0.000000000000000000015');
    expect(formatExact(parseExact('12e3'))).toBe('12000');
    expect(sumDecimals(['123456789012345678.123456789012345678', '0.000000000000000001'])).toBe(
      '123456789012345678.123456789012345679',
    );
    expect(sumDecimals(['1', '-1.5'])).toBe('-0.5');
    expect(fractionDigits('1.500')).toBe(1);
    expect(() => parseExact('1,5')).toThrow(RangeError);
  });
});

describe('reward totals', () => {
  it('totals thousands of 18-decimal rewards per asset exactly (checked against big.js, and unlike floats)', () => {
    // Deterministic pseudo-random wei amounts.
    let seed = 7;
    const next = (): bigint => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return BigInt(seed);
    };
    const wei = (units: bigint): string => {
      const digits = units.toString().padStart(19, '0');
      return `${digits.slice(0, -18)}.${digits.slice(-18)}`;
    };
    const rewards = [];
    for (let index = 0; index < 5000; index++) {
      const gross = next() * 1_000_000_007n + next();
      const commission = (gross * 15n) / 100n;
      const asset = index % 5 === 0 ? 'SOL' : 'ETH';
      rewards.push({
        assetSymbol: asset,
        amount: wei(gross),
        commission: wei(commission),
        finalAmount: wei(gross - commission),
      });
    }
    const totals = rewardTotals(rewards);
    expect(totals.map((total) => [total.assetSymbol, total.count])).toEqual([
      ['ETH', 4000],
      ['SOL', 1000],
    ]);
    for (const total of totals) {
      const mine = rewards.filter((reward) => reward.assetSymbol === total.assetSymbol);
      const big = (field: 'amount' | 'commission' | 'finalAmount') =>
        mine.reduce((sum, reward) => sum.plus(reward[field]), new Big(0)).toFixed();
      expect(total.amount).toBe(big('amount'));
      expect(total.commission).toBe(big('commission'));
      expect(total.finalAmount).toBe(big('finalAmount'));
      // gross = commission + final holds to the last wei.
      expect(formatExact(addExact(parseExact(total.commission), parseExact(total.finalAmount)))).toBe(total.amount);
      const float = mine.reduce((sum, reward) => sum + Number(reward.amount), 0);
      expect(String(float)).not.toBe(total.amount);
    }
  });

  it('is empty for no rewards and keeps a single 1-wei reward', () => {
    expect(rewardTotals([])).toEqual([]);
    expect(
      rewardTotals([
        { assetSymbol: 'ETH', amount: '0.000000000000000001', commission: '0', finalAmount: '0.000000000000000001' },
      ]),
    ).toEqual([
      {
        assetSymbol: 'ETH',
        amount: '0.000000000000000001',
        commission: '0',
        finalAmount: '0.000000000000000001',
        count: 1,
      },
    ]);
  });
});
