import type { Ledger } from './ledger';
import type { Market } from './market/market';
import type { Store } from './store';

/** What the domain processes share. */
export interface WorldContext {
  readonly store: Store;
  readonly ledger: Ledger;
  readonly market: Market;
}

/**
 * The time of one operation: simulated time for processes and records, wall
 * time for what the caller's clock governs (transactionTime, quote validity).
 * History generation uses equal values.
 */
export interface Moment {
  readonly sim: number;
  readonly wall: number;
}

/**
 * A wall-clock instant the caller named (e.g. an expireTime) as simulated
 * time: the same distance from now, so it arrives `speed` times sooner.
 */
export function wallToSim(wall: number, moment: Moment): number {
  return Math.round(moment.sim + (wall - moment.wall));
}
