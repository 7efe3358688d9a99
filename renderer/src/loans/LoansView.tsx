import { useEffect, useId } from 'react';
import { formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { navigate } from '../shell/store';
import { AlertLog } from './AlertLog';
import { useT } from '../i18n/store';
import { translateSaid } from '../i18n/said';
import { stateLabel, statePill } from './format';
import { LenderReports } from './LenderReports';
import { LoansSettings } from './LoansSettings';
import { PortfolioDetail } from './PortfolioDetail';
import { PortfolioList } from './PortfolioList';
import {
  checkNow,
  loadOverview,
  loadSettings,
  useChecking,
  useLoansOverview,
  useLoansSettings,
  useSelectedPortfolio,
} from './store';
import { LOANS_TAB_LABELS, LOANS_TABS, setLoansTab, useLoansTab } from './view-store';
import { missedCheck } from '../../../shared/loans/missed';
import { useNow } from '../trading/use-now';
import { useRefreshRequests } from '../shell/refresh';
import '../styles/loans.css';

/** The Loans section: watched borrow portfolios, the alert log, lender reports and the monitor's settings. */
export function LoansView(): React.JSX.Element {
  const t = useT();
  const tab = useLoansTab();
  const overview = useLoansOverview();
  const checking = useChecking();
  const settings = useLoansSettings();
  // Re-read every few seconds: a watchdog that stopped checking (a machine that slept) is told without an event.
  const now = useNow(5_000);
  const missed =
    overview.status === 'ready' &&
    settings.status === 'ready' &&
    missedCheck(overview.value.lastCycleAt, settings.value.intervalSeconds, now);
  const base = useId();
  useEffect(() => {
    void loadOverview();
    void loadSettings();
  }, []);
  // F5, and the computer waking from sleep (main checks at once; its answer arrives as loansUpdated too).
  useRefreshRequests(() => {
    void loadOverview();
    void loadSettings();
  });
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = LOANS_TABS[(index + step + LOANS_TABS.length) % LOANS_TABS.length];
    if (next) setLoansTab(next);
  };
  return (
    <section className="view loans-view" aria-labelledby="view-title">
      <header className="view-header">
        <div>
          <h1 id="view-title">{t('loans.view.title')}</h1>
          <p className="view-subtitle">
            {overview.status === 'ready' ? (
              <>
                {/* Before the first check there is no state to state: a green "OK" would claim a check that never ran. */}
                {overview.value.lastCycleAt ? (
                  <span className={statePill(overview.value.worstState)}>
                    {t('loans.view.worst', { state: stateLabel(overview.value.worstState) })}
                  </span>
                ) : (
                  <span className="loan-state loan-state-unknown" data-testid="worst-unchecked">
                    {t('loans.view.worstUnchecked')}
                  </span>
                )}{' '}
                {overview.value.lastCycleAt
                  ? t('loans.view.summaryChecked', {
                      count: overview.value.portfolios.length,
                      time: formatDateTime(overview.value.lastCycleAt),
                    })
                  : t('loans.view.summaryUnchecked', { count: overview.value.portfolios.length })}
                {missed && overview.value.lastCycleAt ? (
                  <span className="loan-state loan-state-warning" role="status" data-testid="check-missed">
                    {t('loans.view.missed', { time: formatDateTime(overview.value.lastCycleAt) })}
                  </span>
                ) : null}
              </>
            ) : (
              t('loans.view.subtitle')
            )}
          </p>
        </div>
        <div className="tabs" role="tablist" aria-label={t('loans.view.tabs')}>
          {LOANS_TABS.map((item, index) => (
            <button
              key={item}
              type="button"
              role="tab"
              id={`${base}-${index}-tab`}
              aria-selected={tab === item}
              tabIndex={tab === item ? 0 : -1}
              className="tab"
              onClick={() => setLoansTab(item)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(LOANS_TAB_LABELS[item])}
            </button>
          ))}
        </div>
        <button type="button" className="button" disabled={checking} onClick={() => void checkNow()}>
          {checking ? t('loans.view.checking') : t('loans.view.checkNow')}
        </button>
      </header>
      <div role="tabpanel" aria-labelledby={`${base}-${LOANS_TABS.indexOf(tab)}-tab`} className="tab-panel loans-panel">
        {tab === 'portfolios' ? (
          <Portfolios />
        ) : tab === 'alerts' ? (
          <AlertLog />
        ) : tab === 'lenders' ? (
          <LenderReports />
        ) : (
          <LoansSettings />
        )}
      </div>
    </section>
  );
}

function Portfolios(): React.JSX.Element {
  const t = useT();
  const overview = useLoansOverview();
  const settings = useLoansSettings();
  const selected = useSelectedPortfolio();
  const warnMargin = settings.status === 'ready' ? settings.value.warnMargin : '0.05';
  const band = settings.status === 'ready' ? settings.value.hysteresisBand : '0.005';
  if (overview.status === 'loading') return <Loading label={t('loans.view.loading')} />;
  if (overview.status === 'error')
    return (
      <ErrorNotice error={overview.error} title={t('loans.view.loadFailed')} onRetry={() => void loadOverview()} />
    );
  const { portfolios, problems } = overview.value;
  return (
    <>
      {problems.length > 0 ? (
        <div className="notice notice-warning" role="status">
          <strong>{t('loans.view.someUnchecked')}</strong>{' '}
          {problems
            .map((problem) => translateSaid(problem.message))
            .filter((text, index, all) => all.indexOf(text) === index)
            .slice(0, 3)
            .join(' ')}
        </div>
      ) : null}
      {portfolios.length === 0 ? (
        <Empty title={overview.value.lastCycleAt ? t('loans.view.noneFound') : t('loans.view.notCheckedYet')}>
          <p>{t('loans.view.emptyText')}</p>
          <button type="button" className="button" onClick={() => setLoansTab('settings')}>
            {t('loans.view.monitorSettings')}
          </button>{' '}
          <button type="button" className="button button-quiet" onClick={() => navigate('settings')}>
            {t('loans.view.profiles')}
          </button>
        </Empty>
      ) : (
        <div className={selected ? 'loans-layout has-detail' : 'loans-layout'}>
          <PortfolioList portfolios={portfolios} warnMargin={warnMargin} band={band} />
          {selected ? <PortfolioDetail status={selected} warnMargin={warnMargin} /> : null}
        </div>
      )}
    </>
  );
}
