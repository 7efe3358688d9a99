import type { ActiveClients } from '../clients/client-pool';
import { readThrough } from '../clients/read-through';
import type { ChannelHandler } from '../feature';

/** The custody reads behind the dashboard and account details. */
export type CustodyReadChannel = 'custody.accounts' | 'custody.onchainInfo' | 'custody.portfolioValue';

/** Custody reads: accounts, an account's on-chain locations, the portfolio's value over time (outputs checked against the contract). */
export function custodyReadHandlers(clients: ActiveClients): { [C in CustodyReadChannel]: ChannelHandler<C> } {
  return {
    'custody.accounts': (input) => readThrough(clients, 'custody.listAccounts', input),
    'custody.onchainInfo': (input) => readThrough(clients, 'custody.getOnchainInfo', input),
    'custody.portfolioValue': (input) => readThrough(clients, 'custody.historicalPortfolioValue', input),
  };
}
