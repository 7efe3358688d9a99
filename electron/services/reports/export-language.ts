import type { ExportLanguageChoice } from '../../../shared/ipc/schemas/preferences';
import type { Language } from '../../../shared/i18n/languages';
import type { LanguageService } from '../preferences/language';
import type { ExportLanguage } from './export-words';

/**
 * The language of an export's words: the one asked for (`desk statements export --lang`), else the user's
 * export-language preference, whose default is the app's language as shown now. Main picks the translator; the
 * export worker is handed its language and locale and loads that catalogue once for the whole file.
 */
export function exportLanguageFrom(
  language: Pick<LanguageService, 'translator' | 'translatorFor'>,
  preference: () => ExportLanguageChoice,
): (asked: Language | undefined) => ExportLanguage {
  return (asked) => {
    const wanted = asked ?? preference();
    const translator = wanted === 'app' ? language.translator() : language.translatorFor(wanted);
    return { language: translator.language, locale: translator.locale };
  };
}
