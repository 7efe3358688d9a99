import { desktopApi } from '../api/bridge';
import { setDateStyle } from '../format/datetime';
import { loadPreferences, preferencesChanged, usePreferencesStore } from './store';
import { applyTheme } from './theme';

/** Follows main's preferences (loaded once, then pushed) and keeps the page's theme in step. Returns the unsubscribe. */
export function connectPreferences(): () => void {
  const stopEvents = desktopApi().on.preferencesChanged((value) => preferencesChanged(value));
  const stopTheme = usePreferencesStore.subscribe((state, previous) => {
    if (state.value.theme !== previous.value.theme) applyTheme(state.value.theme);
    // Every date in the app follows the one choice (views showing dates re-render through useDateStyle).
    setDateStyle(state.value.dateStyle);
  });
  void loadPreferences();
  return () => {
    stopEvents();
    stopTheme();
  };
}
