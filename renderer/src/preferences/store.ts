import { create } from 'zustand';
import type { IpcResult } from '../../../shared/ipc/result';
import type { Preferences, UpdatePreferencesInput } from '../../../shared/ipc/schemas/preferences';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';

// Main owns the preferences; this is the renderer's copy, replaced whole by every answer and push.
const useStore = create<{ readonly value: Preferences }>()(() => ({ value: DEFAULT_PREFERENCES }));

/** The store itself, for subscribers outside React (the theme follower). */
export const usePreferencesStore = useStore;

/** The user's app-wide choices (defaults until main answered). */
export const usePreferences = (): Preferences => useStore((state) => state.value);
/** The dashboard's refresh interval in seconds (0: never). */
export const useRefreshSeconds = (): number => useStore((state) => state.value.dashboard.refreshSeconds);

/** Loads the preferences from main. */
export async function loadPreferences(): Promise<void> {
  const result = await settle(() => desktopApi().preferences.get());
  if (result.ok) preferencesChanged(result.value);
}

/** Push event and answers: main's current preferences. */
export function preferencesChanged(value: Preferences): void {
  useStore.setState({ value });
}

/** Changes some preferences; main saves them and pushes the result. */
export async function updatePreferences(change: UpdatePreferencesInput): Promise<IpcResult<Preferences>> {
  const result = await settle(() => desktopApi().preferences.update(change));
  if (result.ok) preferencesChanged(result.value);
  return result;
}

/** Test seam: back to the defaults. */
export function resetPreferencesStore(): void {
  useStore.setState({ value: DEFAULT_PREFERENCES });
}
