import { desktopApi } from '../api/bridge';
import { noticeArrived } from './store';

/** Shows each notice main pushes (a change of language reloads them: see preferences/events.ts). Answers the unsubscribe. */
export function connectNoticesEvents(): () => void {
  return desktopApi().on.notice((notice) => noticeArrived(notice));
}
