import type { Handlers } from '../../ipc/handlers/handler';
import { readThrough } from '../clients/read-through';

/** The trading reads behind the desk and the dashboard's prices. */
export type TradingReadChannel = 'trading.accounts' | 'trading.configuration' | 'trading.instruments' | 'trading.marketData' | 'trading.historicMarketData' | 'trading.orders';

/** Trading reads: accounts, configuration, instruments, books now and then, orders (outputs checked against the contract). */
export const tradingReadHandlers: Handlers<TradingReadChannel> = {
  'trading.accounts': (input, { clients }) => readThrough(clients, 'trading.listAccounts', input),
  'trading.configuration': (input, { clients }) => readThrough(clients, 'trading.configuration', input),
  'trading.instruments': (input, { clients }) => readThrough(clients, 'trading.listInstruments', input),
  'trading.marketData': (input, { clients }) => readThrough(clients, 'trading.marketData', input),
  'trading.historicMarketData': (input, { clients }) => readThrough(clients, 'trading.historicMarketData', input),
  'trading.orders': (input, { clients }) => readThrough(clients, 'trading.listOrders', input),
};
