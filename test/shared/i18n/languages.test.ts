import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, matchLanguage, messageLocale, resolveLanguage } from '../../../shared/i18n/languages';
import { loadMessages } from '../../../shared/i18n/catalogue/load';
import { createTranslator } from '../../../shared/i18n/translator';

describe('the language a person sees', () => {
  it('follows the first of the system’s languages the desk speaks, English when none', () => {
    expect(matchLanguage(['de-CH', 'en-US'])).toBe('de');
    expect(matchLanguage(['rm-CH', 'fr_CH', 'de'])).toBe('fr');
    expect(matchLanguage(['IT'])).toBe('it');
    expect(matchLanguage(['ja-JP', 'pt'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
    expect(resolveLanguage('system', ['it-CH'])).toBe('it');
    expect(resolveLanguage('fr', ['it-CH'])).toBe('fr');
  });

  it('reads a browser’s Accept-Language by weight, ignoring malformed and refused tags', () => {
    expect(acceptLanguageTags('en;q=0.5, fr-CH, de;q=0.9, *;q=0.1, x-y-;q=1, it;q=0')).toEqual(['fr-CH', 'de', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('counts in the words’ language with the region of the system’s locale', () => {
    expect(messageLocale('en', 'de-CH')).toBe('en-CH');
    expect(messageLocale('fr', 'de_CH.UTF-8')).toBe('fr-CH');
    expect(messageLocale('de', undefined)).toBe('de');
    expect(messageLocale('pseudo', 'it-CH')).toBe('en-CH');
  });

  it('formats plurals and arguments in each language, and refuses a key that is not in the catalogue', async () => {
    const de = createTranslator('de', 'de-CH', await loadMessages('de'));
    expect(de.t('settings.refresh.seconds', { count: 1 })).toBe('Jede Sekunde');
    expect(de.t('settings.refresh.seconds', { count: 30 })).toBe('Alle 30 Sekunden');
    const fr = createTranslator('fr', 'fr-CH', await loadMessages('fr'));
    expect(fr.t('settings.refresh.minutes', { count: 5 })).toBe('Toutes les 5 minutes');
    expect(fr.format({ key: 'shell.shortcut.goTo', values: { section: 'Négoce' } })).toBe('Aller à « Négoce »');
    // @ts-expect-error: a key the catalogue lacks is a type error, and throws rather than show a key to a person.
    expect(() => de.t('settings.nothing')).toThrow(/not in the de catalogue/);
  });

  it('makes a pseudo-locale: every message accented, bracketed and at least 30 % longer, with English’s arguments', async () => {
    const english = await loadMessages('en');
    const pseudo = await loadMessages('pseudo');
    for (const [key, text] of Object.entries(english)) {
      const made = pseudo[key as keyof typeof pseudo];
      expect(made.startsWith('[') && made.endsWith(']'), key).toBe(true);
      // Plain messages compare as written; one with options is checked as shown, below.
      if (!text.includes(', plural,') && !text.includes(', select,'))
        expect(made.length, key).toBeGreaterThanOrEqual(Math.floor(text.length * 1.3));
    }
    const t = createTranslator('pseudo', 'en', pseudo);
    const shown = t.t('settings.refresh.seconds', { count: 30 });
    expect(shown).toMatch(/^\[Éṽéŕý 30 šéçöñđš ·+\]$/);
    expect(shown.length).toBeGreaterThanOrEqual(Math.floor('Every 30 seconds'.length * 1.3));
  });
});
