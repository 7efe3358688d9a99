import { desktopApi } from '../api/bridge';
import { activeProfileChanged, profilesChanged } from './store';

/** Follows main's profile list and active profile. Answers the unsubscribe. */
export function connectProfilesEvents(): () => void {
  const api = desktopApi();
  const stops = [
    api.on.profilesChanged((list) => profilesChanged(list)),
    api.on.activeProfileChanged(({ activeProfileId, profile }) => activeProfileChanged(activeProfileId, profile)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
