import type { Handlers } from '../../ipc/handlers/handler';
import { readThrough } from '../clients/read-through';

/** Custody reads: accounts, an account's on-chain locations, the portfolio's value over time (outputs checked against the contract). */
export const custodyReadHandlers: Handlers<'custody.accounts' | 'custody.onchainInfo' | 'custody.portfolioValue'> = {
  'custody.accounts': (input, { clients }) => readThrough(clients, 'custody.listAccounts', input),
  'custody.onchainInfo': (input, { clients }) => readThrough(clients, 'custody.getOnchainInfo', input),
  'custody.portfolioValue': (input, { clients }) => readThrough(clients, 'custody.historicalPortfolioValue', input),
};
