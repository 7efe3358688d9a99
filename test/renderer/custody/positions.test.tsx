import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CHART_SIZE } from '../support/chart-size';
import type { MarketData } from '../../../shared/api/schemas/trading';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { Decimal } from '../../../shared/wire/decimal';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { connectAs } from '../support/connection';
import { formatDecimal } from '../../../shared/format/decimal';
import { preferencesChanged } from '../../../renderer/src/preferences/store';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, CUSTOMERS, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({ id: '44444444-4444-4444-8444-444444444444' });

const d = (text: string) => text as Decimal;
function book(symbol: string, bid: string | null, ask: string | null): MarketData {
  return {
    symbol,
    currency: 'CHF',
    bid: bid === null ? null : d(bid),
    ask: ask === null ? null : d(ask),
    bidSize: null,
    askSize: null,
    last: null,
    timestamp: '2026-11-25T07:00:00.000Z',
  };
}

// Customer 100101 values in CHF. ADA is held in two accounts (one position); EUR has no CHF book.
const ACCOUNTS = [
  account(1, 'BTC', '0.00000001'),
  account(2, 'ADA', '1000.5', { name: 'ADA trading' }),
  account(3, 'ADA', '250.25', { type: 'Staking', name: 'ADA staking' }),
  account(4, 'EUR', '100'),
  account(5, 'CHF', '12.34'),
];
const BOOKS = [book('BTC', '60000', '60010'), book('ADA', '0.4', '0.41')];

const chf = (text: string) => formatDecimal(text, { precision: 2 });
const positionRow = (asset: string) =>
  document.querySelector<HTMLElement>(`.positions-table tr.position-row[data-asset="${asset}"]`);

describe('Positions and value on the dashboard', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = installFakeApi()
      .answerAlways('custody.portfolioValue', () =>
        ok({
          referenceCurrency: 'CHF',
          interval: 'Day',
          points: [
            { time: '2026-11-01T00:00:00.000Z', value: '400.00' },
            { time: '2026-11-24T00:00:00.000Z', value: '500.00' },
          ],
        }),
      )
      .answerAlways('customers.reachable', () =>
        ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: '100101' }),
      );
    resetStores();
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101');
  });
  afterEach(cleanup);

  async function showDashboard(): Promise<void> {
    render(<Dashboard />);
    await flush();
    await act(async () => api.pending('custody.accounts')[0]?.answer(ok(ACCOUNTS)));
    const [prices] = api.pending('trading.marketData');
    expect(prices?.input).toEqual({ profileId: PROFILE.id, customer: '100101' });
    await act(async () => prices?.answer(ok(BOOKS)));
  }

  it('values each position exactly at mid, groups one asset\'s accounts, and shows a missing price as "no price", not zero', async () => {
    await showDashboard();
    // ADA: (1000.5 + 250.25) × 0.405 = 506.55375; BTC: 0.00000001 × 60005 = 0.00060005; CHF at par 12.34; EUR none.
    const total = '518.89435005';
    expect(screen.getByTestId('positions-total').textContent).toBe(chf(total));
    expect(screen.getByTestId('positions-total').querySelector('[title]')?.getAttribute('title')).toBe(
      formatDecimal(total),
    );
    expect(screen.getByTestId('portfolio-headline').textContent).toBe(`CHF ${chf(total)}`);

    const ada = positionRow('ADA');
    expect(within(ada!).getByText(formatDecimal('1250.75'), { exact: false })).toBeTruthy();
    expect(within(ada!).getByText(chf('506.55375'))).toBeTruthy();
    // The mid price of a cheap asset keeps four places: 0.405, not 0.41.
    expect(within(ada!).getByText(formatDecimal('0.405', { precision: 4 }))).toBeTruthy();
    // A tiny value is rounded for display, its exact text one hover away, and never confused with a missing price.
    const btcValue = positionRow('BTC')!.querySelector('.position-value span');
    expect(btcValue?.textContent).toBe(chf('0'));
    expect(btcValue?.getAttribute('title')).toBe(formatDecimal('0.00060005'));

    const eur = positionRow('EUR');
    expect(within(eur!).getByText('no price')).toBeTruthy();
    const eurCells = [...eur!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(eurCells.slice(3)).toEqual(['no price', '']);
    expect(screen.getByText('1 without price')).toBeTruthy();
    expect(screen.getByTestId('valued-at').textContent).toMatch(/^Valued at mid as of .*1 without price/);

    // Sorted by value across assets; the unpriced position last.
    const order = [...document.querySelectorAll('.positions-table tr.position-row')].map((row) =>
      row.getAttribute('data-asset'),
    );
    expect(order).toEqual(['ADA', 'CHF', 'BTC', 'EUR']);

    // The ADA position opens into its two accounts, largest balance first.
    await act(async () => within(ada!).getByRole('button', { expanded: false }).click());
    const holdings = [...document.querySelectorAll('.positions-table tr.holding-row')].map((row) =>
      row.getAttribute('data-account-id'),
    );
    expect(holdings).toEqual(['2', '3']);
  });

  it('values at the bid when the preference says so, and sorts by asset on request', async () => {
    preferencesChanged({
      theme: 'system',
      language: 'en',
      exportLanguage: 'app',
      dateStyle: 'locale',
      dashboard: { refreshSeconds: 30, priceBasis: 'bid', officeCurrency: 'CHF' },
    });
    await showDashboard();
    // ADA 1250.75 × 0.4 = 500.3; BTC 0.00000001 × 60000 = 0.0006; CHF 12.34.
    expect(screen.getByTestId('positions-total').querySelector('[title]')?.getAttribute('title')).toBe(
      formatDecimal('512.6406'),
    );
    expect(screen.getByTestId('valued-at').textContent).toMatch(/^Valued at bid/);
    await act(async () => screen.getByLabelText('Asset').click());
    const order = [...document.querySelectorAll('.positions-table tr.position-row')].map((row) =>
      row.getAttribute('data-asset'),
    );
    expect(order).toEqual(['ADA', 'BTC', 'CHF', 'EUR']);
  });

  it("ends the range's change at the current valuation: the headline is the same whatever range is shown", async () => {
    await showDashboard();
    // From the range's first point (400.00) to the current 518.89435005.
    expect(screen.getByTestId('portfolio-change').textContent).toContain(
      formatDecimal('118.89435005', { precision: 2, signed: true }),
    );
    const headline = screen.getByTestId('portfolio-headline').textContent;
    await act(async () => screen.getByLabelText('1Y').click());
    await flush();
    expect(screen.getByTestId('portfolio-headline').textContent).toBe(headline);
  });

  it("draws the portfolio chart at its panel's size, with no zero-size warning", async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      await showDashboard();
      await flush();
      const surface = document.querySelector('.portfolio-chart svg.recharts-surface');
      expect(surface?.getAttribute('width')).toBe(String(TEST_CHART_SIZE.width));
      expect(warn.mock.calls.filter((call) => String(call[0]).includes('width(0)'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('moves between positions with the arrow keys; Enter opens a position into its accounts', async () => {
    await showDashboard();
    const first = positionRow('ADA')!;
    act(() => first.focus());
    await act(async () => fireEvent.keyDown(first, { key: 'ArrowDown' }));
    expect(document.activeElement).toBe(positionRow('CHF'));
    await act(async () => fireEvent.keyDown(positionRow('CHF')!, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(positionRow('ADA'));
    await act(async () => fireEvent.keyDown(positionRow('ADA')!, { key: 'Enter' }));
    expect(document.querySelectorAll('.positions-table tr.holding-row')).toHaveLength(2);
  });
});
