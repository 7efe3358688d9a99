import { useEffect, useState } from 'react';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { useCustomerList } from '../customers/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { AccountDetail } from './AccountDetail';
import { AccountsTable } from './AccountsTable';
import { PortfolioPanel } from './PortfolioPanel';
import { loadAccounts, loadPortfolioValue, useCustodyAccounts } from './store';
import { usePortfolioRange } from './view-store';

/** The custody dashboard of the selected customer. */
export function Dashboard(): React.JSX.Element {
  return (
    <section className="view" aria-labelledby="view-title">
      <CustomerGate>{(context) => <CustodyOverview key={contextKey(context)} context={context} />}</CustomerGate>
    </section>
  );
}

function CustodyOverview(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const accounts = useCustodyAccounts(context);
  const range = usePortfolioRange();
  const customers = useCustomerList();
  const customerName = customers.status === 'ready' ? customers.value.find((c) => c.customerNumber === context.customer)?.name : undefined;
  const [openAccountId, setOpenAccountId] = useState<number | null>(null);
  const openAccount = accounts.status === 'ready' ? accounts.value.find((account) => account.id === openAccountId) : undefined;

  useEffect(() => {
    void loadAccounts(context);
  }, [context]);

  const refresh = (): void => {
    void loadAccounts(context);
    void loadPortfolioValue(context, range);
  };

  return (
    <>
      <header className="view-header">
        <div>
          <h1 id="view-title">Dashboard</h1>
          <p className="view-subtitle" data-testid="view-customer">
            Custody of <span className="num">{context.customer}</span>
            {customerName ? ` · ${customerName}` : ''}
          </p>
        </div>
        <button type="button" className="button" onClick={refresh}>
          Refresh
        </button>
      </header>
      <PortfolioPanel context={context} />
      <section className="panel panel-fill" aria-labelledby="accounts-title">
        <header className="panel-header">
          <h2 id="accounts-title">Custody accounts</h2>
        </header>
        {accounts.status === 'loading' ? (
          <Loading label="Loading custody accounts…" />
        ) : accounts.status === 'error' ? (
          <ErrorNotice error={accounts.error} title="The custody accounts could not be loaded" onRetry={() => void loadAccounts(context)} />
        ) : (
          <AccountsTable accounts={accounts.value} onOpen={(account) => setOpenAccountId(account.id)} />
        )}
      </section>
      {openAccount ? <AccountDetail context={context} account={openAccount} onClose={() => setOpenAccountId(null)} /> : null}
    </>
  );
}
