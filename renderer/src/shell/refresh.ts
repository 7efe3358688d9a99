import { useEffect, useRef } from 'react';
import { create } from 'zustand';

// A counter every view can follow: F5 / Ctrl+R bumps it and the view on screen reloads.
const useStore = create<{ readonly requests: number }>()(() => ({ requests: 0 }));

/** Asks the view on screen to reload its data (the refresh shortcut). */
export function requestRefresh(): void {
  useStore.setState((state) => ({ requests: state.requests + 1 }));
}

/** Calls reload whenever a refresh is requested after mount (not on mount itself: views load on their own). */
export function useRefreshRequests(reload: () => void): void {
  const requests = useStore((state) => state.requests);
  const seen = useRef(requests);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (seen.current === requests) return;
    seen.current = requests;
    latest.current();
  }, [requests]);
}
