import { z } from 'zod';
import { queryOf, readTarget, responseOf } from './read-channel';

/** trading.accounts: the customer's trading accounts. */
export const tradingAccountsInput = z.strictObject(readTarget);
export const tradingAccountsOutput = responseOf('trading.listAccounts');

/** trading.configuration: the order types and times in force the service offers. */
export const tradingConfigurationInput = z.strictObject(readTarget);
export const tradingConfigurationOutput = responseOf('trading.configuration');

/** trading.instruments: the tradable instruments with their precisions. */
export const tradingInstrumentsInput = z.strictObject(readTarget);
export const tradingInstrumentsOutput = responseOf('trading.listInstruments');

/** trading.marketData: top of book of every instrument. */
export const tradingMarketDataInput = z.strictObject(readTarget);
export const tradingMarketDataOutput = responseOf('trading.marketData');

/** trading.historicMarketData: the books as they were at one time. */
export const tradingHistoricMarketDataInput = z.strictObject({
  ...readTarget,
  query: queryOf('trading.historicMarketData'),
});
export const tradingHistoricMarketDataOutput = responseOf('trading.historicMarketData');

/** trading.orders: one page of the customer's orders, filtered. */
export const tradingOrdersInput = z.strictObject({ ...readTarget, query: queryOf('trading.listOrders').optional() });
export const tradingOrdersOutput = responseOf('trading.listOrders');
