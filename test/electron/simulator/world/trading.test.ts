import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../../../shared/api/schemas/order-requests';
import type { OrderListQuery } from '../../../../shared/api/schemas/orders';
import {
  call,
  d,
  DAY,
  HOUR,
  makeWorld,
  MINUTE,
  nextClientOrderId,
  problemOf,
  SECOND,
  topOfBook,
  tradingAccount,
  type TestWorld,
} from './helpers';

function order(
  test: TestWorld,
  customer: number,
  fields: Partial<OrderRequest> & Pick<OrderRequest, 'side' | 'quantity'>,
) {
  const chf = tradingAccount(test.world, customer, 'CHF');
  const btc = tradingAccount(test.world, customer, 'BTC');
  const body: OrderRequest = {
    symbol: 'BTC',
    currency: 'CHF',
    transactionTime: test.clock.iso(),
    orderType: 'Market',
    timeInForce: 'GoodTillCancel',
    fromAccount: fields.side === 'Buy' ? chf.account : btc.account,
    clientOrderId: nextClientOrderId(),
    ...fields,
  };
  return call(test.world, 'trading.placeOrder', customer, { body });
}

const balances = (test: TestWorld, customer: number) => ({
  chf: tradingAccount(test.world, customer, 'CHF'),
  btc: tradingAccount(test.world, customer, 'BTC'),
});

/** Moves the clock in steps until the order leaves New (at most `limit`). */
function waitWhileNew(test: TestWorld, customer: number, orderId: number, step: number, limit: number) {
  for (let waited = 0; waited <= limit; waited += step) {
    test.clock.advance(step);
    test.world.advance();
    const current = call(test.world, 'trading.getOrder', customer, { params: { id: String(orderId) } });
    if (current.status !== 'New') return current;
  }
  throw new Error(`Order ${orderId} was still New after ${limit} ms.`);
}

describe('market orders', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it('buys at the ask with the commission added on top, exactly', () => {
    const before = balances(test, alice);
    const { ask } = topOfBook(test.world, 'BTC', 'CHF');
    const placed = order(test, alice, { side: 'Buy', quantity: d('0.5'), isCommissionIncluded: false });
    expect(placed.status).toBe('Filled');
    expect(placed.price).toBe(ask);
    const value = new Big(ask).times('0.5').round(2, Big.roundUp);
    const commission = value
      .times(placed.appliedCommissionPct ?? '0')
      .div(100)
      .round(2, Big.roundUp);
    expect(placed.appliedCommissionPct).toBe('0.25');
    expect(placed.commission).toBe(commission.toFixed());
    expect(placed.commissionCurrency).toBe('CHF');
    const after = balances(test, alice);
    expect(after.chf.balance).toBe(new Big(before.chf.balance).minus(value).minus(commission).toFixed());
    expect(after.btc.balance).toBe(new Big(before.btc.balance).plus('0.5').toFixed());
    expect(placed.cumulativeQuantity).toBe('0.5');
    expect(placed.leavesQuantity).toBe('0');
    expect(placed.toAccount).toBe(before.btc.account);
  });

  it('sells with the commission deducted from the quantity, exactly', () => {
    const before = balances(test, alice);
    const { bid } = topOfBook(test.world, 'BTC', 'CHF');
    const placed = order(test, alice, { side: 'Sell', quantity: d('0.4'), isCommissionIncluded: true });
    expect(placed.status).toBe('Filled');
    const fee = new Big('0.4').times('0.0025').round(8, Big.roundUp);
    expect(placed.commission).toBe(fee.toFixed());
    expect(placed.commissionCurrency).toBe('BTC');
    const proceeds = new Big('0.4').minus(fee).times(bid).round(2, Big.roundDown);
    const after = balances(test, alice);
    expect(after.btc.balance).toBe(new Big(before.btc.balance).minus('0.4').toFixed());
    expect(after.chf.balance).toBe(new Big(before.chf.balance).plus(proceeds).toFixed());
    expect(placed.toAmount).toBe(proceeds.toFixed());
  });

  it('rejects what it cannot do with status Rejected, a code and a reason, moving nothing', () => {
    const before = balances(test, alice);
    const cases: [Partial<OrderRequest> & Pick<OrderRequest, 'side' | 'quantity'>, number, RegExp][] = [
      [{ side: 'Buy', quantity: d('0.1'), transactionTime: test.clock.iso(-31 * SECOND) }, 1, /old/],
      [{ side: 'Buy', quantity: d('0.1'), transactionTime: test.clock.iso(11 * SECOND) }, 2, /future/],
      [{ side: 'Buy', quantity: d('100000') }, 3, /Insufficient funds/],
      [{ side: 'Buy', quantity: d('1'), symbol: 'DOGE' }, 4, /Unknown instrument DOGE\/CHF/],
      [{ side: 'Buy', quantity: d('1'), fromAccount: before.btc.account }, 7, /holds BTC/],
      [{ side: 'Buy', quantity: d('0.000000001') }, 8, /decimals/],
    ];
    for (const [fields, code, text] of cases) {
      const placed = order(test, alice, fields);
      expect(placed.status).toBe('Rejected');
      expect(placed.rejectionCode).toBe(code);
      expect(placed.text).toMatch(text);
      expect(placed.cumulativeQuantity).toBe('0');
    }
    expect(balances(test, alice)).toEqual(before);
  });

  it('refuses a clientOrderId the customer already used (409) and records nothing', () => {
    const placed = order(test, alice, { side: 'Buy', quantity: d('0.01') });
    const before = call(test.world, 'trading.listOrders', alice, { query: {} }).count;
    const problem = problemOf(() =>
      order(test, alice, { side: 'Buy', quantity: d('0.01'), clientOrderId: placed.clientOrderId }),
    );
    expect(problem.status).toBe(409);
    expect(call(test.world, 'trading.listOrders', alice, { query: {} }).count).toBe(before);
  });

  it('lets another customer use the same clientOrderId', () => {
    const [, bob = 0] = test.customers;
    const mine = order(test, alice, { side: 'Buy', quantity: d('0.01') });
    const theirs = order(test, bob, { side: 'Buy', quantity: d('0.01'), clientOrderId: mine.clientOrderId });
    expect(theirs.status).toBe('Filled');
  });
});

