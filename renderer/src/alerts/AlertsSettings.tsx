import { useEffect } from 'react';
import { describeValue, SNOOZE_MINUTES } from '../../../shared/alerts/rules';
import { firedMessage, ruleMessage } from '../../../shared/alerts/words';
import { usePrecisionTable } from '../assets/store';
import { formatDateMinute, formatDateTime } from '../format/datetime';
import { translateMessage, useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { AddAlert } from './AddAlert';
import { AlertDialog } from './AlertDialog';
import { loadAlerts, removeAlert, snoozeAlert, useAlertLog, useAlertRules, useAlertsError } from './store';

/** Settings → Price alerts: every rule (armed or waiting to re-arm, snooze, last value) and the alert log. Rules are set from the market panel (right-click or A on a row). */
export function AlertsSettings(): React.JSX.Element {
  const t = useT();
  const rules = useAlertRules();
  const log = useAlertLog();
  const error = useAlertsError();
  const table = usePrecisionTable();
  useEffect(() => {
    void loadAlerts();
  }, []);
  return (
    <div className="settings-section alerts-settings">
      <h2 className="panel-title">{t('alerts.settings.title')}</h2>
      <p className="muted">{t('alerts.settings.intro')}</p>
      <AddAlert />
      <AlertDialog />
      {error ? (
        <ErrorNotice error={error} title={t('alerts.settings.changeFailed')} onRetry={() => void loadAlerts()} />
      ) : null}
      {rules.length === 0 ? (
        <p className="muted">{t('alerts.settings.none')}</p>
      ) : (
        <table className="data-table compact" aria-label={t('alerts.settings.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('alerts.settings.alert')}</th>
              <th scope="col">{t('alerts.settings.state')}</th>
              <th scope="col" className="num">
                {t('alerts.settings.last')}
              </th>
              <th scope="col">{t('alerts.settings.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => {
              const snoozed = rule.snoozedUntil !== null && Date.parse(rule.snoozedUntil) > Date.now();
              const words = translateMessage(ruleMessage(rule, { table }));
              return (
                <tr key={rule.id}>
                  <td>{words}</td>
                  <td>
                    <span className={`pill ${rule.armed ? 'pill-good' : 'pill-warning'}`}>
                      {rule.armed ? t('alerts.settings.armed') : t('alerts.settings.fired')}
                    </span>
                    {snoozed ? (
                      <span className="pill pill-muted">
                        {t('alerts.settings.snoozedUntil', { time: formatDateMinute(rule.snoozedUntil ?? '') })}
                      </span>
                    ) : null}
                  </td>
                  <td
                    className="num"
                    title={rule.last ? t('alerts.settings.asOf', { time: formatDateTime(rule.last.at) }) : undefined}
                  >
                    {rule.last ? describeValue(rule, rule.last.value, { table }) : '–'}
                  </td>
                  <td>
                    {snoozed ? (
                      <button
                        type="button"
                        className="button button-small"
                        onClick={() => void snoozeAlert(rule.id, 0)}
                      >
                        {t('alerts.settings.endSnooze')}
                      </button>
                    ) : (
                      <select
                        className="select select-small"
                        value=""
                        aria-label={t('alerts.settings.snoozeLabel', { rule: words })}
                        onChange={(event) => {
                          const minutes = SNOOZE_MINUTES.find((choice) => String(choice) === event.target.value);
                          if (minutes !== undefined) void snoozeAlert(rule.id, minutes);
                        }}
                      >
                        <option value="">{t('alerts.settings.snoozePrompt')}</option>
                        {SNOOZE_MINUTES.map((minutes) => (
                          <option key={minutes} value={minutes}>
                            {t('alerts.settings.snoozeFor', { hours: minutes / 60 })}
                          </option>
                        ))}
                      </select>
                    )}{' '}
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => void removeAlert(rule.id)}
                      aria-label={t('alerts.settings.removeLabel', { rule: words })}
                    >
                      {t('alerts.settings.remove')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h3>{t('alerts.settings.logTitle')}</h3>
      {log.length === 0 ? (
        <p className="muted">{t('alerts.settings.logEmpty')}</p>
      ) : (
        <ul className="alert-log" aria-label={t('alerts.settings.logLabel')}>
          {log.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>{' '}
              {event.rule ? translateMessage(firedMessage(event.rule, event.value, { table })) : event.message}
              {event.snoozed ? <span className="muted"> {t('alerts.settings.logSnoozed')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
