import type { Quote, QuoteRequest } from '../../../../shared/api/schemas/order-requests';
import type { Moment, WorldContext } from '../context';
import { iso } from '../clock';
import { findInstrument } from '../market/market';
import { big, text } from '../money';
import { invalidField } from '../problems';
import type { QuoteRecord } from '../state';
import { decimalPlaces } from './settlement';

/** How long a quote can be traded on, in wall-clock time (never sped up). */
export const QUOTE_VALIDITY_MS = 15_000;

/** Makes a firm quote at the current top of book for the customer. */
export function requestQuote(
  context: WorldContext,
  customer: number,
  request: QuoteRequest,
  moment: Moment,
): QuoteRecord {
  const spec = findInstrument(request.symbol, request.currency);
  if (!spec) throw invalidField('symbol', `Unknown instrument ${request.symbol}/${request.currency}.`);
  const quantity = big(request.quantity);
  if (decimalPlaces(quantity) > spec.quantityPrecision) {
    throw invalidField('quantity', `quantity has more than ${spec.quantityPrecision} decimals.`);
  }
  if (quantity.lt(spec.asset.minQuantity)) {
    throw invalidField('quantity', `quantity is below the minimum ${spec.asset.minQuantity} ${spec.symbol}.`);
  }
  if (request.fromAccount !== null && request.fromAccount !== undefined) {
    const account = context.store.accountOf(customer, request.fromAccount);
    const funding = request.side === 'Buy' ? spec.currency : spec.symbol;
    if (!account || account.type !== 'Trading' || account.asset !== funding) {
      throw invalidField(
        'fromAccount',
        `fromAccount ${request.fromAccount} is not a ${funding} trading account of this customer.`,
      );
    }
  }
  context.store.pruneQuotes(moment.wall);
  const book = context.market.book(spec, moment.sim);
  const quote: QuoteRecord = {
    quoteId: context.store.nextQuoteId(),
    customer,
    symbol: spec.symbol,
    currency: spec.currency,
    side: request.side,
    quantity: text(quantity),
    price: text(request.side === 'Buy' ? book.ask : book.bid),
    createdAtWall: moment.wall,
    validUntilWall: moment.wall + QUOTE_VALIDITY_MS,
    usedByOrderId: null,
  };
  context.store.addQuote(quote);
  return quote;
}

export function quoteView(quote: QuoteRecord): Quote {
  return {
    quoteId: quote.quoteId,
    symbol: quote.symbol,
    currency: quote.currency,
    side: quote.side,
    quantity: quote.quantity as Quote['quantity'],
    price: quote.price as Quote['price'],
    createdAt: iso(quote.createdAtWall),
    validUntil: iso(quote.validUntilWall),
  };
}
