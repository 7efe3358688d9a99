import type { Instrument, MarketData } from '../../../shared/api/schemas/trading';

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

/** Why an instrument takes no orders, in a trader's words; null when it does. */
export function instrumentBlock(instrument: Instrument): string | null {
  switch (instrument.status) {
    case 'Trading':
      return null;
    case 'Halted':
      return `${pairOf(instrument)} is halted: no orders are accepted until trading resumes.`;
    case 'Delisted':
      return `${pairOf(instrument)} is delisted and can no longer be traded.`;
    default:
      return `The service does not report ${pairOf(instrument)} as trading.`;
  }
}