describe('resting orders', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it('reserves a limit buy, fills it at its limit once the ask reaches it and releases the reservation', () => {
    const before = balances(test, alice);
    const { ask } = topOfBook(test.world, 'BTC', 'CHF');
    const limit = new Big(ask).times('0.997').round(2, Big.roundDown);
    const placed = order(test, alice, {
      side: 'Buy',
      quantity: d('0.2'),
      orderType: 'Limit',
      limitPrice: d(limit.toFixed()),
    });
    expect(placed.status).toBe('New');
    const reservation = limit.times('0.2').round(2, Big.roundUp);
    const reserved = reservation.plus(reservation.times('0.0025').round(2, Big.roundUp));
    const resting = balances(test, alice);
    expect(resting.chf.reserved).toBe(new Big(before.chf.reserved).plus(reserved).toFixed());
    expect(resting.chf.available).toBe(new Big(before.chf.available).minus(reserved).toFixed());
    expect(
      call(test.world, 'trading.listOrders', alice, { query: { scope: 'Open' } }).content.map((o) => o.orderId),
    ).toContain(placed.orderId);

    const filled = waitWhileNew(test, alice, placed.orderId, HOUR, 60 * DAY);
    expect(filled.status).toBe('Filled');
    expect(filled.lastPrice).toBe(limit.toFixed());
    const after = balances(test, alice);
    expect(after.chf.reserved).toBe(before.chf.reserved);
    expect(new Big(after.chf.balance).minus(before.chf.balance).toFixed()).toBe(reserved.neg().toFixed());
  });

  it('triggers a stop sell once the bid falls to the stop and fills it at the market', () => {
    const before = balances(test, alice);
    const { bid } = topOfBook(test.world, 'BTC', 'CHF');
    const stop = new Big(bid).times('0.995').round(2, Big.roundDown);
    const placed = order(test, alice, {
      side: 'Sell',
      quantity: d('0.1'),
      orderType: 'Stop',
      stopPrice: d(stop.toFixed()),
    });
    expect(placed.status).toBe('New');
    expect(tradingAccount(test.world, alice, 'BTC').reserved).toBe(new Big(before.btc.reserved).plus('0.1').toFixed());
    const filled = waitWhileNew(test, alice, placed.orderId, HOUR, 60 * DAY);
    expect(filled.status).toBe('Filled');
    expect(new Big(filled.lastPrice ?? '0').lte(stop)).toBe(true);
    const after = balances(test, alice);
    expect(after.btc.balance).toBe(new Big(before.btc.balance).minus('0.1').toFixed());
    expect(after.chf.balance).toBe(new Big(before.chf.balance).plus(filled.toAmount ?? '0').toFixed());
  });

  it('expires a GoodTillCancel order at its expireTime and releases what it held', () => {
    const before = balances(test, alice);
    const { ask } = topOfBook(test.world, 'BTC', 'CHF');
    const limit = new Big(ask).times('0.5').round(2, Big.roundDown);
    const placed = order(test, alice, {
      side: 'Buy',
      quantity: d('0.1'),
      orderType: 'Limit',
      limitPrice: d(limit.toFixed()),
      expireTime: test.clock.iso(10 * MINUTE),
    });
    expect(placed.status).toBe('New');
    test.clock.advance(9 * MINUTE);
    test.world.advance();
    expect(call(test.world, 'trading.getOrder', alice, { params: { id: placed.clientOrderId } }).status).toBe('New');
    test.clock.advance(2 * MINUTE);
    test.world.advance();
    const expired = call(test.world, 'trading.getOrder', alice, { params: { id: placed.clientOrderId } });
    expect(expired.status).toBe('Expired');
    expect(balances(test, alice).chf.reserved).toBe(before.chf.reserved);
  });

  it('never rests ImmediateOrCancel or FillOrKill orders', () => {
    const { ask } = topOfBook(test.world, 'BTC', 'CHF');
    const far = d(new Big(ask).times('0.9').round(2, Big.roundDown).toFixed());
    const before = balances(test, alice);
    for (const timeInForce of ['ImmediateOrCancel', 'FillOrKill'] as const) {
      const placed = order(test, alice, {
        side: 'Buy',
        quantity: d('0.1'),
        orderType: 'Limit',
        limitPrice: far,
        timeInForce,
      });
      expect(placed.status).toBe('Cancelled');
      expect(placed.cumulativeQuantity).toBe('0');
    }
    expect(balances(test, alice)).toEqual(before);
    const marketable = order(test, alice, {
      side: 'Buy',
      quantity: d('0.1'),
      orderType: 'Limit',
      limitPrice: d(new Big(ask).times('1.01').round(2).toFixed()),
      timeInForce: 'ImmediateOrCancel',
    });
    expect(marketable.status).toBe('Filled');
  });

  it('cancels a resting order once: the reservation is released, a second cancel is 400', () => {
    const before = balances(test, alice);
    const { ask } = topOfBook(test.world, 'BTC', 'CHF');
    const placed = order(test, alice, {
      side: 'Buy',
      quantity: d('0.1'),
      orderType: 'Limit',
      limitPrice: d(new Big(ask).times('0.8').round(2).toFixed()),
    });
    const cancel = () =>
      call(test.world, 'trading.cancelOrder', alice, {
        body: {
          account: placed.account,
          clientOrderId: placed.clientOrderId,
          cancelRequestId: 'c-1',
          transactionTime: test.clock.iso(),
        },
      });
    const cancelled = cancel();
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.executionType).toBe('Cancelled');
    expect(balances(test, alice)).toEqual(before);
    expect(problemOf(cancel).status).toBe(400);
    const filled = order(test, alice, { side: 'Buy', quantity: d('0.01') });
    expect(
      problemOf(() =>
        call(test.world, 'trading.cancelOrder', alice, {
          body: { account: filled.account, orderId: filled.orderId, transactionTime: test.clock.iso() },
        }),
      ).status,
    ).toBe(400);
    expect(
      problemOf(() =>
        call(test.world, 'trading.cancelOrder', alice, {
          body: { account: filled.account, orderId: 1, transactionTime: test.clock.iso() },
        }),
      ).status,
    ).toBe(404);
  });
});

