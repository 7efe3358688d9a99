import { useEffect } from 'react';
import type { NotificationKind } from '../../../shared/ipc/schemas/trading';
import { NOTIFICATION_KINDS } from '../../../shared/ipc/schemas/trading';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import {
  loadTradingSettings,
  updateTradingSettings,
  useTradingSettings,
  useTradingSettingsError,
} from './settings-store';

const WORDS: Record<NotificationKind, { label: MessageKey; hint: MessageKey }> = {
  fills: { label: 'trading.notifications.fills', hint: 'trading.notifications.fillsHint' },
  partialFills: { label: 'trading.notifications.partialFills', hint: 'trading.notifications.partialFillsHint' },
  cancels: { label: 'trading.notifications.cancels', hint: 'trading.notifications.cancelsHint' },
  rejects: { label: 'trading.notifications.rejects', hint: 'trading.notifications.rejectsHint' },
  expiries: { label: 'trading.notifications.expiries', hint: 'trading.notifications.expiriesHint' },
};

/** Settings → Trading: a desktop-notification switch per kind of order event. */
export function NotificationSettings(): React.JSX.Element {
  const settings = useTradingSettings();
  const saveError = useTradingSettingsError();
  const t = useT();
  useEffect(() => {
    void loadTradingSettings();
  }, []);
  if (settings.status === 'loading') return <Loading label={t('trading.notifications.loading')} />;
  if (settings.status === 'error')
    return (
      <ErrorNotice
        error={settings.error}
        title={t('trading.notifications.readFailed')}
        onRetry={() => void loadTradingSettings()}
      />
    );
  return (
    <section className="panel" aria-labelledby="notifications-title">
      <header className="panel-header">
        <h2 id="notifications-title">{t('trading.notifications.title')}</h2>
      </header>
      <fieldset className="notification-switches">
        <legend className="visually-hidden">{t('trading.notifications.legend')}</legend>
        <p className="muted">{t('trading.notifications.intro')}</p>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="checkbox-field">
            <input
              type="checkbox"
              role="switch"
              checked={settings.value.notifications[kind]}
              onChange={(event) => void updateTradingSettings({ notifications: { [kind]: event.target.checked } })}
            />
            <span>{t(WORDS[kind].label)}</span>
            <span className="field-hint">{t(WORDS[kind].hint)}</span>
          </label>
        ))}
        {saveError ? <ErrorNotice error={saveError} title={t('trading.notifications.notSaved')} /> : null}
      </fieldset>
    </section>
  );
}
