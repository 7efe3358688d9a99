import type { EndpointName } from '../api/catalog';

/**
 * The endpoints the renderer may call through the raw pass-through
 * (window.api.service[...]): the catalog's reads only (endpoint.access ===
 * 'read'), as plain data so the preload can build window.api.service without
 * bundling the catalog's schemas. Writes (orders, cancels, quotes, staking
 * orders, payout account, report and legacy statement creation) go through
 * main-side feature services and their own channels. Main answers exactly
 * the catalog's reads (electron/ipc/dispatch.ts) and a test checks this list
 * against them.
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

/** A catalog read the renderer may call through window.api.service. */
export type ReadEndpointName = (typeof serviceEndpointNames)[number];
