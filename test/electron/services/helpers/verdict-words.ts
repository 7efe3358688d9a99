import { ENGLISH } from '../../../../electron/services/i18n/english';
import type { ConnectionVerdict, SecretStatus } from '../../../../shared/ipc/schemas/profiles';
import type { Translator } from '../../../../shared/i18n/translator';

/** A verdict as a reader sees it: its words (and note) in one language, in place of the Message main sent. */
export function spokenVerdict(verdict: ConnectionVerdict, translator: Translator = ENGLISH) {
  const { words, note, ...rest } = verdict;
  const text = translator.format(words);
  return { ...rest, message: note === undefined ? text : `${text} ${translator.format(note)}` };
}

/** A secret's state as a reader sees it, in one language. */
export function spokenSecret(status: SecretStatus, translator: Translator = ENGLISH) {
  return { state: status.state, message: translator.format(status.words) };
}
