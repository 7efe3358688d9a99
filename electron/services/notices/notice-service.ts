import { randomUUID } from 'node:crypto';
import type { Message } from '../../../shared/i18n/message';
import type { Translator } from '../../../shared/i18n/translator';
import type { Notice } from '../../../shared/ipc/schemas/app';
import type { EventBus } from '../events';
import { ENGLISH } from '../i18n/english';

/**
 * A notice's words: a catalogue Message, put into the reader's language each
 * time the notice is listed or pushed (so a change of language reaches the
 * notices already shown), words written with the reader's translator
 * (several messages in one), or text that reads the same in every language
 * (words not yet in the catalogue).
 */
export type NoticeWords = Message | string | ((translator: Translator) => string);

/** What a part of main says in a notice. */
export interface NoticeFields {
  level: Notice['level'];
  title: NoticeWords;
  message: NoticeWords;
}

/** Things the user should know that happened outside any call (start-up problems); kept until dismissed. */
export interface NoticeService {
  add(notice: NoticeFields): Notice;
  /** The notices held, in the current language (the desk, whose output stays English, passes its own). */
  list(translator?: Translator): Notice[];
  /** False when no such notice exists. */
  dismiss(id: string): boolean;
}

interface Held extends NoticeFields {
  readonly id: string;
  readonly time: string;
}

function words(text: NoticeWords, translator: Translator): string {
  if (typeof text === 'string') return text;
  return typeof text === 'function' ? text(translator) : translator.format(text);
}

/**
 * Keeps notices in memory, as words to put into a language, and pushes each
 * new one to the renderer. `translator` is the current language's (English
 * until the language service exists: notices can come before it).
 */
export function createNoticeService(
  events: EventBus,
  now: () => Date = () => new Date(),
  translator: () => Translator = () => ENGLISH,
): NoticeService {
  const held: Held[] = [];
  const show = (notice: Held, into: Translator): Notice => ({
    id: notice.id,
    time: notice.time,
    level: notice.level,
    title: words(notice.title, into),
    message: words(notice.message, into),
  });
  return {
    add(fields) {
      const notice: Held = {
        id: randomUUID(),
        time: now().toISOString(),
        level: fields.level,
        title: fields.title,
        message: fields.message,
      };
      held.push(notice);
      const shown = show(notice, translator());
      events.emit('notice', shown);
      return shown;
    },
    list: (into) => held.map((notice) => show(notice, into ?? translator())),
    dismiss(id) {
      const index = held.findIndex((notice) => notice.id === id);
      if (index < 0) return false;
      held.splice(index, 1);
      return true;
    },
  };
}
