import { useConnection } from './store';

/** The active profile's server clock offset in ms, as main estimates it (null: not known yet or another profile). */
export function useClockOffsetMs(profileId: string | null): number | null {
  const { profileId: active, clock } = useConnection();
  return profileId !== null && active === profileId ? clock.offsetMs : null;
}
