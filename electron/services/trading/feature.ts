import type { ClientPool } from '../clients/client-pool';
import type { CustomerLookup } from '../customers/customer-service';
import { AppError } from '../errors';
import type { Emitter, Feature, FeatureHandlers } from '../feature';
import type { ProfileService } from '../profiles/profile-service';
import type { JournalNotice } from '../storage/journal-file';
import type { MoneyGuards } from '../guards/money-guards';
import { connectionRef } from '../clients/connection-ref';
import type { TradingNotification } from './order-watcher';
import type { TradingEvent, TradingService, TradingServiceOptions } from './trading-service';
import { createTradingService } from './trading-service';
import type { QuoteRequest } from '../../../shared/api/schemas/order-requests';
import { message } from '../../../shared/i18n/message';

export type { TradingEvent };

/** What the trading desk needs from the app, and nothing more. */
export interface TradingFeatureDeps {
  dataDir: string;
  clients: Pick<ClientPool, 'activeAs' | 'clientFor'>;
  /** The saved profiles: which one an entry was placed through, and its connection reference. */
  profiles: Pick<ProfileService, 'records'>;
  customers: CustomerLookup;
  events: Emitter<TradingEvent>;
  notify: (notification: TradingNotification) => void;
  notice: JournalNotice;
  /** The pre-trade limits and main's confirmations (required). */
  guards: MoneyGuards;
  tuning?: TradingServiceOptions['tuning'];
}

/** The trading desk: journaled placement and cancel, reconciliation, the order watcher, settings. */
export async function createTradingFeature(
  deps: TradingFeatureDeps,
): Promise<Feature<TradingService, 'trading', TradingEvent>> {
  const { clients, profiles, events } = deps;
  const service = await createTradingService({
    dataDir: deps.dataDir,
    activeClient: async (profileId) => (await clients.activeAs(profileId)).client,
    connectionOf: (profileId) => {
      const record = profiles.records().find((candidate) => candidate.id === profileId);
      return record ? connectionRef(record) : null;
    },
    // An entry of a profile that is gone (the desk's unsaved profile of an earlier run) is checked through a
    // profile with the same address and key, never through another service.
    anyClient: (profileId, connection) => {
      const records = profiles.records();
      const match =
        records.find((candidate) => candidate.id === profileId) ??
        records.find((candidate) => connection !== null && connectionRef(candidate) === connection);
      if (!match) throw new AppError('not-found', message('errors.trading.noProfileForOrder'));
      return clients.clientFor(match.id);
    },
    customerOf: (profileId, customerNumber) => deps.customers.customerOf(profileId, customerNumber),
    events,
    notify: deps.notify,
    notice: deps.notice,
    guards: deps.guards,
    ...(deps.tuning ? { tuning: deps.tuning } : {}),
  });
  return { service, handlers: tradingHandlers(service, clients), events: ['tradingJournalChanged', 'orderUpdated'] };
}

/** The trading desk's channels: quotes, journaled placement and cancel, the journal, reconciliation, the watcher, settings. */
export function tradingHandlers(
  trading: TradingService,
  clients: Pick<ClientPool, 'activeAs'>,
): FeatureHandlers<'trading'> {
  return {
    'trading.quote': ({ profileId, customer, ...request }) =>
      trading.quote(profileId, customer, request as QuoteRequest),
    'trading.place': ({ profileId, customer, ticketId, order }) => trading.place(profileId, customer, ticketId, order),
    'trading.cancel': ({ profileId, customer, ...target }) => trading.cancel(profileId, customer, target),
    'trading.cancelAll': ({ profileId, customer, instrument, orderIds }) =>
      trading.cancelAll(profileId, customer, { instrument, orderIds }),
    'trading.journal': ({ profileId, customer }) => trading.journal(profileId, customer),
    'trading.reconcile': ({ profileId }) => trading.reconcile(profileId),
    'trading.watch': async ({ profileId, customer }) => {
      // Only the active profile is watched: a desk mounted for another profile must not poll with its key.
      if (customer !== null) await clients.activeAs(profileId);
      trading.watch(profileId, customer);
      return null;
    },
    'trading.settings': () => trading.settings(),
    'trading.updateSettings': (change) => trading.updateSettings(change),
    'trading.limits': ({ profileId }) => trading.limits(profileId),
    // Never `confirmed` from the page: raising goes through main's own confirmation.
    'trading.setLimits': ({ profileId, limits }) => trading.setLimits(profileId, limits),
    'trading.commissionRate': ({ profileId, customer, symbol, currency }) =>
      trading.commissionRate(profileId, customer, { symbol, currency }),
  };
}
