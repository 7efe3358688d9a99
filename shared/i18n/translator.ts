import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageKey, Messages } from './catalogue/messages';
import type { DisplayLanguage } from './languages';
import type { Message, MessageValues } from './message';

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
    return intl.formatMessage({ id: key }, values);
  };
  return { language, locale, t, format: (message) => t(message.key, message.values), intl };
}
