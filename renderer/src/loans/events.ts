import { desktopApi } from '../api/bridge';
import { alertArrived, loadOverview } from './store';

/** Follows the loan watchdog: alerts into the banner (and the alarm), state changes and new reports into the overview. Answers the unsubscribe. */
export function connectLoansEvents(): () => void {
  const api = desktopApi();
  const stops = [
    api.on.loanAlert((alert) => alertArrived(alert)),
    api.on.loansUpdated(() => void loadOverview()),
    api.on.loanStateChanged(() => void loadOverview()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
