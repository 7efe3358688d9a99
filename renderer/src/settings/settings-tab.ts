import { useEffect, useState } from 'react';
import { create } from 'zustand';

/** A Settings tab asked for from outside the view (Help → Check for updates opens Settings → Updates). */
const useAsked = create<{ tab: string | null }>(() => ({ tab: null }));

/** Shows a Settings tab the next time Settings is shown (or now, when it is). */
export function askSettingsTab(tab: string): void {
  useAsked.setState({ tab });
}

/** The Settings view's tab: its own choice, or the one asked for from outside, which it takes once. */
export function useSettingsTab<T extends string>(initial: T): [T, (tab: T) => void] {
  const asked = useAsked((state) => state.tab);
  const [tab, setTab] = useState<T>((asked as T | null) ?? initial);
  useEffect(() => {
    if (asked === null) return;
    setTab(asked as T);
    useAsked.setState({ tab: null });
  }, [asked]);
  return [tab, setTab];
}
