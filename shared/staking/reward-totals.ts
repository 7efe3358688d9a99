import type { ScaledDecimal } from './exact-decimal';
import { addExact, formatExact, parseExact } from './exact-decimal';

/** The fields of a reward the totals add up. */
export interface RewardAmounts {
  readonly assetSymbol: string;
  readonly amount: string;
  readonly commission: string;
  readonly finalAmount: string;
}

/** Exact totals of one asset's rewards: gross, commission, final, and how many. */
export interface RewardTotal {
  readonly assetSymbol: string;
  readonly amount: string;
  readonly commission: string;
  readonly finalAmount: string;
  readonly count: number;
}

interface Running {
  amount: ScaledDecimal;
  commission: ScaledDecimal;
  finalAmount: ScaledDecimal;
  count: number;
}

const ZERO: ScaledDecimal = { units: 0n, scale: 0 };

/** Totals per asset, exactly (integer arithmetic, never floats), sorted by asset symbol. */
export function rewardTotals(rewards: Iterable<RewardAmounts>): RewardTotal[] {
  const byAsset = new Map<string, Running>();
  for (const reward of rewards) {
    let running = byAsset.get(reward.assetSymbol);
    if (!running) {
      running = { amount: ZERO, commission: ZERO, finalAmount: ZERO, count: 0 };
      byAsset.set(reward.assetSymbol, running);
    }
    running.amount = addExact(running.amount, parseExact(reward.amount));
    running.commission = addExact(running.commission, parseExact(reward.commission));
    running.finalAmount = addExact(running.finalAmount, parseExact(reward.finalAmount));
    running.count += 1;
  }
  return [...byAsset.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([assetSymbol, running]) => ({
      assetSymbol,
      amount: formatExact(running.amount),
      commission: formatExact(running.commission),
      finalAmount: formatExact(running.finalAmount),
      count: running.count,
    }));
}
