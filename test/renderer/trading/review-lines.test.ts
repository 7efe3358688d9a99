import { describe, expect, it } from 'vitest';
import { estimateOrder } from '../../../shared/trading/estimate';
import type { TicketOrderType } from '../../../renderer/src/trading/offered';
import { reviewMoneyLines } from '../../../renderer/src/trading/review-lines';
import type { TicketDraft } from '../../../renderer/src/trading/ticket-model';
import { EMPTY_DRAFT } from '../../../renderer/src/trading/ticket-model';
import { ACCOUNTS, BOOK, BTC_CHF } from './fixtures';

const TYPES: readonly TicketOrderType[] = ['Market', 'Limit', 'Stop', 'StopLimit', 'PreviouslyQuoted'];
// The price each order type is estimated at (BOOK: bid 57,000.10 / ask 57,010.30).
const PRICE: Record<TicketOrderType, (side: 'Buy' | 'Sell') => string> = {
  Market: (side) => (side === 'Buy' ? '57010.30' : '57000.10'),
  Limit: () => '50000',
  Stop: () => '40000',
  StopLimit: () => '50000',
  PreviouslyQuoted: () => '60000',
};

function lines(side: 'Buy' | 'Sell', orderType: TicketOrderType, isCommissionIncluded: boolean) {
  const draft: TicketDraft = {
    ...EMPTY_DRAFT,
    side,
    orderType,
    quantity: '0.2',
    limitPrice: '50000',
    stopPrice: '40000',
    isCommissionIncluded,
    fromAccount: side === 'Buy' ? 1001 : 1002,
  };
  const estimate = estimateOrder({
    draft,
    instrument: BTC_CHF,
    book: BOOK[0],
    quotePrice: '60000',
    commissionPct: '0.2',
    accounts: ACCOUNTS,
    cashPlaces: 2,
  });
  return {
    estimate,
    lines: Object.fromEntries(reviewMoneyLines(draft, estimate, true, BTC_CHF).map((line) => [line.label, line])),
  };
}

describe('review money lines', () => {
  for (const orderType of TYPES) {
    it(`${orderType} buy, commission on top: cost, commission added on top, pay cost + commission in CHF, receive the quantity`, () => {
      const { estimate, lines: l } = lines('Buy', orderType, false);
      const price = PRICE[orderType]('Buy');
      expect(estimate.price).toBe(price);
      const cost = (Number(price) * 0.2).toFixed(2);
      expect(l['Cost']!.asset).toBe('CHF');
      expect(Number(l['Cost']!.amount)).toBeCloseTo(Number(cost), 2);
      expect(l['Commission']).toMatchObject({ asset: 'CHF', note: 'added on top of the cost' });
      expect(Number(l['You pay']!.amount)).toBeCloseTo(Number(cost) + Number(l['Commission']!.amount), 2);
      expect(l['You pay']!.asset).toBe('CHF');
      expect(l['You receive']).toMatchObject({ amount: '0.2', asset: 'BTC' });
      expect(l['Proceeds before commission']).toBeUndefined();
    });

    it(`${orderType} buy, commission included: the fee comes off the BTC received, not the CHF paid`, () => {
      const { lines: l } = lines('Buy', orderType, true);
      expect(l['Commission']).toMatchObject({
        amount: '0.0004',
        asset: 'BTC',
        note: 'deducted from the BTC you receive',
      });
      expect(l['You pay']).toMatchObject({ amount: l['Cost']!.amount, asset: 'CHF' });
      expect(l['You receive']).toMatchObject({ amount: '0.1996', asset: 'BTC' });
    });

    it(`${orderType} sell, commission in CHF: proceeds, commission deducted from them, sell the BTC, receive net proceeds`, () => {
      const { lines: l } = lines('Sell', orderType, false);
      const price = PRICE[orderType]('Sell');
      const proceeds = (Number(price) * 0.2).toFixed(2);
      expect(l['Cost']).toBeUndefined();
      expect(l['You pay']).toBeUndefined();
      expect(l['Proceeds before commission']!.asset).toBe('CHF');
      expect(Number(l['Proceeds before commission']!.amount)).toBeCloseTo(Number(proceeds), 2);
      expect(l['Commission']).toMatchObject({ asset: 'CHF', note: 'deducted from the proceeds' });
      expect(l['You sell']).toMatchObject({ amount: '0.2', asset: 'BTC' });
      expect(l['You receive']).toMatchObject({ asset: 'CHF', note: 'net proceeds' });
      expect(Number(l['You receive']!.amount)).toBeCloseTo(Number(proceeds) - Number(l['Commission']!.amount), 2);
      expect(Number(l['You receive']!.amount)).toBeLessThan(Number(proceeds));
    });

    it(`${orderType} sell, commission included: the fee comes off the BTC sold and the proceeds are of the rest`, () => {
      const { lines: l } = lines('Sell', orderType, true);
      const price = PRICE[orderType]('Sell');
      expect(l['Commission']).toMatchObject({
        amount: '0.0004',
        asset: 'BTC',
        note: 'deducted from the BTC you sell; you are paid for the rest',
      });
      expect(l['You sell']).toMatchObject({ amount: '0.2', asset: 'BTC' });
      expect(l['You receive']!.asset).toBe('CHF');
      expect(Number(l['You receive']!.amount)).toBeCloseTo(Number(price) * 0.1996, 1);
    });
  }

  it('says the rate is not known instead of a commission figure', () => {
    const { estimate } = lines('Sell', 'Market', false);
    const unknown = reviewMoneyLines({ side: 'Sell', isCommissionIncluded: false }, estimate, false, BTC_CHF);
    expect(unknown.find((line) => line.label === 'Commission')).toMatchObject({
      amount: null,
      note: 'rate not known yet',
    });
  });
});
