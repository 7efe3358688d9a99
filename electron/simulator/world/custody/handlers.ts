import type { HandlerTable } from '../../contract';
import { notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import { onchainInfoOf } from './onchain';
import { historicalPortfolioValue } from './portfolio';
import { custodyAccountView } from './views';

type CustodyHandlers = Pick<
  HandlerTable,
  | 'custody.listAccounts'
  | 'custody.getAccount'
  | 'custody.listOnchainInfo'
  | 'custody.getOnchainInfo'
  | 'custody.historicalPortfolioValue'
>;

/** Handlers of the custody endpoints: every account of the customer, whatever its purpose. */
export function custodyHandlers(runtime: Runtime, seed: number): CustodyHandlers {
  const { store, ledger } = runtime.context;
  const account = (customer: number, id: number) => {
    const found = store.accountOf(customer, id);
    if (!found) throw notFound(`Account ${id} was not found.`);
    return found;
  };
  return {
    'custody.listAccounts': (request) =>
      store.accountsOf(requireCustomer(request)).map((record) => custodyAccountView(ledger, record)),
    'custody.getAccount': (request) =>
      custodyAccountView(ledger, account(requireCustomer(request), request.params.accountId)),
    'custody.listOnchainInfo': (request) => {
      const now = runtime.now().sim;
      return store.accountsOf(requireCustomer(request)).map((record) => onchainInfoOf(seed, record, now));
    },
    'custody.getOnchainInfo': (request) =>
      onchainInfoOf(seed, account(requireCustomer(request), request.params.accountId), runtime.now().sim),
    'custody.historicalPortfolioValue': (request) => {
      const customer = requireCustomer(request);
      const currency = store.customers.get(customer)?.referenceCurrency ?? 'CHF';
      const { from, to, interval } = request.query;
      return historicalPortfolioValue(
        runtime.context,
        customer,
        currency,
        { from: Date.parse(from), to: Date.parse(to), interval: interval ?? 'Day' },
        runtime.now().sim,
      );
    },
  };
}
