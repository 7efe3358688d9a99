import { ENGLISH } from '../../../../electron/services/i18n/english';
import { wordsIn, type ErrorWords } from '../../../../electron/services/errors';
import type { Translator } from '../../../../shared/i18n/translator';

/** A notice's or error's words as a reader sees them (English unless a translator is given). */
export function said(words: ErrorWords | string, translator: Translator = ENGLISH): string {
  return typeof words === 'string' ? words : wordsIn(words, translator);
}
