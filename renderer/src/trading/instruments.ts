import type { Instrument, InstrumentStatus, MarketData } from '../../../shared/api/schemas/trading';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { translate } from '../i18n/store';

/** "BTC/CHF": how the desk and the order list name an instrument. */
export function pairOf(item: { symbol: string; currency: string }): string {
  return `${item.symbol}/${item.currency}`;
}

/** The instrument named by a pair, if listed. */
export function findInstrument(instruments: readonly Instrument[], pair: string): Instrument | undefined {
  return instruments.find((instrument) => pairOf(instrument) === pair);
}

/** Top of book per pair, for joining with the instruments. */
export function bookByPair(book: readonly MarketData[]): ReadonlyMap<string, MarketData> {
  return new Map(book.map((entry) => [pairOf(entry), entry]));
}

/** Whether orders may be placed in the instrument now (halted and delisted ones take none). */
export function isTradable(instrument: Instrument): boolean {
  return instrument.status === 'Trading';
}

/** An instrument's status in words. */
const INSTRUMENT_STATUS_WORDS: Record<InstrumentStatus, MessageKey> = {
  Trading: 'trading.instrument.status.trading',
  Halted: 'trading.instrument.status.halted',
  Delisted: 'trading.instrument.status.delisted',
  Unknown: 'trading.instrument.status.unknown',
};

/** The status of an instrument in the page's language (call while rendering). */
export function instrumentStatusWords(status: string): string {
  return translate(
    Object.hasOwn(INSTRUMENT_STATUS_WORDS, status)
      ? INSTRUMENT_STATUS_WORDS[status as InstrumentStatus]
      : INSTRUMENT_STATUS_WORDS.Unknown,
  );
}

/** Why an instrument takes no orders, in a trader's words (the page's language); null when it does. */
export function instrumentBlock(instrument: Instrument): string | null {
  const pair = pairOf(instrument);
  switch (instrument.status) {
    case 'Trading':
      return null;
    case 'Halted':
      return translate('trading.instrument.halted', { pair });
    case 'Delisted':
      return translate('trading.instrument.delisted', { pair });
    default:
      return translate('trading.instrument.notTrading', { pair });
  }
}
