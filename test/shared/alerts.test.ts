import { describe, expect, it } from 'vitest';
import { evaluateRule, movePercent, watchedPrice } from '../../shared/alerts/evaluate';
import { alertRuleInput, alertSnoozeInput } from '../../shared/alerts/rules';

const above = alertRuleInput.parse({
  kind: 'level',
  profileId: 'p',
  symbol: 'BTC',
  currency: 'CHF',
  direction: 'above',
  level: '100',
});
const below = alertRuleInput.parse({
  kind: 'level',
  profileId: 'p',
  symbol: 'BTC',
  currency: 'CHF',
  direction: 'below',
  level: '100',
  on: 'bid',
});
const move = alertRuleInput.parse({
  kind: 'move',
  profileId: 'p',
  symbol: 'ETH',
  currency: 'USD',
  percent: '5',
  window: '1h',
});

/** Feeds prices through a rule as the service would, answering when it fired. */
function run(rule: typeof above, prices: string[], reference: string | null = null): boolean[] {
  let armed = true;
  return prices.map((price) => {
    const outcome = evaluateRule(rule, armed, price, reference);
    armed = outcome?.armed ?? armed;
    return outcome?.fired ?? false;
  });
}

describe('price alert rules', () => {
  it('fire once per crossing; a price hovering at the level does not fire again until it re-arms 0.5 % away', () => {
    // 100 fires; 99.6 (within the band) keeps it disarmed; 101 again: nothing; 99.4 re-arms; 100 fires again.
    expect(run(above, ['99', '100', '99.6', '101', '99.5', '100.2', '99.49', '100'])).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(run(below, ['101', '100', '100.4', '99', '100.51', '99.9'])).toEqual([
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('a move of N % within the window fires, and re-arms below 90 % of N', () => {
    expect(movePercent('105', '100')).toBe('5');
    expect(movePercent('1', '3')).toBe('-66.666666666666666667');
    // 104.9: +4.9 %; 95: −5 % fires; 96: −4 % (< 4.5) re-arms; 95.6: −4.4 % armed, below 5; 94: −6 % fires again.
    expect(run(move, ['104.9', '95', '96', '95.6', '94'], '100')).toEqual([false, true, false, false, true]);
  });

  it('mid is (bid + ask) / 2 exactly; a missing side is no price', () => {
    expect(watchedPrice({ bid: '0.1', ask: '0.2' }, 'mid')).toBe('0.15');
    expect(watchedPrice({ bid: null, ask: '0.2' }, 'mid')).toBeNull();
    expect(watchedPrice({ bid: null, ask: '0.2' }, 'ask')).toBe('0.2');
  });

  it('bad rules are refused with the field named', () => {
    const bad = alertRuleInput.safeParse({
      kind: 'level',
      profileId: 'p',
      symbol: 'BTC',
      currency: 'CHF',
      direction: 'above',
      level: '-5',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['level']);
    expect(
      alertRuleInput.safeParse({
        kind: 'move',
        profileId: 'p',
        symbol: 'BTC',
        currency: 'CHF',
        percent: '5',
        window: '2h',
      }).success,
    ).toBe(false);
  });
});

describe('snooze spans (main checks them before the service sees them)', () => {
  it('accepts 1 h, 4 h and 24 h, or 0 to end a snooze; nothing else', () => {
    for (const minutes of [0, 60, 240, 1440])
      expect(alertSnoozeInput.safeParse({ ruleId: 'r', minutes }).success, String(minutes)).toBe(true);
    for (const minutes of [5, 61, 10_080, -60, 60.5]) {
      const parsed = alertSnoozeInput.safeParse({ ruleId: 'r', minutes });
      expect(parsed.success, String(minutes)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/60, 240, 1440 minutes/);
    }
  });
});
