import type { ActiveClients } from '../clients/client-pool';
import { readThrough } from '../clients/read-through';
import type { ChannelHandler } from '../feature';
import type { TradingOrder } from '../../../shared/api/schemas/orders';

/** Told of the orders a list answered for a named customer (the trading desk learns their commission rates). */
export type OrdersListed = (profileId: string, customer: string, orders: readonly TradingOrder[]) => void;

/** The trading reads behind the desk and the dashboard's prices. */
export type TradingReadChannel =
  | 'trading.accounts'
  | 'trading.configuration'
  | 'trading.instruments'
  | 'trading.marketData'
  | 'trading.historicMarketData'
  | 'trading.orders';

/** Trading reads: accounts, configuration, instruments, books now and then, orders (outputs checked against the contract). */
export function tradingReadHandlers(
  clients: ActiveClients,
  ordersListed?: OrdersListed,
): { [C in TradingReadChannel]: ChannelHandler<C> } {
  return {
    'trading.accounts': (input) => readThrough(clients, 'trading.listAccounts', input),
    'trading.configuration': (input) => readThrough(clients, 'trading.configuration', input),
    'trading.instruments': (input) => readThrough(clients, 'trading.listInstruments', input),
    'trading.marketData': (input) => readThrough(clients, 'trading.marketData', input),
    'trading.historicMarketData': (input) => readThrough(clients, 'trading.historicMarketData', input),
    'trading.orders': async (input) => {
      const list = await readThrough(clients, 'trading.listOrders', input);
      if (input.customer !== undefined) ordersListed?.(input.profileId, input.customer, list.content);
      return list;
    },
  };
}
