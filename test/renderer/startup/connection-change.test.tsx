import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../../shared/api/schemas/customers';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { currentCustomerContext } from '../../../renderer/src/customers/store';
import { ConnectionStatus } from '../../../renderer/src/connection/ConnectionStatus';
import { setSecret } from '../../../renderer/src/profiles/store';
import { startApp } from '../../../renderer/src/startup/start-app';
import { currentConnection } from '../../../renderer/src/connection/store';
import { installShellApi, mainState, REACHED, selectAnswer } from '../support/connection';
import type { FakeApi } from '../support/fake-api';
import { ok } from '../support/fake-api';
import { account, CUSTOMERS, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({ apiKey: 'old-key' });
const NEW_CUSTOMER: Customer = { customerNumber: '700707', name: 'Production Holding SA', referenceCurrency: 'CHF' };

function shownIds(): string[] {
  return [...document.querySelectorAll('.accounts-table tbody tr')].map(
    (row) => row.getAttribute('data-account-id') ?? '',
  );
}

// Each edit must ask again for all of these (the customers, the asset precisions, the connection verdict).
const RELOADED = ['customers.reachable', 'trading.instruments', 'profiles.testConnection'];

function connectionLabel(): string | null {
  return document.querySelector('.status-label')?.textContent ?? null;
}

/** Holds the reloads, checks nothing old is shown meanwhile, then lets the new connection's answers in. */
async function expectReloadWithoutOldData(api: FakeApi, customers: Customer[]): Promise<void> {
  expect(shownIds()).toEqual([]);
  expect(document.querySelector('[data-testid="view-customer"]')).toBeNull();
  expect(connectionLabel()).toBe('Checking connection…');
  await flush();
  for (const channel of RELOADED) expect(api.pending(channel), channel).toHaveLength(1);
  await act(async () => {
    api
      .pending('customers.reachable')[0]!
      .answer(ok({ profileId: PROFILE.id, customers, selectedCustomer: customers[0]!.customerNumber }));
    // Main chose the first customer of the new connection and says so.
    api.emit(
      'connectionChanged',
      mainState({
        profileId: PROFILE.id,
        revision: currentConnection().revision,
        selectedCustomer: customers[0]!.customerNumber,
      }),
    );
    api.pending('trading.instruments')[0]!.answer(ok([]));
    api.pending('profiles.testConnection')[0]!.answer(ok(REACHED));
  });
  await flush();
}

/** What main pushes when the active profile's connection changes: a new revision, no customer chosen yet. */
function mainRevises(api: FakeApi): void {
  api.emit(
    'connectionChanged',
    mainState({ profileId: PROFILE.id, revision: currentConnection().revision + 1, selectedCustomer: null }),
  );
}

/** What main pushes when the active profile's connection is edited (profile-service update()). */
function mainEdits(profile: ProfileView, api: FakeApi): void {
  api.emit('profilesChanged', { profiles: [profile], activeProfileId: profile.id });
  api.emit('activeProfileChanged', { activeProfileId: profile.id, profile });
  mainRevises(api);
}

describe("editing the active profile's connection", () => {
  let api: FakeApi;
  let stop: () => void;
  const accounts: Record<string, ReturnType<typeof account>[]> = {
    100101: [account(11, 'BTC', '1')],
    700707: [account(71, 'ETH', '7')],
  };

  beforeEach(async () => {
    api = installShellApi(PROFILE)
      .answerAlways('customers.select', (input) => ok(selectAnswer(input)))
      .answerAlways('connection.state', () => ok(mainState({ profileId: PROFILE.id, selectedCustomer: '100101' })))
      .answerAlways('custody.portfolioValue', () => ok({ referenceCurrency: 'CHF', interval: 'Day', points: [] }))
      .answerAlways('custody.accounts', (input) => ok(accounts[(input as { customer: string }).customer] ?? []));
    resetStores();
    stop = startApp();
    render(
      <>
        <ConnectionStatus />
        <Dashboard />
      </>,
    );
    await flush();
    expect(shownIds()).toEqual(['11']);
    expect(connectionLabel()).toBe('Connected');
    for (const channel of RELOADED) api.hold(channel);
  });
  afterEach(() => {
    stop();
    cleanup();
  });

  it.each([
    ['API key', { apiKey: 'production-key' }],
    ['address', { baseUrl: 'https://api.example.com' }],
    ['environment', { environment: 'production' as const }],
  ])('of its %s drops the old data at once and reloads every view', async (_field, change) => {
    await act(async () => mainEdits({ ...PROFILE, ...change, selectedCustomer: null }, api));
    // Nothing of the old connection stays on screen under the new label, until the new answers arrive.
    await expectReloadWithoutOldData(api, [NEW_CUSTOMER]);
    expect(currentCustomerContext()?.customer).toBe('700707');
    expect(shownIds()).toEqual(['71']);
    expect(connectionLabel()).toBe('Connected');
  });

  it('of its secret (replaced, status still "set") reloads every view', async () => {
    api.answerAlways('secrets.set', () =>
      ok({
        state: 'set',
        words: { key: 'profiles.secretState.set', values: { origin: 'https://sandbox.example.com' } },
      }),
    );
    await act(async () => {
      await setSecret(PROFILE.id, 'new-secret');
      // Main: a replaced secret is a new connection (same address and key).
      mainRevises(api);
    });
    await expectReloadWithoutOldData(api, CUSTOMERS);
    expect(shownIds()).toEqual(['11']);
    expect(connectionLabel()).toBe('Connected');
  });

  it("shows no customer's data while main has none selected, and follows main's choice", async () => {
    await act(async () =>
      api.emit(
        'connectionChanged',
        mainState({ profileId: PROFILE.id, revision: currentConnection().revision, selectedCustomer: null }),
      ),
    );
    expect(shownIds()).toEqual([]);
    expect(document.querySelector('[data-testid="view-customer"]')).toBeNull();
    await act(async () =>
      api.emit(
        'connectionChanged',
        mainState({ profileId: PROFILE.id, revision: currentConnection().revision, selectedCustomer: '700707' }),
      ),
    );
    await flush();
    expect(shownIds()).toEqual(['71']);
  });
});
