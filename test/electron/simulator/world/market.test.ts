import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { keyedNormal, Rng } from '../../../../electron/simulator/world/random';
import { call, DAY, HOUR, makeWorld, MINUTE, problemOf, START } from './helpers';

describe('seeded randomness', () => {
  it('repeats a sequence for a seed, continues it from a saved state and differs between seeds', () => {
    const a = Rng.from(42);
    const b = Rng.from(42);
    const first = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(first);
    const resumed = new Rng(a.state());
    expect(resumed.nextUint32()).toBe(a.nextUint32());
    expect(Rng.from(43).nextUint32()).not.toBe(first[0]);
    expect(a.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('draws keyed normals with mean 0 and variance 1', () => {
    let sum = 0;
    let squares = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const value = keyedNormal(12345, i);
      sum += value;
      squares += value * value;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.02);
  });
});

describe('market', () => {
  const test = makeWorld();

  it('lists eight assets against CHF, USD and EUR, also through the legacy read', () => {
    const instruments = call(test.world, 'trading.listInstruments', null);
    expect(new Set(instruments.map((instrument) => instrument.symbol))).toEqual(
      new Set(['BTC', 'ETH', 'SOL', 'DOT', 'ADA', 'MATIC', 'LINK', 'XTZ']),
    );
    expect(new Set(instruments.map((instrument) => instrument.currency))).toEqual(new Set(['CHF', 'USD', 'EUR']));
    expect(call(test.world, 'trading.legacyInstruments', null, { body: {} })).toEqual(instruments);
  });

  it('quotes a spread at each instrument’s precision', () => {
    const instruments = call(test.world, 'trading.listInstruments', null);
    for (const book of call(test.world, 'trading.marketData', null, { query: {} })) {
      const precision =
        instruments.find((instrument) => instrument.symbol === book.symbol && instrument.currency === book.currency)
          ?.pricePrecision ?? 0;
      expect(new Big(book.bid ?? '0').lt(book.ask ?? '0')).toBe(true);
      for (const price of [book.bid, book.ask, book.last])
        expect((price?.split('.')[1]?.length ?? 0) <= precision).toBe(true);
    }
  });

  it('answers historic market data from the same model as the live book', () => {
    const live = call(test.world, 'trading.marketData', null, { query: { symbols: ['ETH'], currency: 'EUR' } });
    const then = test.clock.iso();
    test.clock.advance(3 * HOUR);
    const later = call(test.world, 'trading.marketData', null, { query: { symbols: ['ETH'], currency: 'EUR' } });
    expect(later[0]?.bid).not.toBe(live[0]?.bid);
    const historic = call(test.world, 'trading.historicMarketData', null, {
      query: { time: then, symbols: ['ETH'], currency: 'EUR' },
    });
    expect(historic).toEqual(live);
    expect(
      problemOf(() => call(test.world, 'trading.historicMarketData', null, { query: { time: test.clock.iso(MINUTE) } }))
        .status,
    ).toBe(400);
  });

  it('answers historic market data back to the start of the history, and refuses earlier times by name', () => {
    const earliest = new Date(START - 365 * DAY).toISOString();
    const first = call(test.world, 'trading.historicMarketData', null, {
      query: { time: earliest, symbols: ['BTC'], currency: 'USD' },
    });
    expect(first).toHaveLength(1);
    for (const time of [new Date(START - 365 * DAY - 1).toISOString(), '1970-01-01T00:00:00Z']) {
      const problem = problemOf(() =>
        call(test.world, 'trading.historicMarketData', null, { query: { time, symbols: ['BTC'], currency: 'USD' } }),
      );
      expect(problem.status).toBe(400);
      expect(problem.errors).toEqual({
        time: [`time must not be before ${earliest}, the start of the market history.`],
      });
    }
  });

  it('moves prices N times faster at speed N', () => {
    const fast = makeWorld({ speed: 60 });
    fast.clock.advance(MINUTE);
    const slow = makeWorld({ speed: 1 });
    slow.clock.advance(HOUR);
    const read = (world: typeof fast.world) =>
      call(world, 'trading.marketData', null, { query: { symbols: ['BTC'], currency: 'USD' } });
    expect(read(fast.world)).toEqual(read(slow.world));
    expect(call(fast.world, 'trading.configuration', null).serverTime).toBe(new Date(START + MINUTE).toISOString());
  });
});
