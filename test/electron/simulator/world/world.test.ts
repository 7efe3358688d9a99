import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../electron/simulator/world/index';
import { assetPrecision } from '../../../../electron/simulator/world/market/assets';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { call, makeWorld, problemOf, START } from './helpers';

const generate = (seed: number, now = START) =>
  createWorld({ seed, speed: 1, now: () => now }).snapshot() as WorldState;

describe('world generation', () => {
  const first = generate(42);

  it('gives the same world for the same seed and the same now', () => {
    expect(generate(42)).toEqual(first);
  });

  it('gives another world for another seed', () => {
    const other = generate(43);
    expect(other.credentials[0]?.apiSecret).not.toBe(first.credentials[0]?.apiSecret);
    expect(other.customers.map((c) => c.customerNumber)).not.toEqual(first.customers.map((c) => c.customerNumber));
    expect(other.accounts.map((a) => a.balance)).not.toEqual(first.accounts.map((a) => a.balance));
  });

  it('starts with a year of history in every domain', () => {
    const year = 365 * 24 * 3600 * 1000;
    const oldest = Math.min(...first.orders.map((order) => order.createdAt));
    expect(START - oldest).toBeGreaterThan(year - 10 * 24 * 3600 * 1000);
    const statuses = new Set(first.orders.map((order) => order.status));
    for (const status of ['Filled', 'New', 'Cancelled', 'Expired', 'Rejected'] as const)
      expect(statuses).toContain(status);
    const types = new Set(first.orders.map((order) => order.orderType));
    for (const type of ['Market', 'Limit', 'Stop', 'StopLimit', 'PreviouslyQuoted'] as const)
      expect(types).toContain(type);
    const stakingStates = new Set(first.stakingOrders.map((order) => order.state));
    for (const state of ['Open', 'Processing', 'Completed', 'Cancelled'] as const)
      expect(stakingStates).toContain(state);
    expect(new Set(first.stakingOrders.map((order) => order.type))).toEqual(new Set(['Entry', 'Exit']));
    expect(first.rewards.length).toBeGreaterThan(1000);
    expect(Math.min(...first.rewards.map((reward) => reward.createdOn))).toBeLessThan(START - 300 * 24 * 3600 * 1000);
    expect(first.portfolios.some((portfolio) => portfolio.side === 'Borrow')).toBe(true);
    expect(first.portfolios.some((portfolio) => portfolio.side === 'Lend')).toBe(true);
    expect(new Set(first.accounts.map((account) => account.type))).toEqual(new Set(['Trading', 'Staking', 'Vault']));
  });

  it('keeps the books: every balance is the sum of its bookings, reservations match what rests, nothing is negative', () => {
    const booked = new Map<number, Big>();
    for (const booking of first.bookings)
      booked.set(booking.accountId, (booked.get(booking.accountId) ?? new Big(0)).plus(booking.amount));
    const held = new Map<number, Big>();
    const hold = (id: number, amount: string) => held.set(id, (held.get(id) ?? new Big(0)).plus(amount));
    for (const order of first.orders) if (order.status === 'New') hold(order.account, order.reserved);
    for (const order of first.stakingOrders)
      if (order.type === 'Exit' && order.state === 'Processing') hold(order.fromAccountId, order.amount);
    for (const account of first.accounts) {
      expect(account.balance).toBe((booked.get(account.id) ?? new Big(0)).toFixed());
      expect(account.reserved).toBe((held.get(account.id) ?? new Big(0)).toFixed());
      expect(new Big(account.balance).gte(account.reserved)).toBe(true);
      expect(new Big(account.reserved).gte(0)).toBe(true);
    }
  });

  it("keeps every amount within its asset's precision, in the generated history and as time goes on", () => {
    const test = makeWorld({ speed: 3600 });
    test.clock.advance(30 * 24 * 1000); // thirty simulated days: each staking account is rewarded many times more
    test.world.advance();
    const state = test.world.snapshot() as WorldState;
    const decimals = (value: string) => value.split('.')[1]?.length ?? 0;
    const tooPrecise: string[] = [];
    const check = (label: string, asset: string, value: string) => {
      if (decimals(value) > assetPrecision(asset)) tooPrecise.push(`${label} ${asset} ${value}`);
    };
    for (const account of [...first.accounts, ...state.accounts]) {
      check(`account ${account.id} balance`, account.asset, account.balance);
      check(`account ${account.id} reserved`, account.asset, account.reserved);
      check(
        `account ${account.id} available`,
        account.asset,
        new Big(account.balance).minus(account.reserved).toFixed(),
      );
    }
    const newRewards = state.rewards.filter((reward) => reward.createdOn > START);
    expect(newRewards.length).toBeGreaterThan(0);
    for (const reward of [...first.rewards, ...newRewards]) {
      for (const part of ['amount', 'commission', 'finalAmount'] as const)
        check(`reward ${reward.id} ${part}`, reward.assetSymbol, reward[part]);
      expect(new Big(reward.commission).plus(reward.finalAmount).eq(reward.amount)).toBe(true);
      // The commission is never below the exact share: any rounding favours the service.
      expect(new Big(reward.commission).gte(new Big(reward.amount).times(reward.commissionPercentage).div(100))).toBe(
        true,
      );
    }
    expect(tooPrecise.slice(0, 5)).toEqual([]);
  });

  it('issues two keys: the first reaches two or more customers, the second one the first cannot', () => {
    const [key1, key2] = first.credentials;
    expect(key1?.customers.length).toBeGreaterThanOrEqual(2);
    expect(key2?.customers.some((customer) => !key1?.customers.includes(customer))).toBe(true);
    for (const credential of first.credentials) {
      expect(credential.apiSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(credential.apiKey).not.toBe(credential.apiSecret);
    }
  });

  it('refuses a speed that is not a positive number', () => {
    expect(() => createWorld({ seed: 1, speed: 0, restore: first })).toThrow(/Speed/);
  });
});

describe('customers', () => {
  const { world } = makeWorld();

  it('lists exactly the customers the calling key reaches', () => {
    const [key1, key2] = world.credentials;
    const list = call(world, 'customers.list', null, { reachable: key1?.customers ?? [] });
    expect(list.map((customer) => customer.customerNumber)).toEqual(key1?.customers.map(String));
    expect(list.every((customer) => customer.name.length > 0 && customer.referenceCurrency?.length === 3)).toBe(true);
    const associated = call(world, 'customers.associatedClients', null, { reachable: key2?.customers ?? [] });
    expect(associated.map((customer) => customer.customerNumber)).toEqual(key2?.customers.map(String));
  });
});

describe('customer isolation', () => {
  const { world, customers } = makeWorld();
  const [alice = 0, , , dave = 0] = customers;
  const daveAccount = call(world, 'custody.listAccounts', dave)[0];
  const daveOrder = call(world, 'trading.listOrders', dave, { query: {} }).content[0];
  const daveStaking = call(world, 'staking.listOrders', dave, { query: {} }).items[0];
  const daveReward = call(world, 'staking.listRewards', dave, { query: {} }).items[0];
  const daveStakingAccount = call(world, 'staking.listAccounts', dave, { query: {} })[0];

  it('answers 404 for every id of another customer', () => {
    if (!daveAccount || !daveOrder || !daveStaking || !daveReward || !daveStakingAccount)
      throw new Error('the fourth customer has no history');
    const attempts = [
      () => call(world, 'custody.getAccount', alice, { params: { accountId: daveAccount.id } }),
      () => call(world, 'custody.getOnchainInfo', alice, { params: { accountId: daveAccount.id } }),
      () => call(world, 'trading.getOrder', alice, { params: { id: String(daveOrder.orderId) } }),
      () => call(world, 'trading.getOrder', alice, { params: { id: daveOrder.clientOrderId } }),
      () => call(world, 'staking.getOrder', alice, { params: { id: daveStaking.id } }),
      () => call(world, 'staking.getOrder', alice, { params: { id: daveStaking.orderNumber } }),
      () => call(world, 'staking.getReward', alice, { params: { id: daveReward.id } }),
      () => call(world, 'staking.getRewardV5', alice, { params: { id: daveReward.id } }),
      () =>
        call(world, 'staking.getAccount', alice, {
          params: { accountNumber: daveStakingAccount.accountNumber },
          query: {},
        }),
    ];
    for (const attempt of attempts) expect(problemOf(attempt).status).toBe(404);
  });

  it('never lists another customer’s data', () => {
    const aliceAccounts = new Set(call(world, 'custody.listAccounts', alice).map((account) => account.id));
    const daveAccounts = call(world, 'custody.listAccounts', dave).map((account) => account.id);
    expect(daveAccounts.some((id) => aliceAccounts.has(id))).toBe(false);
    const orders = call(world, 'trading.listOrders', alice, { query: { pageSize: 1000 } }).content;
    expect(orders.every((order) => aliceAccounts.has(order.account))).toBe(true);
    const staking = call(world, 'staking.listOrders', alice, { query: { pageSize: 1000 } }).items;
    expect(staking.every((order) => order.customerNumber === String(alice))).toBe(true);
    const rewards = call(world, 'staking.listRewards', alice, { query: { pageSize: 1000 } }).items;
    expect(rewards.every((reward) => aliceAccounts.has(Number(reward.stakingAccountNumber)))).toBe(true);
    const loans = call(world, 'loans.listBorrow', alice);
    const daveLoans = call(world, 'loans.listLend', dave);
    expect(loans.some((loan) => daveLoans.some((other) => other.portfolioId === loan.portfolioId))).toBe(false);
  });

  it('refuses to cancel another customer’s order', () => {
    const open = call(world, 'trading.listOrders', dave, { query: { scope: 'Open' } }).content[0];
    if (!open) throw new Error('the fourth customer has no open order');
    const problem = problemOf(() =>
      call(world, 'trading.cancelOrder', alice, {
        body: { account: open.account, orderId: open.orderId, transactionTime: new Date(START).toISOString() },
      }),
    );
    expect(problem.status).toBe(404);
    expect(call(world, 'trading.getOrder', dave, { params: { id: String(open.orderId) } }).status).toBe('New');
  });
});
