import { useEffect, useState } from 'react';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import { useT } from '../i18n/store';

/** A small button that copies a value (an id, an address) through main, and says so for a moment. */
export function CopyButton(props: { value: string; label: string }): React.JSX.Element {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (): Promise<void> => {
    const result = await settle(() => desktopApi().app.copyText({ text: props.value }));
    setState(result.ok ? 'copied' : 'failed');
  };

  const t = useT();
  const action = t('ui.copy.label', { what: props.label });
  return (
    <button type="button" className="copy-button" aria-label={action} title={action} onClick={() => void copy()}>
      {state === 'copied' ? t('ui.copy.copied') : state === 'failed' ? t('ui.copy.failed') : t('ui.copy.button')}
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied'
          ? t('ui.copy.announceCopied', { what: props.label })
          : state === 'failed'
            ? t('ui.copy.announceFailed', { what: props.label })
            : ''}
      </span>
    </button>
  );
}
