import type { ActiveClients } from '../clients/client-pool';
import { readThrough } from '../clients/read-through';
import type { ChannelHandler } from '../feature';

/** The staking reads behind the staking view. */
export type StakingReadChannel =
  'staking.products' | 'staking.orders' | 'staking.order' | 'staking.accounts' | 'staking.performance';

/** Staking reads: products, orders, one order, accounts, public performance (outputs checked against the contract). */
export function stakingReadHandlers(clients: ActiveClients): { [C in StakingReadChannel]: ChannelHandler<C> } {
  return {
    'staking.products': (input) => readThrough(clients, 'staking.listProducts', input),
    'staking.orders': (input) => readThrough(clients, 'staking.listOrders', input),
    'staking.order': (input) => readThrough(clients, 'staking.getOrder', input),
    'staking.accounts': (input) => readThrough(clients, 'staking.listAccounts', input),
    'staking.performance': (input) => readThrough(clients, 'staking.performance', input),
  };
}
