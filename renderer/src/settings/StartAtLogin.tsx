import { useCallback, useEffect, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { IpcError } from '../../../shared/ipc/result';
import type { LoginItemUnavailable, LoginItemView } from '../../../shared/ipc/schemas/startup';
import { desktopApi } from '../api/bridge';
import { fromResult, LOADING, settle, type Loadable } from '../api/loadable';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/states';

const UNAVAILABLE: Record<LoginItemUnavailable, MessageKey> = {
  browser: 'startup.unavailable.browser',
  platform: 'startup.unavailable.platform',
};

/**
 * Settings → Appearance (its last group): start SVC Desk when the user logs in (main registers it with the OS and reads it
 * back from there). With the loan monitor's Keep watching on it starts in the tray; where the app cannot
 * start itself (browser mode, an OS Electron cannot register it with) the switch is shown off and disabled
 * with the reason.
 */
export function StartAtLogin(): React.JSX.Element {
  const t = useT();
  const [item, setItem] = useState<Loadable<LoginItemView>>(LOADING);
  const [saveError, setSaveError] = useState<IpcError | null>(null);
  const load = useCallback(async () => {
    setItem(fromResult(await settle(() => desktopApi().startup.loginItem())));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const save = async (openAtLogin: boolean): Promise<void> => {
    const result = await settle(() => desktopApi().startup.setLoginItem({ openAtLogin }));
    setSaveError(result.ok ? null : result.error);
    if (result.ok) setItem(fromResult(result));
  };

  if (item.status === 'loading') return <Loading label={t('startup.loading')} />;
  if (item.status === 'error')
    return <ErrorNotice error={item.error} title={t('startup.readFailed')} onRetry={() => void load()} />;
  const { unavailable, openAtLogin, startsHidden } = item.value;
  return (
    <fieldset className="field-group">
      <legend>{t('startup.title')}</legend>
      <label className="choice">
        <input
          type="checkbox"
          role="switch"
          checked={openAtLogin}
          disabled={unavailable !== null}
          onChange={(event) => void save(event.target.checked)}
        />{' '}
        {t('startup.toggle')}
      </label>
      <p className="muted">
        {unavailable !== null ? t(UNAVAILABLE[unavailable]) : startsHidden ? t('startup.hidden') : t('startup.shown')}
      </p>
      {saveError ? <ErrorNotice error={saveError} title={t('startup.notSaved')} /> : null}
    </fieldset>
  );
}
