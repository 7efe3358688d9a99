import { loadMessages } from '../../../shared/i18n/catalogue/load';
import type { Messages } from '../../../shared/i18n/catalogue/messages';
import {
  LANGUAGES,
  messageLocale,
  resolveLanguage,
  type DisplayLanguage,
  type LanguageChoice,
} from '../../../shared/i18n/languages';
import { pseudoLocalize } from '../../../shared/i18n/pseudo';
import { createTranslator, type Translator } from '../../../shared/i18n/translator';

/** The system's preferred languages, most preferred first (Electron: the OS's; browser mode: the page's browser's). */
export type SystemLanguages = () => readonly string[];

/** Where main learns the user's language: the saved choice and the system's languages. */
export interface LanguageDeps {
  choice: () => LanguageChoice;
  systemLanguages?: SystemLanguages | undefined;
  /** The locale whose region plural rules follow (default: this process's). */
  regionLocale?: string | undefined;
}

/** The language of every word main shows a person (notices, errors, dialogs, notifications, the tray, exports). */
export interface LanguageService {
  /** The language the user's choice shows in now. */
  current(): DisplayLanguage;
  /** A translator into the current language. */
  translator(): Translator;
  /** A translator into a given language (exports may be in another language than the app). */
  translatorFor(language: DisplayLanguage): Translator;
}

/**
 * Without a system hook (the desk, tests), the process's locale as the
 * environment sets it (LC_ALL, LC_MESSAGES, LANG: "de_CH.UTF-8"), then Node's.
 */
export function environmentLanguages(env: NodeJS.ProcessEnv = process.env): string[] {
  const fromEnv = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']]
    .filter((value): value is string => typeof value === 'string' && value !== '' && value !== 'C' && value !== 'POSIX')
    .map((value) => value.split('.')[0]!.replace('_', '-'));
  return [...fromEnv, nodeLocale()];
}

let defaultLocale: string | undefined;
/** Node's own locale: fixed for the process, and asked for at every export of a month-end run (costly to build). */
function nodeLocale(): string {
  return (defaultLocale ??= Intl.DateTimeFormat().resolvedOptions().locale);
}

/** Loads the four catalogues once (they are small), so main translates without waiting. */
export async function createLanguageService(deps: LanguageDeps): Promise<LanguageService> {
  const catalogues = new Map<DisplayLanguage, Messages>();
  for (const language of LANGUAGES) catalogues.set(language, await loadMessages(language));
  const region = deps.regionLocale ?? Intl.DateTimeFormat().resolvedOptions().locale;
  const translators = new Map<DisplayLanguage, Translator>();
  const translatorFor = (language: DisplayLanguage): Translator => {
    let translator = translators.get(language);
    if (!translator) {
      // The layout tests' pseudo-locale is made from English the first time it is asked for, not at every start.
      const messages = catalogues.get(language) ?? pseudoLocalize(catalogues.get('en')!);
      translator = createTranslator(language, messageLocale(language, region), messages);
      translators.set(language, translator);
    }
    return translator;
  };
  const systemLanguages = deps.systemLanguages ?? (() => environmentLanguages());
  const current = (): DisplayLanguage => resolveLanguage(deps.choice(), systemLanguages());
  return { current, translator: () => translatorFor(current()), translatorFor };
}
