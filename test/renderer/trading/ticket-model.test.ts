import { describe, expect, it } from 'vitest';
import { offeredBy } from '../../../renderer/src/trading/offered';
import { EMPTY_DRAFT, orderInput, validateDraft } from '../../../renderer/src/trading/ticket-model';
import type { TicketDraft } from '../../../renderer/src/trading/ticket-model';
import { ACCOUNTS, BTC_CHF, tradingAccount } from './fixtures';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const check = (draft: Partial<TicketDraft>, accounts = ACCOUNTS) =>
  validateDraft(
    { ...EMPTY_DRAFT, fromAccount: 1001, quantity: '0.5', ...draft },
    BTC_CHF,
    accounts,
    offeredBy(null),
    NOW,
  );

describe('ticket validation', () => {
  it('accepts a complete market buy', () => {
    expect(check({})).toEqual({});
  });

  it('holds quantity to the instrument precision and minimum', () => {
    expect(check({ quantity: '0.123456789' }).quantity).toBe('The quantity takes at most 8 decimals');
    expect(check({ quantity: '0.00001' }).quantity).toBe('The smallest quantity is 0.0001 BTC');
    expect(check({ quantity: '1e3' }).quantity).toBe('The quantity must be a number such as 12.5');
    expect(check({ quantity: '0' }).quantity).toBe('The quantity must be greater than zero');
  });

  it('needs the prices the order type uses, at price precision', () => {
    expect(check({ orderType: 'Limit', limitPrice: '' }).limitPrice).toBe('Enter the limit price');
    expect(check({ orderType: 'Stop', stopPrice: '57000.001' }).stopPrice).toBe(
      'The stop price takes at most 2 decimals',
    );
    expect(check({ orderType: 'Limit', limitPrice: '57000.01' })).toEqual({});
  });

  it('refuses StopLimit where it is not offered, and an expiry in the past', () => {
    expect(check({ orderType: 'StopLimit', limitPrice: '1', stopPrice: '1' }).orderType).toMatch(/not offered/);
    expect(
      check({ orderType: 'Limit', limitPrice: '1', timeInForce: 'GoodTillCancel', expireLocal: '2020-01-01T10:00' })
        .expireLocal,
    ).toBe('The expiry must be in the future');
  });

  it('checks the paying and receiving accounts hold the right assets and may trade', () => {
    expect(check({ fromAccount: 1002 }).fromAccount).toBe('The paying account must hold CHF');
    expect(check({ side: 'Sell', fromAccount: 1002, toAccount: 1003 }).toAccount).toBe(
      'The receiving account must hold CHF',
    );
    expect(check({}, [tradingAccount(1001, 'CHF', '5', { isTradingEnabled: false })]).fromAccount).toBe(
      'This account cannot fund orders',
    );
  });
});

describe('order input', () => {
  it('carries exact text and only the fields the order type uses', () => {
    const input = orderInput(
      {
        ...EMPTY_DRAFT,
        orderType: 'Limit',
        timeInForce: 'GoodTillCancel',
        quantity: ' 0.50 ',
        limitPrice: '57000.10',
        stopPrice: '1',
        fromAccount: 1001,
        expireLocal: '',
      },
      BTC_CHF,
      null,
    );
    expect(input).toEqual({
      symbol: 'BTC',
      currency: 'CHF',
      side: 'Buy',
      orderType: 'Limit',
      timeInForce: 'GoodTillCancel',
      quantity: '0.50',
      limitPrice: '57000.10',
      fromAccount: 1001,
      isCommissionIncluded: false,
    });
    expect(
      orderInput({ ...EMPTY_DRAFT, orderType: 'PreviouslyQuoted', quantity: '1', fromAccount: 1001 }, BTC_CHF, 77)
        .quoteId,
    ).toBe(77);
  });
});
