import { desktopApi } from '../api/bridge';
import { requestLogged } from './store';

/** Adds every request main logs to the request log as it happens. Answers the unsubscribe. */
export function connectRequestLogEvents(): () => void {
  return desktopApi().on.requestLogged((entry) => requestLogged(entry));
}
