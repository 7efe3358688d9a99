import { desktopApi } from '../api/bridge';
import { connectionChanged } from './store';

/** Follows main's connection state (never re-derived here). Answers the unsubscribe. */
export function connectConnectionEvents(): () => void {
  return desktopApi().on.connectionChanged((state) => connectionChanged(state));
}
