import { describe, expect, it } from 'vitest';
import { estimateOrder } from '../../../shared/trading/estimate';
import type { EstimateDraft } from '../../../shared/trading/estimate';
import { ACCOUNTS, BOOK, BTC_CHF } from '../../renderer/trading/fixtures';

/** The ticket as it opens (the renderer's EMPTY_DRAFT, as far as an estimate reads it). */
const EMPTY_DRAFT: EstimateDraft = {
  side: 'Buy',
  orderType: 'Market',
  quantity: '',
  limitPrice: '',
  stopPrice: '',
  fromAccount: null,
  toAccount: null,
  isCommissionIncluded: false,
};

const estimate = (
  draft: Partial<EstimateDraft>,
  extra: { quotePrice?: string | null; commissionPct?: string | null } = {},
) =>
  estimateOrder({
    draft: { ...EMPTY_DRAFT, fromAccount: 1001, ...draft },
    instrument: BTC_CHF,
    book: BOOK[0],
    quotePrice: extra.quotePrice ?? null,
    commissionPct: extra.commissionPct === undefined ? '0.25' : extra.commissionPct,
    accounts: ACCOUNTS,
    cashPlaces: 2,
  });

describe('order estimate', () => {
  it('prices a market buy at the ask with commission on top, exactly', () => {
    const result = estimate({ quantity: '0.1' });
    expect(result).toMatchObject({
      price: '57010.30',
      priceSource: 'ask',
      cost: '5701.03',
      commission: '14.26', // 5701.03 * 0.0025 = 14.252575, rounded up to cents
      pays: { asset: 'CHF', amount: '5715.29' },
      receives: { asset: 'BTC', amount: '0.1' },
      fromAfter: '94284.71',
      toAfter: '2.6',
      insufficient: false,
    });
  });

  it('keeps every digit where floats would drift (0.1 + 0.2)', () => {
    const result = estimate(
      { orderType: 'Limit', quantity: '3', limitPrice: '0.1', side: 'Sell', fromAccount: 1002 },
      { commissionPct: '0' },
    );
    expect(result.cost).toBe('0.3');
    expect(result.receives.amount).toBe('0.3');
    expect(result.fromAfter).toBe('-0.5');
    expect(result.insufficient).toBe(true);
  });

  it('deducts the fee from the quantity when commission is included', () => {
    const result = estimate({ quantity: '1', isCommissionIncluded: true });
    expect(result).toMatchObject({
      commission: '0.0025',
      commissionAsset: 'BTC',
      receives: { asset: 'BTC', amount: '0.9975' },
    });
  });

  it('uses the quoted price for a quote-then-trade and says when no commission rate is known', () => {
    const result = estimate(
      { orderType: 'PreviouslyQuoted', quantity: '0.5' },
      { quotePrice: '57123.45', commissionPct: null },
    );
    expect(result).toMatchObject({
      price: '57123.45',
      priceSource: 'quote',
      cost: '28561.73',
      commission: null,
      pays: { amount: null },
    });
  });
});
