import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/catalogue/en';
import { createTranslator } from '../../../shared/i18n/translator';
import { shockProblem, whatIfLtv } from '../../../shared/loans';

const english = createTranslator('en', 'en', messages);

const thresholds = { smLtv: '0.7', hmLtv: '0.8', warnMargin: '0.05' };
const portfolio = {
  loans: [{ value: '600000.10' }, { value: '0.20' }],
  collaterals: [
    { assetSymbol: 'BTC', value: '600000.00' },
    { assetSymbol: 'ETH', value: '400000.30' },
  ],
};

describe('whatIfLtv', () => {
  it('with no shock is the exact ratio of the values', () => {
    expect(whatIfLtv(portfolio, { uniformPct: '0' }, thresholds)).toEqual({
      loanValue: '600000.3',
      collateralValue: '1000000.3',
      ltv: '0.60000012', // 0.6000001199999640…: rounded up, never understating the risk
      state: 'ok',
    });
  });
  it('applies a uniform drop to every collateral', () => {
    const result = whatIfLtv(
      { loans: [{ value: '70' }], collaterals: [{ assetSymbol: 'BTC', value: '125' }] },
      { uniformPct: '20' },
      thresholds,
    );
    expect(result).toMatchObject({ collateralValue: '100', ltv: '0.7', state: 'margin-call' });
  });
  it('decides the state exactly at the threshold', () => {
    const one = { loans: [{ value: '80' }], collaterals: [{ assetSymbol: 'BTC', value: '100' }] };
    expect(whatIfLtv(one, { uniformPct: '0' }, thresholds).state).toBe('liquidation');
    expect(whatIfLtv({ ...one, loans: [{ value: '79.99999999999' }] }, { uniformPct: '0' }, thresholds).state).toBe(
      'margin-call',
    );
  });
  it('uses the per-asset drop where given and the uniform one elsewhere', () => {
    const result = whatIfLtv(portfolio, { uniformPct: '10', perAssetPct: { BTC: '20' } }, thresholds);
    // 600000 × 0.8 + 400000.3 × 0.9 = 840000.27; 600000.3 / 840000.27 = 0.714285841…
    expect(result.collateralValue).toBe('840000.27');
    expect(result).toMatchObject({ ltv: '0.71428585', state: 'margin-call' });
  });
  it('has no LTV once the collateral is worthless, and that is liquidation', () => {
    expect(whatIfLtv(portfolio, { uniformPct: '100' }, thresholds)).toMatchObject({ ltv: null, state: 'liquidation' });
  });
  it('refuses drops outside 0–100 % and non-numbers, naming the asset', () => {
    // The words are a catalogue message, read here in English.
    const words = (shock: Parameters<typeof shockProblem>[0]) => {
      const problem = shockProblem(shock);
      return problem === null ? null : english.format(problem);
    };
    expect(words({ uniformPct: '101' })).toBe('The price drop for all collateral must be between 0 and 100 %.');
    expect(words({ uniformPct: '5', perAssetPct: { ETH: '-1' } })).toBe(
      'The price drop for ETH must be between 0 and 100 %.',
    );
    expect(words({ uniformPct: 'ten' })).toMatch(
      /^The price change for all collateral must be a number such as 12.5\.$/,
    );
    expect(shockProblem({ uniformPct: '5', perAssetPct: { ETH: '12.5' } })).toBeNull();
    expect(() => whatIfLtv(portfolio, { uniformPct: '-5' }, thresholds)).toThrow(RangeError);
  });
});
