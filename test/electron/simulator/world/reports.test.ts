import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { call, d, DAY, makeWorld, nextClientOrderId, problemOf, SECOND, START, tradingAccount } from './helpers';

const today = new Date(START).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(START - days * DAY).toISOString().slice(0, 10);

describe('asynchronous reports', () => {
  const test = makeWorld();
  const [alice = 0, bob = 0] = test.customers;
  const chf = tradingAccount(test.world, alice, 'CHF');
  const placed = call(test.world, 'trading.placeOrder', alice, {
    body: {
      symbol: 'ETH',
      currency: 'CHF',
      transactionTime: test.clock.iso(),
      orderType: 'Market',
      timeInForce: 'GoodTillCancel',
      fromAccount: chf.account,
      clientOrderId: nextClientOrderId(),
      side: 'Buy',
      quantity: d('1'),
    },
  });

  const created = {
    accountOrders: call(test.world, 'reports.createAccountOrdersStatement', alice, {
      body: { dateFrom: daysAgo(30), dateTo: today },
    }).reportId,
    account: call(test.world, 'reports.createAccountStatement', alice, {
      body: { dateFrom: daysAgo(90), dateTo: today, referenceCurrency: 'CHF' },
    }).reportId,
    balance: call(test.world, 'reports.createBalanceStatement', alice, {
      body: { date: today, referenceCurrency: 'USD' },
    }).reportId,
    exchangeRates: call(test.world, 'reports.createExchangeRatesStatement', alice, {
      body: { dateFrom: daysAgo(6), dateTo: today, referenceCurrency: 'CHF' },
    }).reportId,
    guarantee: call(test.world, 'reports.createGuaranteeStatement', alice, {
      body: { date: today, referenceCurrency: 'CHF' },
    }).reportId,
    stakingRewards: call(test.world, 'reports.createStakingRewardsStatement', alice, {
      body: { dateFrom: daysAgo(365), dateTo: today },
    }).reportId,
  };
  const read = {
    accountOrders: () =>
      call(test.world, 'reports.getAccountOrdersStatement', alice, { params: { reportId: created.accountOrders } }),
    account: () => call(test.world, 'reports.getAccountStatement', alice, { params: { reportId: created.account } }),
    balance: () => call(test.world, 'reports.getBalanceStatement', alice, { params: { reportId: created.balance } }),
    exchangeRates: () =>
      call(test.world, 'reports.getExchangeRatesStatement', alice, { params: { reportId: created.exchangeRates } }),
    guarantee: () =>
      call(test.world, 'reports.getGuaranteeStatement', alice, { params: { reportId: created.guarantee } }),
    stakingRewards: () =>
      call(test.world, 'reports.getStakingRewardsStatement', alice, { params: { reportId: created.stakingRewards } }),
  };

  it('answers Processing without data at first, Completed with data after 30 simulated seconds', () => {
    for (const reader of Object.values(read)) expect(reader()).toMatchObject({ state: 'Processing', reportData: null });
    test.clock.advance(29 * SECOND);
    expect(read.balance().state).toBe('Processing');
    test.clock.advance(2 * SECOND);
    test.world.advance();
    for (const reader of Object.values(read)) {
      const report = reader();
      expect(report.state).toBe('Completed');
      expect(report.reportData).not.toBeNull();
    }
  });

  it('derives the data from the simulated state', () => {
    const orders = read.accountOrders().reportData;
    expect(orders?.items.find((item) => item.orderId === placed.orderId)).toMatchObject({
      status: 'Filled',
      quantity: '1',
      averagePrice: placed.price,
    });

    const statement = read.account().reportData;
    const custody = call(test.world, 'custody.listAccounts', alice);
    for (const account of statement?.accounts ?? []) {
      expect(account.closingBalance).toBe(custody.find((candidate) => candidate.id === account.accountId)?.balance);
      const moved = account.movements.reduce((sum, movement) => sum.plus(movement.amount), new Big(0));
      expect(new Big(account.openingBalance).plus(moved).toFixed()).toBe(account.closingBalance);
    }
    const total = (statement?.accounts ?? []).reduce(
      (sum, account) => sum.plus(account.closingValueInReferenceCurrency),
      new Big(0),
    );
    expect(statement?.totalValueInReferenceCurrency).toBe(total.toFixed());

    const balance = read.balance().reportData;
    expect(balance?.referenceCurrency).toBe('USD');
    for (const row of balance?.balances ?? []) {
      expect(row.valueInReferenceCurrency).toBe(
        new Big(row.balance).times(row.rate).round(2, Big.roundHalfUp).toFixed(),
      );
    }

    const rates = read.exchangeRates().reportData;
    expect(new Set(rates?.rates.map((rate) => rate.date)).size).toBe(7);
    expect(rates?.rates.some((rate) => rate.assetSymbol === 'CHF')).toBe(false);

    const guarantee = read.guarantee().reportData;
    const btc = guarantee?.items.find((item) => item.assetSymbol === 'BTC');
    expect(btc?.segregatedCustodyAmount).toBe(btc?.balance);
    const covered = (guarantee?.items ?? []).filter((item) => ['CHF', 'EUR', 'USD'].includes(item.assetSymbol));
    expect(covered.some((item) => new Big(item.bankGuaranteeAmount).gt(0))).toBe(true);

    const rewards = read.stakingRewards().reportData;
    expect(rewards?.rewards.length).toBeGreaterThan(100);
    for (const total of rewards?.totals ?? []) {
      const own = (rewards?.rewards ?? []).filter((reward) => reward.assetSymbol === total.assetSymbol);
      expect(total.finalAmount).toBe(own.reduce((sum, reward) => sum.plus(reward.finalAmount), new Big(0)).toFixed());
      expect(new Big(total.amount).minus(total.commission).toFixed()).toBe(total.finalAmount);
    }
  });

  it('keeps reports to their customer and kind', () => {
    expect(
      problemOf(() => call(test.world, 'reports.getBalanceStatement', bob, { params: { reportId: created.balance } }))
        .status,
    ).toBe(404);
    expect(
      problemOf(() =>
        call(test.world, 'reports.getGuaranteeStatement', alice, { params: { reportId: created.balance } }),
      ).status,
    ).toBe(404);
  });

  it('refuses a range that ends before it starts and an unknown reference currency with 400', () => {
    const reversed = problemOf(() =>
      call(test.world, 'reports.createStakingRewardsStatement', alice, {
        body: { dateFrom: today, dateTo: daysAgo(1) },
      }),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.errors?.dateTo).toBeDefined();
    const currency = problemOf(() =>
      call(test.world, 'reports.createBalanceStatement', alice, { body: { date: today, referenceCurrency: 'XXX' } }),
    );
    expect(currency.errors?.referenceCurrency).toBeDefined();
  });
});

