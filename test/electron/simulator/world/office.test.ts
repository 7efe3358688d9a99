import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../../electron/simulator/contract';
import { createWorld } from '../../../../electron/simulator/world/index';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { makeWorld, START } from './helpers';

describe('an office of many customers (--customers)', () => {
  const plain = JSON.parse(makeWorld().world.serialize()) as WorldState;
  const world = createWorld({ seed: 42, speed: 1, now: () => START, customers: 50 });
  const state = JSON.parse(world.serialize()) as WorldState;
  const reach = world.credentials[0]!.customers;

  it('gives the first key N customers: the usual three, then the office', () => {
    expect(reach).toHaveLength(50);
    expect(reach.slice(0, 3)).toEqual(plain.credentials[0]!.customers);
    expect(new Set(reach).size).toBe(50);
    // The world's own four and the second key are as in the default world.
    expect(state.customers.slice(0, 4)).toEqual(plain.customers);
    expect(world.credentials[1]!.customers).toEqual(plain.credentials[1]!.customers);
    expect(reach).not.toContain(plain.customers[3]!.customerNumber);
  }, 120_000);

  it('has believable variety: currencies, sizes, staking, loans near thresholds, some that may not trade', () => {
    const office = state.customers.slice(4);
    expect(new Set(office.map((customer) => customer.referenceCurrency))).toEqual(new Set(['CHF', 'EUR', 'USD']));
    expect(office.some((customer) => customer.accessRight === 'Read Only')).toBe(true);
    expect(
      office.some(
        (customer) => customer.eligibleForTrading === false || customer.accessRight === 'Deposit & Withdrawal',
      ),
    ).toBe(true);
    const numbers = new Set(office.map((customer) => customer.customerNumber));
    expect(state.portfolios.filter((portfolio) => numbers.has(portfolio.customer)).length).toBeGreaterThan(0);
    expect(
      new Set(state.stakingOrders.filter((order) => numbers.has(order.customer)).map((order) => order.customer)).size,
    ).toBeGreaterThan(5);
    // Sizes from tiny to large: the BTC funding spans orders of magnitude.
    const btc = new Set(
      state.accounts
        .filter((account) => numbers.has(account.customer) && account.asset === 'BTC' && account.type === 'Trading')
        .map((account) => account.id),
    );
    const funded = state.bookings
      .filter((booking) => btc.has(booking.accountId) && booking.type === 'Deposit')
      .map((booking) => Number(booking.amount));
    expect(Math.max(...funded) / Math.min(...funded)).toBeGreaterThan(100);
  });

  it('lists production fields for office customers and refuses orders of those that may not trade', () => {
    const listed = world.handlers['customers.list']({ reachableCustomers: reach } as never) as {
      customerNumber: string;
      accessRight?: string;
      eligibleForTrading?: boolean;
    }[];
    expect(listed).toHaveLength(50);
    expect(listed[0]).not.toHaveProperty('accessRight');
    const readOnly = listed.find((customer) => customer.accessRight === 'Read Only')!;
    let refusal: unknown;
    try {
      world.handlers['trading.placeOrder']({ customer: Number(readOnly.customerNumber), body: {} } as never);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ProblemError);
    expect(refusal).toMatchObject({ status: 403 });
  });

  it('makes a thousand customers in seconds with a proportionate state', () => {
    const started = performance.now();
    const big = createWorld({ seed: 7, speed: 1, now: () => START, customers: 1000 }).serialize();
    expect(performance.now() - started).toBeLessThan(20_000);
    // A few kilobytes per office customer, beside the default world's year of history.
    expect(big.length - JSON.stringify(plain).length).toBeLessThan(1000 * 12_000);
  }, 60_000);
});
