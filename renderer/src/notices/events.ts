import { desktopApi } from '../api/bridge';
import { noticeArrived } from './store';

/** Shows each notice main pushes. Answers the unsubscribe. */
export function connectNoticesEvents(): () => void {
  return desktopApi().on.notice((notice) => noticeArrived(notice));
}
