import type { MessageKey } from './catalogue/messages';

/**
 * What an argument of a message may be: text (amounts are exact text,
 * formatted before), a count, a date, or other catalogue words (a reason
 * inside a sentence), put into the same language as the sentence.
 */
export type MessageValue = string | number | Date | Message;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * Words to show a person, not yet in any language: main keeps notices and
 * errors in this form and puts them into the reader's language when they
 * are read, so a change of language reaches what was already said.
 */
export interface Message {
  readonly key: MessageKey;
  readonly values?: MessageValues | undefined;
}

/** A Message (a key typed against the catalogue, and its arguments). */
export function message(key: MessageKey, values?: MessageValues): Message {
  return values === undefined ? { key } : { key, values };
}
