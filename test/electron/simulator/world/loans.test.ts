import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { ltvAt } from '../../../../electron/simulator/world/loans/report';
import { Market } from '../../../../electron/simulator/world/market/market';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { call, DAY, HOUR, makeWorld, problemOf, START } from './helpers';

describe('loan reports', () => {
  it('reports LTV as loans value over collateral value, as fractions with smLtv < hmLtv', () => {
    const { world, customers } = makeWorld();
    const [alice = 0, bob = 0] = customers;
    const reports = [
      ...call(world, 'loans.listBorrow', alice),
      ...call(world, 'loans.listBorrow', bob),
      ...call(world, 'loans.listLend', bob),
    ];
    expect(reports.length).toBeGreaterThanOrEqual(3);
    for (const report of reports) {
      const loans = report.loans.reduce((sum, loan) => sum.plus(loan.value), new Big(0));
      const collateral = report.collaterals.reduce((sum, item) => sum.plus(item.value), new Big(0));
      expect(report.currentLtv).toBe(loans.div(collateral).round(4, Big.roundHalfUp).toFixed());
      expect(new Big(report.smLtv).lt(report.hmLtv)).toBe(true);
      expect(new Big(report.hmLtv).lt(1)).toBe(true);
      for (const item of report.collaterals)
        expect(item.value).toBe(new Big(item.amount).times(item.price).round(2, Big.roundHalfUp).toFixed());
    }
    const single = call(world, 'loans.getBorrow', alice, { params: { portfolioNr: reports[0]?.portfolioId ?? '' } });
    expect(single).toEqual(reports[0]);
    expect(
      problemOf(() => call(world, 'loans.getBorrow', bob, { params: { portfolioNr: reports[0]?.portfolioId ?? '' } }))
        .status,
    ).toBe(404);
  });

  it('seed 42 has a portfolio near its hmLtv (within 3 points, below it)', () => {
    const { world, customers } = makeWorld({ seed: 42 });
    const near = call(world, 'loans.listBorrow', customers[0] ?? 0).find((report) => {
      const gap = new Big(report.hmLtv).minus(report.currentLtv);
      return gap.gt(0) && gap.lte('0.03');
    });
    expect(near).toBeDefined();
  });

  for (const seed of [42, 7]) {
    it(`moves a portfolio across its smLtv as collateral prices move (seed ${seed})`, () => {
      const test = makeWorld({ seed, speed: 1 });
      const [alice = 0] = test.customers;
      const state = test.world.snapshot() as WorldState;
      const watched = call(test.world, 'loans.listBorrow', alice).find((report) =>
        new Big(report.currentLtv).lt(report.smLtv),
      );
      if (!watched) throw new Error('no borrower portfolio below its smLtv');
      const portfolio = state.portfolios.find((candidate) => candidate.portfolioId === watched.portfolioId);
      if (!portfolio) throw new Error('portfolio missing from the snapshot');
      // The price model is a pure function of seed and time: find when the LTV first reaches smLtv, then look there.
      const market = new Market(state.seed, state.origin);
      let crossing = 0;
      for (let t = START; t <= START + 180 * DAY; t += HOUR) {
        if (ltvAt(market, portfolio, t).round(4, Big.roundHalfUp).gte(portfolio.smLtv)) {
          crossing = t;
          break;
        }
      }
      expect(crossing).toBeGreaterThan(START);
      test.clock.advance(crossing - START);
      const later = call(test.world, 'loans.getBorrow', alice, { params: { portfolioNr: watched.portfolioId } });
      expect(new Big(later.currentLtv).gte(later.smLtv)).toBe(true);
      expect(later.collaterals[0]?.price).not.toBe(watched.collaterals[0]?.price);
    });
  }
});
