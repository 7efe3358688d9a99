import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../../electron/simulator/world/index';
import { call, DAY, HOUR, makeWorld, problemOf, topOfBook } from './helpers';

describe('world control: price shocks', () => {
  it('moves an asset by the percent from now on, leaves history and other assets alone, and the market continues from there', () => {
    const test = makeWorld();
    const anHourAgo = new Date(test.clock.now - HOUR).toISOString();
    const history = () =>
      call(test.world, 'trading.historicMarketData', null, {
        query: { time: anHourAgo, symbols: ['BTC'], currency: 'USD' },
      });
    const historyBefore = history();
    const btc = topOfBook(test.world, 'BTC', 'USD');
    const eth = topOfBook(test.world, 'ETH', 'USD');
    const result = test.world.control.shockPrice('BTC', -30);
    expect(result).toMatchObject({ asset: 'BTC', percent: -30, at: new Date(test.clock.now).toISOString() });
    expect(new Big(result.usdAfter).div(result.usdBefore).toNumber()).toBeCloseTo(0.7, 4);
    const shocked = topOfBook(test.world, 'BTC', 'USD');
    expect(new Big(shocked.bid).div(btc.bid).toNumber()).toBeCloseTo(0.7, 3);
    expect(topOfBook(test.world, 'ETH', 'USD')).toEqual(eth);
    // Later prices keep moving, around the shocked level.
    test.clock.advance(6 * HOUR);
    const later = new Big(topOfBook(test.world, 'BTC', 'USD').bid).div(btc.bid).toNumber();
    expect(later).not.toBeCloseTo(0.7, 6);
    expect(later).toBeGreaterThan(0.5);
    expect(later).toBeLessThan(0.9);
    expect(history()).toEqual(historyBefore);
  });

  it('is kept in the snapshot, so a restarted world has the shocked price', () => {
    const test = makeWorld();
    const before = topOfBook(test.world, 'ETH', 'CHF');
    test.world.control.shockPrice('ETH', 50);
    const restored = createWorld({
      seed: 42,
      speed: 1,
      now: () => test.clock.now,
      restore: JSON.parse(test.world.serialize()),
    });
    expect(new Big(topOfBook(restored, 'ETH', 'CHF').bid).div(before.bid).toNumber()).toBeCloseTo(1.5, 3);
  });

  it('refuses unknown assets and impossible percents', () => {
    const test = makeWorld();
    expect(problemOf(() => test.world.control.shockPrice('DOGE', 10)).status).toBe(404);
    expect(problemOf(() => test.world.control.shockPrice('CHF', 10)).status).toBe(404);
    for (const percent of [-100, -150, 0, Number.NaN, 1e6])
      expect(problemOf(() => test.world.control.shockPrice('BTC', percent)).status).toBe(400);
  });
});

describe('world control: clock', () => {
  it('jumps simulated time forward and runs what became due (a report completes), never the wall clock', () => {
    const test = makeWorld();
    const customer = test.customers[0]!;
    const start = test.world.control.clock();
    const today = new Date(test.clock.now).toISOString().slice(0, 10);
    const { reportId } = call(test.world, 'reports.createBalanceStatement', customer, {
      body: { date: today, referenceCurrency: 'USD' },
    });
    const jumped = test.world.control.advanceClock(2 * HOUR);
    expect(Date.parse(jumped.simTime) - Date.parse(start.simTime)).toBe(2 * HOUR);
    expect(jumped.wallTime).toBe(start.wallTime);
    expect(call(test.world, 'reports.getBalanceStatement', customer, { params: { reportId } }).state).toBe('Completed');
  });

  it('survives a restart: the restored world does not go back in time', () => {
    const test = makeWorld();
    const jumped = test.world.control.advanceClock(3 * DAY);
    const restored = createWorld({
      seed: 42,
      speed: 1,
      now: () => test.clock.now,
      restore: JSON.parse(test.world.serialize()),
    });
    expect(restored.control.clock().simTime).toBe(jumped.simTime);
  });

  it('refuses a jump that is not forward or longer than 366 days', () => {
    const test = makeWorld();
    for (const ms of [0, -1, 1.5, 367 * DAY])
      expect(problemOf(() => test.world.control.advanceClock(ms)).status).toBe(400);
  });
});
