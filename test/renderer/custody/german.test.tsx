import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MarketData } from '../../../shared/api/schemas/trading';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import type { Decimal } from '../../../shared/wire/decimal';
import { Dashboard } from '../../../renderer/src/custody/Dashboard';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { connectAs } from '../support/connection';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { account, CUSTOMERS, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';

const PROFILE: ProfileView = profileView({ id: '55555555-5555-4555-8555-555555555555' });
const d = (text: string) => text as Decimal;
const BOOKS: MarketData[] = [
  {
    symbol: 'BTC',
    currency: 'CHF',
    bid: d('60000'),
    ask: d('60010'),
    bidSize: null,
    askSize: null,
    last: null,
    timestamp: '2026-11-25T07:00:00.000Z',
  },
];
// BTC has a CHF book; EUR has none (its value says "kein Kurs", never 0); the Staking account is a second type to filter by.
const ACCOUNTS = [
  account(1, 'BTC', '0.5'),
  account(2, 'EUR', '100', { type: 'Staking', name: 'EUR staking', flags: ['DepositDisabled', 'Dormant'] }),
];

describe('the dashboard in German', () => {
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
      .answerAlways('custody.onchainInfo', () => ok({ accountId: 2, onchainInfo: [] }))
      .answerAlways('customers.reachable', () =>
        ok({ profileId: PROFILE.id, customers: CUSTOMERS, selectedCustomer: '100101' }),
      );
    resetStores();
    profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
    await connectAs(PROFILE.id, '100101');
    await showLanguage('de');
  });
  afterEach(cleanup);

  it('shows the headings, columns, states, positions, counts and account details in German, no English left', async () => {
    render(<Dashboard />);
    await flush();
    await act(async () => api.pending('custody.accounts')[0]?.answer(ok(ACCOUNTS)));
    await act(async () => api.pending('trading.marketData')[0]?.answer(ok(BOOKS)));

    expect(screen.getByRole('heading', { name: 'Übersicht' })).toBeTruthy();
    expect(screen.getByTestId('view-customer').textContent).toMatch(/^Depot von 100101/);
    expect(screen.getByRole('heading', { name: 'Portfoliowert' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Positionen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Depotkonten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeTruthy();
    expect(screen.getByTestId('valued-at').textContent).toMatch(
      /^Bewertet zum Mittelkurs per .*1 ohne Kurs, nicht im Total enthalten/,
    );
    const eur = document.querySelector<HTMLElement>('.positions-table tr.position-row[data-asset="EUR"]')!;
    expect(within(eur).getByText('kein Kurs')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Wert' })).toBeTruthy();
    // The chart's ranges as German abbreviates them (J for Jahr); the value stays the range.
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1J' }).value).toBe('1Y');

    const table = document.querySelector<HTMLElement>('.accounts-table')!;
    for (const header of ['Asset', 'Name', 'Typ', 'Status', 'Saldo', 'Verfügbar', 'Kreditlimite'])
      expect(within(table).getByRole('button', { name: header })).toBeTruthy();
    expect(within(table).getAllByText('Aktiv')).toHaveLength(2);
    expect(within(table).getByText('Handel')).toBeTruthy();
    expect(screen.getByText('2 Konten')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Typ' }).textContent).toBe('AlleHandelStaking');

    // English is gone from what the view shows.
    const text = document.body.textContent ?? '';
    for (const english of [
      'Dashboard',
      'Custody of',
      'Portfolio value',
      'Custody accounts',
      'Refresh',
      'Valued at',
      'no price',
      'accounts',
      'Balance',
      'Available',
      'Trading',
    ]) {
      expect(text).not.toContain(english);
    }

    // The detail drawer: facts, flags and the on-chain section.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'EUR EUR staking: Details anzeigen' })));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('Konto-ID')).toBeTruthy();
    expect(within(drawer).getByText('Einzahlungen gesperrt, Nachrichtenlos')).toBeTruthy();
    expect(within(drawer).getByText('Staking / Standard')).toBeTruthy();
    expect(within(drawer).getByRole('heading', { name: 'On-Chain-Informationen' })).toBeTruthy();
    expect(await within(drawer).findByText('Für dieses Konto sind keine On-Chain-Adressen gemeldet')).toBeTruthy();
  });
});
