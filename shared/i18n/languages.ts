/** The languages the desk speaks, in the order Settings offers them. */
export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What a screen can be shown in: one of the four, or the pseudo-locale
 * (accented and longer English) that the layout tests and screenshots use
 * to find text that is clipped or never went through the catalogue.
 */
export type DisplayLanguage = Language | 'pseudo';

/** The user's choice: a language, or whatever the system (in browser mode, the browser) prefers. */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES, 'pseudo'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** Used when none of the system's languages is one of the four. */
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The first of the system's preferred languages (BCP 47 tags, most
 * preferred first: "de-CH", "fr", "en-US") that the desk speaks.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}

/** The language a choice shows in, given the system's preferred languages. */
export function resolveLanguage(choice: LanguageChoice, systemPreferred: readonly string[]): DisplayLanguage {
  return choice === 'system' ? matchLanguage(systemPreferred) : choice;
}

/**
 * The locale plural rules and ICU arguments use: the words' language with
 * the region of the system's locale, so an English desk in Zurich counts as
 * "en-CH" (numbers and dates themselves keep the region's style elsewhere).
 */
export function messageLocale(language: DisplayLanguage, regionLocale: string | undefined): string {
  const base = language === 'pseudo' ? 'en' : language;
  const region = regionLocale
    ? /^[a-z]{2,3}[-_](?:[A-Za-z]{4}[-_])?([A-Z]{2}|\d{3})\b/i.exec(regionLocale)?.[1]
    : undefined;
  if (!region) return base;
  const tag = `${base}-${region.toUpperCase()}`;
  return Intl.PluralRules.supportedLocalesOf([tag]).length > 0 ? tag : base;
}

/** Parses an HTTP Accept-Language header into tags, most preferred first. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Each language in its own words, as language pickers show them whatever the current language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};
