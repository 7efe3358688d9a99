import Big from 'big.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StakingOrderRequest } from '../../../../shared/api/schemas/staking';
import { assetPrecision } from '../../../../electron/simulator/world/market/assets';
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
  tradingAccount,
  type TestWorld,
} from './helpers';

const custodyBalance = (test: TestWorld, customer: number, accountNumber: string) =>
  call(test.world, 'custody.getAccount', customer, { params: { accountId: Number(accountNumber) } });

function product(test: TestWorld, asset: string) {
  const found = call(test.world, 'staking.listProducts', null).find((candidate) => candidate.assetSymbol === asset);
  if (!found) throw new Error(`No ${asset} product.`);
  return found;
}

function stakingAccountNumber(test: TestWorld, customer: number, asset: string): string {
  const found = call(test.world, 'staking.listAccounts', customer, { query: {} }).find(
    (account) => account.assetSymbol === asset,
  );
  if (!found) throw new Error(`No ${asset} staking account.`);
  return found.accountNumber;
}

/** Every reward matching a query, across all pages. */
function allRewards(
  test: TestWorld,
  customer: number,
  name: 'staking.listRewards' | 'staking.listRewardsV5' = 'staking.listRewards',
  query: { payoutTimeAfterInclusive?: string; payoutTimeBeforeExclusive?: string } = {},
) {
  const items = [];
  for (let page = 1; ; page++) {
    const result = call(test.world, name, customer, { query: { ...query, page, pageSize: 1000 } });
    items.push(...result.items);
    if (items.length >= result.totalCount) return items;
  }
}

const put = (test: TestWorld, customer: number, id: string, body: StakingOrderRequest) =>
  call(test.world, 'staking.putOrder', customer, { params: { id }, body });
const get = (test: TestWorld, customer: number, id: string) =>
  call(test.world, 'staking.getOrder', customer, { params: { id } });

describe('staking orders over sped-up time', () => {
  // One wall second is one simulated hour.
  const test = makeWorld({ speed: 3600 });
  const [alice = 0] = test.customers;

  it('moves an entry Open -> Processing -> Completed, moving the funds when processing starts', () => {
    const eth = tradingAccount(test.world, alice, 'ETH');
    const staking = stakingAccountNumber(test, alice, 'ETH');
    const stakedBefore = custodyBalance(test, alice, staking).balance;
    const id = randomUUID();
    expect(
      put(test, alice, id, {
        fromAccountNumber: String(eth.account).padStart(12, '0'),
        productId: product(test, 'ETH').id,
        amount: d('2.5'),
      }),
    ).toBeUndefined();
    const open = get(test, alice, id);
    expect(open.state).toBe('Open');
    expect(open.type).toBe('Entry');
    expect(open.toAccountNumber).toBe(staking);
    expect(Date.parse(open.estimatedEffectuatedTime ?? '') - Date.parse(open.createdOn)).toBe(10 * MINUTE + 72 * HOUR);

    test.clock.advance(1 * SECOND); // one simulated hour
    test.world.advance();
    const processing = get(test, alice, open.orderNumber);
    expect(processing.state).toBe('Processing');
    expect(processing.transactionReference).toMatch(/^0x[0-9a-f]{64}$/);
    expect(tradingAccount(test.world, alice, 'ETH').balance).toBe(new Big(eth.balance).minus('2.5').toFixed());
    expect(custodyBalance(test, alice, staking).balance).toBe(new Big(stakedBefore).plus('2.5').toFixed());

    test.clock.advance(72 * SECOND);
    test.world.advance();
    const completed = get(test, alice, id);
    expect(completed.state).toBe('Completed');
    expect(completed.effectuated).toBe(true);
  });

  it('moves an exit through unbonding and releases the funds to the receiving account', () => {
    const staking = stakingAccountNumber(test, alice, 'SOL');
    const sol = tradingAccount(test.world, alice, 'SOL');
    const before = custodyBalance(test, alice, staking);
    const id = randomUUID();
    put(test, alice, id, {
      fromAccountNumber: staking,
      toAccountNumber: String(sol.account).padStart(12, '0'),
      amount: d('10'),
    });
    expect(get(test, alice, id).type).toBe('Exit');
    test.clock.advance(1 * SECOND);
    test.world.advance();
    expect(get(test, alice, id).state).toBe('Processing');
    expect(custodyBalance(test, alice, staking).reserved).toBe(new Big(before.reserved).plus('10').toFixed());
    test.clock.advance(72 * SECOND);
    test.world.advance();
    expect(get(test, alice, id).state).toBe('Completed');
    const after = custodyBalance(test, alice, staking);
    expect(after.reserved).toBe(before.reserved);
    // Rewards keep arriving on the staking account meanwhile; the exit itself took exactly 10.
    const rewards = call(test.world, 'staking.listRewards', alice, {
      query: {
        accountNumber: staking,
        payoutTimeAfterInclusive: new Date(Date.parse(get(test, alice, id).createdOn)).toISOString(),
        pageSize: 1000,
      },
    }).items.filter((reward) => reward.targetAccountNumber === staking);
    const rewarded = rewards.reduce((sum, reward) => sum.plus(reward.finalAmount), new Big(0));
    expect(after.balance).toBe(new Big(before.balance).minus('10').plus(rewarded).toFixed());
    expect(tradingAccount(test.world, alice, 'SOL').balance).toBe(new Big(sol.balance).plus('10').toFixed());
  });

  it('cancels an entry whose debit account lacks the amount when it is processed', () => {
    const dot = tradingAccount(test.world, alice, 'DOT');
    const id = randomUUID();
    put(test, alice, id, {
      fromAccountNumber: String(dot.account).padStart(12, '0'),
      productId: product(test, 'DOT').id,
      amount: dot.available,
    });
    call(test.world, 'trading.placeOrder', alice, {
      body: {
        symbol: 'DOT',
        currency: 'CHF',
        transactionTime: test.clock.iso(),
        orderType: 'Market',
        timeInForce: 'GoodTillCancel',
        fromAccount: dot.account,
        clientOrderId: nextClientOrderId(),
        side: 'Sell',
        quantity: d(new Big(dot.available).div(2).round(4, Big.roundDown).toFixed()),
      },
    });
    test.clock.advance(1 * SECOND);
    test.world.advance();
    const cancelled = get(test, alice, id);
    expect(cancelled.state).toBe('Cancelled');
    expect(cancelled.externalComment).toMatch(/available/);
  });
});

