import type { StakingPerformance } from '../../../../shared/api/schemas/staking-rewards';
import { DAY, HOUR, iso } from '../clock';
import { big, fromFloat, text } from '../money';
import { hashUnit } from '../random';
import type { ProductRecord } from '../state';

/** Operating units whose performance data is published. */
export const OPERATING_UNITS = ['ch', 'li', 'de'] as const;

const NETWORK_STAKE: Record<string, number> = {
  ETH: 34_000_000,
  SOL: 390_000_000,
  DOT: 780_000_000,
  ADA: 22_000_000_000,
  MATIC: 3_600_000_000,
  XTZ: 690_000_000,
};

/**
 * Public staking performance of an operating unit: network figures as a
 * rewards data provider reports them next to the operator's validators. Keyed
 * by seed, unit and day, so it changes daily and is the same for everyone.
 */
export function performanceOf(
  seed: number,
  unit: number,
  products: readonly ProductRecord[],
  simNow: number,
): StakingPerformance {
  const day = Math.floor(simNow / DAY);
  return {
    operatingUnit: OPERATING_UNITS[unit] ?? 'ch',
    provider: 'StakingRewards Data',
    updatedAt: iso(Math.floor(simNow / HOUR) * HOUR),
    assets: products.map((product, index) => {
      const noise = (salt: number) => hashUnit(seed, 31, unit, index, day, salt);
      const network = Number(product.rewardRate) * (0.95 + 0.1 * noise(1));
      const operator = network * (0.97 + 0.06 * noise(2));
      return {
        assetSymbol: product.assetSymbol,
        networkRewardRate: text(fromFloat(network, 2)),
        operatorRewardRate: text(fromFloat(operator, 2)),
        operatorUptime: text(fromFloat(99.5 + 0.49 * noise(3), 2)),
        validatorCount: 4 + Math.floor(noise(4) * 60),
        totalStaked: text(
          big(Math.round((NETWORK_STAKE[product.assetSymbol] ?? 1_000_000) * (0.98 + 0.04 * noise(5)))),
        ),
      };
    }),
  };
}
