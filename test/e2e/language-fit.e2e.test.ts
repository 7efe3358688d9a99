import { describe, expect, it } from 'vitest';
import { waitForSettled } from '../screenshots/navigate';
import { cutSelects, cutTexts } from './harness/fit';
import { useBrowser, useSharedApp } from './harness/fixture';
import { chooseLanguage, SWISS_LOCALE } from './harness/language';
import { registeredScreen, showScreenInEnglish } from './harness/screens-in-language';

/** The two window sizes the desk is built for: a laptop's full screen and the smallest window. */
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

/**
 * Every section and its main dialogs (screens of the screenshot registry). Chosen so that each shows on its own from a
 * fresh page and none stops the simulator; the words of a section are mostly the same across its other screens.
 */
const SCREENS = [
  'dashboard/overview',
  'dashboard/account-detail',
  'dialogs/keyboard-shortcuts',
  'dialogs/new-profile',
  'settings/request-log',
  'settings/appearance',
  'trading/ticket',
  'trading/drawer',
  'staking/enter-form',
  'staking/orders',
  'staking/rewards',
  'loans/portfolio-detail',
  'loans/what-if',
  'reports/report-centre',
  'book/all-customers',
  'book/price-alerts-settings',
] as const;

/** The pseudo-locale (accented, 40 % longer) stands for any language to come; German is the longest real one. */
const LANGUAGES = ['pseudo', 'de'] as const;

// One Chromium and one app for every screen (the suite's time is shared): each screen is shown once in English, then
// switched to each language and measured at both sizes.
describe('every word fits its box in the pseudo-locale and in German, at 1440 × 900 and 1024 × 700', () => {
  const browser = useBrowser();
  const shared = useSharedApp(browser, { locale: SWISS_LOCALE.de, viewport: SIZES[0] });

  it('no text is cut or spills out of its box, no select hides its choice', { timeout: 120_000 }, async () => {
    const app = await shared.app();
    app.page.setDefaultTimeout(30_000);
    const problems: string[] = [];
    for (const id of SCREENS) {
      const { screen } = registeredScreen(id);
      await app.page.setViewportSize(SIZES[0]);
      await showScreenInEnglish(app, screen, 'light');
      for (const language of LANGUAGES) {
        await chooseLanguage(app, language);
        for (const size of SIZES) {
          await app.page.setViewportSize(size);
          await waitForSettled(app.page);
          const where = `${id} in ${language} at ${size.width}×${size.height}`;
          problems.push(...(await cutTexts(app.page)).map((problem) => `${where}: ${problem}`));
          problems.push(
            ...(await cutSelects(app.page)).map((problem) => `${where}: select shows part of its choice: ${problem}`),
          );
        }
      }
    }
    // A blotter repeats the same cut in every row: each one said once per screen, language and size.
    const distinct = [...new Set(problems)];
    expect(distinct, distinct.join('\n')).toEqual([]);
  });
});
