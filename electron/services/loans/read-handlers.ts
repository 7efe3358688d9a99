import type { Handlers } from '../../ipc/handlers/handler';
import { readThrough } from '../clients/read-through';

/** The lending reports read (the borrow side is the watchdog's, through loans.overview). */
export const loanReadHandlers: Handlers<'loans.lenderReports'> = {
  'loans.lenderReports': (input, { clients }) => readThrough(clients, 'loans.listLend', input),
};
