import { useEffect } from 'react';
import { describeRule, describeValue, SNOOZE_MINUTES } from '../../../shared/alerts/rules';
import { usePrecisionTable } from '../assets/store';
import { formatDateMinute, formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { AddAlert } from './AddAlert';
import { AlertDialog } from './AlertDialog';
import { loadAlerts, removeAlert, snoozeAlert, useAlertLog, useAlertRules, useAlertsError } from './store';

/** Settings → Price alerts: every rule (armed or waiting to re-arm, snooze, last value) and the alert log. Rules are set from the market panel (right-click or A on a row). */
export function AlertsSettings(): React.JSX.Element {
  const rules = useAlertRules();
  const log = useAlertLog();
  const error = useAlertsError();
  const table = usePrecisionTable();
  useEffect(() => {
    void loadAlerts();
  }, []);
  return (
    <div className="settings-section alerts-settings">
      <h2 className="panel-title">Price alerts</h2>
      <p className="muted">Set an alert here, or from the market panel: right-click an instrument, or select it and press A.</p>
      <AddAlert />
      <AlertDialog />
      {error ? <ErrorNotice error={error} title="The price alerts could not be changed" onRetry={() => void loadAlerts()} /> : null}
      {rules.length === 0 ? (
        <p className="muted">No price alerts set.</p>
      ) : (
        <table className="data-table compact" aria-label="Price alerts">
          <thead>
            <tr>
              <th scope="col">Alert</th>
              <th scope="col">State</th>
              <th scope="col" className="num">Last</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => {
              const snoozed = rule.snoozedUntil !== null && Date.parse(rule.snoozedUntil) > Date.now();
              const words = describeRule(rule, { table });
              return (
                <tr key={rule.id}>
                  <td>{words}</td>
                  <td>
                    <span className={`pill ${rule.armed ? 'pill-good' : 'pill-warning'}`}>{rule.armed ? 'armed' : 'fired, re-arms past the band'}</span>
                    {snoozed ? <span className="pill pill-muted">{`snoozed until ${formatDateMinute(rule.snoozedUntil ?? '')}`}</span> : null}
                  </td>
                  <td className="num" title={rule.last ? `as of ${formatDateTime(rule.last.at)}` : undefined}>
                    {rule.last ? describeValue(rule, rule.last.value, { table }) : '–'}
                  </td>
                  <td>
                    {snoozed ? (
                      <button type="button" className="button button-small" onClick={() => void snoozeAlert(rule.id, 0)}>
                        End snooze
                      </button>
                    ) : (
                      <select
                        className="select select-small"
                        value=""
                        aria-label={`Snooze: ${words}`}
                        onChange={(event) => {
                          const minutes = SNOOZE_MINUTES.find((choice) => String(choice) === event.target.value);
                          if (minutes !== undefined) void snoozeAlert(rule.id, minutes);
                        }}
                      >
                        <option value="">Snooze…</option>
                        {SNOOZE_MINUTES.map((minutes) => (
                          <option key={minutes} value={minutes}>
                            {`for ${minutes / 60} h`}
                          </option>
                        ))}
                      </select>
                    )}{' '}
                    <button type="button" className="button button-small" onClick={() => void removeAlert(rule.id)} aria-label={`Remove: ${words}`}>
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h3>Alert log</h3>
      {log.length === 0 ? (
        <p className="muted">No alert has fired yet.</p>
      ) : (
        <ul className="alert-log" aria-label="Price alert log">
          {log.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.message}
              {event.snoozed ? <span className="muted"> (snoozed: not notified)</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
