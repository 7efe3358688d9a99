import type { HandlerTable } from '../../contract';
import { notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import { loanReportView } from './report';

/** Handlers of the loan report endpoints: portfolios valued at the current simulated time. */
export function loanHandlers(
  runtime: Runtime,
): Pick<HandlerTable, 'loans.listBorrow' | 'loans.getBorrow' | 'loans.listLend'> {
  const { store, market } = runtime.context;
  const list = (customer: number, side: 'Borrow' | 'Lend') => {
    const now = runtime.now().sim;
    return (store.portfoliosByCustomer.get(customer) ?? [])
      .filter((portfolio) => portfolio.side === side)
      .map((portfolio) => loanReportView(market, portfolio, now));
  };
  return {
    'loans.listBorrow': (request) => list(requireCustomer(request), 'Borrow'),
    'loans.listLend': (request) => list(requireCustomer(request), 'Lend'),
    'loans.getBorrow': (request) => {
      const customer = requireCustomer(request);
      const portfolio = (store.portfoliosByCustomer.get(customer) ?? []).find(
        (candidate) => candidate.side === 'Borrow' && candidate.portfolioId === request.params.portfolioNr,
      );
      if (!portfolio) throw notFound(`Borrower portfolio ${request.params.portfolioNr} was not found.`);
      return loanReportView(market, portfolio, runtime.now().sim);
    },
  };
}
