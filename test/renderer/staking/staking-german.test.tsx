import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StakingOrder } from '../../../shared/api/schemas/staking';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { customerAccess } from '../../../shared/api/customer-access';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { profilesChanged } from '../../../renderer/src/profiles/store';
import { StakingView } from '../../../renderer/src/staking/StakingView';
import { setRewardRange } from '../../../renderer/src/staking/view-store';
import { connectAs } from '../support/connection';
import { installFakeApi, ok, type FakeApi } from '../support/fake-api';
import { account, profileView } from '../support/fixtures';
import { flush, resetStores } from '../support/settle';
import { CANCELLED_ORDER, PRODUCT } from './fixtures';

const PROFILE: ProfileView = profileView();
// Cancelled without a comment: the timeline says so in the page's language.
const ORDER: StakingOrder = { ...CANCELLED_ORDER, externalComment: null };

let installedApi: FakeApi | null = null;

async function showStaking(): Promise<void> {
  const customers = [{ customerNumber: '100101', name: 'Alpine Capital AG', accessRight: 'Full Access' }];
  installedApi = installFakeApi()
    .answerAlways('customers.reachable', () => ok({ profileId: PROFILE.id, customers, selectedCustomer: '100101' }))
    .answerAlways('staking.products', () => ok([PRODUCT]))
    .answerAlways('staking.order', () => ok(ORDER))
    .answerAlways('custody.accounts', () => ok([{ ...account(11, 'ETH', '2.000000000000000001'), type: 'Trading' }]))
    .answerAlways('staking.orders', () => ok({ count: 1, page: 1, totalCount: 1, pageSize: 25, items: [ORDER] }))
    .answerAlways('staking.pending', () => ok([]));
  profilesChanged({ profiles: [PROFILE], activeProfileId: PROFILE.id });
  await connectAs(PROFILE.id, '100101', {
    access: customerAccess({ name: 'Alpine Capital AG', accessRight: 'Full Access' }),
  });
  render(<StakingView />);
  await flush();
}

