import { desktopApi } from '../api/bridge';
import { priceAlertsChanged } from './store';

/** The price alerts' push events (started once, with the session): every check and rule change, so the alert log updates live. Returns the unsubscribe. */
export function subscribeAlertEvents(): () => void {
  return desktopApi().on.priceAlertsChanged((change) => priceAlertsChanged(change));
}