describe('staking order requests', () => {
  const test = makeWorld();
  const [alice = 0, bob = 0] = test.customers;
  const eth = () => String(tradingAccount(test.world, alice, 'ETH').account).padStart(12, '0');

  it('is idempotent by id: the same body again creates nothing, another body is 409', () => {
    const id = randomUUID();
    const body = {
      fromAccountNumber: eth(),
      productId: product(test, 'ETH').id,
      amount: d('1.5'),
      externalReference: 'AB12CD34EF',
    };
    put(test, alice, id, body);
    const count = call(test.world, 'staking.listOrders', alice, { query: {} }).totalCount;
    const changes = test.changes;
    expect(put(test, alice, id.toUpperCase(), { ...body, amount: d('1.50') })).toBeUndefined();
    expect(call(test.world, 'staking.listOrders', alice, { query: {} }).totalCount).toBe(count);
    expect(test.changes).toBe(changes);
    expect(problemOf(() => put(test, alice, id, { ...body, amount: d('2') })).status).toBe(409);
    expect(problemOf(() => put(test, bob, id, body)).status).toBe(409);
    const listed = call(test.world, 'staking.listOrders', alice, { query: { externalReference: 'AB12CD34EF' } });
    expect(listed.items.map((order) => order.id)).toContain(id);
  });

  it('checks accounts, product, amount and funds with field errors', () => {
    const solProduct = product(test, 'SOL').id;
    const adaTrading = String(tradingAccount(test.world, alice, 'ADA').account).padStart(12, '0');
    const bobEth = String(tradingAccount(test.world, bob, 'ETH').account).padStart(12, '0');
    const cases: [StakingOrderRequest, string][] = [
      [{ fromAccountNumber: eth(), productId: solProduct, amount: d('1') }, 'productId'],
      [{ fromAccountNumber: bobEth, productId: product(test, 'ETH').id, amount: d('1') }, 'fromAccountNumber'],
      [{ fromAccountNumber: eth(), productId: '5f0c7f6e-0000-4000-8000-000000000000', amount: d('1') }, 'productId'],
      [{ fromAccountNumber: eth(), productId: product(test, 'ETH').id, amount: d('0.001') }, 'amount'],
      [{ fromAccountNumber: eth(), productId: product(test, 'ETH').id, amount: d('1000000') }, 'amount'],
      [{ fromAccountNumber: eth(), toAccountNumber: adaTrading, amount: d('1') }, 'toAccountNumber'],
      [
        {
          fromAccountNumber: eth(),
          toAccountNumber: String(tradingAccount(test.world, alice, 'USD').account).padStart(12, '0'),
          amount: d('1'),
        },
        'toAccountNumber',
      ],
    ];
    for (const [body, field] of cases) {
      const problem = problemOf(() => put(test, alice, randomUUID(), body));
      expect(problem.status).toBe(400);
      expect(Object.keys(problem.errors ?? {})).toEqual([field]);
    }
  });

  it('reads an order by uuid or order number, and 404 for unknown ids', () => {
    const any = call(test.world, 'staking.listOrders', alice, { query: {} }).items[0];
    if (!any) throw new Error('no staking order');
    expect(get(test, alice, any.orderNumber).id).toBe(any.id);
    expect(problemOf(() => get(test, alice, randomUUID())).status).toBe(404);
  });

  it('filters and pages the order list', () => {
    const all = call(test.world, 'staking.listOrders', alice, { query: { pageSize: 1000 } });
    expect(all.totalCount).toBe(all.items.length);
    const first = call(test.world, 'staking.listOrders', alice, { query: {} });
    expect(first).toMatchObject({ page: 1, pageSize: 10, count: 10, totalCount: all.totalCount });
    const exits = call(test.world, 'staking.listOrders', alice, {
      query: { orderType: 'Exit', states: ['Completed'], pageSize: 1000 },
    });
    expect(exits.items.length).toBe(
      all.items.filter((order) => order.type === 'Exit' && order.state === 'Completed').length,
    );
    const account = stakingAccountNumber(test, alice, 'DOT');
    const byAccount = call(test.world, 'staking.listOrders', alice, {
      query: { accountNumber: account, pageSize: 1000 },
    });
    expect(byAccount.items.length).toBeGreaterThan(0);
    expect(
      byAccount.items.every((order) => order.fromAccountNumber === account || order.toAccountNumber === account),
    ).toBe(true);
  });
});

