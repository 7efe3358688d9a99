import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStale } from '../api/stale';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { useCustomerList } from '../customers/store';
import { formatTime } from '../format/datetime';
import { usePreferences, useRefreshSeconds } from '../preferences/store';
import { useRefreshRequests } from '../shell/refresh';
import { useT } from '../i18n/store';
import { useRichT } from '../i18n/rich';
import { formatCount } from '../../../shared/format/count';
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

const BALANCES = { subject: 'balances' } as const;
const numeric = (chunks: React.ReactNode[]): React.JSX.Element => <span className="num">{chunks}</span>;

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
  const t = useT();
  const rich = useRichT();
  // Keyed by customer (above): the kept-on-failure data never crosses to another customer.
  const accounts = useStale(useCustodyAccounts(context));
  const range = usePortfolioRange();
  const series = usePortfolioValue(context, range);
  const customers = useCustomerList();
  const customer =
    customers.status === 'ready' ? customers.value.find((c) => c.customerNumber === context.customer) : undefined;
  // The customer's own currency; our simulator's customers may lack it, and the series always names one.
  const currency = customer?.referenceCurrency ?? (series.status === 'ready' ? series.value.referenceCurrency : null);
  const prices = usePrices(context, currency);
  const basis = usePreferences().dashboard.priceBasis;
  const refreshSeconds = useRefreshSeconds();
  const [openAccountId, setOpenAccountId] = useState<number | null>(null);
  const openAccount = accounts.value?.find((account) => account.id === openAccountId);

  const valuation = useMemo(
    () =>
      accounts.value && prices.value && currency ? valuePositions(accounts.value, prices.value, currency, basis) : null,
    [accounts.value, prices.value, currency, basis],
  );
  const current = useMemo(
    () => (valuation && prices.asOf !== null ? currentValueOf(valuation, prices.asOf) : null),
    [valuation, prices.asOf],
  );

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
    () =>
      prices.value && currency && valuation
        ? crossedAssets(prices.value, currency).filter((asset) => valuation.positions.some((p) => p.asset === asset))
        : [],
    [prices.value, currency, valuation],
  );
  const bookTime = valuation?.asOf ?? (prices.asOf === null ? null : new Date(prices.asOf).toISOString());

  return (
    <>
      <header className="view-header">
        <div>
          <h1 id="view-title">{t('custody.view.title')}</h1>
          <p className="view-subtitle" data-testid="view-customer">
            {customer?.name
              ? rich('custody.view.subtitleNamed', { number: context.customer, name: customer.name, n: numeric })
              : rich('custody.view.subtitle', { number: context.customer, n: numeric })}
          </p>
        </div>
        <div className="view-header-side">
          <span className="freshness-line">
            <Freshness what={BALANCES} state={accounts} />
            <Freshness what={{ subject: 'prices', basis }} state={prices} />
          </span>
          <button type="button" className="button" onClick={refresh} title={t('custody.view.refreshHint')}>
            {t('custody.view.refresh')}
          </button>
        </div>
      </header>
      <div className="dashboard-top">
        <PortfolioPanel context={context} current={current} />
        {valuation && accounts.value ? (
          <PositionsPanel valuation={valuation} accounts={accounts.value} onOpen={setOpenAccountId}>
            <RefreshError state={prices} what={{ subject: 'prices', basis }} onRetry={refreshLive} compact />
            <p
              className="valued-at muted"
              data-testid="valued-at"
              title={basis === 'mid' ? t('custody.valued.midHint') : t('custody.valued.bidHint')}
            >
              {bookTime
                ? rich('custody.valued.atAsOf', { basis, time: formatTime(bookTime), n: numeric })
                : t('custody.valued.at', { basis })}
              {crossed.length > 0 ? t('custody.valued.crossed', { assets: crossed.join(', ') }) : ''}
              {valuation.unpriced > 0
                ? t('custody.valued.unpriced', { count: valuation.unpriced, shown: formatCount(valuation.unpriced) })
                : ''}
            </p>
          </PositionsPanel>
        ) : (
          <section className="panel positions-panel" aria-label={t('custody.positions.title')}>
            {prices.value === null && prices.error ? (
              <ErrorNotice error={prices.error} title={t('custody.prices.failed')} onRetry={refreshLive} />
            ) : currency === null && series.status === 'error' ? (
              <Empty title={t('custody.positions.noCurrency')} />
            ) : accounts.value === null && accounts.error ? null : (
              <Loading label={t('custody.positions.valuing')} />
            )}
          </section>
        )}
      </div>
      <section className="panel panel-fill" aria-labelledby="accounts-title">
        <header className="panel-header">
          <h2 id="accounts-title">{t('custody.accounts.title')}</h2>
        </header>
        {accounts.value === null ? (
          accounts.error ? (
            <ErrorNotice
              error={accounts.error}
              title={t('custody.accounts.failed')}
              onRetry={() => void loadAccounts(context)}
            />
          ) : (
            <Loading label={t('custody.accounts.loading')} />
          )
        ) : (
          <>
            <RefreshError state={accounts} what={BALANCES} onRetry={() => void loadAccounts(context)} />
            <AccountsTable accounts={accounts.value} onOpen={(account) => setOpenAccountId(account.id)} />
          </>
        )}
      </section>
      {openAccount ? (
        <AccountDetail context={context} account={openAccount} onClose={() => setOpenAccountId(null)} />
      ) : null}
    </>
  );
}
