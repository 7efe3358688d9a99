import type { ActiveClients } from '../clients/client-pool';
import { readThrough } from '../clients/read-through';
import type { ChannelHandler } from '../feature';

/** The lending reports read (the borrow side is the watchdog's, through loans.overview). */
export type LoanReadChannel = 'loans.lenderReports';

/** The lending reports read (the borrow side is the watchdog's, through loans.overview). */
export function loanReadHandlers(clients: ActiveClients): { [C in LoanReadChannel]: ChannelHandler<C> } {
  return {
    'loans.lenderReports': (input) => readThrough(clients, 'loans.listLend', input),
  };
}
