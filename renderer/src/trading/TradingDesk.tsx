import '../styles/trading.css';
import { useEffect, useMemo } from 'react';
import { DEFAULT_TRADING_SETTINGS } from '../../../shared/ipc/schemas/trading';
import { desktopApi } from '../api/bridge';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { loadTradingAccounts, useTradingAccounts } from './accounts-store';
import { Blotter } from './Blotter';
import { useSelectedPair } from './desk-view-store';
import { checkJournal } from './journal-store';
import { MarketPanel } from './MarketPanel';
import { loadMarketReference, useInstruments, useTopOfBook, useTradingConfiguration } from './market-store';
import { offeredBy } from './offered';
import { OrderTicket } from './OrderTicket';
import { loadTradingSettings, useTradingSettings } from './settings-store';
import { enterTicket } from './ticket-store';

/** The Trading section: market, order ticket and blotter of the selected customer. */
export function TradingDesk(): React.JSX.Element {
  return (
    <section className="view trading-desk" aria-labelledby="view-title">
      <CustomerGate>{(context) => <Desk key={contextKey(context)} context={context} />}</CustomerGate>
    </section>
  );
}

/** Tells main which customer's open orders to watch while the desk is shown (their updates arrive through trading/events.ts). */
function useWatchedOrders(context: CustomerContext): void {
  useEffect(() => {
    const customer = String(context.customer);
    void desktopApi().trading.watch({ profileId: context.profileId, customer });
    return () => void desktopApi().trading.watch({ profileId: context.profileId, customer: null });
  }, [context]);
}

function Desk(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const instruments = useInstruments(context);
  const configuration = useTradingConfiguration(context);
  const accounts = useTradingAccounts(context);
  const book = useTopOfBook(context);
  const settings = useTradingSettings();
  const pair = useSelectedPair();
  const t = useT();
  const config = configuration.status === 'ready' ? configuration.value : null;
  const offered = useMemo(() => offeredBy(config), [config]);
  const orderRefreshMs =
    (settings.status === 'ready' ? settings.value : DEFAULT_TRADING_SETTINGS).orderRefreshSeconds * 1000;

  useWatchedOrders(context);
  useEffect(() => {
    enterTicket(context);
    void loadMarketReference(context);
    void loadTradingAccounts(context);
    void loadTradingSettings();
    void checkJournal(context);
  }, [context]);

  const accountList = accounts.status === 'ready' ? accounts.value : [];
  return (
    <>
      <header className="view-header">
        <div>
          <h1 id="view-title">{t('trading.desk.title')}</h1>
          <p className="view-subtitle" data-testid="view-customer">
            {t('trading.desk.of')} <span className="num">{String(context.customer)}</span>
            {config && config.status !== 'Open' ? (
              <span className="pill pill-warning">
                {' '}
                {t('trading.desk.status', {
                  status:
                    config.status === 'Halted' ? 'halted' : config.status === 'Maintenance' ? 'maintenance' : 'unknown',
                })}
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="desk-grid">
        <MarketPanel context={context} selected={pair} />
        {instruments.status === 'ready' && instruments.value.length > 0 && accounts.status === 'ready' ? (
          <OrderTicket
            context={context}
            instruments={instruments.value}
            configuration={config}
            accounts={accountList}
            book={book.status === 'ready' ? book.value : []}
            pair={pair}
          />
        ) : accounts.status === 'error' ? (
          <section className="panel ticket">
            <ErrorNotice
              error={accounts.error}
              title={t('trading.desk.accountsFailed')}
              onRetry={() => void loadTradingAccounts(context)}
            />
          </section>
        ) : (
          <section className="panel ticket">
            <Loading label={t('trading.desk.preparing')} />
          </section>
        )}
      </div>
      <Blotter
        context={context}
        instruments={instruments.status === 'ready' ? instruments.value : []}
        accounts={accountList}
        offered={offered}
        refreshMs={orderRefreshMs}
      />
    </>
  );
}
