import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { estimateOrder } from '../../../shared/trading/estimate';
import type { AmountTerms } from '../../../renderer/src/trading/ticket-amounts';
import { quantityForAmount, quantityForShare, resolveAmount } from '../../../renderer/src/trading/ticket-amounts';
import { BTC_CHF, tradingAccount } from './fixtures';

const CHF = tradingAccount(1001, 'CHF', '100000.00');
const BTC = tradingAccount(1002, 'BTC', '2.5');
const PRICE = '57010.30';

const terms = (
  side: 'Buy' | 'Sell',
  isCommissionIncluded: boolean,
  commissionPct: string | null = '0.25',
): AmountTerms => ({
  side,
  price: PRICE,
  instrument: BTC_CHF,
  commissionPct,
  isCommissionIncluded,
  cashPlaces: 2,
});

/** What the review would estimate for this quantity: the same function the ticket's review uses. */
function review(side: 'Buy' | 'Sell', isCommissionIncluded: boolean, quantity: string) {
  return estimateOrder({
    draft: {
      side,
      orderType: 'Limit',
      quantity,
      limitPrice: PRICE,
      stopPrice: '',
      fromAccount: side === 'Buy' ? 1001 : 1002,
      toAccount: null,
      isCommissionIncluded,
    },
    instrument: BTC_CHF,
    book: undefined,
    quotePrice: null,
    commissionPct: '0.25',
    accounts: [CHF, BTC],
    cashPlaces: 2,
  });
}

describe('25 / 50 / 100 % of the available balance', () => {
  for (const side of ['Buy', 'Sell'] as const) {
    for (const included of [false, true]) {
      for (const percent of [25, 50, 100]) {
        it(`${side} ${percent} % with the commission ${included ? 'included' : 'on top'} never asks for more than that share`, () => {
          const from = side === 'Buy' ? CHF : BTC;
          const answer = quantityForShare(percent, from, terms(side, included));
          expect(answer.quantity).not.toBeNull();
          const quantity = answer.quantity!;
          const budget = new Big(from.available).times(percent).div(100);
          const estimate = review(side, included, quantity);
          expect(new Big(estimate.pays.amount!).lte(budget)).toBe(true);
          expect(estimate.insufficient).toBe(false);
          // And it is the largest such quantity: one more step would not fit.
          const next = new Big(quantity).plus('0.00000001').toFixed();
          expect(new Big(review(side, included, next).pays.amount!).gt(budget)).toBe(true);
        });
      }
    }
  }

  it('a 100 % buy with the fee on top leaves room for it (the whole cash would be short by the fee)', () => {
    const all = quantityForShare(100, CHF, terms('Buy', false)).quantity!;
    const naive = new Big(CHF.available).div(PRICE).round(8, Big.roundDown).toFixed();
    expect(review('Buy', false, naive).insufficient).toBe(true);
    expect(all).toBe('1.7496947');
    expect(review('Buy', false, all).insufficient).toBe(false);
  });

  it('refuses a 100 % buy with the fee on top while the rate is unknown, and says why', () => {
    const answer = quantityForShare(100, CHF, terms('Buy', false, null));
    expect(answer.quantity).toBeNull();
    expect('why' in answer && answer.why).toMatch(/commission rate is not known/);
    // A share below the whole balance still fits whatever the fee: offered.
    expect(quantityForShare(50, CHF, terms('Buy', false, null)).quantity).toBe('0.8770345');
    // With the commission included no fee is added on top: 100 % works without the rate.
    expect(quantityForShare(100, CHF, terms('Buy', true, null)).quantity).toBe('1.754069');
  });

  it('needs a paying account and, for a buy, a price', () => {
    expect(quantityForShare(100, undefined, terms('Buy', true)).quantity).toBeNull();
    expect(quantityForShare(100, CHF, { ...terms('Buy', true), price: null }).quantity).toBeNull();
  });
});

describe('an amount in the quote currency', () => {
  it('500 CHF at 57,010.30 is 0.00877034 BTC, rounded down to the step, never up', () => {
    const answer = quantityForAmount('500', terms('Buy', false));
    expect(answer.quantity).toBe('0.00877034');
    expect(new Big('0.00877034').times(PRICE).lte(500)).toBe(true);
    expect(new Big('0.00877035').times(PRICE).gt(500)).toBe(true);
  });

  it('an exact amount gives the exact quantity (no float drift)', () => {
    expect(quantityForAmount('5701.03', terms('Sell', false)).quantity).toBe('0.1');
    expect(quantityForAmount('0.1', { price: '0.3', instrument: BTC_CHF }).quantity).toBe('0.33333333');
  });

  it('says why when the amount or the price is missing, or too small for one step', () => {
    expect(quantityForAmount('', terms('Buy', false))).toMatchObject({
      quantity: null,
      why: 'Enter the amount in CHF',
    });
    expect(quantityForAmount('500', { ...terms('Buy', false), price: null }).quantity).toBeNull();
    expect(quantityForAmount('0.0001', terms('Buy', false))).toMatchObject({ quantity: null });
  });

  it('resolveAmount derives the draft quantity only in amount mode', () => {
    const draft = { amountIn: 'quote' as const, quoteAmount: '500', quantity: '9' };
    expect(resolveAmount(draft, terms('Buy', false)).draft.quantity).toBe('0.00877034');
    expect(resolveAmount({ ...draft, amountIn: 'base' }, terms('Buy', false)).draft.quantity).toBe('9');
    expect(resolveAmount({ ...draft, quoteAmount: 'x' }, terms('Buy', false)).problem).toBe('Enter the amount in CHF');
  });
});
