import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { findInstrument } from '../../../electron/simulator/world/market/market';
import { settle } from '../../../electron/simulator/world/trading/settlement';
import type { TradingOrder } from '../../../shared/api/schemas/orders';
import { estimateOrder } from '../../../shared/trading/estimate';
import type { Decimal } from '../../../shared/wire/decimal';
import { fillFigures } from '../../../renderer/src/trading/fill-figures';
import { EMPTY_DRAFT } from '../../../renderer/src/trading/ticket-model';
import { ACCOUNTS, BTC_CHF, order } from './fixtures';

const d = (text: string): Decimal => text as Decimal;
const PRICE = '57000.13';
const QUANTITY = '0.37';
const PCT = '0.2';

/** An order filled at PRICE as the simulator settles it; `sent`: which of its figures the answer carries. */
function filled(side: 'Buy' | 'Sell', included: boolean, sent: 'all' | 'no-amounts'): TradingOrder {
  const spec = findInstrument('BTC', 'CHF')!;
  const result = settle(spec, side, new Big(QUANTITY), new Big(PRICE), new Big(PCT), included);
  return order(1, {
    side,
    status: 'Filled',
    orderType: 'Market',
    price: null,
    quantity: d(QUANTITY),
    cumulativeQuantity: d(QUANTITY),
    leavesQuantity: d('0'),
    lastPrice: d(PRICE),
    lastQuantity: d(QUANTITY),
    commission: d(result.commission.toFixed()),
    commissionCurrency: result.commissionCurrency,
    settlementAmount: d(result.value.toFixed()),
    isCommissionIncluded: included,
    ...(sent === 'all' ? { fromAmount: d(result.fromAmount.toFixed()), toAmount: d(result.toAmount.toFixed()) } : {}),
  });
}

function reviewed(side: 'Buy' | 'Sell', included: boolean) {
  const draft = {
    ...EMPTY_DRAFT,
    side,
    orderType: 'Limit' as const,
    quantity: QUANTITY,
    limitPrice: PRICE,
    isCommissionIncluded: included,
    fromAccount: side === 'Buy' ? 1001 : 1002,
  };
  const estimate = estimateOrder({
    draft,
    instrument: BTC_CHF,
    book: undefined,
    quotePrice: null,
    commissionPct: PCT,
    accounts: ACCOUNTS,
    cashPlaces: 2,
  });
  return {
    gross: estimate.cost,
    commission: estimate.commission,
    commissionAsset: estimate.commissionAsset,
    pays: estimate.pays,
    receives: estimate.receives,
  };
}

describe("an order's money after its fill, in the review's terms", () => {
  for (const side of ['Buy', 'Sell'] as const) {
    for (const included of [false, true]) {
      for (const sent of ['all', 'no-amounts'] as const) {
        it(`${side}, fee ${included ? 'from the quantity' : 'in the currency'}, ${sent === 'all' ? 'every figure sent' : 'no from/to amounts sent'}: the figures the review estimated at the fill price`, () => {
          expect(fillFigures(filled(side, included, sent), 2)).toEqual(reviewed(side, included));
        });
      }
    }
  }

  it('nothing before a fill; a sell paid for the rest after several fills has no exact gross, and says so (null), never a guess', () => {
    expect(fillFigures(order(2, { status: 'New' }), 2)).toBeNull();
    const twoFills = { ...filled('Sell', true, 'all'), lastQuantity: d('0.17') };
    const figures = fillFigures(twoFills, 2);
    expect(figures?.gross).toBeNull();
    expect(figures?.receives.amount).toBe(twoFills.toAmount);
  });

  it('a fill without a commission: none charged, the nets are the gross', () => {
    const free = { ...filled('Sell', false, 'no-amounts'), commission: null, commissionCurrency: null };
    expect(fillFigures(free, 2)).toMatchObject({ commission: null, receives: { amount: free.settlementAmount } });
  });
});
