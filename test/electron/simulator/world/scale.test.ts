import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../electron/simulator/world/index';
import type { WorldState } from '../../../../electron/simulator/world/state';
import { makeWorld, START } from './helpers';

describe('history scale', () => {
  it('makes the generated year busier by the factor, with the same customers and accounts', () => {
    const plain = JSON.parse(makeWorld().world.serialize()) as WorldState;
    const busy = JSON.parse(
      createWorld({ seed: 42, speed: 1, now: () => START, historyScale: 3 }).serialize(),
    ) as WorldState;
    expect(busy.customers).toEqual(plain.customers);
    expect(busy.orders.length).toBeGreaterThan(2 * plain.orders.length);
    expect(busy.bookings.length).toBeGreaterThan(plain.bookings.length);
  }, 120_000);
});
