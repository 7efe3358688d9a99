import { useEffect, useState } from 'react';
import { useCustomerContext } from '../customers/store';
import { loadMarketReference, useInstruments } from '../trading/market-store';
import { pairOf } from '../trading/instruments';
import { useT } from '../i18n/store';
import { editAlertFor } from './store';

/**
 * Settings → Price alerts: choose an instrument (the market panel's list, as
 * the selected customer sees it) and set an alert for it in the same dialog
 * the market panel opens.
 */
export function AddAlert(): React.JSX.Element | null {
  const t = useT();
  const context = useCustomerContext();
  const instruments = useInstruments(context);
  const [pair, setPair] = useState('');
  useEffect(() => {
    if (context) void loadMarketReference(context);
  }, [context]);
  if (context === null || instruments.status !== 'ready') return null;
  const chosen = instruments.value.find((instrument) => pairOf(instrument) === pair) ?? instruments.value[0];
  return (
    <div className="panel-tools">
      <label className="toolbar-field">
        <span>{t('alerts.add.instrument')}</span>
        <select
          className="select select-small"
          value={chosen ? pairOf(chosen) : ''}
          onChange={(event) => setPair(event.target.value)}
          aria-label={t('alerts.add.instrumentLabel')}
        >
          {instruments.value.map((instrument) => (
            <option key={pairOf(instrument)}>{pairOf(instrument)}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-small"
        disabled={!chosen}
        onClick={() =>
          chosen && editAlertFor({ profileId: context.profileId, symbol: chosen.symbol, currency: chosen.currency })
        }
      >
        {t('alerts.add.button')}
      </button>
    </div>
  );
}
