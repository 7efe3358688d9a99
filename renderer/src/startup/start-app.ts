import { connectAlertsEvents } from '../alerts/events';
import { connectShellEvents } from '../shell/events';
import { connectUpdatesEvents } from '../updates/events';
import { loadAssetPrecision } from '../assets/store';
import { connectBookEvents } from '../book/events';
import { connectConnectionEvents } from '../connection/events';
import { loadConnection, resetConnectionStore, watchConnection } from '../connection/store';
import { activeProfileIs } from '../customers/store';
import { loadLanguage } from '../i18n/store';
import { connectLoansEvents } from '../loans/events';
import { connectNoticesEvents } from '../notices/events';
import { loadNotices } from '../notices/store';
import { connectPreferencesEvents } from '../preferences/events';
import { loadPreferences } from '../preferences/store';
import { connectProfilesEvents } from '../profiles/events';
import { connectionRevised, loadProfiles } from '../profiles/store';
import { connectReportsEvents } from '../reports/events';
import { connectRequestLogEvents } from '../request-log/events';
import { loadRequestLog } from '../request-log/store';
import { connectTradingEvents } from '../trading/events';

/**
 * Starts the app's renderer side, once: wires every feature's push events
 * (each feature's `events.ts`; this is the only place that calls them),
 * follows main's connection state (never re-derived here) and loads the
 * first data. Answers the teardown, which undoes all of it.
 */
export function startApp(): () => void {
  const stops = [
    connectConnectionEvents(),
    connectProfilesEvents(),
    connectPreferencesEvents(),
    connectRequestLogEvents(),
    connectNoticesEvents(),
    connectTradingEvents(),
    connectLoansEvents(),
    connectReportsEvents(),
    connectBookEvents(),
    connectAlertsEvents(),
    connectShellEvents(),
    connectUpdatesEvents(),
    // Another profile, or the active one reaching another service, key, scheme word or secret: every view reloads.
    watchConnection(({ profileId, revision }) => {
      connectionRevised(profileId);
      void activeProfileIs(profileId, revision);
      void loadAssetPrecision(profileId, revision);
    }),
  ];
  void loadConnection();
  void loadProfiles();
  void loadPreferences();
  void loadLanguage();
  void loadNotices();
  void loadRequestLog();
  return () => {
    for (const stop of stops) stop();
    resetConnectionStore();
  };
}
