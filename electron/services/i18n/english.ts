import { messages } from '../../../shared/i18n/catalogue/en/index';
import { createTranslator, type Translator } from '../../../shared/i18n/translator';

/**
 * English, for words that must stay the same whatever the user's language:
 * an error's `.message` (main's log, the desk's output, which scripts read)
 * and anything said before the language is known. The catalogue is a plain
 * import, so this is ready without waiting (the language service loads the
 * others).
 */
export const ENGLISH: Translator = createTranslator('en', 'en', messages);
