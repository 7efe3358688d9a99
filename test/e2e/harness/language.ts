import type { Page } from 'playwright-core';
import type { DisplayLanguage, Language, LanguageChoice } from '../../../shared/i18n/languages';
import { resolveLanguage } from '../../../shared/i18n/languages';
import type { AppHandle } from './app';

/** The Swiss office locale Chromium is given for each language (numbers and dates keep the region's style). */
export const SWISS_LOCALE: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  de: 'de-CH',
  fr: 'fr-CH',
  it: 'it-CH',
};

/** What `document.documentElement.lang` says in each language (the pseudo-locale is the private-use English "en-XA"). */
export function documentLang(language: DisplayLanguage): string {
  return language === 'pseudo' ? 'en-XA' : language;
}

/** Waits until the page shows its words in `language`: its document says so and the views have re-rendered. */
export async function waitForLanguage(page: Page, language: DisplayLanguage, timeout = 20_000): Promise<void> {
  await page.waitForFunction((lang) => document.documentElement.lang === lang, documentLang(language), { timeout });
  // The new translator re-renders every view in the same task that set lang: two frames later it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Chooses the app's language as a user does (the `language` preference, kept by main; 'system' in browser mode
 * means the browser's Accept-Language, i.e. the context's locale) and waits until the page shows it.
 * Answers the language the choice shows in.
 */
export async function chooseLanguage(app: AppHandle, choice: LanguageChoice): Promise<DisplayLanguage> {
  await app.services.preferences.update({ language: choice });
  const shown = resolveLanguage(choice, await app.page.evaluate(() => [...navigator.languages]));
  await waitForLanguage(app.page, shown);
  return shown;
}

/**
 * Opens the app in a language as an office gets it: a real language through the browser's own locale
 * (de → de-CH, with the preference left at 'system'), English in en-US, the pseudo-locale through the
 * preference. `open` is the fixture's opener (useApp().open, or openApp bound to a browser); the document's
 * `lang` is checked before the app is handed back.
 */
export async function openInLanguage(
  open: (options: {
    locale: string;
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
  }) => Promise<AppHandle>,
  language: DisplayLanguage,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<AppHandle> {
  const locale = language === 'en' || language === 'pseudo' ? 'en-US' : SWISS_LOCALE[language];
  const app = await open({ locale, ...options });
  await app.page.locator('#main').waitFor();
  if (language === 'pseudo') await chooseLanguage(app, 'pseudo');
  else await waitForLanguage(app.page, language);
  return app;
}
