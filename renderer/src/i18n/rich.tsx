import type { IntlShape } from '@formatjs/intl';
import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useTranslator } from './store';

/** Values of a rich message: text and counts, and tags (`<key>R</key>`) that wrap their words in an element. */
export type RichValues = Readonly<Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>>;

/**
 * For a message whose words wrap an element (a key cap, a live figure): the
 * whole sentence stays one message and the element keeps its place in every
 * language's word order.
 */
export function useRichT(): (key: MessageKey, values: RichValues) => ReactNode {
  const translator = useTranslator();
  if (!translator) throw new Error('No catalogue is loaded yet: useRichT is used outside the language gate.');
  return (key, values) => {
    // The translator's intl is typed for text; the same formatter returns the elements a tag makes.
    const intl = translator.intl as unknown as IntlShape<ReactNode>;
    const parts = intl.formatMessage({ id: key }, values);
    return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
  };
}
