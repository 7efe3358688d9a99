import { ErrorNotice } from '../ui/ErrorNotice';
import { dismissNotice, loadNotices, useNotices, useNoticesLoad } from './store';
import { useT } from '../i18n/store';

/** Notices from main, above the current view, until dismissed; says so when they could not be fetched. */
export function NoticeBar(): React.JSX.Element | null {
  const notices = useNotices();
  const load = useNoticesLoad();
  const t = useT();
  if (notices.length === 0 && load.status !== 'error') return null;
  return (
    <div className="notices">
      {load.status === 'error' ? (
        <div className="notice notice-error">
          <ErrorNotice error={load.error} title={t('notices.loadFailed')} onRetry={() => void loadNotices()} inline />
        </div>
      ) : null}
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-${notice.level}`}
          role={notice.level === 'error' ? 'alert' : 'status'}
        >
          <strong>{notice.title}</strong> <span title={notice.message}>{notice.message}</span>
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => void dismissNotice(notice.id)}
          >
            {t('notices.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
