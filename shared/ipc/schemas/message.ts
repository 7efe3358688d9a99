import { z } from 'zod';
import type { MessageKey } from '../../i18n/catalogue/messages';
import type { Message, MessageValue } from '../../i18n/message';
import type { SameType } from './common';

// The arguments that are not words: text (exact amounts, formatted before), a count, a date.
const plainValue = z.union([z.string(), z.number(), z.date()]);

/**
 * Catalogue words main sends the page (a Message: key and arguments, put into the reader's language when shown).
 * The key is typed, not checked against the catalogue here: the catalogue is the renderer's chunk, and a key main
 * writes is a literal the type checker already holds to the English catalogue.
 */
// Lazy, so an argument may itself be a Message (a reason in catalogue words inside the sentence). The annotation
// holds what the schema accepts to Message; the check below holds every kind of MessageValue to the schema.
export const messageWords: z.ZodType<Message> = z.lazy(() =>
  z
    .object({
      key: z.custom<MessageKey>((value) => typeof value === 'string'),
      values: z
        .record(z.string(), z.union([plainValue, messageWords]))
        .readonly()
        .optional(),
    })
    .readonly(),
);

/** Words main kept: catalogue words, or text shown as it is (the service's own words, a line an older version wrote). */
export const saidWords = z.union([z.string(), messageWords]);

// Every kind of argument a Message may carry is accepted here (a new kind in message.ts fails here).
const valuesMatch: SameType<z.infer<typeof plainValue> | Message, MessageValue> = true;
void valuesMatch;
