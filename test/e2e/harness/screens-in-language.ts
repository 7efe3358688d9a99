import type { Page } from 'playwright-core';
import type { DisplayLanguage, LanguageChoice } from '../../../shared/i18n/languages';
import type { Screen, ScreenSection, Theme } from '../../screenshots/registry';
import { SCREEN_SECTIONS } from '../../screenshots/screens/index';
import { waitForSettled } from '../../screenshots/navigate';
import type { AppHandle } from './app';
import { chooseLanguage, waitForLanguage } from './language';

/** A registered screen by "section/screen" (the screenshot registry: the screens a person looks at). */
export function registeredScreen(id: string): { section: ScreenSection; screen: Screen } {
  const [sectionName, screenName] = id.split('/');
  const section = SCREEN_SECTIONS.find((candidate) => candidate.section === sectionName);
  const screen = section?.screens.find((candidate) => candidate.name === screenName);
  if (!section || !screen) throw new Error(`No registered screen ${id} (test/screenshots/screens).`);
  return { section, screen };
}

/**
 * Brings a registered screen up in another language: the screens find their way by the English words (as every
 * e2e test does), so the page is loaded fresh in English, the screen is shown, then the language is switched
 * through the preference, as a user switches it with a dialog open: every view must re-render in it at once.
 * Answers the language shown.
 */
export async function showScreenIn(
  app: AppHandle,
  screen: Screen,
  theme: Theme,
  language: LanguageChoice,
): Promise<DisplayLanguage> {
  await showScreenInEnglish(app, screen, theme);
  const shown = await chooseLanguage(app, language);
  await waitForSettled(app.page);
  return shown;
}

/** A registered screen in English from a freshly loaded page (dashboard, first customer). */
export async function showScreenInEnglish(app: AppHandle, screen: Screen, theme: Theme): Promise<void> {
  await app.page.locator('#main').waitFor();
  if ((await pageLanguage(app.page)) !== 'en') await chooseLanguage(app, 'en');
  await app.page.reload();
  await app.page.locator('#main').waitFor();
  await waitForLanguage(app.page, 'en');
  await screen.show({ page: app.page, app, theme });
}

function pageLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}
