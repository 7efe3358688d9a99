import type { QuoteRequest } from '../../../shared/api/schemas/order-requests';
import type { TradingReadChannel } from '../../services/trading/read-handlers';
import type { DomainHandlers } from './handler';

/** The trading desk: quotes, journaled placement and cancel, the journal, reconciliation, the order watcher, settings. */
export const tradingHandlers: DomainHandlers<'trading', TradingReadChannel> = {
  'trading.quote': ({ profileId, customer, ...request }, { trading }) => trading.quote(profileId, customer, request as QuoteRequest),
  'trading.place': ({ profileId, customer, ticketId, order }, { trading }) => trading.place(profileId, customer, ticketId, order),
  'trading.cancel': ({ profileId, customer, ...target }, { trading }) => trading.cancel(profileId, customer, target),
  'trading.journal': ({ profileId, customer }, { trading }) => trading.journal(profileId, customer),
  'trading.reconcile': ({ profileId }, { trading }) => trading.reconcile(profileId),
  'trading.watch': async ({ profileId, customer }, { clients, trading }) => {
    // Only the active profile is watched: a desk mounted for another profile must not poll with its key.
    if (customer !== null) await clients.activeAs(profileId);
    trading.watch(profileId, customer);
    return null;
  },
  'trading.settings': (_input, { trading }) => trading.settings(),
  'trading.updateSettings': (change, { trading }) => trading.updateSettings(change),
};
