import type { Message } from '../../../shared/i18n/message';
import { translateMessage } from './store';

/** Words main kept as a catalogue Message (put into the shown language now), or text shown as it is (the service's own words, an older file's). */
export function translateSaid(words: string | Message): string {
  return typeof words === 'string' ? words : translateMessage(words);
}
