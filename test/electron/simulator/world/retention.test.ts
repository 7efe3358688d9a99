import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../electron/simulator/world/index';
import { HISTORY_RETENTION_MS, MAX_KEPT_REPORTS } from '../../../../electron/simulator/world/retention';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { call, DAY, makeWorld, START } from './helpers';

describe('state serialization', () => {
  it('writes the same state as plain JSON.stringify, also after changes between saves', () => {
    const test = makeWorld({ speed: 3600 });
    const plain = () => JSON.parse(JSON.stringify(test.world.snapshot())) as WorldState;
    const first = plain();
    expect(JSON.parse(test.world.serialize())).toEqual(first);
    // A wall minute at this speed: two and a half simulated days of rewards and bookings are appended.
    test.clock.advance(60 * 1000);
    test.world.advance();
    const later = JSON.parse(test.world.serialize()) as WorldState;
    expect(later).toEqual(plain());
    expect(later.rewards.length).toBeGreaterThan(first.rewards.length);
  }, 60_000);
});

describe('retention', () => {
  it('drops history older than the retention when a world is restored, keeping every balance from the cut on exact', () => {
    const test = makeWorld();
    const customer = test.customers[0]!;
    const state = JSON.parse(test.world.serialize()) as WorldState;
    // Restored 200 days later: the first 200 days of the year of history are past the retention.
    const later = START + 200 * DAY;
    const restored = createWorld({ seed: 42, speed: 1, now: () => later, restore: structuredClone(state) });
    // Read before any request advances the restored world.
    const kept = JSON.parse(restored.serialize()) as WorldState;
    const cut = later - HISTORY_RETENTION_MS;
    expect(kept.bookings.length).toBeLessThan(state.bookings.length);
    expect(kept.rewards.length).toBeLessThan(state.rewards.length);
    expect(kept.rewards.every((reward) => reward.createdOn >= cut)).toBe(true);
    expect(kept.orders.every((order) => order.createdAt >= cut || order.status === 'New')).toBe(true);
    // Every account still ends on the same balance, and its first kept booking carries the balance from before the cut.
    const lastOf = (bookings: WorldState['bookings'], accountId: number) =>
      bookings.filter((booking) => booking.accountId === accountId).at(-1);
    for (const account of kept.accounts) {
      expect(lastOf(kept.bookings, account.id)?.balanceAfter).toBe(lastOf(state.bookings, account.id)?.balanceAfter);
      const first = kept.bookings.find((booking) => booking.accountId === account.id);
      if (first && first.time < cut)
        expect(kept.bookings.filter((booking) => booking.accountId === account.id && booking.time < cut)).toEqual([
          first,
        ]);
    }
    expect(call(restored, 'custody.listAccounts', customer).length).toBeGreaterThan(0);
    // A second restore keeps what the first kept.
    const again = createWorld({ seed: 42, speed: 1, now: () => later, restore: structuredClone(kept) });
    expect((JSON.parse(again.serialize()) as WorldState).bookings.length).toBe(kept.bookings.length);
  });

  it(`keeps at most ${MAX_KEPT_REPORTS} reports in a running world`, () => {
    // Real time: a report is done 30 s after it was asked for, so the first ones are finished when the cap is reached.
    const test = makeWorld();
    const customer = test.customers[0]!;
    const today = new Date(test.clock.now).toISOString().slice(0, 10);
    for (let i = 0; i < MAX_KEPT_REPORTS + 5; i++) {
      call(test.world, 'reports.createBalanceStatement', customer, { body: { date: today, referenceCurrency: 'USD' } });
      test.clock.advance(1000);
    }
    expect((JSON.parse(test.world.serialize()) as WorldState).reports.length).toBeLessThanOrEqual(MAX_KEPT_REPORTS);
  }, 60_000);
});
