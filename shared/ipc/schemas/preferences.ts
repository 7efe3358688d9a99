import { z } from 'zod';
import { LANGUAGE_CHOICES, LANGUAGES } from '../../i18n/languages';

/** Light, dark, or whatever the operating system uses. */
export const themeChoice = z.enum(['system', 'light', 'dark']);
export type ThemeChoice = z.infer<typeof themeChoice>;

/** Which side of the book values positions on the dashboard (mid, or bid: what a sale would fetch). */
export const priceBasis = z.enum(['mid', 'bid']);

/** How often balances and prices refresh on their own, in seconds (0: never). */
export const refreshSeconds = z.union([
  z.literal(0),
  z.number().int().min(5, 'At least 5 seconds').max(3600, 'At most one hour'),
]);

/** The currency the Book totals every customer in (a file without one reads as CHF). */
export const officeCurrency = z.string().regex(/^[A-Z0-9]{2,12}$/, 'Must be a currency such as CHF');

/** How dates and times show: in the user's locale's style, or ISO 8601 ("2026-11-25 14:03:07"). */
export const dateStyle = z.enum(['locale', 'iso']);
export type DateStyleChoice = z.infer<typeof dateStyle>;

/** The words' language: one of the four, or the system's (in browser mode, the browser's); 'pseudo' is for layout tests. */
export const languageChoice = z.enum(LANGUAGE_CHOICES);

/** The language exported files (Excel, CSV) are written in: the app's, or one of the four. */
export const EXPORT_LANGUAGE_CHOICES = ['app', ...LANGUAGES] as const;
export const exportLanguageChoice = z.enum(EXPORT_LANGUAGE_CHOICES);
export type ExportLanguageChoice = z.infer<typeof exportLanguageChoice>;

/** The language the app shows now, as main resolved the choice. */
export const languageInUse = z.object({ choice: languageChoice, language: z.enum([...LANGUAGES, 'pseudo']) });
export type LanguageInUse = z.infer<typeof languageInUse>;

/** The user's app-wide choices, kept by main in preferences.json. */
export const preferences = z.object({
  theme: themeChoice,
  // A file from before the choice existed follows the system.
  language: languageChoice.default('system'),
  // A file from before the choice existed exports in the app's language.
  exportLanguage: exportLanguageChoice.default('app'),
  // A file from before the choice existed reads as the locale's style.
  dateStyle: dateStyle.default('locale'),
  dashboard: z.object({
    refreshSeconds,
    priceBasis,
    officeCurrency: officeCurrency.default('CHF'),
  }),
});
export type Preferences = z.infer<typeof preferences>;

/** What a fresh install uses. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  language: 'system',
  exportLanguage: 'app',
  dateStyle: 'locale',
  dashboard: { refreshSeconds: 30, priceBasis: 'mid', officeCurrency: 'CHF' },
};

/** preferences.update: only what is given changes. */
export const updatePreferencesInput = z.strictObject({
  theme: themeChoice.optional(),
  language: languageChoice.optional(),
  exportLanguage: exportLanguageChoice.optional(),
  dateStyle: dateStyle.optional(),
  dashboard: z
    .strictObject({
      refreshSeconds: refreshSeconds.optional(),
      priceBasis: priceBasis.optional(),
      officeCurrency: officeCurrency.optional(),
    })
    .optional(),
});
export type UpdatePreferencesInput = z.input<typeof updatePreferencesInput>;