describe('staking rewards', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it("computes every commission at the asset's precision, rounded up: finalAmount = amount - commission exactly", () => {
    const rewards = allRewards(test, alice);
    expect(rewards.length).toBeGreaterThan(1000);
    let rounded = 0;
    for (const reward of rewards) {
      const precision = assetPrecision(reward.assetSymbol);
      const exact = new Big(reward.amount).times(reward.commissionPercentage).div(100);
      expect(reward.commission).toBe(exact.round(precision, Big.roundUp).toFixed());
      expect(reward.finalAmount).toBe(new Big(reward.amount).minus(reward.commission).toFixed());
      for (const part of [reward.amount, reward.commission, reward.finalAmount])
        expect(part.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(precision);
      if (!exact.eq(reward.commission)) rounded += 1;
    }
    // The percentage often asks for more decimals than the asset has: those commissions were rounded in the service's favour.
    expect(rounded).toBeGreaterThan(0);
  });

  it('pays new rewards as simulated time passes, net of commission, to the payout account', () => {
    const before = call(test.world, 'staking.listRewards', alice, { query: {} }).totalCount;
    const ethStaking = call(test.world, 'staking.listAccounts', alice, { query: {} }).find(
      (account) => account.assetSymbol === 'ETH',
    );
    if (!ethStaking?.payoutAccount)
      throw new Error('the ETH staking account pays out to a trading account in the generated history');
    const payoutBefore = custodyBalance(test, alice, ethStaking.payoutAccount).balance;
    test.clock.advance(DAY + HOUR);
    test.world.advance();
    const newest = call(test.world, 'staking.listRewards', alice, {
      query: { accountNumber: ethStaking.accountNumber },
    }).items[0];
    expect(call(test.world, 'staking.listRewards', alice, { query: {} }).totalCount).toBeGreaterThan(before);
    expect(newest?.targetAccountNumber).toBe(ethStaking.payoutAccount);
    const paid = call(test.world, 'staking.listRewards', alice, {
      query: { accountNumber: ethStaking.payoutAccount, payoutTimeAfterInclusive: test.clock.iso(-DAY - HOUR) },
    }).items;
    expect(paid.length).toBeGreaterThan(0);
    const credited = paid.reduce((sum, reward) => sum.plus(reward.finalAmount), new Big(0));
    expect(custodyBalance(test, alice, ethStaking.payoutAccount).balance).toBe(
      new Big(payoutBefore).plus(credited).toFixed(),
    );
  });

  it('bounds the payout time: after inclusive, before exclusive, in v6 and v5', () => {
    const all = allRewards(test, alice);
    const pivot = all[20];
    if (!pivot) throw new Error('too few rewards');
    for (const name of ['staking.listRewards', 'staking.listRewardsV5'] as const) {
      const from = allRewards(test, alice, name, { payoutTimeAfterInclusive: pivot.createdOn });
      expect(from.at(-1)?.createdOn).toBe(pivot.createdOn);
      expect(from.length).toBe(all.filter((reward) => reward.createdOn >= pivot.createdOn).length);
      const before = allRewards(test, alice, name, { payoutTimeBeforeExclusive: pivot.createdOn });
      expect(before.every((reward) => reward.createdOn < pivot.createdOn)).toBe(true);
      expect(from.length + before.length).toBe(all.length);
      const page = call(test.world, name, alice, { query: { page: 3, pageSize: 5 } });
      expect(page).toMatchObject({ page: 3, pageSize: 5, count: 5, totalCount: all.length });
      expect(page.items.map((reward) => reward.id)).toEqual(all.slice(10, 15).map((reward) => reward.id));
    }
    expect(call(test.world, 'staking.getReward', alice, { params: { id: pivot.id } })).toEqual(pivot);
    expect(call(test.world, 'staking.getRewardV5', alice, { params: { id: pivot.id } })).toEqual(pivot);
  });
});

