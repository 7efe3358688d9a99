import { useEffect, useState } from 'react';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

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

  return (
    <button type="button" className="copy-button" aria-label={`Copy ${props.label}`} title={`Copy ${props.label}`} onClick={() => void copy()}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Not copied' : 'Copy'}
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? `${props.label} copied` : state === 'failed' ? `${props.label} could not be copied` : ''}
      </span>
    </button>
  );
}
