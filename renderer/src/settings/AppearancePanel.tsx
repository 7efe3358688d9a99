import { useState } from 'react';
import { useOfficeCurrencies } from '../book/currencies';
import { useConnection } from '../connection/store';
import type { IpcError } from '../../../shared/ipc/result';
import {
  EXPORT_LANGUAGE_CHOICES,
  type ExportLanguageChoice,
  type ThemeChoice,
} from '../../../shared/ipc/schemas/preferences';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { LANGUAGE_NAMES, LANGUAGES, matchLanguage, type LanguageChoice } from '../../../shared/i18n/languages';
import { useDisplayLanguage, useT } from '../i18n/store';
import { localeDateTime } from '../format/datetime';
import { updatePreferences, usePreferences } from '../preferences/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { StartAtLogin } from './StartAtLogin';

const THEMES: readonly { value: ThemeChoice; label: MessageKey; hint: MessageKey }[] = [
  { value: 'system', label: 'settings.theme.system', hint: 'settings.theme.systemHint' },
  { value: 'light', label: 'settings.theme.light', hint: 'settings.theme.lightHint' },
  { value: 'dark', label: 'settings.theme.dark', hint: 'settings.theme.darkHint' },
];

// The locale's own style shown as an example, whatever style is in force now.
const localeExample = localeDateTime(new Date(2026, 10, 25, 14, 3, 7));

const REFRESH_CHOICES = [0, 10, 30, 60, 300] as const;

function refreshLabel(t: Translate, seconds: number): string {
  if (seconds === 0) return t('settings.refresh.manual');
  return seconds < 60 || seconds % 60 !== 0
    ? t('settings.refresh.seconds', { count: seconds })
    : t('settings.refresh.minutes', { count: seconds / 60 });
}

type Translate = ReturnType<typeof useT>;

/** The language choice: each language in its own words, and "as the system" with the one it means now. */
function LanguageField(props: {
  choice: LanguageChoice;
  save: (change: { language: LanguageChoice }) => Promise<void>;
}): React.JSX.Element {
  const t = useT();
  const shown = useDisplayLanguage();
  const system = matchLanguage(navigator.languages);
  return (
    <fieldset className="field-group">
      <legend>{t('settings.language.legend')}</legend>
      <label className="toolbar-field select-only">
        <select
          className="select"
          aria-label={t('settings.language.legend')}
          value={props.choice}
          onChange={(event) => void props.save({ language: event.target.value as LanguageChoice })}
        >
          <option value="system">
            {t('settings.language.system', {
              language: LANGUAGE_NAMES[props.choice === 'system' && shown && shown !== 'pseudo' ? shown : system],
            })}
          </option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
          {/* The layout tests' pseudo-locale is offered only while it is in use (it is set through main, never picked here). */}
          {props.choice === 'pseudo' ? <option value="pseudo">{t('settings.language.pseudo')}</option> : null}
        </select>
      </label>
    </fieldset>
  );
}

/** The language of exported files (Excel, CSV): the app's by default, or one of the four whatever the app shows. */
function ExportLanguageField(props: {
  choice: ExportLanguageChoice;
  save: (change: { exportLanguage: ExportLanguageChoice }) => Promise<void>;
}): React.JSX.Element {
  const t = useT();
  const shown = useDisplayLanguage();
  const app = shown && shown !== 'pseudo' ? shown : matchLanguage(navigator.languages);
  const choose = (value: string) => {
    const choice = EXPORT_LANGUAGE_CHOICES.find((candidate) => candidate === value);
    if (choice) void props.save({ exportLanguage: choice });
  };
  return (
    <fieldset className="field-group">
      <legend>{t('settings.exportLanguage.legend')}</legend>
      <label className="toolbar-field">
        <select
          className="select"
          aria-label={t('settings.exportLanguage.legend')}
          value={props.choice}
          onChange={(event) => choose(event.target.value)}
        >
          <option value="app">{t('settings.exportLanguage.app', { language: LANGUAGE_NAMES[app] })}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <span className="muted">{t('settings.exportLanguage.hint')}</span>
      </label>
    </fieldset>
  );
}

/** Theme, language, date style and dashboard refresh choices; main keeps them and applies the theme to the window. */
export function AppearancePanel(): React.JSX.Element {
  const preferences = usePreferences();
  // The currencies the active profile's service prices in (main refuses any other).
  const officeCurrencies = useOfficeCurrencies(useConnection().profileId, preferences.dashboard.officeCurrency);
  const [error, setError] = useState<IpcError | null>(null);
  const t = useT();

  const save = async (change: Parameters<typeof updatePreferences>[0]): Promise<void> => {
    const result = await updatePreferences(change);
    setError(result.ok ? null : result.error);
  };

  return (
    <div className="settings-section appearance">
      {error ? <ErrorNotice error={error} title={t('settings.appearance.saveFailed')} /> : null}
      <fieldset className="field-group">
        <legend>{t('settings.theme.legend')}</legend>
        {THEMES.map((theme) => (
          <label key={theme.value} className="choice">
            <input
              type="radio"
              name="theme"
              value={theme.value}
              checked={preferences.theme === theme.value}
              onChange={() => void save({ theme: theme.value })}
            />
            <span>{t(theme.label)}</span>
            <span className="muted"> · {t(theme.hint)}</span>
          </label>
        ))}
      </fieldset>
      <LanguageField choice={preferences.language} save={save} />
      <ExportLanguageField choice={preferences.exportLanguage} save={save} />
      <fieldset className="field-group">
        <legend>{t('settings.dates.legend')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="date-style"
            value="locale"
            checked={preferences.dateStyle === 'locale'}
            onChange={() => void save({ dateStyle: 'locale' })}
          />
          <span>{t('settings.dates.locale')}</span>
          <span className="muted"> · {localeExample}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="date-style"
            value="iso"
            checked={preferences.dateStyle === 'iso'}
            onChange={() => void save({ dateStyle: 'iso' })}
          />
          <span>{t('settings.dates.iso')}</span>
          <span className="muted"> · 2026-11-25 14:03:07</span>
        </label>
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('settings.dashboard.legend')}</legend>
        <label className="toolbar-field">
          <span>{t('settings.refresh.label')}</span>
          <select
            className="select"
            value={preferences.dashboard.refreshSeconds}
            onChange={(event) => void save({ dashboard: { refreshSeconds: Number(event.target.value) } })}
          >
            {[...new Set([...REFRESH_CHOICES, preferences.dashboard.refreshSeconds])].map((seconds) => (
              <option key={seconds} value={seconds}>
                {refreshLabel(t, seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>{t('settings.priceBasis.label')}</span>
          <select
            className="select"
            value={preferences.dashboard.priceBasis}
            onChange={(event) => void save({ dashboard: { priceBasis: event.target.value === 'bid' ? 'bid' : 'mid' } })}
          >
            <option value="mid">{t('settings.priceBasis.mid')}</option>
            <option value="bid">{t('settings.priceBasis.bid')}</option>
          </select>
        </label>
        <label className="toolbar-field">
          <span>{t('settings.officeCurrency.label')}</span>
          <select
            className="select"
            value={preferences.dashboard.officeCurrency}
            onChange={(event) => void save({ dashboard: { officeCurrency: event.target.value } })}
          >
            {officeCurrencies.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </label>
      </fieldset>
      <StartAtLogin />
    </div>
  );
}
