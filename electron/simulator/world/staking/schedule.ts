import type { ProductRecord } from '../state';

const HOUR_MS = 3_600_000;

/** Reward instants of a product are multiples of its interval since the epoch (UTC aligned), the same for every account. */
export function firstRewardTime(product: ProductRecord, after: number): number {
  const interval = product.rewardIntervalHours * HOUR_MS;
  return (Math.floor(after / interval) + 1) * interval;
}

/** Length of a product's reward period in ms. */
export function rewardInterval(product: ProductRecord): number {
  return product.rewardIntervalHours * HOUR_MS;
}
