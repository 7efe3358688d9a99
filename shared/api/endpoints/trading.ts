import { defineEndpoint } from '../endpoint';
import {
  historicMarketDataQuery,
  instrumentListSchema,
  legacyInstrumentsBody,
  marketDataListSchema,
  marketDataQuery,
  tradingAccountListSchema,
  tradingConfigurationSchema,
} from '../schemas/trading';

/** Trading reads. Market-wide data takes customer-number optionally; accounts need it. */
export const tradingEndpoints = {
  'trading.listAccounts': defineEndpoint({
    title: 'List trading accounts',
    method: 'GET',
    path: '/trading/api/v3/Accounts',
    response: tradingAccountListSchema,
  }),
  'trading.configuration': defineEndpoint({
    title: 'Get trading configuration',
    method: 'GET',
    path: '/trading/api/v3/Configuration',
    response: tradingConfigurationSchema,
    customer: 'optional',
  }),
  'trading.listInstruments': defineEndpoint({
    title: 'List instruments',
    method: 'GET',
    path: '/trading/api/v3/Instruments',
    response: instrumentListSchema,
    customer: 'optional',
  }),
  'trading.marketData': defineEndpoint({
    title: 'Get market data',
    method: 'GET',
    path: '/trading/api/v3/MarketData',
    query: marketDataQuery,
    response: marketDataListSchema,
    customer: 'optional',
  }),
  'trading.historicMarketData': defineEndpoint({
    title: 'Get historic market data',
    method: 'GET',
    path: '/trading/api/v3/MarketData/HistoricMarketData',
    query: historicMarketDataQuery,
    response: marketDataListSchema,
    customer: 'optional',
  }),
  'trading.legacyInstruments': defineEndpoint({
    title: 'List instruments (legacy)',
    method: 'POST',
    path: '/trading/api/instrument/getinstruments',
    body: legacyInstrumentsBody,
    response: instrumentListSchema,
    customer: 'optional',
    // A POST that only reads (its body is an empty object).
    access: 'read',
    idempotent: true,
  }),
};
