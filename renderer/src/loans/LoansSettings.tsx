import { useEffect, useState } from 'react';
import type { LoansSettingsPatch, LoansSettingsView } from '../../../shared/ipc/schemas/loans';
import type { IpcError } from '../../../shared/ipc/result';
import { parseDecimalInput } from '../format/parse-decimal';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { useT } from '../i18n/store';
import { loadSettings, saveSettings, useLoansSettings } from './store';

/** Interval, warning margin, hysteresis, background mode, alarm sound, which profiles are watched. */
export function LoansSettings(): React.JSX.Element {
  const t = useT();
  const settings = useLoansSettings();
  useEffect(() => {
    void loadSettings();
  }, []);
  if (settings.status === 'loading') return <Loading label={t('loans.settings.loading')} />;
  if (settings.status === 'error')
    return (
      <ErrorNotice error={settings.error} title={t('loans.settings.loadFailed')} onRetry={() => void loadSettings()} />
    );
  return <SettingsForm key={settings.loadedAt} settings={settings.value} />;
}

function SettingsForm(props: { settings: LoansSettingsView }): React.JSX.Element {
  const t = useT();
  const { settings } = props;
  const [interval, setIntervalText] = useState(String(settings.intervalSeconds));
  const [margin, setMargin] = useState(settings.warnMargin);
  const [band, setBand] = useState(settings.hysteresisBand);
  const [message, setMessage] = useState<
    { kind: 'saved' } | { kind: 'invalid' } | { kind: 'failed'; error: IpcError } | null
  >(null);

  const save = async (patch: LoansSettingsPatch) => {
    const result = await saveSettings(patch);
    setMessage(result.ok ? { kind: 'saved' } : { kind: 'failed', error: result.error });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Every number through the app's one parser: "1'200" seconds, "0,05" in a comma locale.
    const seconds = parseDecimalInput(interval);
    if (!/^\d+$/.test(seconds)) {
      setMessage({ kind: 'invalid' });
      return;
    }
    void save({
      intervalSeconds: Number(seconds),
      warnMargin: parseDecimalInput(margin),
      hysteresisBand: parseDecimalInput(band),
    });
  };

  return (
    <section className="panel loan-settings" aria-labelledby="loan-settings-title">
      <header className="panel-header">
        <h2 id="loan-settings-title">{t('loans.settings.title')}</h2>
      </header>
      <form className="loan-settings-form" onSubmit={submit}>
        <label>
          <span>{t('loans.settings.interval')}</span>
          <input
            className="input num"
            inputMode="numeric"
            value={interval}
            onChange={(event) => setIntervalText(event.target.value)}
          />
        </label>
        <label>
          <span>{t('loans.settings.warnMargin')}</span>
          <input
            className="input num"
            inputMode="decimal"
            value={margin}
            onChange={(event) => setMargin(event.target.value)}
          />
        </label>
        <label>
          <span>{t('loans.settings.band')}</span>
          <input
            className="input num"
            inputMode="decimal"
            value={band}
            onChange={(event) => setBand(event.target.value)}
          />
        </label>
        <div className="loan-settings-actions">
          <button type="submit" className="button button-primary">
            {t('loans.settings.save')}
          </button>
          {message?.kind === 'saved' ? (
            <span className="muted" role="status">
              {t('loans.settings.saved')}
            </span>
          ) : message?.kind === 'invalid' ? (
            <span className="field-error" role="alert">
              {t('loans.settings.intervalInvalid')}
            </span>
          ) : message?.kind === 'failed' ? (
            <ErrorNotice error={message.error} inline />
          ) : null}
        </div>
      </form>
      <fieldset className="loan-settings-switches">
        <legend>{t('loans.settings.alertsLegend')}</legend>
        <label className="loan-check">
          <input
            type="checkbox"
            checked={settings.alarmSound}
            onChange={(event) => void save({ alarmSound: event.target.checked })}
          />
          <span>{t('loans.settings.alarmSound')}</span>
        </label>
        <label className="loan-check">
          <input
            type="checkbox"
            checked={settings.keepRunningInBackground}
            onChange={(event) => void save({ keepRunningInBackground: event.target.checked })}
          />
          <span>{t('loans.settings.background')}</span>
        </label>
      </fieldset>
      <fieldset className="loan-settings-switches">
        <legend>{t('loans.settings.profilesLegend')}</legend>
        {settings.profiles.map((profile) => (
          <label key={profile.profileId} className="loan-check">
            <input
              type="checkbox"
              checked={profile.watched}
              onChange={(event) => void save({ watchProfiles: { [profile.profileId]: event.target.checked } })}
            />
            <span>
              {profile.name}
              {profile.builtIn ? <span className="muted"> {t('loans.settings.simulator')}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
