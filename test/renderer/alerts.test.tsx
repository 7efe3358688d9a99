import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlertRule } from '../../shared/alerts/rules';
import { asDecimal } from '../../shared/wire/decimal';
import { AlertDialog } from '../../renderer/src/alerts/AlertDialog';
import { AlertsSettings } from '../../renderer/src/alerts/AlertsSettings';
import { connectAlertsEvents } from '../../renderer/src/alerts/events';
import { formatDateMinute } from '../../renderer/src/format/datetime';
import { editAlertFor, resetAlertsStore } from '../../renderer/src/alerts/store';
import { loadAssetPrecision } from '../../renderer/src/assets/store';
import { formatTime } from '../../renderer/src/format/datetime';
import { connectAs } from './support/connection';
import { installFakeApi, ok } from './support/fake-api';
import type { FakeApi } from './support/fake-api';
import { resetStores } from './support/settle';

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
  snoozedUntil: null,
  last: { value: '70100.5', at: '2026-11-26T00:01:00Z' },
};

describe('price alert set-up', () => {
  let api: FakeApi;
  let added: unknown[];
  let snoozed: unknown[];
  beforeEach(() => {
    api = installFakeApi();
    added = [];
    snoozed = [];
    api.answerAlways('alerts.add', (input) => {
      added.push(input);
      return ok({ ...rule, ...(input as object), id: 'r2', armed: true, last: null });
    });
    api.answerAlways('alerts.list', () => ok([rule]));
    api.answerAlways('alerts.log', () =>
      ok([
        {
          id: 'e1',
          at: '2026-11-26T00:01:00.000Z',
          ruleId: 'r1',
          profileId: 'p',
          symbol: 'BTC',
          currency: 'CHF',
          message: 'BTC/CHF mid above 70000: mid 70100.5 CHF',
          value: '70100.5',
          snoozed: false,
        },
      ]),
    );
    api.answerAlways('alerts.snooze', (input) => {
      snoozed.push(input);
      return ok({ ...rule, snoozedUntil: '2099-01-01T04:00:00Z' });
    });
    resetAlertsStore();
  });
  afterEach(() => {
    cleanup();
    resetStores();
  });

  it('opens with the current bid, ask and mid and their time, prefills the level, and confirms in words what was set', async () => {
    api.answerAlways('customers.reachable', () =>
      ok({ profileId: 'p', customers: [{ customerNumber: '100001', name: 'Alpenrose' }], selectedCustomer: '100001' }),
    );
    api.answerAlways('trading.instruments', () =>
      ok([{ symbol: 'BTC', currency: 'CHF', quantityPrecision: 8, pricePrecision: 2 }]),
    );
    api.answerAlways('trading.marketData', () =>
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
    await connectAs('p', '100001');
    await loadAssetPrecision('p');
    render(<AlertDialog />);
    await act(async () => editAlertFor({ profileId: 'p', symbol: 'BTC', currency: 'CHF' }));
    expect(screen.getByTestId('alert-now').textContent).toBe(
      `Now: bid CHF 57,000.10 · ask CHF 57,010.30 · mid CHF 57,005.20 · as of ${formatTime('2026-11-26T09:30:15Z')}`,
    );
    // Prefilled with the watched price (mid), following the side chosen until the user types.
    expect((screen.getByLabelText('Price (CHF)') as HTMLInputElement).value).toBe('57005.20');
    fireEvent.change(screen.getByLabelText('On'), { target: { value: 'ask' } });
    expect((screen.getByLabelText('Price (CHF)') as HTMLInputElement).value).toBe('57010.30');
    fireEvent.change(screen.getByLabelText('Price (CHF)'), { target: { value: '58000' } });
    fireEvent.change(screen.getByLabelText('On'), { target: { value: 'mid' } });
    expect((screen.getByLabelText('Price (CHF)') as HTMLInputElement).value).toBe('58000');
    // Written for a trader: no internal words.
    expect(screen.getByRole('form', { name: 'Set a price alert' }).textContent).not.toMatch(/\bmain\b|loan monitor/i);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set alert' })));
    expect(added).toEqual([
      { kind: 'level', profileId: 'p', symbol: 'BTC', currency: 'CHF', on: 'mid', direction: 'above', level: '58000' },
    ]);
    expect(screen.getByTestId('alert-set').textContent).toBe(
      'You will be notified when the BTC/CHF mid price rises to or above CHF 58,000.00.',
    );
    expect(screen.getByText(/When you set it, the mid price was CHF 57,005.20/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(screen.queryByTestId('alert-set')).toBeNull();
  });

  it('the dialog opened for a market row sends the rule to main with the exact text typed', async () => {
    render(<AlertDialog />);
    act(() => editAlertFor({ profileId: 'p', symbol: 'ETH', currency: 'USD' }));
    expect(screen.getByText('Price alert · ETH/USD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('When'), { target: { value: 'move' } });
    fireEvent.change(screen.getByLabelText('Move in %'), { target: { value: '2.50' } });
    fireEvent.change(screen.getByLabelText('Within'), { target: { value: '24h' } });
    fireEvent.change(screen.getByLabelText('On'), { target: { value: 'bid' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set alert' })));
    expect(added).toEqual([
      { kind: 'move', profileId: 'p', symbol: 'ETH', currency: 'USD', on: 'bid', percent: '2.50', window: '24h' },
    ]);
    expect(screen.queryByText('Price alert · ETH/USD')).toBeNull();
    expect(screen.getByTestId('alert-set').textContent).toBe(
      'You will be notified when the ETH/USD bid moves 2.50 % within 24 hours.',
    );
  });

  it('Settings lists each rule with its state and last value, the log, and snoozes a rule', async () => {
    await act(async () => {
      render(<AlertsSettings />);
    });
    // Prices with their currency at the instrument's places (CHF's 2 when the instruments are not known).
    expect(screen.getByText('BTC/CHF mid price rises to or above CHF 70,000.00')).toBeTruthy();
    expect(screen.getByText('fired, re-arms past the band')).toBeTruthy();
    expect(screen.getByText('CHF 70,100.50')).toBeTruthy();
    expect(screen.getByText(/BTC\/CHF mid above 70000: mid 70100.5 CHF/)).toBeTruthy();
    const snooze = screen.getByLabelText('Snooze: BTC/CHF mid price rises to or above CHF 70,000.00');
    // The spans main accepts: 1 h, 4 h, 24 h.
    expect([...snooze.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Snooze…',
      'for 1 h',
      'for 4 h',
      'for 24 h',
    ]);
    await act(async () => fireEvent.change(snooze, { target: { value: '240' } }));
    expect(snoozed).toEqual([{ ruleId: 'r1', minutes: 240 }]);
    expect(screen.getByText(`snoozed until ${formatDateMinute('2099-01-01T04:00:00Z')}`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'End snooze' })));
    expect(snoozed).toEqual([
      { ruleId: 'r1', minutes: 240 },
      { ruleId: 'r1', minutes: 0 },
    ]);
  });

  it("the alert log updates live from main's priceAlertsChanged push (a firing while Settings is open)", async () => {
    const stop = connectAlertsEvents();
    try {
      await act(async () => {
        render(<AlertsSettings />);
      });
      expect(screen.queryByText(/mid 72000 CHF/)).toBeNull();
      const fired = {
        id: 'e2',
        at: '2026-11-26T00:02:00.000Z',
        ruleId: 'r1',
        profileId: 'p',
        symbol: 'BTC',
        currency: 'CHF',
        message: 'BTC/CHF mid above 70000: mid 72000 CHF',
        value: '72000',
        snoozed: false,
      };
      act(() =>
        api.emit('priceAlertsChanged', {
          rules: [{ ...rule, armed: false, last: { value: '72000', at: '2026-11-26T00:02:00Z' } }],
          fired: [fired],
        }),
      );
      const lines = screen.getByRole('list', { name: 'Price alert log' }).querySelectorAll('li');
      // Newest first, the earlier line kept; the rule's last value follows main.
      expect([...lines].map((line) => line.textContent)).toEqual([
        expect.stringContaining('mid 72000 CHF'),
        expect.stringContaining('mid 70100.5 CHF'),
      ]);
      expect(screen.getByText('CHF 72,000.00')).toBeTruthy();
      // The same push again (another window's check answered twice) adds nothing.
      act(() => api.emit('priceAlertsChanged', { rules: [rule], fired: [fired] }));
      expect(screen.getByRole('list', { name: 'Price alert log' }).querySelectorAll('li')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('Settings sets a new alert too: an instrument of the market list, then the same dialog', async () => {
    api.answerAlways('customers.reachable', () =>
      ok({ profileId: 'p', customers: [{ customerNumber: '100001', name: 'Alpenrose' }], selectedCustomer: '100001' }),
    );
    api.answerAlways('trading.instruments', () =>
      ok([
        { symbol: 'BTC', currency: 'CHF' },
        { symbol: 'ETH', currency: 'USD' },
      ]),
    );
    api.answerAlways('trading.configuration', () => ok({}));
    await connectAs('p', '100001');
    await act(async () => {
      render(<AlertsSettings />);
    });
    fireEvent.change(await screen.findByLabelText('Instrument to set an alert for'), { target: { value: 'ETH/USD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert…' }));
    expect(screen.getByText('Price alert · ETH/USD')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '4000.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set alert' })));
    expect(added).toEqual([
      { kind: 'level', profileId: 'p', symbol: 'ETH', currency: 'USD', on: 'mid', direction: 'above', level: '4000.5' },
    ]);
    expect(screen.queryByText('Price alert · ETH/USD')).toBeNull();
    expect(screen.getByTestId('alert-set').textContent).toBe(
      'You will be notified when the ETH/USD mid price rises to or above USD 4,000.50.',
    );
  });
});
