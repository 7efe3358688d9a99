import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

/**
 * Rejection codes in a trader's words. The codes are our contract's (the
 * simulator's); production's list is not published, so an unknown code shows
 * the service's own text with its number.
 */
const REJECTION_WORDS: Record<number, MessageKey> = {
  1: 'trading.rejection.1',
  2: 'trading.rejection.2',
  3: 'trading.rejection.3',
  4: 'trading.rejection.4',
  5: 'trading.rejection.5',
  6: 'trading.rejection.6',
  7: 'trading.rejection.7',
  8: 'trading.rejection.8',
  9: 'trading.rejection.9',
};

/** A rejection in words, in the page's language: the known meaning of the code, else the service's text. */
export function rejectionInWords(code: number | null | undefined, text: string | null | undefined): string {
  const known = code === null || code === undefined ? undefined : REJECTION_WORDS[code];
  if (known) return translate(known);
  if (text) return text;
  return code === null || code === undefined
    ? translate('trading.rejection.noReason')
    : translate('trading.rejection.code', { code: String(code) });
}
