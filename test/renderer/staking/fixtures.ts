import type { StakingOrder } from '../../../shared/api/schemas/staking';

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

/** A staking order the service cancelled with a comment (an ETH entry). */
export const CANCELLED_ORDER: StakingOrder = {
  id: '0f8e4c1a-9b2d-4e6f-8a1b-2c3d4e5f6a7b',
  amount: '1.5' as StakingOrder['amount'],
  assetSymbol: 'ETH',
  orderNumber: 'SO1',
  fromAccountNumber: '000000000011',
  toAccountNumber: '000000000012',
  customerNumber: '100101',
  createdOn: '2026-01-01T00:00:00Z',
  estimatedEffectuatedTime: '2026-01-04T00:00:00Z',
  estimatedCompletedTime: '2026-01-04T00:00:00Z',
  effectuated: false,
  state: 'Cancelled',
  type: 'Entry',
  externalComment: 'Cancelled: not enough ETH available.',
  transactionReference: null,
};
