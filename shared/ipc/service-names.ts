import type { EndpointName } from '../api/catalog';

/**
 * The catalog's endpoint names as plain data, so the preload can build
 * window.api.service without bundling the catalog's schemas. The type checks
 * below fail the build when this list and the catalog disagree.
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
  'trading.placeOrder',
  'trading.listOrders',
  'trading.cancelOrder',
  'trading.getOrder',
  'trading.requestQuote',
  'staking.performance',
  'staking.listOrders',
  'staking.putOrder',
  'staking.getOrder',
  'staking.listAccounts',
  'staking.getAccount',
  'staking.setPayoutAccount',
  'staking.listProducts',
  'staking.listRewards',
  'staking.getReward',
  'staking.listRewardsV5',
  'staking.getRewardV5',
  'reports.createAccountOrdersStatement',
  'reports.getAccountOrdersStatement',
  'reports.createAccountStatement',
  'reports.getAccountStatement',
  'reports.createBalanceStatement',
  'reports.getBalanceStatement',
  'reports.createExchangeRatesStatement',
  'reports.getExchangeRatesStatement',
  'reports.createGuaranteeStatement',
  'reports.getGuaranteeStatement',
  'reports.createStakingRewardsStatement',
  'reports.getStakingRewardsStatement',
  'legacy.accountStatement',
  'legacy.accountStatementsForClient',
  'loans.listBorrow',
  'loans.getBorrow',
  'loans.listLend',
] as const satisfies readonly EndpointName[];

type Listed = (typeof serviceEndpointNames)[number];
// Every catalog endpoint is listed (the `satisfies` above checks the converse).
type Unlisted = Exclude<EndpointName, Listed>;
const everyEndpointListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEndpointListed;
