import { z } from 'zod';
import type { MessageKey } from '../../i18n/catalogue/messages';
import type { Message } from '../../i18n/message';
import type { SameType } from './common';

/**
 * Catalogue words main sends the page (a Message: key and arguments, put into the reader's language when shown).
 * The key is typed, not checked against the catalogue here: the catalogue is the renderer's chunk, and a key main
 * writes is a literal the type checker already holds to the English catalogue.
 */
export const messageWords = z
  .object({
    key: z.custom<MessageKey>((value) => typeof value === 'string'),
    values: z
      .record(z.string(), z.union([z.string(), z.number(), z.date()]))
      .readonly()
      .optional(),
  })
  .readonly();

// The schema's type is the Message main builds with message() (a change to either fails here).
const wordsMatch: SameType<z.infer<typeof messageWords>, Message> = true;
void wordsMatch;
