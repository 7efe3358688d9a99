import { useEffect, useState } from 'react';
import type { LoansSettingsPatch, LoansSettingsView } from '../../../shared/ipc/schemas/loans';
import type { IpcError } from '../../../shared/ipc/result';
import { parseDecimalInput } from '../format/parse-decimal';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';
import { loadSettings, saveSettings, useLoansSettings } from './store';

/** Interval, warning margin, hysteresis, background mode, alarm sound, which profiles are watched. */
export function LoansSettings(): React.JSX.Element {
  const settings = useLoansSettings();
  useEffect(() => {
    void loadSettings();
  }, []);
  if (settings.status === 'loading') return <Loading label="Loading monitor settings…" />;
  if (settings.status === 'error') return <ErrorNotice error={settings.error} title="The monitor settings could not be loaded" onRetry={() => void loadSettings()} />;
  return <SettingsForm key={settings.loadedAt} settings={settings.value} />;
}

function SettingsForm(props: { settings: LoansSettingsView }): React.JSX.Element {
  const { settings } = props;
  const [interval, setIntervalText] = useState(String(settings.intervalSeconds));
  const [margin, setMargin] = useState(settings.warnMargin);
  const [band, setBand] = useState(settings.hysteresisBand);
  const [message, setMessage] = useState<{ kind: 'saved' } | { kind: 'invalid'; text: string } | { kind: 'failed'; error: IpcError } | null>(null);

  const save = async (patch: LoansSettingsPatch) => {
    const result = await saveSettings(patch);
    setMessage(result.ok ? { kind: 'saved' } : { kind: 'failed', error: result.error });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // Every number through the app's one parser: "1'200" seconds, "0,05" in a comma locale.
    const seconds = parseDecimalInput(interval);
    if (!/^\d+$/.test(seconds)) {
      setMessage({ kind: 'invalid', text: 'The interval must be a whole number of seconds.' });
      return;
    }
    void save({ intervalSeconds: Number(seconds), warnMargin: parseDecimalInput(margin), hysteresisBand: parseDecimalInput(band) });
  };

  return (
    <section className="panel loan-settings" aria-labelledby="loan-settings-title">
      <header className="panel-header">
        <h2 id="loan-settings-title">Loan monitor</h2>
      </header>
      <form className="loan-settings-form" onSubmit={submit}>
        <label>
          <span>Check every (seconds)</span>
          <input className="input num" inputMode="numeric" value={interval} onChange={(event) => setIntervalText(event.target.value)} />
        </label>
        <label>
          <span>Warning margin (LTV fraction below margin call; 0.05 = 5 points)</span>
          <input className="input num" inputMode="decimal" value={margin} onChange={(event) => setMargin(event.target.value)} />
        </label>
        <label>
          <span>Hysteresis band (a state is left only this far below its threshold)</span>
          <input className="input num" inputMode="decimal" value={band} onChange={(event) => setBand(event.target.value)} />
        </label>
        <div className="loan-settings-actions">
          <button type="submit" className="button button-primary">
            Save
          </button>
          {message?.kind === 'saved' ? (
            <span className="muted" role="status">
              Saved.
            </span>
          ) : message?.kind === 'invalid' ? (
            <span className="field-error" role="alert">
              {message.text}
            </span>
          ) : message?.kind === 'failed' ? (
            <ErrorNotice error={message.error} inline />
          ) : null}
        </div>
      </form>
      <fieldset className="loan-settings-switches">
        <legend>Alerts and background</legend>
        <label className="loan-check">
          <input type="checkbox" checked={settings.alarmSound} onChange={(event) => void save({ alarmSound: event.target.checked })} />
          <span>Sound an alarm with each new alert</span>
        </label>
        <label className="loan-check">
          <input type="checkbox" checked={settings.keepRunningInBackground} onChange={(event) => void save({ keepRunningInBackground: event.target.checked })} />
          <span>Keep watching when the window is closed (tray icon shows the worst state)</span>
        </label>
      </fieldset>
      <fieldset className="loan-settings-switches">
        <legend>Watched profiles</legend>
        {settings.profiles.map((profile) => (
          <label key={profile.profileId} className="loan-check">
            <input type="checkbox" checked={profile.watched} onChange={(event) => void save({ watchProfiles: { [profile.profileId]: event.target.checked } })} />
            <span>
              {profile.name}
              {profile.builtIn ? <span className="muted"> (built-in simulator)</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
