import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { selectCustomer } from '../../../renderer/src/customers/store';
import { connectAs, selectAnswer } from '../support/connection';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, CUSTOMERS, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView();

function shownIds(): string[] {
  return [...document.querySelectorAll('.accounts-table tbody tr')].map(
    (row) => row.getAttribute('data-account-id') ?? '',
  );
}

describe('Dashboard when the customer changes', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = installFakeApi()
      .answerAlways('custody.portfolioValue', () => ok({ referenceCurrency: 'CHF', interval: 'Day', points: [] }))
      .answerAlways('customers.select', (input) => ok(selectAnswer(input)))
      .answerAlways('customers.reachable', () =>
        ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: '100101' }),
      );
    resetStores();
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101');
  });
  afterEach(cleanup);

  it("shows only the new customer's accounts, even when the old customer's answer arrives last", async () => {
    render(<Dashboard />);
    await flush();
    const [forA] = api.pending('custody.accounts');
    expect(forA?.input).toEqual({ profileId: PROFILE.id, customer: '100101' });
    await act(async () => forA?.answer(ok([account(11, 'BTC', '1'), account(12, 'CHF', '100')])));
    expect(shownIds()).toEqual(['11', '12']);

    // Refresh for A is in flight when the trader switches to B.
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    const [lateA] = api.pending('custody.accounts');
    await act(async () => selectCustomer('100202'));
    expect(shownIds()).toEqual([]);
    expect(screen.getByText('Loading custody accounts…')).toBeTruthy();
    expect(screen.getByTestId('view-customer').textContent).toContain('100202');

    const forB = api
      .pending('custody.accounts')
      .find((call) => (call.input as { customer: string }).customer === '100202');
    expect(forB).toBeDefined();
    await act(async () => lateA?.answer(ok([account(11, 'BTC', '5'), account(12, 'CHF', '500')])));
    expect(shownIds()).toEqual([]);
    await act(async () => forB?.answer(ok([account(21, 'ETH', '3')])));
    expect(shownIds()).toEqual(['21']);
  });

  it('rounds what can be spent down, Available and Disposable alike, where the balance rounds half up', async () => {
    render(<Dashboard />);
    await flush();
    const [answer] = api.pending('custody.accounts');
    const chf = account(12, 'CHF', '100.005', { available: '100.005' as never, disposable: '100.005' as never });
    await act(async () => answer?.answer(ok([chf])));
    const cells = [...document.querySelectorAll('.accounts-table tbody tr[data-account-id="12"] td.num')].map(
      (cell) => cell.textContent,
    );
    // Balance, Available, Reserved, Disposable, Credit line.
    expect(cells.slice(0, 4)).toEqual(['100.01', '100.00', '0.00', '100.00']);
  });
});