describe('quotes', () => {
  const test = makeWorld({ speed: 100 });
  const [alice = 0] = test.customers;
  const quote = () =>
    call(test.world, 'trading.requestQuote', alice, {
      body: { symbol: 'BTC', currency: 'CHF', side: 'Buy', quantity: d('0.25') },
    });

  it('fills a PreviouslyQuoted order at exactly the quoted price while the quote is valid, even after the market moved', () => {
    const given = quote();
    expect(Date.parse(given.validUntil) - Date.parse(given.createdAt)).toBe(15 * SECOND);
    expect(given.price).toBe(topOfBook(test.world, 'BTC', 'CHF').ask);
    test.clock.advance(14 * SECOND);
    expect(topOfBook(test.world, 'BTC', 'CHF').ask).not.toBe(given.price);
    const placed = order(test, alice, {
      side: 'Buy',
      quantity: d('0.25'),
      orderType: 'PreviouslyQuoted',
      quoteId: given.quoteId,
    });
    expect(placed.status).toBe('Filled');
    expect(placed.price).toBe(given.price);
    const reused = order(test, alice, {
      side: 'Buy',
      quantity: d('0.25'),
      orderType: 'PreviouslyQuoted',
      quoteId: given.quoteId,
    });
    expect(reused.status).toBe('Rejected');
    expect(reused.rejectionCode).toBe(6);
  });

  it('rejects an expired quote (wall clock, not simulated time) and a mismatched one', () => {
    const given = quote();
    const mismatched = order(test, alice, {
      side: 'Buy',
      quantity: d('0.3'),
      orderType: 'PreviouslyQuoted',
      quoteId: given.quoteId,
    });
    expect(mismatched.status).toBe('Rejected');
    expect(mismatched.rejectionCode).toBe(6);
    expect(mismatched.text).toMatch(/quantity/);
    test.clock.advance(16 * SECOND);
    const expired = order(test, alice, {
      side: 'Buy',
      quantity: d('0.25'),
      orderType: 'PreviouslyQuoted',
      quoteId: given.quoteId,
    });
    expect(expired.status).toBe('Rejected');
    expect(expired.rejectionCode).toBe(5);
  });

  it('refuses a quote for an unknown instrument with 400', () => {
    const problem = problemOf(() =>
      call(test.world, 'trading.requestQuote', alice, {
        body: { symbol: 'DOGE', currency: 'CHF', side: 'Buy', quantity: d('1') },
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors?.symbol).toBeDefined();
  });
});

describe('order reads', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it('finds an order by orderId first, then by clientOrderId', () => {
    const numeric = order(test, alice, { side: 'Buy', quantity: d('0.01'), clientOrderId: '777000111' });
    expect(call(test.world, 'trading.getOrder', alice, { params: { id: String(numeric.orderId) } }).orderId).toBe(
      numeric.orderId,
    );
    expect(call(test.world, 'trading.getOrder', alice, { params: { id: '777000111' } }).orderId).toBe(numeric.orderId);
    expect(
      problemOf(() => call(test.world, 'trading.getOrder', alice, { params: { id: 'no-such-order' } })).status,
    ).toBe(404);
  });

  it('filters and pages the list, counting every match', () => {
    const all = call(test.world, 'trading.listOrders', alice, { query: {} });
    expect(all.content.length).toBe(Math.min(50, all.count));
    const everything = call(test.world, 'trading.listOrders', alice, { query: { pageSize: 1000 } }).content;
    expect(everything.length).toBe(all.count);
    const times = everything.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page2 = call(test.world, 'trading.listOrders', alice, { query: { page: 2, pageSize: 7 } });
    expect(page2.content.map((o) => o.orderId)).toEqual(everything.slice(7, 14).map((o) => o.orderId));
    expect(page2.count).toBe(all.count);

    const expect_ = (query: OrderListQuery, test_: (o: (typeof everything)[number]) => boolean) => {
      const listed = call(test.world, 'trading.listOrders', alice, { query: { ...query, pageSize: 1000 } });
      const wanted = everything.filter(test_);
      expect(wanted.length).toBeGreaterThan(0);
      expect(listed.count).toBe(wanted.length);
      expect(listed.content.map((o) => o.orderId)).toEqual(wanted.map((o) => o.orderId));
    };
    expect_({ scope: 'Open' }, (o) => o.status === 'New');
    expect_({ scope: 'Closed' }, (o) => o.status !== 'New');
    expect_({ status: ['Expired', 'Cancelled'] }, (o) => o.status === 'Expired' || o.status === 'Cancelled');
    expect_({ orderTypes: ['Stop'] }, (o) => o.orderType === 'Stop');
    expect_({ symbols: ['ETH'] }, (o) => o.symbol === 'ETH');
    expect_({ symbols: ['BTC/EUR'] }, (o) => o.symbol === 'BTC' && o.currency === 'EUR');
    expect_({ side: 'Sell' }, (o) => o.side === 'Sell');
    expect_({ timeInForce: ['FillOrKill', 'ImmediateOrCancel'] }, (o) => o.timeInForce !== 'GoodTillCancel');
    const middle = everything[Math.floor(everything.length / 2)];
    const from = new Date(Date.parse(middle?.transactionTime ?? '') - 30 * DAY).toISOString();
    const to = middle?.transactionTime ?? '';
    expect_(
      { transactionTimeMin: from, transactionTimeMax: to },
      (o) => o.transactionTime >= from && o.transactionTime <= to,
    );
    const account = tradingAccount(test.world, alice, 'ETH').account;
    expect_({ account }, (o) => o.account === account || o.toAccount === account);
    expect_({ expiresTimeMin: new Date(0).toISOString() }, (o) => o.expireTime !== null && o.expireTime !== undefined);
  });
});
