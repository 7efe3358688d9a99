import { describe, expect, it } from 'vitest';
import type { DisplayLanguage } from '../../shared/i18n/languages';
import { waitForSettled } from '../screenshots/navigate';
import { THEMES } from '../screenshots/registry';
import { COLOUR_RULES, describeFindings, installAxe, seriousViolations } from './harness/axe';
import { useBrowser, useSharedApp } from './harness/fixture';
import { chooseLanguage, documentLang, SWISS_LOCALE } from './harness/language';
import { registeredScreen, showScreenInEnglish } from './harness/screens-in-language';

/** Three screens with much of the desk's vocabulary: a form with its hints, tables with their heads, a settings panel. */
const SCREENS = ['trading/ticket', 'staking/orders', 'settings/appearance'] as const;

/** Every language the desk shows, the pseudo-locale included (its lang "en-XA" must be one axe accepts). */
const LANGUAGES: readonly DisplayLanguage[] = ['de', 'fr', 'it', 'pseudo'];

// The full axe pass over every screen runs in English (accessibility.e2e.test.ts); here the same rules over three
// screens in each language and both themes, in one app: a screen is shown once, then the language and the theme are
// switched through the preferences between passes (cheap: no reload, no new app).
describe('accessibility (axe-core) in every language and both themes', () => {
  const browser = useBrowser();
  const shared = useSharedApp(browser, { locale: SWISS_LOCALE.de });

  it(
    'three screens in de, fr, it and the pseudo-locale, light and dark: lang follows the language, no serious or critical violation',
    { timeout: 120_000 },
    async () => {
      const app = await shared.app();
      app.page.setDefaultTimeout(30_000);
      await installAxe(app.context);
      const findings: string[] = [];
      for (const id of SCREENS) {
        await app.services.preferences.update({ theme: 'light' });
        await showScreenInEnglish(app, registeredScreen(id).screen, 'light');
        for (const language of LANGUAGES) {
          await chooseLanguage(app, language);
          expect(
            await app.page.evaluate(() => document.documentElement.lang),
            `${id}: the document's lang in ${language}`,
          ).toBe(documentLang(language));
          for (const theme of THEMES) {
            await app.services.preferences.update({ theme });
            await app.page.waitForFunction((wanted) => document.documentElement.dataset['theme'] === wanted, theme);
            await waitForSettled(app.page);
            findings.push(
              ...describeFindings(
                `${id}/${language}/${theme}`,
                await seriousViolations(app.page, theme === THEMES[0] ? undefined : COLOUR_RULES),
              ),
            );
          }
        }
      }
      expect(findings, findings.join('\n')).toEqual([]);
    },
  );
});
