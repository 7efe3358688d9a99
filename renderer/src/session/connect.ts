import { desktopApi } from '../api/bridge';
import { loadAssetPrecision } from '../assets/store';
import { clockFollows, clockRequestSeen, resetClockStore } from '../connection/clock';
import { activeProfileIs, customerChanged } from '../customers/store';
import { loadNotices, noticeArrived } from '../notices/store';
import { activeProfileChanged, loadProfiles, profilesChanged, watchActiveConnection } from '../profiles/store';
import { loadRequestLog, requestLogged } from '../request-log/store';

/**
 * Starts the session: subscribes every store to main's push events, follows
 * the active profile, and loads the first data. Returns a function that
 * undoes the subscriptions.
 */
export function connectSession(): () => void {
  const api = desktopApi();
  const unsubscribe = [
    api.on.profilesChanged((list) => profilesChanged(list)),
    api.on.activeProfileChanged(({ activeProfileId, profile }) => activeProfileChanged(activeProfileId, profile)),
    api.on.customerChanged(({ profileId, customerNumber }) => customerChanged(profileId, customerNumber)),
    api.on.requestLogged((entry) => {
      requestLogged(entry);
      clockRequestSeen(entry.profileId);
    }),
    api.on.notice((notice) => noticeArrived(notice)),
    // Another profile, or the active one reaching another service, key or secret: every view reloads.
    watchActiveConnection(({ profileId, revision }) => {
      void activeProfileIs(profileId, revision);
      void loadAssetPrecision(profileId, revision);
      clockFollows(profileId);
    }),
  ];
  void loadProfiles();
  void loadNotices();
  void loadRequestLog();
  return () => {
    for (const stop of unsubscribe) stop();
    resetClockStore();
  };
}
