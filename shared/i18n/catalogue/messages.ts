import type { messages as english } from './en/index';

/** Every key of the catalogue (English is the source of the keys). */
export type MessageKey = keyof typeof english & string;

/** A whole catalogue of one locale: every key, each an ICU message. */
export type Messages = { readonly [K in MessageKey]: string };
