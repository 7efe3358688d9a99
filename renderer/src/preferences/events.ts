import { desktopApi } from '../api/bridge';
import { setDateStyle } from '../format/datetime';
import { loadLanguage } from '../i18n/store';
import { loadNotices } from '../notices/store';
import { preferencesChanged, usePreferencesStore } from './store';
import { applyTheme } from './theme';

/** Follows main's pushed preferences and keeps the page's theme and language in step with them. Answers the unsubscribe. */
export function connectPreferencesEvents(): () => void {
  const stopEvents = desktopApi().on.preferencesChanged((value) => {
    preferencesChanged(value);
    // Main resolves what the language choice means ("as the system"): the words change at once, and the notices
    // already shown are fetched again, since main puts them into the user's language when it lists them.
    void loadLanguage();
    void loadNotices();
  });
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