describe('staking accounts (deprecated endpoints)', () => {
  const test = makeWorld();
  const [alice = 0] = test.customers;

  it('fills reward and in-progress details only when asked', () => {
    const plain = call(test.world, 'staking.listAccounts', alice, { query: {} });
    expect(plain.every((account) => account.rewardDetails === null && account.orderDetails === null)).toBe(true);
    const full = call(test.world, 'staking.listAccounts', alice, {
      query: { includeRewards: true, includeOrdersInProgress: true },
    });
    const rewards = allRewards(test, alice);
    for (const account of full) {
      const own = rewards.filter((reward) => reward.stakingAccountNumber === account.accountNumber);
      expect(account.rewardDetails?.rewardsToDate).toBe(
        own.reduce((sum, reward) => sum.plus(reward.amount), new Big(0)).toFixed(),
      );
      expect(account.rewardDetails?.rewardsToDateAfterCommissions).toBe(
        own.reduce((sum, reward) => sum.plus(reward.finalAmount), new Big(0)).toFixed(),
      );
      expect(account.accountNumber).toMatch(/^\d{12}$/);
    }
    const pending = call(test.world, 'staking.listOrders', alice, {
      query: { states: ['Open', 'Processing'], pageSize: 1000 },
    }).items;
    const entries = full.reduce((sum, account) => sum + (account.orderDetails?.entriesInProgress.count ?? 0), 0);
    expect(entries).toBe(pending.filter((order) => order.type === 'Entry').length);
    const single = call(test.world, 'staking.getAccount', alice, {
      params: { accountNumber: full[0]?.accountNumber ?? '' },
      query: { includeRewards: true },
    });
    expect(single.rewardDetails).toEqual(full[0]?.rewardDetails);
  });

  it('sets a payout account only of the same asset and of a type the product supports', () => {
    const ada = stakingAccountNumber(test, alice, 'ADA');
    const adaTrading = String(tradingAccount(test.world, alice, 'ADA').account).padStart(12, '0');
    const set = (staking: string, payout: string) =>
      call(test.world, 'staking.setPayoutAccount', alice, {
        params: { stakingAccountNumber: staking },
        body: { payoutAccountNumber: payout },
      });
    const unsupported = problemOf(() => set(ada, adaTrading));
    expect(unsupported.status).toBe(400);
    expect(unsupported.detail).toMatch(/only to Staking/);
    const dot = stakingAccountNumber(test, alice, 'DOT');
    expect(problemOf(() => set(dot, adaTrading)).status).toBe(400);
    const dotTrading = String(tradingAccount(test.world, alice, 'DOT').account).padStart(12, '0');
    expect(set(dot, dotTrading)).toBeUndefined();
    expect(
      call(test.world, 'staking.getAccount', alice, { params: { accountNumber: dot }, query: {} }).payoutAccount,
    ).toBe(dotTrading);
    expect(problemOf(() => set('000000000001', dotTrading)).status).toBe(404);
  });

  it('lists products with their payout account types and publishes performance per operating unit', () => {
    const products = call(test.world, 'staking.listProducts', alice);
    expect(products.find((candidate) => candidate.assetSymbol === 'ADA')?.supportedPayoutAccountTypes).toEqual([
      'Staking',
    ]);
    const performance = call(test.world, 'staking.performance', null, { params: { operatingUnit: 'ch' } });
    expect(performance.assets.map((asset) => asset.assetSymbol)).toEqual(
      products.map((candidate) => candidate.assetSymbol),
    );
    expect(
      problemOf(() => call(test.world, 'staking.performance', null, { params: { operatingUnit: 'mars' } })).status,
    ).toBe(404);
  });
});
