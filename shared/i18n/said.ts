import type { Message } from './message';
import type { Translator } from './translator';

/**
 * Words kept as a catalogue Message, or as text shown as it is (the service's own words, a line an older version
 * wrote), in a reader's language.
 */
export function saidIn(words: string | Message, translator: Translator): string {
  return typeof words === 'string' ? words : translator.format(words);
}
