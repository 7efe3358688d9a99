import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/store';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus,
 * closes on Escape and hides the page behind from assistive technology.
 * Mount it to open it; unmounting closes it.
 */
export function Dialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'drawer' slides in at the right edge (details); default is centred. */
  variant?: 'center' | 'drawer';
  className?: string;
}): React.JSX.Element {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { onClose } = props;
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      // React may remove the element before this runs, so the browser cannot hand focus back itself.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const classes = ['dialog', props.variant === 'drawer' ? 'dialog-drawer' : 'dialog-center', props.className]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React unmount the dialog instead of the browser closing it behind React's back.
        event.preventDefault();
        onClose();
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="icon-button" aria-label={t('ui.dialog.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="dialog-body">{props.children}</div>
      {props.footer ? <footer className="dialog-footer">{props.footer}</footer> : null}
    </dialog>
  );
}
