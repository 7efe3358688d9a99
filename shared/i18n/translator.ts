import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageKey, Messages } from './catalogue/messages';
import type { DisplayLanguage } from './languages';
import type { Message, MessageValue, MessageValues } from './message';

/** Puts catalogue messages into one language. */
export interface Translator {
  readonly language: DisplayLanguage;
  /** The locale plural rules use ("de-CH"). */
  readonly locale: string;
  /** The message `key` with its arguments, as text. */
  t(key: MessageKey, values?: MessageValues): string;
  /** A Message kept for later, as text. */
  format(message: Message): string;
  /** For the renderer's rich messages (tags wrapping React elements). */
  readonly intl: IntlShape;
}

function isMessage(value: MessageValue): value is Message {
  return typeof value === 'object' && !(value instanceof Date);
}

// One cache for every translator: formatters are costly to build and are shared between languages' switches.
const cache = createIntlCache();

/**
 * A translator over one catalogue. A missing key or a malformed message is a
 * programming error (the catalogue tests prevent both): it throws instead of
 * showing a key to a person.
 */
export function createTranslator(language: DisplayLanguage, locale: string, messages: Messages): Translator {
  const intl = createIntl(
    {
      locale,
      messages,
      defaultLocale: locale,
      onError: (error) => {
        throw error;
      },
      onWarn: () => undefined,
    },
    cache,
  );
  const t = (key: MessageKey, values?: MessageValues): string => {
    if (!Object.hasOwn(messages, key)) throw new Error(`The message "${key}" is not in the ${language} catalogue.`);
    return intl.formatMessage({ id: key }, values === undefined ? undefined : plainValues(values));
  };
  // A nested Message is words too: put into this language before the sentence that carries it.
  const plainValues = (values: MessageValues): Record<string, string | number | Date> => {
    const plain: Record<string, string | number | Date> = {};
    for (const [name, value] of Object.entries(values))
      plain[name] = isMessage(value) ? t(value.key, value.values) : value;
    return plain;
  };
  return { language, locale, t, format: (message) => t(message.key, message.values), intl };
}
