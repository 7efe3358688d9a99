import type { DomainHandlers } from './handler';

/** The user's app-wide choices (theme, dashboard refresh and price basis). */
export const preferencesHandlers: DomainHandlers<'preferences'> = {
  'preferences.get': (_input, { preferences }) => preferences.get(),
  'preferences.update': (input, { preferences }) => preferences.update(input),
};
