import { describe, expect, it } from 'vitest';
import type { LanguageChoice } from '../../../../shared/i18n/languages';
import { createLanguageService, environmentLanguages } from '../../../../electron/services/preferences/language';

describe('the language of main’s words', () => {
  it('follows the choice, and "as the system" asks the system each time (a change there applies at the next word)', async () => {
    let choice: LanguageChoice = 'system';
    let system = ['it-CH', 'de-CH'];
    const language = await createLanguageService({
      choice: () => choice,
      systemLanguages: () => system,
      regionLocale: 'de-CH',
    });
    expect(language.current()).toBe('it');
    expect(language.translator().t('shell.section.settings')).toBe('Impostazioni');
    system = ['pt-BR'];
    expect(language.current()).toBe('en');
    choice = 'fr';
    expect(language.translator().t('settings.refresh.minutes', { count: 2 })).toBe('Toutes les 2 minutes');
    expect(language.translator().locale).toBe('fr-CH');
    // An export may be asked for in another language than the app's.
    expect(language.translatorFor('de').t('shell.section.loans')).toBe('Kredite');
  });

  it('reads the environment’s locale where no system hook exists (the desk)', () => {
    expect(environmentLanguages({ LANG: 'de_CH.UTF-8' })[0]).toBe('de-CH');
    expect(environmentLanguages({ LC_ALL: 'C', LANG: 'fr_CH.UTF-8' })[0]).toBe('fr-CH');
    expect(environmentLanguages({ LC_MESSAGES: 'it_CH', LANG: 'de_CH' }).slice(0, 2)).toEqual(['it-CH', 'de-CH']);
  });
});
