import { dismissNotice, useNotices } from './store';

/** Notices from main, above the current view, until dismissed. */
export function NoticeBar(): React.JSX.Element | null {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.level}`} role={notice.level === 'error' ? 'alert' : 'status'}>
          <strong>{notice.title}</strong> <span>{notice.message}</span>
          <button type="button" className="button button-small button-quiet" onClick={() => void dismissNotice(notice.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
