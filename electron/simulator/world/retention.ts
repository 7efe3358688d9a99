import { DAY } from './clock';
import type { WorldState } from './state';

/** History older than this (simulated time) is dropped when a world is restored: statements reach a year back, with a margin. */
export const HISTORY_RETENTION_MS = 400 * DAY;
/** Completed or failed reports are kept this long (simulated time) after they were ready. */
export const REPORT_RETENTION_MS = 7 * DAY;
/** At most this many reports are kept in a running world; the oldest finished ones go first. */
export const MAX_KEPT_REPORTS = 200;

const LIVE_ORDER_STATUSES = new Set<string>(['PendingNew', 'New', 'PartiallyFilled', 'PendingCancel']);

/**
 * Bounds a restored world's state (so the state file does not grow for ever):
 * bookings, rewards, finished orders and staking orders older than the
 * retention are dropped, and old finished reports. Each account keeps its last
 * booking before the cut, so every balance at or after it stays exact.
 * Changes `state` in place; run it before the state is indexed.
 */
export function applyRetention(state: WorldState, now: number): void {
  const cut = now - HISTORY_RETENTION_MS;
  const lastBefore = new Map<number, WorldState['bookings'][number]>();
  for (const booking of state.bookings) if (booking.time < cut) lastBefore.set(booking.accountId, booking);
  const carried = new Set(lastBefore.values());
  if (carried.size > 0)
    state.bookings = state.bookings.filter((booking) => booking.time >= cut || carried.has(booking));
  if (state.rewards.some((reward) => reward.createdOn < cut))
    state.rewards = state.rewards.filter((reward) => reward.createdOn >= cut);
  const live = (order: WorldState['orders'][number]) => LIVE_ORDER_STATUSES.has(order.status);
  if (state.orders.some((order) => order.createdAt < cut && !live(order))) {
    state.orders = state.orders.filter((order) => order.createdAt >= cut || live(order));
  }
  const pending = (order: WorldState['stakingOrders'][number]) =>
    order.state === 'Open' || order.state === 'Processing';
  if (state.stakingOrders.some((order) => order.createdOn < cut && !pending(order))) {
    state.stakingOrders = state.stakingOrders.filter((order) => order.createdOn >= cut || pending(order));
  }
  const reportCut = now - REPORT_RETENTION_MS;
  state.reports = state.reports.filter((report) => report.state === 'Processing' || report.readyAt >= reportCut);
}
