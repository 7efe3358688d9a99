import { desktopApi } from '../api/bridge';
import { subscribeAlertEvents } from '../alerts/events';
import { loadAssetPrecision } from '../assets/store';
import { subscribeBookEvents } from '../book/events';
import { connectionChanged, loadConnection, resetConnectionStore, watchConnection } from '../connection/store';
import { activeProfileIs } from '../customers/store';
import { loadNotices, noticeArrived } from '../notices/store';
import { activeProfileChanged, connectionRevised, loadProfiles, profilesChanged } from '../profiles/store';
import { loadRequestLog, requestLogged } from '../request-log/store';

/**
 * Starts the session: subscribes every store to main's push events, follows
 * main's connection state (never re-derived here), and loads the first data.
 * Returns a function that undoes the subscriptions.
 */
export function connectSession(): () => void {
  const api = desktopApi();
  const unsubscribe = [
    api.on.profilesChanged((list) => profilesChanged(list)),
    api.on.activeProfileChanged(({ activeProfileId, profile }) => activeProfileChanged(activeProfileId, profile)),
    api.on.connectionChanged((state) => connectionChanged(state)),
    api.on.requestLogged((entry) => requestLogged(entry)),
    api.on.notice((notice) => noticeArrived(notice)),
    subscribeBookEvents(),
    subscribeAlertEvents(),
    // Another profile, or the active one reaching another service, key, scheme word or secret: every view reloads.
    watchConnection(({ profileId, revision }) => {
      connectionRevised(profileId);
      void activeProfileIs(profileId, revision);
      void loadAssetPrecision(profileId, revision);
    }),
  ];
  void loadConnection();
  void loadProfiles();
  void loadNotices();
  void loadRequestLog();
  return () => {
    for (const stop of unsubscribe) stop();
    resetConnectionStore();
  };
}
