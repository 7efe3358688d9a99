import type { Customer } from '../../../shared/api/schemas/customers';
import { DEFAULT_TRADING_SETTINGS } from '../../../shared/ipc/schemas/trading';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { connectAs, selectAnswer } from '../support/connection';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import type { CommissionRate, CommissionRateAnswer } from '../../../shared/ipc/schemas/trading-commission';
import { connectTradingEvents } from '../../../renderer/src/trading/events';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { ACCOUNTS, BOOK, BTC_CHF, ETH_CHF, HALTED, order } from './fixtures';
import { profileView } from '../support/fixtures';
import { resetStores } from '../support/settle';

export const PROFILE: ProfileView = profileView();

/** The rate the fake main knows for the customer: learned from order 2, a BTC/CHF order of 2026-11-27. */
export const KNOWN_RATE: CommissionRate = {
  pct: '0.25',
  basis: 'instrument',
  instrument: 'BTC/CHF',
  orderId: 2,
  at: '2026-11-27T10:00:00Z',
};

/** A fake main answering every read the desk makes; trading.place and trading.quote wait for the test. */
export async function deskApi(
  customers: Customer[],
  orders = [order(1), order(2, { status: 'Filled' })],
  count = orders.length,
  rate: CommissionRateAnswer = KNOWN_RATE,
): Promise<FakeApi> {
  const api = installFakeApi()
    .answerAlways('customers.select', (input) => ok(selectAnswer(input)))
    .answerAlways('customers.reachable', () =>
      ok({ profileId: PROFILE.id, customers, selectedCustomer: customers[0]!.customerNumber }),
    )
    .answerAlways('trading.instruments', () => ok([BTC_CHF, ETH_CHF, HALTED]))
    .answerAlways('trading.configuration', () =>
      ok({
        status: 'Open',
        message: null,
        serverTime: '2026-11-25T10:00:00Z',
        maxOrderAgeSeconds: 30,
        quoteValiditySeconds: 15,
        maxPageSize: 1000,
      }),
    )
    .answerAlways('trading.marketData', () => ok(BOOK))
    .answerAlways('trading.historicMarketData', () => ok(BOOK))
    .answerAlways('trading.accounts', () => ok(ACCOUNTS))
    .answerAlways('trading.orders', () => ok({ content: orders, count }))
    .answerAlways('trading.settings', () => ok(DEFAULT_TRADING_SETTINGS))
    .answerAlways('trading.journal', () => ok([]))
    .answerAlways('trading.watch', () => ok(null))
    .answerAlways('trading.commissionRate', () => ok(rate));
  resetStores();
  // The app wires push events at start (startup/start-app.ts); each fake main is a fresh set of listeners.
  connectTradingEvents();
  profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
  await connectAs(PROFILE.id, customers[0]!.customerNumber);
  return api;
}
