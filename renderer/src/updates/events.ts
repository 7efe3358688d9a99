import { desktopApi } from '../api/bridge';
import { updateStatusChanged } from './store';

/** Follows the update check (updateStatus), so the Updates tab shows a check, a download's progress and its end live. Answers the unsubscribe. */
export function connectUpdatesEvents(): () => void {
  return desktopApi().on.updateStatus((status) => updateStatusChanged(status));
}
