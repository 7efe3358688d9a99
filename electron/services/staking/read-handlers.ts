import type { Handlers } from '../../ipc/handlers/handler';
import { readThrough } from '../clients/read-through';

/** The staking reads behind the staking view. */
export type StakingReadChannel = 'staking.products' | 'staking.orders' | 'staking.order' | 'staking.accounts' | 'staking.performance';

/** Staking reads: products, orders, one order, accounts, public performance (outputs checked against the contract). */
export const stakingReadHandlers: Handlers<StakingReadChannel> = {
  'staking.products': (input, { clients }) => readThrough(clients, 'staking.listProducts', input),
  'staking.orders': (input, { clients }) => readThrough(clients, 'staking.listOrders', input),
  'staking.order': (input, { clients }) => readThrough(clients, 'staking.getOrder', input),
  'staking.accounts': (input, { clients }) => readThrough(clients, 'staking.listAccounts', input),
  'staking.performance': (input, { clients }) => readThrough(clients, 'staking.performance', input),
};
