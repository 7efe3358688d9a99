import type { StakingProduct } from '../../../../shared/api/schemas/staking-accounts';
import type { Decimal } from '../../../../shared/wire/decimal';
import type { Rng } from '../random';
import type { AccountPurpose, ProductRecord } from '../state';

interface ProductTemplate {
  readonly assetSymbol: string;
  readonly name: string;
  readonly commission: string;
  readonly rewardRate: string;
  readonly minimumAmount: string;
  readonly noRewardPeriodHours: number;
  readonly unbondingPeriodHours: number;
  /** How often rewards are paid (the network's epoch or cycle, roughly). */
  readonly rewardIntervalHours: number;
  readonly supportedPayoutAccountTypes: readonly AccountPurpose[];
}

// Roughly how these networks behave; ADA compounds in place, so it pays only into staking accounts.
const TEMPLATES: readonly ProductTemplate[] = [
  {
    assetSymbol: 'ETH',
    name: 'Ethereum Staking',
    commission: '15',
    rewardRate: '3.4',
    minimumAmount: '0.01',
    noRewardPeriodHours: 72,
    unbondingPeriodHours: 120,
    rewardIntervalHours: 24,
    supportedPayoutAccountTypes: ['Staking', 'Trading'],
  },
  {
    assetSymbol: 'SOL',
    name: 'Solana Staking',
    commission: '8',
    rewardRate: '6.8',
    minimumAmount: '1',
    noRewardPeriodHours: 48,
    unbondingPeriodHours: 72,
    rewardIntervalHours: 48,
    supportedPayoutAccountTypes: ['Staking', 'Trading', 'Vault'],
  },
  {
    assetSymbol: 'DOT',
    name: 'Polkadot Staking',
    commission: '12.5',
    rewardRate: '12.1',
    minimumAmount: '10',
    noRewardPeriodHours: 24,
    unbondingPeriodHours: 672,
    rewardIntervalHours: 24,
    supportedPayoutAccountTypes: ['Staking', 'Trading'],
  },
  {
    assetSymbol: 'ADA',
    name: 'Cardano Staking',
    commission: '10',
    rewardRate: '2.9',
    minimumAmount: '10',
    noRewardPeriodHours: 360,
    unbondingPeriodHours: 24,
    rewardIntervalHours: 120,
    supportedPayoutAccountTypes: ['Staking'],
  },
  {
    assetSymbol: 'MATIC',
    name: 'Polygon Staking',
    commission: '10',
    rewardRate: '4.6',
    minimumAmount: '10',
    noRewardPeriodHours: 24,
    unbondingPeriodHours: 80,
    rewardIntervalHours: 24,
    supportedPayoutAccountTypes: ['Staking', 'Trading'],
  },
  {
    assetSymbol: 'XTZ',
    name: 'Tezos Staking',
    commission: '7.75',
    rewardRate: '9.5',
    minimumAmount: '1',
    noRewardPeriodHours: 72,
    unbondingPeriodHours: 96,
    rewardIntervalHours: 72,
    supportedPayoutAccountTypes: ['Staking', 'Trading', 'Vault'],
  },
];

/** The staking products of a new world (ids from the seed). */
export function generateProducts(rng: Rng): ProductRecord[] {
  return TEMPLATES.map((template) => ({
    id: rng.uuid(),
    name: template.name,
    assetSymbol: template.assetSymbol,
    supportedPayoutAccountTypes: [...template.supportedPayoutAccountTypes],
    commission: template.commission,
    rewardRate: template.rewardRate,
    minimumAmount: template.minimumAmount,
    noRewardPeriodHours: template.noRewardPeriodHours,
    unbondingPeriodHours: template.unbondingPeriodHours,
    rewardIntervalHours: template.rewardIntervalHours,
    isAvailable: true,
  }));
}

/** The product as the service answers it. */
export function productView(product: ProductRecord): StakingProduct {
  return {
    id: product.id,
    name: product.name,
    assetSymbol: product.assetSymbol,
    supportedPayoutAccountTypes: product.supportedPayoutAccountTypes,
    commission: product.commission as Decimal,
    estimatedRewardRate: product.rewardRate as Decimal,
    minimumAmount: product.minimumAmount as Decimal,
    noRewardPeriodHours: product.noRewardPeriodHours,
    unbondingPeriodHours: product.unbondingPeriodHours,
    isAvailable: product.isAvailable,
  };
}
