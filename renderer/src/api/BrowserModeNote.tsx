import { useT } from '../i18n/store';

/** A small, unobtrusive note that the app runs in the browser (never in the way of a click), in the page's language. */
export function BrowserModeNote(): React.JSX.Element {
  const t = useT();
  return (
    <div className="browser-mode-note" role="note" title={t('ui.browserMode.title')}>
      {t('ui.browserMode.note')}
    </div>
  );
}
