import type { ActiveClients } from './clients/client-pool';
import type { CustodyReadChannel } from './custody/read-handlers';
import { custodyReadHandlers } from './custody/read-handlers';
import type { ChannelHandler } from './feature';
import type { LoanReadChannel } from './loans/read-handlers';
import { loanReadHandlers } from './loans/read-handlers';
import type { StakingReadChannel } from './staking/read-handlers';
import { stakingReadHandlers } from './staking/read-handlers';
import type { OrdersListed, TradingReadChannel } from './trading/read-handlers';
import { tradingReadHandlers } from './trading/read-handlers';

/** The channels answered by one catalog read each (their outputs are checked against the contract). */
export type ReadChannel = CustodyReadChannel | TradingReadChannel | StakingReadChannel | LoanReadChannel;

/**
 * Every feature's read handlers, over the active profile's client (the
 * composition root joins them with the features'); ordersListed learns from
 * the orders a list answered.
 */
export function readHandlers(
  clients: ActiveClients,
  ordersListed?: OrdersListed,
): { [C in ReadChannel]: ChannelHandler<C> } {
  return {
    ...custodyReadHandlers(clients),
    ...tradingReadHandlers(clients, ordersListed),
    ...stakingReadHandlers(clients),
    ...loanReadHandlers(clients),
  };
}
