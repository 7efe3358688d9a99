import { describe, expect, it } from 'vitest';
import {
  tradingCancelInput,
  tradingOrderInput,
  tradingPlaceInput,
  tradingQuoteInput,
} from '../../../../shared/ipc/schemas/trading';

const base = {
  symbol: 'btc',
  currency: 'CHF',
  side: 'Buy',
  orderType: 'Limit',
  timeInForce: 'GoodTillCancel',
  quantity: '0.5',
  limitPrice: '20000.25',
  fromAccount: 3,
};

function issues(input: unknown): string[] {
  const parsed = tradingOrderInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('trading IPC schemas', () => {
  it('accepts a limit order, upper-casing symbols and keeping decimals as exact text', () => {
    const parsed = tradingOrderInput.parse({ ...base, quantity: '0.123456789012345678' });
    expect(parsed).toMatchObject({ symbol: 'BTC', quantity: '0.123456789012345678', limitPrice: '20000.25' });
  });

  it.each([
    [{ quantity: '0' }, 'quantity: Quantity must be greater than zero'],
    [{ quantity: '1e5' }, 'quantity: Quantity must be a number'],
    [{ quantity: '-1' }, 'quantity: Quantity must be a number'],
    [{ quantity: '1.0000000000000000001' }, 'quantity: Quantity must be a number'],
    [{ quantity: '1234567890123456' }, 'quantity: Quantity must be a number'],
    [{ limitPrice: undefined }, 'limitPrice: A limit price is required for a Limit order'],
    [
      { orderType: 'Market', timeInForce: 'ImmediateOrCancel' },
      'limitPrice: A limit price does not apply to a Market order',
    ],
    [{ orderType: 'Stop', limitPrice: undefined }, 'stopPrice: A stop price is required for a Stop order'],
    [
      { orderType: 'PreviouslyQuoted', limitPrice: undefined },
      'quoteId: A quote is required for a PreviouslyQuoted order',
    ],
    [
      { timeInForce: 'FillOrKill', expireTime: '2030-01-01T00:00:00Z' },
      'expireTime: An expiry time applies only to GoodTillCancel orders',
    ],
    [{ timeInForce: 'GoodTilDate' }, 'timeInForce: '],
    [{ expireTime: 'tomorrow' }, 'expireTime: Must be a UTC time'],
    [{ toAccount: 3 }, 'toAccount: The receiving account must differ'],
    [{ clientOrderId: '12345' }, 'clientOrderId: Must not be all digits'],
    [{ clientOrderId: 'x'.repeat(65) }, 'clientOrderId: Must be 1 to 64'],
  ])('refuses %o', (change, message) => {
    expect(issues({ ...base, ...change }).join('\n')).toContain(message);
  });

  it('accepts a PreviouslyQuoted order with its quote and a GTC order with an expiry', () => {
    expect(issues({ ...base, orderType: 'PreviouslyQuoted', limitPrice: undefined, quoteId: 12 })).toEqual([]);
    expect(issues({ ...base, expireTime: '2030-01-01T00:00:00Z' })).toEqual([]);
  });

  it('place needs a ticket uuid and a text customer; cancel names exactly one order id', () => {
    const profileId = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';
    expect(tradingPlaceInput.safeParse({ profileId, customer: 'ACME-CUS-1', ticketId: 'x', order: base }).success).toBe(
      false,
    );
    expect(
      tradingPlaceInput.safeParse({ profileId, customer: 'ACME-CUS-1', ticketId: crypto.randomUUID(), order: base })
        .success,
    ).toBe(true);
    expect(tradingCancelInput.safeParse({ profileId, customer: '1', account: 3 }).success).toBe(false);
    expect(
      tradingCancelInput.safeParse({ profileId, customer: '1', account: 3, orderId: 4, clientOrderId: 'a' }).success,
    ).toBe(false);
    expect(tradingCancelInput.safeParse({ profileId, customer: '1', account: 3, orderId: 4 }).success).toBe(true);
    expect(
      tradingQuoteInput.safeParse({
        profileId,
        customer: '1',
        symbol: 'BTC',
        currency: 'CHF',
        side: 'Sell',
        quantity: '2',
      }).success,
    ).toBe(true);
  });
});
