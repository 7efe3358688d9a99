import { MINUTE } from './clock';
import type { WorldContext } from './context';
import { PRICE_BUCKET_MS } from './market/model';
import { nextReportDue, produceReports } from './reports/lifecycle';
import { nextStakingDue, processStakingOrders } from './staking/orders';
import { nextRewardDue, payRewards } from './staking/rewards';
import { matchOrders, nextExpiry } from './trading/matching';

/** How finely resting orders watch the price while history is generated. */
export const HISTORY_RESOLUTION_MS = 60 * MINUTE;
/** Live, resting orders watch every price bucket, but one catch-up never takes more than this many steps. */
export const MAX_LIVE_STEPS = 1000;

/** Runs the world's time-based processes forward in time order. */
export interface Engine {
  /**
   * Processes everything due up to simulated time `target`: order expiry and
   * triggers, staking order progress, rewards, reports. Events are handled at
   * their own times, in time order across domains. Returns whether anything changed.
   */
  advanceTo(target: number, resolution?: number): boolean;
}

export function createEngine(context: WorldContext): Engine {
  const { state } = context.store;
  // Prices are constant within a bucket, so the book needs another look only when the bucket changed or an order expires.
  let matchedBucket = NaN;
  // With a resolution (history), resting orders look at the book once per resolution however many events fall in it:
  // looking at every event made a busy history's cost grow with events x resting orders (--scale 400: half an hour).
  let matchedAt = -Infinity;
  return {
    advanceTo(target, resolution) {
      let changed = false;
      let cursor = state.simTime;
      while (cursor < target) {
        const expiry = nextExpiry(context);
        let next = Math.min(target, expiry, nextStakingDue(context), nextRewardDue(context), nextReportDue(context));
        if (context.store.openOrders.size > 0) {
          const step = resolution ?? Math.max(PRICE_BUCKET_MS, (target - cursor) / MAX_LIVE_STEPS);
          next = Math.min(next, cursor + step);
        }
        // Anything already due is handled at the next instant; its records keep their own due times.
        const t = Math.min(target, Math.max(Math.floor(next), cursor + 1));
        const bucket = Math.floor(t / PRICE_BUCKET_MS);
        const looked = resolution !== undefined && t - matchedAt < resolution;
        if ((bucket !== matchedBucket && !looked) || expiry <= t) {
          matchedBucket = bucket;
          matchedAt = t;
          if (matchOrders(context, t)) changed = true;
        }
        if (processStakingOrders(context, t)) changed = true;
        if (payRewards(context, t)) changed = true;
        if (produceReports(context, t)) changed = true;
        cursor = t;
      }
      if (target > state.simTime) state.simTime = target;
      return changed;
    },
  };
}