describe('legacy statements', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it('answers the bookings of an account between two instants with balances that add up', () => {
    const eth = tradingAccount(test.world, alice, 'ETH');
    const accountNumber = String(eth.account).padStart(12, '0');
    const statement = call(test.world, 'legacy.accountStatement', alice, {
      body: {
        accountNumber,
        dateFrom: new Date(START - 120 * DAY).toISOString(),
        dateTo: new Date(START).toISOString(),
        messageType: 'AccountStatement',
      },
    });
    expect(statement.entries.length).toBeGreaterThan(0);
    const moved = statement.entries.reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
    expect(new Big(statement.openingBalance).plus(moved).toFixed()).toBe(statement.closingBalance);
    expect(statement.closingBalance).toBe(eth.balance);
    expect(statement.entries.at(-1)?.balance).toBe(statement.closingBalance);
    expect(
      problemOf(() =>
        call(test.world, 'legacy.accountStatement', alice, {
          body: { accountNumber: '000000000001', dateFrom: test.clock.iso(-DAY), dateTo: test.clock.iso() },
        }),
      ).status,
    ).toBe(404);
  });

  it('answers one statement per account of the client', () => {
    const statements = call(test.world, 'legacy.accountStatementsForClient', alice, {
      body: { dateFrom: new Date(START - 30 * DAY).toISOString(), dateTo: new Date(START).toISOString() },
    });
    expect(statements.map((statement) => Number(statement.accountNumber)).sort()).toEqual(
      call(test.world, 'custody.listAccounts', alice)
        .map((account) => account.id)
        .sort(),
    );
  });
});
