import { useEffect, useRef } from 'react';
import type { LoanAlert } from '../../../shared/ipc/schemas/loans';
import type { CustomerNumber } from '../../../shared/api/schemas/customers';
import { selectCustomer, useCustomerContext } from '../customers/store';
import { formatTime } from '../format/datetime';
import { navigate, useSection } from '../shell/store';
import { useT } from '../i18n/store';
import { percent, stateLabel } from './format';
import { acknowledgeAlerts, loadBannerAlerts, selectPortfolio, useAlertBanner } from './store';
import { setLoansTab } from './view-store';
import '../styles/loans.css';

/**
 * Loan alerts not yet seen, above every section: the newest in full, the
 * count of the others. Once seen (the user moved on to another section or
 * customer with it on screen) or dismissed, an alert folds into the tray
 * badge and the Loans section (state, alert log) and does not come back, not
 * after a restart either (main records it acknowledged); a worse state raises
 * a new one.
 */
export function LoanAlertBanner(): React.JSX.Element | null {
  const t = useT();
  const alerts = useAlertBanner();
  const context = useCustomerContext();
  useEffect(() => void loadBannerAlerts(), []);
  useFoldWhenSeen(alerts, `${useSection()}|${context?.profileId ?? ''}|${context?.customer ?? ''}`);
  const newest = alerts[0];
  if (!newest) return null;
  const who = newest.customerName ?? t('loans.customerNumbered', { customer: newest.customer });
  // An alert of a customer other than the one shown says whose it is and offers to switch (same profile: one call).
  const elsewhere =
    context !== null && (context.profileId !== newest.profileId || context.customer !== newest.customer);
  const canSwitch = elsewhere && context.profileId === newest.profileId;
  const open = (alert: LoanAlert) => {
    navigate('loans');
    setLoansTab('portfolios');
    selectPortfolio(alert.key);
  };
  return (
    <div className={`loan-banner loan-banner-${newest.to}`} role="alert" data-testid="loan-alert-banner">
      <span className="loan-banner-icon" aria-hidden="true">
        !
      </span>
      <span className="loan-banner-text">
        <strong>{t('loans.banner.title', { state: stateLabel(newest.to), portfolio: newest.portfolioId })}</strong>{' '}
        {elsewhere ? <span className="loan-banner-other">{t('loans.banner.otherCustomer')} </span> : null}
        {who}
        {elsewhere && !canSwitch ? ` ${t('loans.banner.profile', { profile: newest.profileName })}` : ''} ·{' '}
        {t('loans.banner.figures', {
          ltv: percent(newest.currentLtv),
          marginCall: percent(newest.smLtv),
          liquidation: percent(newest.hmLtv),
        })}{' '}
        · {formatTime(newest.at)}
        {alerts.length > 1 ? (
          <span className="loan-banner-more"> · {t('loans.banner.more', { count: alerts.length - 1 })}</span>
        ) : null}
      </span>
      {canSwitch ? (
        <button
          type="button"
          className="button button-small"
          onClick={() => void selectCustomer(newest.customer as CustomerNumber).then(() => open(newest))}
        >
          {t('loans.banner.switch', { customer: who })}
        </button>
      ) : (
        <button type="button" className="button button-small" onClick={() => open(newest)}>
          {t('loans.banner.view')}
        </button>
      )}
      {alerts.length > 1 ? (
        <button
          type="button"
          className="button button-small button-quiet"
          onClick={() => {
            navigate('loans');
            setLoansTab('alerts');
          }}
        >
          {t('loans.banner.alertLog')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button-small button-quiet"
        onClick={() => void acknowledgeAlerts(alerts.length > 1 ? [newest.id] : undefined)}
      >
        {t('loans.banner.dismiss')}
      </button>
      {alerts.length > 1 ? (
        <button type="button" className="button button-small button-quiet" onClick={() => void acknowledgeAlerts()}>
          {t('loans.banner.dismissAll')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Acknowledges the alerts the banner showed once the user moves on (another
 * section or customer): they have been seen. Alerts that arrive later are
 * counted from where they were first shown.
 */
function useFoldWhenSeen(alerts: readonly LoanAlert[], place: string): void {
  const shown = useRef<{ place: string; ids: Set<string> }>({ place, ids: new Set() });
  useEffect(() => {
    if (shown.current.place === place) return;
    const seen = [...shown.current.ids];
    shown.current = { place, ids: new Set() };
    if (seen.length > 0) void acknowledgeAlerts(seen);
  }, [place]);
  useEffect(() => {
    for (const alert of alerts) shown.current.ids.add(alert.id);
  }, [alerts]);
}
