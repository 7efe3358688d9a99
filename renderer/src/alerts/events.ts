import { desktopApi } from '../api/bridge';
import { priceAlertsChanged } from './store';

/** Follows the price alerts: every check and rule change (priceAlertsChanged), so the alert log updates live. Answers the unsubscribe. */
export function connectAlertsEvents(): () => void {
  return desktopApi().on.priceAlertsChanged((change) => priceAlertsChanged(change));
}
