import type { MarketData } from '../../../shared/api/schemas/trading';
import { AppError } from '../errors';
import type { TradingClient } from './trading-client';
import { message } from '../../../shared/i18n/message';

/**
 * How long top of book read for one order's checks may serve the next order's: far shorter than any price
 * band is wide in time (a band of a few percent is about where an order may fill beyond the current price,
 * not about the last second's ticks), and about what the read itself is old by when it arrives over a
 * slow connection.
 */
export const MARKET_DATA_REUSE_MS = 1_000;

/** Top of book for the pre-trade checks, and whether it was read for this order or kept from a recent one. */
export interface CheckBooks {
  books: readonly MarketData[];
  reused: boolean;
}

/**
 * The market data the pre-trade checks read, kept per client and customer for MARKET_DATA_REUSE_MS, so a burst
 * of orders costs one read of the service rather than one each. A failed read is never kept. The check asks for
 * a fresh read before it refuses an order or asks for a confirmation, so kept prices only ever let through what
 * prices at most that old would let through.
 */
export class MarketDataMemory {
  private readonly kept = new WeakMap<TradingClient, Map<string, { at: number; books: readonly MarketData[] }>>();

  constructor(
    private readonly now: () => Date,
    private readonly reuseMs = MARKET_DATA_REUSE_MS,
  ) {}

  /** The customer's top of book: kept from within the window unless fresh is asked; throws AppError('service') when it cannot be read. */
  async books(client: TradingClient, customer: string, options: { fresh?: boolean } = {}): Promise<CheckBooks> {
    let byCustomer = this.kept.get(client);
    const kept = byCustomer?.get(customer);
    const at = this.now().getTime();
    // A clock set back makes kept prices look young: only an age within [0, window) counts.
    if (kept && !options.fresh && at - kept.at >= 0 && at - kept.at < this.reuseMs)
      return { books: kept.books, reused: true };
    const read = await client.call('trading.marketData', { customer });
    if (!read.ok)
      throw new AppError(
        'service',
        message('errors.trading.pricesUnreadable', { reason: read.error.message }),
        read.error,
      );
    if (!byCustomer) this.kept.set(client, (byCustomer = new Map()));
    byCustomer.set(customer, { at, books: read.value });
    return { books: read.value, reused: false };
  }
}
