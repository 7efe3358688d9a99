import { describe, expect, it } from 'vitest';
import type { LoanState } from '../../../shared/loans';
import { isWorsening, nextState, worstState } from '../../../shared/loans';

const thresholds = { smLtv: '0.7', hmLtv: '0.8', warnMargin: '0.05' };

/** Feeds LTVs through nextState and returns every state taken. */
function run(ltvs: string[], band = '0.005'): LoanState[] {
  let state: LoanState | null = null;
  return ltvs.map((ltv) => (state = nextState(state, ltv, thresholds, band)));
}

describe('nextState', () => {
  it('enters worse states at once', () => {
    expect(run(['0.5', '0.66', '0.7', '0.8'])).toEqual(['ok', 'warning', 'margin-call', 'liquidation']);
    expect(run(['0.5', '0.85'])).toEqual(['ok', 'liquidation']);
  });
  it('does not flap while hovering at a threshold', () => {
    expect(run(['0.7001', '0.6999', '0.7', '0.6951', '0.7002'])).toEqual(Array(5).fill('margin-call'));
  });
  it('leaves a state only below threshold − band, and then re-enters it', () => {
    expect(run(['0.7', '0.6951', '0.695', '0.6949', '0.7'])).toEqual([
      'margin-call',
      'margin-call',
      'margin-call',
      'warning',
      'margin-call',
    ]);
  });
  it('steps down as far as the LTV + band allows', () => {
    expect(run(['0.85', '0.79'])).toEqual(['liquidation', 'margin-call']);
    expect(run(['0.85', '0.6'])).toEqual(['liquidation', 'ok']);
    expect(run(['0.85', '0.797'])).toEqual(['liquidation', 'liquidation']);
  });
  it('with a zero band behaves like the plain classification', () => {
    expect(run(['0.7', '0.6999', '0.7'], '0')).toEqual(['margin-call', 'warning', 'margin-call']);
  });
});

describe('isWorsening and worstState', () => {
  it('ranks the states', () => {
    expect(isWorsening('warning', 'margin-call')).toBe(true);
    expect(isWorsening('margin-call', 'warning')).toBe(false);
    expect(isWorsening('margin-call', 'margin-call')).toBe(false);
    expect(isWorsening(null, 'warning')).toBe(true);
    expect(isWorsening(null, 'ok')).toBe(false);
    expect(worstState(['ok', 'liquidation', 'warning'])).toBe('liquidation');
    expect(worstState([])).toBe('ok');
  });
});
