import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../electron/simulator/world/index';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { call, d, DAY, makeWorld, nextClientOrderId, START, tradingAccount } from './helpers';

describe('snapshots', () => {
  it('restores a world that answers exactly as the original and continues its processes', () => {
    const original = makeWorld();
    const [alice = 0] = original.customers;
    const chf = tradingAccount(original.world, alice, 'CHF');
    const resting = call(original.world, 'trading.placeOrder', alice, {
      body: {
        symbol: 'BTC',
        currency: 'CHF',
        transactionTime: original.clock.iso(),
        orderType: 'Limit',
        limitPrice: d('1000'),
        timeInForce: 'GoodTillCancel',
        expireTime: original.clock.iso(2 * DAY),
        fromAccount: chf.account,
        clientOrderId: nextClientOrderId(),
        side: 'Buy',
        quantity: d('0.5'),
      },
    });
    const snapshot = JSON.parse(JSON.stringify(original.world.snapshot())) as WorldState;
    const restored = createWorld({ seed: 999, speed: 1, now: () => original.clock.now, restore: snapshot });
    expect(restored.snapshot()).toEqual(snapshot);
    expect(restored.credentials).toEqual(original.world.credentials);
    for (const world of [original.world, restored]) {
      expect(call(world, 'custody.listAccounts', alice)).toEqual(call(original.world, 'custody.listAccounts', alice));
      expect(call(world, 'trading.getOrder', alice, { params: { id: String(resting.orderId) } }).status).toBe('New');
    }
    original.clock.advance(3 * DAY);
    expect(call(restored, 'trading.getOrder', alice, { params: { id: String(resting.orderId) } }).status).toBe(
      'Expired',
    );
    expect(call(restored, 'trading.listAccounts', alice)).toEqual(call(original.world, 'trading.listAccounts', alice));
  });

  it('continues simulated time from the snapshot when it is ahead of the wall clock', () => {
    const fast = makeWorld({ speed: 100 });
    fast.clock.advance(60_000);
    fast.world.advance();
    const snapshot = fast.world.snapshot() as WorldState;
    expect(snapshot.simTime).toBe(START + 6_000_000);
    const restored = createWorld({ seed: 42, speed: 1, now: () => START + 60_000, restore: snapshot });
    expect(call(restored, 'trading.marketData', null, { query: { symbols: ['BTC'] } })).toEqual(
      call(fast.world, 'trading.marketData', null, { query: { symbols: ['BTC'] } }),
    );
  });

  it('serializes the live state to the same JSON as a snapshot, without copying it first', () => {
    const { world } = makeWorld();
    expect(JSON.parse(world.serialize())).toEqual(world.snapshot());
  });

  it('asks a quiet sped-up world to be saved about once a minute of wall time, not on every request', () => {
    const test = makeWorld({ speed: 100 });
    const reports: number[] = [];
    for (let second = 1; second <= 180; second++) {
      test.clock.advance(1_000);
      const before = test.changes;
      test.world.advance();
      if (test.changes > before) reports.push(second);
    }
    // Each wall second is 100 simulated seconds: counting quiet time in simulated time would ask every second.
    expect(reports.length).toBeLessThan(10);
    // A quiet world still reports the passing of time at least once a minute, so a restart rewinds little.
    const gaps = [
      reports[0] ?? 181,
      ...reports.slice(1).map((second, index) => second - reports[index]!),
      181 - (reports.at(-1) ?? 0),
    ];
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60);
  });

  it('refuses a corrupt snapshot with a clear error', () => {
    const good = makeWorld().world.snapshot() as WorldState;
    const restore = (mutate: (state: WorldState) => void) => () => {
      const state = structuredClone(good);
      mutate(state);
      createWorld({ seed: 1, speed: 1, restore: state });
    };
    expect(() => createWorld({ seed: 1, speed: 1, restore: 'not a world' })).toThrow(
      /Invalid simulator snapshot: expected an object/,
    );
    expect(restore((state) => Object.assign(state, { version: 99 }))).toThrow(/version 99 is not supported/);
    expect(restore((state) => void ((state.accounts[0] as { balance: string }).balance = 'lots'))).toThrow(
      /accounts\.0\.balance: Must be decimal text/,
    );
    expect(restore((state) => void state.customers.splice(0, 1))).toThrow(/unknown customer/);
    expect(
      restore((state) => void state.accounts.push({ ...(state.accounts[0] as WorldState['accounts'][number]) })),
    ).toThrow(/appears twice/);
    expect(restore((state) => void ((state as { orders?: unknown }).orders = undefined))).toThrow(/orders/);
  });
});
