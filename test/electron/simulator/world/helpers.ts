import { z } from 'zod';
import { catalog, type Catalog, type EndpointName } from '../../../../shared/api/catalog';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../../../shared/api/endpoint';
import { asDecimal, type Decimal } from '../../../../shared/wire/decimal';
import { ProblemError, type Handler, type World } from '../../../../electron/simulator/contract';
import { createWorld } from '../../../../electron/simulator/world/index';
import type { WorldState } from '../../../../electron/simulator/world/state';

/** The wall clock every test world starts at. */
export const START = Date.parse('2026-11-01T12:00:00.000Z');
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A settable wall clock: tests move time by assignment, never by sleeping. */
export class TestClock {
  now = START;
  advance(ms: number): void {
    this.now += ms;
  }
  iso(offsetMs = 0): string {
    return new Date(this.now + offsetMs).toISOString();
  }
}

export interface TestWorld {
  readonly world: World;
  readonly clock: TestClock;
  /** Customers of the first key (first three), and the fourth that only the second key reaches. */
  readonly customers: readonly number[];
  /** Number of onChange calls so far. */
  changes: number;
}

const snapshots = new Map<number, WorldState>();

/** A new world for a seed at START; generated once per seed and file, then restored (same world, faster). */
export function makeWorld(options: { seed?: number; speed?: number } = {}): TestWorld {
  const seed = options.seed ?? 42;
  const clock = new TestClock();
  let cached = snapshots.get(seed);
  if (!cached) {
    cached = createWorld({ seed, speed: 1, now: () => START }).snapshot() as WorldState;
    snapshots.set(seed, cached);
  }
  const test: TestWorld = {
    world: undefined as unknown as World,
    clock,
    customers: [],
    changes: 0,
  };
  const world = createWorld({
    seed,
    speed: options.speed ?? 1,
    now: () => clock.now,
    restore: structuredClone(cached),
    onChange: () => void (test.changes += 1),
  });
  const [first, second] = world.credentials;
  return Object.assign(test, {
    world,
    customers: [...(first?.customers ?? []), ...(second?.customers ?? []).filter((c) => !first?.customers.includes(c))],
  });
}

type Parts<K extends EndpointName> = {
  params?: ParamsOf<Catalog[K]>;
  query?: QueryOf<Catalog[K]>;
  body?: BodyOf<Catalog[K]>;
  reachable?: readonly number[];
};

/**
 * Calls a handler as the server would after decoding: a typed RequestContext.
 * The answer is also encoded with the endpoint's response schema, so a shape
 * the server could not send fails the test.
 */
export function call<K extends EndpointName>(
  world: World,
  name: K,
  customer: number | null,
  parts: Parts<K> = {},
): ResponseOf<Catalog[K]> {
  const handler = world.handlers[name] as unknown as Handler<Catalog[K]>;
  const value = handler({
    customer,
    reachableCustomers: parts.reachable ?? (customer === null ? [] : [customer]),
    params: (parts.params ?? {}) as ParamsOf<Catalog[K]>,
    query: (parts.query ?? {}) as QueryOf<Catalog[K]>,
    body: parts.body as BodyOf<Catalog[K]>,
  });
  const response = catalog[name].response as z.ZodType | null;
  if (response !== null) z.encode(response, value);
  return value;
}

/** The ProblemError a call throws (fails when it does not throw one). */
export function problemOf(run: () => unknown): ProblemError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error('Expected a ProblemError, but the call succeeded.');
}

export const d = (text: string): Decimal => asDecimal(text);

/** The customer's trading account of an asset. */
export function tradingAccount(world: World, customer: number, asset: string) {
  const account = call(world, 'trading.listAccounts', customer).find((candidate) => candidate.assetSymbol === asset);
  if (!account) throw new Error(`Customer ${customer} has no ${asset} trading account.`);
  return account;
}

/** Top of book of an instrument now. */
export function topOfBook(world: World, symbol: string, currency: string) {
  const book = call(world, 'trading.marketData', null, { query: { symbols: [symbol], currency } })[0];
  if (!book || book.bid === null || book.ask === null) throw new Error(`No book for ${symbol}/${currency}.`);
  return { bid: book.bid, ask: book.ask };
}

let orderCounter = 0;

/** A fresh clientOrderId. */
export function nextClientOrderId(): string {
  orderCounter += 1;
  return `test-${orderCounter}`;
}
