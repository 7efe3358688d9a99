import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { IpcResult } from '../../../shared/ipc/result';
import { ageText, NOTHING_YET, settleStale } from '../../../renderer/src/api/stale';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { connectAs } from '../support/connection';
import { formatDecimal } from '../../../shared/format/decimal';
import { preferencesChanged } from '../../../renderer/src/preferences/store';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, CUSTOMERS, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({ id: '55555555-5555-4555-8555-555555555555' });
const UNREACHABLE: IpcResult<never> = {
  ok: false,
  error: {
    kind: 'service',
    message: 'The service could not be reached.',
    details: {
      kind: 'network',
      message: 'The service could not be reached.',
      endpoint: 'custody.listAccounts',
      method: 'GET',
      path: '/custody',
    },
  },
};
const BOOK = [
  {
    symbol: 'BTC',
    currency: 'CHF',
    bid: '100',
    ask: '100',
    bidSize: null,
    askSize: null,
    last: null,
    timestamp: '2026-11-25T07:00:00.000Z',
  },
];

describe('the stale-data model', () => {
  it('keeps the last value and its time when a refresh fails, and clears the error on the next success', () => {
    const first = settleStale(NOTHING_YET, { status: 'ready', value: 'a', loadedAt: 1000 });
    const failed = settleStale(first, { status: 'error', error: { kind: 'internal', message: 'down' } });
    expect(failed).toEqual({ value: 'a', asOf: 1000, error: { kind: 'internal', message: 'down' }, pending: false });
    expect(settleStale(failed, { status: 'loading' })).toMatchObject({
      value: 'a',
      pending: true,
      error: { message: 'down' },
    });
    expect(settleStale(failed, { status: 'ready', value: 'b', loadedAt: 2000 })).toEqual({
      value: 'b',
      asOf: 2000,
      error: null,
      pending: false,
    });
  });

  it("says an age in a trader's words", () => {
    expect([
      ageText(12_400),
      ageText(180_000),
      ageText(2 * 3600_000),
      ageText(7_500_000),
      ageText(3 * 86_400_000),
    ]).toEqual(['12 s', '3 min', '2 h', '2 h 5 min', '3 d']);
  });

  it('says an age in the page’s language', async () => {
    await showLanguage('de');
    try {
      expect([ageText(7_500_000), ageText(86_400_000 * 2), ageText(86_400_000 * 3)]).toEqual([
        '2 Std. 5 Min.',
        '2 Tage',
        '3 Tage',
      ]);
      await showLanguage('fr');
      expect(ageText(3 * 86_400_000)).toBe('3 jours');
      await showLanguage('it');
      expect(ageText(3 * 86_400_000)).toBe('3 giorni');
    } finally {
      await showLanguage('en');
    }
  });
});

describe('Dashboard when a refresh fails', () => {
  let api: FakeApi;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    api = installFakeApi()
      .answerAlways('custody.portfolioValue', () => ok({ referenceCurrency: 'CHF', interval: 'Day', points: [] }))
      .answerAlways('customers.reachable', () =>
        ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: '100101' }),
      );
    resetStores();
    preferencesChanged({
      theme: 'system',
      language: 'en',
      exportLanguage: 'app',
      dateStyle: 'locale',
      dashboard: { refreshSeconds: 5, priceBasis: 'mid', officeCurrency: 'CHF' },
    });
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function answerLatest(accounts: IpcResult<unknown>, prices: IpcResult<unknown>): Promise<void> {
    await act(async () => api.pending('custody.accounts').at(-1)?.answer(accounts));
    await act(async () => api.pending('trading.marketData').at(-1)?.answer(prices));
  }

  const balanceShown = () =>
    document.querySelector('.accounts-table tbody tr[data-account-id="1"] td:nth-child(5)')?.textContent;

  it('refreshes on its own, keeps the last data marked stale with the error above it, and recovers on the next refresh', async () => {
    render(<Dashboard />);
    await flush();
    await answerLatest(ok([account(1, 'BTC', '2')]), ok(BOOK));
    const shownBefore = balanceShown();
    expect(shownBefore).toContain('2');
    expect(screen.getByTestId('positions-total').textContent).toBe(formatDecimal('200', { precision: 2 }));
    expect(screen.queryByTestId('stale-marker')).toBeNull();

    // The interval from the preferences fires: both balances and prices are asked again, and both fail.
    await act(async () => vi.advanceTimersByTime(5000));
    expect(api.pending('custody.accounts')).toHaveLength(1);
    expect(api.pending('trading.marketData')).toHaveLength(1);
    await answerLatest(UNREACHABLE, UNREACHABLE);

    // The data stays, marked stale; the error is shown above it, not instead of it.
    expect(balanceShown()).toBe(shownBefore);
    expect(screen.getByTestId('positions-total').textContent).toBe(formatDecimal('200', { precision: 2 }));
    expect(screen.getAllByTestId('stale-marker').map((marker) => marker.textContent)).toEqual([
      expect.stringMatching(/^Stale Balances as of .*, \d+ s old$/),
      expect.stringMatching(/^Stale Prices \(mid\) as of .*, \d+ s old$/),
    ]);
    const notice = screen.getByText(/^Balances could not be refreshed: showing those as of/);
    const table = document.querySelector('.accounts-table');
    expect(notice.compareDocumentPosition(table!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/^Prices could not be refreshed/)).toBeTruthy();

    // The next interval succeeds: fresh data, no marker, no error.
    await act(async () => vi.advanceTimersByTime(5000));
    await answerLatest(ok([account(1, 'BTC', '3')]), ok(BOOK));
    expect(balanceShown()).toContain('3');
    expect(screen.getByTestId('positions-total').textContent).toBe(formatDecimal('300', { precision: 2 }));
    expect(screen.queryByTestId('stale-marker')).toBeNull();
    expect(screen.queryByText(/could not be refreshed/)).toBeNull();
  });

  it('never refreshes on its own when the interval is 0', async () => {
    preferencesChanged({
      theme: 'system',
      language: 'en',
      exportLanguage: 'app',
      dateStyle: 'locale',
      dashboard: { refreshSeconds: 0, priceBasis: 'mid', officeCurrency: 'CHF' },
    });
    render(<Dashboard />);
    await flush();
    await answerLatest(ok([account(1, 'BTC', '2')]), ok(BOOK));
    await act(async () => vi.advanceTimersByTime(600_000));
    expect(api.pending('custody.accounts')).toHaveLength(0);
  });
});
