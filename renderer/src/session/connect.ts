import { desktopApi } from '../api/bridge';
import { loadAssetPrecision } from '../assets/store';
import { activeProfileIs, customerChanged } from '../customers/store';
import { loadNotices, noticeArrived } from '../notices/store';
import { activeProfileChanged, loadProfiles, profilesChanged, watchActiveProfile } from '../profiles/store';
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
    api.on.requestLogged((entry) => requestLogged(entry)),
    api.on.notice((notice) => noticeArrived(notice)),
    watchActiveProfile((profileId) => {
      void activeProfileIs(profileId);
      void loadAssetPrecision(profileId);
    }),
  ];
  void loadProfiles();
  void loadNotices();
  void loadRequestLog();
  return () => {
    for (const stop of unsubscribe) stop();
  };
}