describe('the Staking section in German', () => {
  beforeEach(() => {
    resetStores();
  });
  afterEach(cleanup);

  it('shows its orders, states, kinds, counts, products and the form’s checks in German, and no English word stays', async () => {
    await act(async () => showLanguage('de'));
    await showStaking();

    expect(screen.getByRole('button', { name: 'Staking beginnen…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Staking beenden…' })).toBeTruthy();
    // The customer number stays a number inside the sentence, wherever the language puts it.
    expect(document.querySelector('.view-subtitle')?.textContent).toBe('Staking von 100101 · Alpine Capital AG');
    expect(document.querySelector('.view-subtitle .num')?.textContent).toBe('100101');
    expect(screen.getByRole('tab', { name: 'Aufträge' })).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Staking-Aufträge' });
    expect(within(orders).getByRole('columnheader', { name: 'Auftrag' })).toBeTruthy();
    // The service's enum values are shown as words of the page's language.
    expect(within(orders).getByText('Storniert')).toBeTruthy();
    expect(within(orders).getByText('Einstieg')).toBeTruthy();
    expect(screen.getByText('Seite 1 von 1 · 1 Auftrag')).toBeTruthy();
    for (const english of ['Enter staking…', 'Refresh', 'Cancelled', 'Entry', 'Est. completed', 'Clear filters'])
      expect(screen.queryByText(english)).toBeNull();
    expect(screen.queryByText(/Page 1 of 1/)).toBeNull();

    // The order's drawer: its timeline's steps and notes come from the catalogue too.
    await act(async () => fireEvent.click(within(orders).getByText('Storniert')));
    await flush();
    const drawer = screen.getByRole('dialog', { name: 'Staking-Auftrag SO1' });
    expect(within(drawer).getByText('Einstiegsauftrag SO1')).toBeTruthy();
    expect(within(drawer).getByText('Der Dienst hat keinen Grund angegeben.')).toBeTruthy();
    expect(within(drawer).queryByText('The service gave no reason.')).toBeNull();
    await act(async () => fireEvent.keyDown(drawer, { key: 'Escape' }));
    cleanup();

    render(<StakingView />);
    await flush();
    await act(async () => screen.getByRole('tab', { name: 'Produkte' }).click());
    const products = screen.getByRole('table', { name: 'Staking-Produkte' });
    expect(within(products).getByRole('columnheader', { name: 'Kommission' })).toBeTruthy();
    // 72 and 120 hours are whole days; the payout account types are words, not the service's values.
    expect(within(products).getByText('3 T')).toBeTruthy();
    expect(within(products).getByText('5 T')).toBeTruthy();
    expect(within(products).getByText('Staking, Handel')).toBeTruthy();
    expect(within(products).queryByText('Available')).toBeNull();

    // The shared form rules answer in the page's language.
    await act(async () => screen.getByRole('button', { name: 'Staking beginnen…' }).click());
    await act(async () => screen.getByRole('button', { name: 'Prüfen…' }).click());
    expect(screen.getByText('Geben Sie einen Betrag ein.')).toBeTruthy();
    expect(screen.queryByText('Enter an amount.')).toBeNull();
  });

  it('says in German where the rewards came from and what is wrong with a range', async () => {
    await act(async () => showLanguage('de'));
    await showStaking();
    const api = installedApi!;
    api.answerAlways('staking.rewardsRange', (input) => {
      const { from, to } = input as { from: string; to: string };
      // Main read the service's older list; its English notice is for the CLI, the window says it in its own words.
      return ok({
        from,
        to,
        version: 'v5',
        notice: 'This service does not offer its current rewards list yet.',
        rewards: [],
        totals: [],
      });
    });
    await act(async () => screen.getByRole('tab', { name: 'Erträge' }).click());
    act(() => setRewardRange({ from: '2026-02-01', to: '2026-01-01' }));
    await act(async () => screen.getByRole('button', { name: 'Erträge anzeigen' }).click());
    expect(screen.getByRole('alert').textContent).toBe(
      'Das Ende des Zeitraums (ausschliesslich) muss nach seinem Beginn liegen.',
    );
    act(() => setRewardRange({ from: '2026-01-01', to: '2026-02-01', accountNumber: '42' }));
    await act(async () => screen.getByRole('button', { name: 'Erträge anzeigen' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Konto: Eine Kontonummer hat genau 12 Ziffern (2 eingegeben).');
    act(() => setRewardRange({ accountNumber: '' }));
    await act(async () => screen.getByRole('button', { name: 'Erträge anzeigen' }).click());
    await flush();
    expect(screen.getByRole('note').textContent).toMatch(
      /^Dieser Dienst bietet seine aktuelle Ertragsliste noch nicht an/,
    );
    expect(screen.queryByText(/current rewards list/)).toBeNull();
    expect(screen.getByText('In diesem Zeitraum wurde kein Ertrag ausbezahlt')).toBeTruthy();
  });

  it('reviews and sends an entry in German and says what the service accepted in German words', async () => {
    await act(async () => showLanguage('de'));
    await showStaking();
    installedApi!.answerAlways('staking.enter', (input) => {
      const { id } = input as { id: string };
      const order = { ...ORDER, id, orderNumber: 'SO9', amount: '0.5', state: 'Open' };
      return ok({
        id,
        outcome: 'sent',
        order,
        entry: { type: 'Entry' },
        message: 'Staking entry SO9 accepted: 0.5 ETH, Open.',
      });
    });
    await act(async () => screen.getByRole('button', { name: 'Staking beginnen…' }).click());
    fireEvent.change(screen.getByLabelText('Staking-Produkt'), { target: { value: PRODUCT.id } });
    fireEvent.change(screen.getByLabelText('Belastungskonto'), { target: { value: '000000000011' } });
    fireEvent.change(screen.getByLabelText('Betrag (ETH)'), { target: { value: '0.5' } });
    await act(async () => screen.getByRole('button', { name: 'Prüfen…' }).click());
    expect(screen.getByRole('heading', { name: 'Prüfen: Staking beginnen' })).toBeTruthy();
    expect(screen.getByText('Ethereum Staking (ETH, Kommission 15.00 %)')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Einstieg senden' }).click());
    await flush();
    expect(document.querySelector('.staking-outcome')?.textContent).toBe(
      'Gesendet Staking-Einstieg SO9 angenommen: 0.5 ETH, Status Offen.',
    );
  });

  it('follows a switch of language at once: nothing keeps the words of the language it was drawn in', async () => {
    await act(async () => showLanguage('de'));
    await showStaking();
    await act(async () => screen.getByRole('button', { name: 'Staking beginnen…' }).click());
    await act(async () => screen.getByRole('button', { name: 'Prüfen…' }).click());
    expect(screen.getByText('Geben Sie einen Betrag ein.')).toBeTruthy();

    await act(async () => showLanguage('fr'));
    expect(screen.getByText('Saisissez un montant.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrer en staking…' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Ordres de staking' })).getByText('Annulé')).toBeTruthy();
    expect(screen.queryByText('Geben Sie einen Betrag ein.')).toBeNull();
    expect(screen.queryByText('Storniert')).toBeNull();
  });
});
