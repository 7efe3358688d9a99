import { defineEndpoint } from '../endpoint';
import {
  custodyAccountListSchema,
  custodyAccountParams,
  custodyAccountSchema,
  historicalPortfolioValueQuery,
  historicalPortfolioValueSchema,
  onchainInfoListSchema,
  onchainInfoSchema,
} from '../schemas/custody';

/** Custody endpoints (customer-number required). */
export const custodyEndpoints = {
  'custody.listAccounts': defineEndpoint({
    title: 'List custody accounts',
    method: 'GET',
    path: '/custody/v1/Accounts',
    response: custodyAccountListSchema,
  }),
  'custody.getAccount': defineEndpoint({
    title: 'Get custody account',
    method: 'GET',
    path: '/custody/v1/Accounts/{accountId}',
    params: custodyAccountParams,
    response: custodyAccountSchema,
  }),
  'custody.listOnchainInfo': defineEndpoint({
    title: 'List on-chain information',
    method: 'GET',
    path: '/custody/v1/Accounts/OnchainInfo',
    response: onchainInfoListSchema,
  }),
  'custody.getOnchainInfo': defineEndpoint({
    title: 'Get on-chain information',
    method: 'GET',
    path: '/custody/v1/Accounts/OnchainInfo/{accountId}',
    params: custodyAccountParams,
    response: onchainInfoSchema,
  }),
  'custody.historicalPortfolioValue': defineEndpoint({
    title: 'Get historical portfolio value',
    method: 'GET',
    path: '/custody/v1/HistoricalPortfolioValue',
    query: historicalPortfolioValueQuery,
    response: historicalPortfolioValueSchema,
  }),
};
