import { desktopApi } from '../api/bridge';
import { loadNotices, noticeArrived } from './store';

/**
 * Shows each notice main pushes, and fetches them again when the preferences
 * change: main puts notices into the user's language when it lists them, so
 * those already shown change language with the rest of the page. Answers the
 * unsubscribe.
 */
export function connectNoticesEvents(): () => void {
  const stopNotices = desktopApi().on.notice((notice) => noticeArrived(notice));
  const stopPreferences = desktopApi().on.preferencesChanged(() => void loadNotices());
  return () => {
    stopNotices();
    stopPreferences();
  };
}
