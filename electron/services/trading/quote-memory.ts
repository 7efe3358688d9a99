import type { TradingOrderRequest, TradingQuote } from '../../../shared/ipc/schemas/trading';

/** Far more quotes than a desk asks for within their short validity. */
const MAX_KEPT = 500;

/**
 * The quotes main obtained for each profile, so that a PreviouslyQuoted order
 * is valued for the limits at the price it will fill at. Only a quote of the
 * same instrument and side counts; one main never saw (asked by another
 * process) is unknown, and the order is then valued as a market order.
 */
export class QuoteMemory {
  private readonly quotes = new Map<string, TradingQuote>();

  constructor(private readonly now: () => Date) {}

  /** Keeps a quote main obtained for profileId. */
  remember(profileId: string, quote: TradingQuote): void {
    const at = this.now().getTime();
    for (const [key, kept] of this.quotes) if (Date.parse(kept.validUntil) < at) this.quotes.delete(key);
    this.quotes.set(`${profileId}:${quote.quoteId}`, quote);
    while (this.quotes.size > MAX_KEPT) this.quotes.delete(this.quotes.keys().next().value as string);
  }

  /** The price of the order's quote, when main obtained it for this profile, instrument and side; else null. */
  priceOf(
    profileId: string,
    order: Pick<TradingOrderRequest, 'quoteId' | 'symbol' | 'currency' | 'side'>,
  ): string | null {
    const quote = order.quoteId === undefined ? undefined : this.quotes.get(`${profileId}:${order.quoteId}`);
    if (!quote || quote.symbol !== order.symbol || quote.currency !== order.currency || quote.side !== order.side)
      return null;
    return quote.price;
  }
}
