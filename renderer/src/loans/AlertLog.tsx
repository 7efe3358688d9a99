import { useEffect } from 'react';
import { formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { useT } from '../i18n/store';
import { percent, stateLabel, statePill } from './format';
import { acknowledgeAlerts, loadAlerts, useLoanAlerts } from './store';

/** Every worsening transition the watchdog saw, newest first. */
export function AlertLog(): React.JSX.Element {
  const t = useT();
  const alerts = useLoanAlerts();
  useEffect(() => {
    void loadAlerts();
  }, []);
  if (alerts.status === 'loading') return <Loading label={t('loans.alertLog.loading')} />;
  if (alerts.status === 'error')
    return (
      <ErrorNotice error={alerts.error} title={t('loans.alertLog.loadFailed')} onRetry={() => void loadAlerts()} />
    );
  if (alerts.value.length === 0)
    return <Empty title={t('loans.alertLog.emptyTitle')}>{t('loans.alertLog.emptyText')}</Empty>;
  const open = alerts.value.filter((alert) => !alert.acknowledged && !alert.snoozed).length;
  return (
    <section className="panel panel-fill" aria-labelledby="alert-log-title">
      <header className="panel-header">
        <h2 id="alert-log-title">{t('loans.alertLog.title')}</h2>
        <span className="muted">
          {open > 0 ? t('loans.alertLog.open', { count: open }) : t('loans.alertLog.allDismissed')}
        </span>
        {open > 0 ? (
          <button type="button" className="button button-small" onClick={() => void acknowledgeAlerts()}>
            {t('loans.alertLog.dismissAll')}
          </button>
        ) : null}
      </header>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="loan-alert-log">
          <thead>
            <tr>
              <th>{t('loans.alertLog.time')}</th>
              <th>{t('loans.alertLog.customer')}</th>
              <th>{t('loans.alertLog.portfolio')}</th>
              <th>{t('loans.alertLog.change')}</th>
              <th className="num">LTV</th>
              <th className="num">{t('loans.alertLog.marginCall')}</th>
              <th className="num">{t('loans.alertLog.liquidation')}</th>
              <th>{t('loans.alertLog.profile')}</th>
              <th>{t('loans.alertLog.note')}</th>
            </tr>
          </thead>
          <tbody>
            {alerts.value.map((alert) => (
              <tr key={alert.id} className={alert.acknowledged ? 'is-read' : undefined}>
                <td className="num nowrap">{formatDateTime(alert.at)}</td>
                <td className="truncate">
                  {alert.customerName ?? ''} <span className="num muted">{alert.customer}</span>
                </td>
                <td className="num">{alert.portfolioId}</td>
                <td className="nowrap">
                  {alert.from ? (
                    <span className={statePill(alert.from)}>{stateLabel(alert.from)}</span>
                  ) : (
                    <span className="muted">{t('loans.alertLog.firstSeen')}</span>
                  )}{' '}
                  → <span className={statePill(alert.to)}>{stateLabel(alert.to)}</span>
                </td>
                <td className="num">{percent(alert.currentLtv)}</td>
                <td className="num">{percent(alert.smLtv)}</td>
                <td className="num">{percent(alert.hmLtv)}</td>
                <td className="truncate">{alert.profileName}</td>
                <td className="muted">
                  {alert.snoozed
                    ? t('loans.alertLog.snoozed')
                    : alert.acknowledged
                      ? t('loans.alertLog.dismissed')
                      : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
