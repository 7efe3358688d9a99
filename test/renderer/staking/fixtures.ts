/** A staking product as the service lists it (ETH, available). */
export const PRODUCT = {
  id: '3f2a0b1c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
  name: 'Ethereum Staking',
  assetSymbol: 'ETH',
  supportedPayoutAccountTypes: ['Staking', 'Trading'],
  commission: '15',
  estimatedRewardRate: '3.4',
  minimumAmount: '0.01',
  noRewardPeriodHours: 72,
  unbondingPeriodHours: 120,
  isAvailable: true,
};
