import { useEffect } from 'react';
import type { NotificationKind } from '../../../shared/ipc/schemas/trading';
import { NOTIFICATION_KINDS } from '../../../shared/ipc/schemas/trading';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { loadTradingSettings, updateTradingSettings, useTradingSettings, useTradingSettingsError } from './settings-store';

const WORDS: Record<NotificationKind, { label: string; hint: string }> = {
  fills: { label: 'Fills', hint: 'An order filled completely.' },
  partialFills: { label: 'Partial fills', hint: 'Part of an order filled; the rest still rests.' },
  cancels: { label: 'Cancels', hint: 'An order was cancelled, by you or the service.' },
  rejects: { label: 'Rejections', hint: 'The service rejected an order.' },
  expiries: { label: 'Expiries', hint: 'A good-till-cancel order reached its expiry time.' },
};

/** Settings → Trading: a desktop-notification switch per kind of order event. */
export function NotificationSettings(): React.JSX.Element {
  const settings = useTradingSettings();
  const saveError = useTradingSettingsError();
  useEffect(() => {
    void loadTradingSettings();
  }, []);
  if (settings.status === 'loading') return <Loading label="Loading trading settings…" />;
  if (settings.status === 'error') return <ErrorNotice error={settings.error} title="The trading settings could not be read" onRetry={() => void loadTradingSettings()} />;
  return (
    <section className="panel" aria-labelledby="notifications-title">
      <header className="panel-header">
        <h2 id="notifications-title">Order notifications</h2>
      </header>
      <fieldset className="notification-switches">
        <legend className="visually-hidden">Desktop notifications for</legend>
        <p className="muted">A desktop notification for each kind of order event that is switched on.</p>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="checkbox-field">
            <input
              type="checkbox"
              role="switch"
              checked={settings.value.notifications[kind]}
              onChange={(event) => void updateTradingSettings({ notifications: { [kind]: event.target.checked } })}
            />
            <span>{WORDS[kind].label}</span>
            <span className="field-hint">{WORDS[kind].hint}</span>
          </label>
        ))}
        {saveError ? <ErrorNotice error={saveError} title="The change was not saved" /> : null}
      </fieldset>
    </section>
  );
}
