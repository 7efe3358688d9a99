import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStale } from '../api/stale';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { useCustomerList } from '../customers/store';
import { formatTime } from '../format/datetime';
import { usePreferences, useRefreshSeconds } from '../preferences/store';
import { useRefreshRequests } from '../shell/refresh';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { AccountDetail } from './AccountDetail';
import { AccountsTable } from './AccountsTable';
import { useAutoRefresh } from './auto-refresh';
import { Freshness, RefreshError } from './Freshness';
import { crossedAssets } from '../../../shared/custody/cross-books';
import { currentValueOf } from './headline-model';
import { PortfolioPanel } from './PortfolioPanel';
import { PositionsPanel } from './PositionsPanel';
import { loadPrices, usePrices } from './prices-store';
import { loadAccounts, loadPortfolioValue, useCustodyAccounts, usePortfolioValue } from './store';
import { valuePositions } from '../../../shared/custody/positions';
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
  // Keyed by customer (above): the kept-on-failure data never crosses to another customer.
  const accounts = useStale(useCustodyAccounts(context));
  const range = usePortfolioRange();
  const series = usePortfolioValue(context, range);
  const customers = useCustomerList();
  const customer = customers.status === 'ready' ? customers.value.find((c) => c.customerNumber === context.customer) : undefined;
  // The customer's own currency; our simulator's customers may lack it, and the series always names one.
  const currency = customer?.referenceCurrency ?? (series.status === 'ready' ? series.value.referenceCurrency : null);
  const prices = usePrices(context, currency);
  const basis = usePreferences().dashboard.priceBasis;
  const refreshSeconds = useRefreshSeconds();
  const [openAccountId, setOpenAccountId] = useState<number | null>(null);
  const openAccount = accounts.value?.find((account) => account.id === openAccountId);

  const valuation = useMemo(
    () => (accounts.value && prices.value && currency ? valuePositions(accounts.value, prices.value, currency, basis) : null),
    [accounts.value, prices.value, currency, basis],
  );
  const current = useMemo(() => (valuation && prices.asOf !== null ? currentValueOf(valuation, prices.asOf) : null), [valuation, prices.asOf]);

  useEffect(() => {
    void loadAccounts(context);
  }, [context]);
  useEffect(() => {
    if (currency) void loadPrices(context, currency);
  }, [context, currency]);

  // Balances and prices follow the preference on their own; the history only on request (its past does not
  // change) or when its last load failed, so a service that comes back heals the whole dashboard by itself.
  const historyFailed = series.status === 'error';
  const refreshLive = useCallback(() => {
    void loadAccounts(context);
    if (currency) void loadPrices(context, currency);
    if (historyFailed) void loadPortfolioValue(context, range);
  }, [context, currency, historyFailed, range]);
  const refresh = useCallback(() => {
    void loadAccounts(context);
    if (currency) void loadPrices(context, currency);
    void loadPortfolioValue(context, range);
  }, [context, currency, range]);
  useAutoRefresh(refreshSeconds, refreshLive);
  useRefreshRequests(refresh);

  const crossed = useMemo(
    () => (prices.value && currency && valuation ? crossedAssets(prices.value, currency).filter((asset) => valuation.positions.some((p) => p.asset === asset)) : []),
    [prices.value, currency, valuation],
  );
  const bookTime = valuation?.asOf ?? (prices.asOf === null ? null : new Date(prices.asOf).toISOString());

  return (
    <>
      <header className="view-header">
        <div>
          <h1 id="view-title">Dashboard</h1>
          <p className="view-subtitle" data-testid="view-customer">
            Custody of <span className="num">{context.customer}</span>
            {customer?.name ? ` · ${customer.name}` : ''}
          </p>
        </div>
        <div className="view-header-side">
          <span className="freshness-line">
            <Freshness what="Balances" state={accounts} />
            <Freshness what={`Prices (${basis})`} state={prices} />
          </span>
          <button type="button" className="button" onClick={refresh} title="Refresh (F5)">
            Refresh
          </button>
        </div>
      </header>
      <div className="dashboard-top">
        <PortfolioPanel context={context} current={current} />
        {valuation && accounts.value ? (
          <PositionsPanel valuation={valuation} accounts={accounts.value} onOpen={setOpenAccountId}>
            <RefreshError state={prices} what="Prices" onRetry={refreshLive} compact />
            <p
              className="valued-at muted"
              data-testid="valued-at"
              title={basis === 'mid' ? 'Mid: halfway between bid and ask' : 'Bid: what a sale would fetch now'}
            >
              Valued at {basis}
              {bookTime ? (
                <>
                  {' '}
                  as of <span className="num">{formatTime(bookTime)}</span>
                </>
              ) : null}
              {crossed.length > 0 ? ` · ${crossed.join(', ')} via cross rate` : ''}
              {valuation.unpriced > 0 ? ` · ${valuation.unpriced} without price, left out of the total` : ''}
            </p>
          </PositionsPanel>
        ) : (
          <section className="panel positions-panel" aria-label="Positions">
            {prices.value === null && prices.error ? (
              <ErrorNotice error={prices.error} title="Prices could not be loaded" onRetry={refreshLive} />
            ) : currency === null && series.status === 'error' ? (
              <Empty title="Positions cannot be valued: the customer's reference currency is not known yet" />
            ) : accounts.value === null && accounts.error ? null : (
              <Loading label="Valuing positions…" />
            )}
          </section>
        )}
      </div>
      <section className="panel panel-fill" aria-labelledby="accounts-title">
        <header className="panel-header">
          <h2 id="accounts-title">Custody accounts</h2>
        </header>
        {accounts.value === null ? (
          accounts.error ? (
            <ErrorNotice error={accounts.error} title="The custody accounts could not be loaded" onRetry={() => void loadAccounts(context)} />
          ) : (
            <Loading label="Loading custody accounts…" />
          )
        ) : (
          <>
            <RefreshError state={accounts} what="Balances" onRetry={() => void loadAccounts(context)} />
            <AccountsTable accounts={accounts.value} onOpen={(account) => setOpenAccountId(account.id)} />
          </>
        )}
      </section>
      {openAccount ? <AccountDetail context={context} account={openAccount} onClose={() => setOpenAccountId(null)} /> : null}
    </>
  );
}
