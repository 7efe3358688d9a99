import { desktopApi } from '../api/bridge';
import { setDateStyle } from '../format/datetime';
import { preferencesChanged, usePreferencesStore } from './store';
import { applyTheme } from './theme';

/** Follows main's pushed preferences and keeps the page's theme in step with them. Answers the unsubscribe. */
export function connectPreferencesEvents(): () => void {
  const stopEvents = desktopApi().on.preferencesChanged((value) => preferencesChanged(value));
  const stopTheme = usePreferencesStore.subscribe((state, previous) => {
    if (state.value.theme !== previous.value.theme) applyTheme(state.value.theme);
    // Every date in the app follows the one choice (views showing dates re-render through useDateStyle).
    setDateStyle(state.value.dateStyle);
  });
  return () => {
    stopEvents();
    stopTheme();
  };
}
