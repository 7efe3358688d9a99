import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertRule } from '../../shared/alerts/rules';
import { asDecimal } from '../../shared/wire/decimal';
import { AlertsSettings } from '../../renderer/src/alerts/AlertsSettings';
import { resetAlertsStore } from '../../renderer/src/alerts/store';
import { loadAssetPrecision } from '../../renderer/src/assets/store';
import { showLanguage } from '../../renderer/src/i18n/store';
import { connectAs } from './support/connection';
import { pageWords } from './support/page-words';
import { installFakeApi, ok } from './support/fake-api';
import { flush, resetStores } from './support/settle';

const rule: AlertRule = {
  id: 'r1',
  kind: 'level',
  profileId: 'p',
  symbol: 'BTC',
  currency: 'CHF',
  on: 'mid',
  direction: 'above',
  level: asDecimal('70000'),
  createdAt: '2026-11-26T00:00:00Z',
  armed: false,
  snoozedUntil: '2099-01-01T04:00:00Z',
  last: { value: '70100.5', at: '2026-11-26T00:01:00Z' },
};

describe('price alerts in German', () => {
  afterEach(async () => {
    cleanup();
    resetStores();
    resetAlertsStore();
    await showLanguage('en');
  });

  it('shows Settings → Price alerts, the set-up dialog and its confirmation with no English words', async () => {
    const api = installFakeApi()
      .answerAlways('alerts.list', () => ok([rule]))
      .answerAlways('alerts.log', () => ok([]))
      .answerAlways('alerts.add', (input) =>
        ok({ ...rule, ...(input as object), id: 'r2', armed: true, snoozedUntil: null, last: null }),
      )
      .answerAlways('customers.reachable', () =>
        ok({
          profileId: 'p',
          customers: [{ customerNumber: '100001', name: 'Alpenrose' }],
          selectedCustomer: '100001',
        }),
      )
      .answerAlways('trading.instruments', () =>
        ok([{ symbol: 'BTC', currency: 'CHF', quantityPrecision: 8, pricePrecision: 2 }]),
      )
      .answerAlways('trading.marketData', () =>
        ok([
          {
            symbol: 'BTC',
            currency: 'CHF',
            bid: '57000.1',
            ask: '57010.3',
            bidSize: '1',
            askSize: '1',
            last: null,
            timestamp: '2026-11-26T09:30:15Z',
          },
        ]),
      );
    void api;
    await connectAs('p', '100001');
    await loadAssetPrecision('p');
    resetAlertsStore();
    await showLanguage('de');
    await act(async () => {
      render(<AlertsSettings />);
    });
    await flush();

    expect(screen.getByRole('heading', { name: 'Kursalarme' })).toBeTruthy();
    // The rule as one German sentence, its price formatted exactly; the state and snooze in German.
    expect(screen.getByText('BTC/CHF Mittelkurs steigt auf oder über CHF 70,000.00')).toBeTruthy();
    expect(screen.getByText('ausgelöst, wird jenseits der Bandbreite wieder scharf')).toBeTruthy();
    expect(screen.getByText('Bisher wurde kein Alarm ausgelöst.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stummschaltung beenden' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Entfernen: BTC/CHF Mittelkurs steigt auf oder über CHF 70,000.00' }),
    ).toBeTruthy();
    for (const words of [
      'Price alerts',
      'rises to or above',
      'mid price',
      'fired',
      'snoozed',
      'End snooze',
      'Remove',
      'Alert log',
      'No alert',
      'Add alert',
      'right-click',
    ])
      expect(pageWords()).not.toContain(words);

    // The dialog: a move on the bid within 24 hours.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alarm hinzufügen …' })));
    expect(screen.getByText('Kursalarm · BTC/CHF')).toBeTruthy();
    expect(screen.getByTestId('alert-now').textContent).toMatch(
      /^Jetzt: Geld CHF 57,000.10 · Brief CHF 57,010.30 · Mittel CHF 57,005.20 · Stand /,
    );
    expect(screen.getByText(/etwa alle 30 Sekunden/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Wenn'), { target: { value: 'move' } });
    fireEvent.change(screen.getByLabelText('Bewegung in %'), { target: { value: '2.50' } });
    fireEvent.change(screen.getByLabelText('Innert'), { target: { value: '24h' } });
    fireEvent.change(screen.getByLabelText('Auf'), { target: { value: 'bid' } });
    for (const words of ['Price alert', 'When', 'Within', 'Cancel', 'Set alert', 'The desk checks', 'hours'])
      expect(pageWords()).not.toContain(words);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Alarm setzen' })));
    expect(screen.getByTestId('alert-set').textContent).toBe(
      'Sie werden benachrichtigt, wenn sich der Geldkurs von BTC/CHF innert 24 Stunden um 2.50 % bewegt.',
    );
    expect(screen.getByText(/^Beim Erfassen betrug der Geldkurs CHF 57,000.10 \(Stand /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeTruthy();
    for (const words of ['You will be notified', 'When you set it', 'Done', 'Snooze or remove'])
      expect(pageWords()).not.toContain(words);
  });

  it('writes the alert log’s lines in German, the price and the move as the region writes them', async () => {
    const { id: _id, createdAt: _c, armed: _a, snoozedUntil: _s, last: _l, ...spec } = rule;
    const line = {
      id: 'e1',
      at: '2026-11-26T00:01:00Z',
      ruleId: 'r1',
      profileId: 'p',
      symbol: 'BTC',
      currency: 'CHF',
      message: 'BTC/CHF mid price rises to or above CHF 70,000.00: mid price at CHF 70,100.50',
      value: '70100.5',
      snoozed: false,
    };
    const move = { kind: 'move' as const, profileId: 'p', symbol: 'ETH', currency: 'CHF', on: 'bid' as const };
    installFakeApi()
      .answerAlways('alerts.list', () => ok([]))
      .answerAlways('customers.reachable', () =>
        ok({
          profileId: 'p',
          customers: [{ customerNumber: '100001', name: 'Alpenrose' }],
          selectedCustomer: '100001',
        }),
      )
      .answerAlways('alerts.log', () =>
        ok([
          { ...line, rule: spec },
          {
            ...line,
            id: 'e2',
            ruleId: 'r2',
            symbol: 'ETH',
            message: 'ETH/CHF bid moves 5.00 % within 1 hour: moved -5.12 %',
            rule: { ...move, percent: asDecimal('5.00'), window: '1h' as const },
            value: '-5.12',
          },
        ]),
      );
    await connectAs('p', '100001');
    resetAlertsStore();
    await showLanguage('de');
    await act(async () => {
      render(<AlertsSettings />);
    });
    await flush();
    const lines = [...screen.getByRole('list', { name: 'Protokoll der Kursalarme' }).querySelectorAll('li')].map(
      (item) => item.textContent,
    );
    expect(lines[0]).toMatch(
      / BTC\/CHF Mittelkurs steigt auf oder über CHF 70,000\.00: Mittelkurs bei CHF 70,100\.50$/,
    );
    expect(lines[1]).toMatch(/ ETH\/CHF Geldkurs bewegt sich um 5\.00 % innert 1 Stunde: bewegt um -5\.12 %$/);
    expect(pageWords()).not.toContain('mid price');
    expect(pageWords()).not.toContain('moved');
  });
});
