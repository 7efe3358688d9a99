import { useEffect } from 'react';
import { formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percent, STATE_LABELS, statePill } from './format';
import { acknowledgeAlerts, loadAlerts, useLoanAlerts } from './store';

/** Every worsening transition the watchdog saw, newest first. */
export function AlertLog(): React.JSX.Element {
  const alerts = useLoanAlerts();
  useEffect(() => {
    void loadAlerts();
  }, []);
  if (alerts.status === 'loading') return <Loading label="Loading the alert log…" />;
  if (alerts.status === 'error') return <ErrorNotice error={alerts.error} title="The alert log could not be loaded" onRetry={() => void loadAlerts()} />;
  if (alerts.value.length === 0) return <Empty title="No alerts yet">An alert is logged each time a portfolio gets worse: near margin call, margin call, liquidation.</Empty>;
  const open = alerts.value.filter((alert) => !alert.acknowledged && !alert.snoozed).length;
  return (
    <section className="panel panel-fill" aria-labelledby="alert-log-title">
      <header className="panel-header">
        <h2 id="alert-log-title">Alert log</h2>
        <span className="muted">{open > 0 ? `${open} not dismissed` : 'all dismissed'}</span>
        {open > 0 ? (
          <button type="button" className="button button-small" onClick={() => void acknowledgeAlerts()}>
            Dismiss all
          </button>
        ) : null}
      </header>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="loan-alert-log">
          <thead>
            <tr>
              <th>Time</th>
              <th>Customer</th>
              <th>Portfolio</th>
              <th>Change</th>
              <th className="num">LTV</th>
              <th className="num">Margin call</th>
              <th className="num">Liquidation</th>
              <th>Profile</th>
              <th>Note</th>
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
                  {alert.from ? <span className={statePill(alert.from)}>{STATE_LABELS[alert.from]}</span> : <span className="muted">first seen</span>} →{' '}
                  <span className={statePill(alert.to)}>{STATE_LABELS[alert.to]}</span>
                </td>
                <td className="num">{percent(alert.currentLtv)}</td>
                <td className="num">{percent(alert.smLtv)}</td>
                <td className="num">{percent(alert.hmLtv)}</td>
                <td className="truncate">{alert.profileName}</td>
                <td className="muted">{alert.snoozed ? 'snoozed' : alert.acknowledged ? 'dismissed' : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
