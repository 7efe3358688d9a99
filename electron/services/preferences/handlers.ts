import type { FeatureHandlers } from '../feature';
import type { PreferencesService } from './preferences-service';

/** The user's app-wide choices (theme, dashboard refresh and price basis). */
export function preferencesHandlers(preferences: Pick<PreferencesService, 'get' | 'update'>): FeatureHandlers<'preferences'> {
  return {
    'preferences.get': () => preferences.get(),
    'preferences.update': (input) => preferences.update(input),
  };
}
