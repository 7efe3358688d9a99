import { useEffect } from 'react';
import { create } from 'zustand';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

/** The office currencies each profile's service prices in, as main answered them (book.currencies). */
const useStore = create<Record<string, readonly string[]>>(() => ({}));
const asked = new Set<string>();

/**
 * The office currencies to offer: those the profile's service prices in
 * (asked of main once per profile), always with the current choice so the
 * control shows it. Main refuses a currency the service does not price.
 */
export function useOfficeCurrencies(profileId: string | null, chosen: string): readonly string[] {
  const known = useStore((state) => (profileId === null ? undefined : state[profileId]));
  useEffect(() => {
    if (profileId === null || asked.has(profileId)) return;
    asked.add(profileId);
    void settle(() => desktopApi().book.currencies({ profileId })).then((result) => {
      if (result.ok) useStore.setState({ [profileId]: result.value });
      else asked.delete(profileId);
    });
  }, [profileId]);
  return [...new Set([...(known ?? []), chosen])].sort();
}

/** For tests. */
export function resetOfficeCurrencies(): void {
  asked.clear();
  useStore.setState({}, true);
}
