import { useState } from 'react';
import { useOfficeCurrencies } from '../book/currencies';
import { useConnection } from '../connection/store';
import type { IpcError } from '../../../shared/ipc/result';
import type { ThemeChoice } from '../../../shared/ipc/schemas/preferences';
import { localeDateTime } from '../format/datetime';
import { updatePreferences, usePreferences } from '../preferences/store';
import { ErrorNotice } from '../ui/ErrorNotice';

const THEMES: readonly { value: ThemeChoice; label: string; hint: string }[] = [
  { value: 'system', label: 'System', hint: 'Follows the operating system' },
  { value: 'light', label: 'Light', hint: 'Always light' },
  { value: 'dark', label: 'Dark', hint: 'Always dark' },
];

// The locale's own style shown as an example, whatever style is in force now.
const localeExample = localeDateTime(new Date(2026, 10, 25, 14, 3, 7));

const REFRESH_CHOICES = [0, 10, 30, 60, 300] as const;

function refreshLabel(seconds: number): string {
  if (seconds === 0) return 'Only when I refresh';
  return seconds < 60 ? `Every ${seconds} seconds` : seconds === 60 ? 'Every minute' : `Every ${seconds / 60} minutes`;
}

/** Theme, date style and dashboard refresh choices; main keeps them and applies the theme to the window. */
export function AppearancePanel(): React.JSX.Element {
  const preferences = usePreferences();
  // The currencies the active profile's service prices in (main refuses any other).
  const officeCurrencies = useOfficeCurrencies(useConnection().profileId, preferences.dashboard.officeCurrency);
  const [error, setError] = useState<IpcError | null>(null);

  const save = async (change: Parameters<typeof updatePreferences>[0]): Promise<void> => {
    const result = await updatePreferences(change);
    setError(result.ok ? null : result.error);
  };

  return (
    <div className="settings-section appearance">
      {error ? <ErrorNotice error={error} title="The preference could not be saved" /> : null}
      <fieldset className="field-group">
        <legend>Theme</legend>
        {THEMES.map((theme) => (
          <label key={theme.value} className="choice">
            <input type="radio" name="theme" value={theme.value} checked={preferences.theme === theme.value} onChange={() => void save({ theme: theme.value })} />
            <span>{theme.label}</span>
            <span className="muted"> · {theme.hint}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="field-group">
        <legend>Dates and times</legend>
        <label className="choice">
          <input type="radio" name="date-style" value="locale" checked={preferences.dateStyle === 'locale'} onChange={() => void save({ dateStyle: 'locale' })} />
          <span>As my locale writes them</span>
          <span className="muted"> · {localeExample}</span>
        </label>
        <label className="choice">
          <input type="radio" name="date-style" value="iso" checked={preferences.dateStyle === 'iso'} onChange={() => void save({ dateStyle: 'iso' })} />
          <span>ISO 8601</span>
          <span className="muted"> · 2026-11-25 14:03:07</span>
        </label>
      </fieldset>
      <fieldset className="field-group">
        <legend>Dashboard</legend>
        <label className="toolbar-field">
          <span>Refresh balances and prices</span>
          <select
            className="select"
            value={preferences.dashboard.refreshSeconds}
            onChange={(event) => void save({ dashboard: { refreshSeconds: Number(event.target.value) } })}
          >
            {[...new Set([...REFRESH_CHOICES, preferences.dashboard.refreshSeconds])].map((seconds) => (
              <option key={seconds} value={seconds}>
                {refreshLabel(seconds)}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>Value positions at</span>
          <select
            className="select"
            value={preferences.dashboard.priceBasis}
            onChange={(event) => void save({ dashboard: { priceBasis: event.target.value === 'bid' ? 'bid' : 'mid' } })}
          >
            <option value="mid">Mid price (between bid and ask)</option>
            <option value="bid">Bid price (what a sale fetches now)</option>
          </select>
        </label>
        <label className="toolbar-field">
          <span>Office currency (the Book&apos;s totals)</span>
          <select className="select" value={preferences.dashboard.officeCurrency} onChange={(event) => void save({ dashboard: { officeCurrency: event.target.value } })}>
            {officeCurrencies.map((currency) => (
              <option key={currency}>{currency}</option>
            ))}
          </select>
        </label>
      </fieldset>
    </div>
  );
}
