import type { EndpointName } from '../api/catalog';

/**
 * The catalog's reads (endpoint.access === 'read') as plain data, checked
 * against shared/api/catalog.ts at compile time and by a test. Read channels
 * (schemas/reads/) may answer only these, through main's readThrough; there is
 * no raw pass-through to the renderer: writes go through their features'
 * channels and raw signed requests are the `api` command's.
 */
export const serviceEndpointNames = [
  'customers.list',
  'customers.associatedClients',
  'custody.listAccounts',
  'custody.getAccount',
  'custody.listOnchainInfo',
  'custody.getOnchainInfo',
  'custody.historicalPortfolioValue',
  'trading.listAccounts',
  'trading.configuration',
  'trading.listInstruments',
  'trading.marketData',
  'trading.historicMarketData',
  'trading.legacyInstruments',
  'trading.listOrders',
  'trading.getOrder',
  'staking.performance',
  'staking.listOrders',
  'staking.getOrder',
  'staking.listAccounts',
  'staking.getAccount',
  'staking.listProducts',
  'staking.listRewards',
  'staking.getReward',
  'staking.listRewardsV5',
  'staking.getRewardV5',
  'reports.getAccountOrdersStatement',
  'reports.getAccountStatement',
  'reports.getBalanceStatement',
  'reports.getExchangeRatesStatement',
  'reports.getGuaranteeStatement',
  'reports.getStakingRewardsStatement',
  'loans.listBorrow',
  'loans.getBorrow',
  'loans.listLend',
] as const satisfies readonly EndpointName[];

/** A catalog read a read channel may answer. */
export type ReadEndpointName = (typeof serviceEndpointNames)[number];
