import { z } from 'zod';
import { paramsOf, queryOf, readTarget, responseOf } from './read-channel';

/** custody.accounts: the customer's custody accounts. */
export const custodyAccountsInput = z.strictObject(readTarget);
export const custodyAccountsOutput = responseOf('custody.listAccounts');

/** custody.onchainInfo: one account's on-chain locations. */
export const custodyOnchainInfoInput = z.strictObject({ ...readTarget, params: paramsOf('custody.getOnchainInfo') });
export const custodyOnchainInfoOutput = responseOf('custody.getOnchainInfo');

/** custody.portfolioValue: the portfolio's value over [from, to]. */
export const custodyPortfolioValueInput = z.strictObject({
  ...readTarget,
  query: queryOf('custody.historicalPortfolioValue'),
});
export const custodyPortfolioValueOutput = responseOf('custody.historicalPortfolioValue');
