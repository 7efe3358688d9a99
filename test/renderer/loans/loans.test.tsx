import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import { LoanAlertBanner } from '../../../renderer/src/loans/AlertBanner';
import { connectLoansEvents } from '../../../renderer/src/loans/events';
import { resetLoansStore } from '../../../renderer/src/loans/store';
import { WhatIf } from '../../../renderer/src/loans/WhatIf';
import { navigate } from '../../../renderer/src/shell/store';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { alert } from './fixtures';

const alarm = vi.hoisted(() => ({ soundAlarm: vi.fn() }));
vi.mock('../../../renderer/src/loans/alarm', () => alarm);

describe('loan alert banner', () => {
  let api: FakeApi;
  let stopEvents: () => void;
  beforeEach(() => {
    api = installFakeApi();
    stopEvents = connectLoansEvents();
    api.answerAlways('loans.alerts', () => ok([]));
    api.answerAlways('loans.acknowledge', () => ok({ unacknowledged: 0 }));
    resetLoansStore();
    alarm.soundAlarm.mockClear();
  });
  afterEach(() => {
    cleanup();
    stopEvents();
    resetLoansStore();
  });

  it('shows an alert the moment it is pushed, with exact LTVs, and sounds the alarm only when asked', async () => {
    render(<LoanAlertBanner />);
    expect(screen.queryByTestId('loan-alert-banner')).toBeNull();
    await act(async () => api.emit('loanAlert', alert({ sound: true })));
    const banner = screen.getByTestId('loan-alert-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('Margin call: portfolio B1');
    expect(banner.textContent).toContain('70.12 %');
    expect(alarm.soundAlarm).toHaveBeenCalledTimes(1);
    await act(async () =>
      api.emit('loanAlert', alert({ id: 'a2', to: 'liquidation', currentLtv: '0.8', sound: false })),
    );
    expect(banner.textContent).toContain('Liquidation: portfolio B1');
    expect(banner.textContent).toContain('1 more');
    expect(alarm.soundAlarm).toHaveBeenCalledTimes(1);
  });

  it('does not announce a snoozed alert', async () => {
    render(<LoanAlertBanner />);
    await act(async () => api.emit('loanAlert', alert({ snoozed: true, sound: false })));
    expect(screen.queryByTestId('loan-alert-banner')).toBeNull();
  });

  it('shows alerts raised while the window was closed, and dismissing tells main', async () => {
    api.answerAlways('loans.alerts', () => ok([alert(), alert({ id: 'old', acknowledged: true })]));
    render(<LoanAlertBanner />);
    await act(async () => undefined);
    expect(screen.getByTestId('loan-alert-banner').textContent).not.toContain('more');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByTestId('loan-alert-banner')).toBeNull();
    expect(api.log).toContain('loans.acknowledge');
  });
});

describe('a seen loan alert', () => {
  let api: FakeApi;
  let stopEvents: () => void;
  beforeEach(() => {
    api = installFakeApi();
    stopEvents = connectLoansEvents();
    api.answerAlways('loans.alerts', () => ok([]));
    api.answerAlways('loans.acknowledge', () => ok({ unacknowledged: 0 }));
    resetLoansStore();
    act(() => navigate('book'));
  });
  afterEach(() => {
    cleanup();
    stopEvents();
    resetLoansStore();
  });

  it('folds once the user moves on to another section, told to main so it does not come back after a restart; a worse state shows again', async () => {
    const acknowledged: unknown[] = [];
    api.answerAlways('loans.acknowledge', (input) => (acknowledged.push(input), ok({ unacknowledged: 0 })));
    render(<LoanAlertBanner />);
    await act(async () => api.emit('loanAlert', alert({ sound: false })));
    expect(screen.getByTestId('loan-alert-banner').textContent).toContain('Margin call: portfolio B1');
    // Still on the same section: it stays.
    await act(async () => undefined);
    expect(acknowledged).toEqual([]);

    await act(async () => navigate('trading'));
    expect(screen.queryByTestId('loan-alert-banner')).toBeNull();
    expect(acknowledged).toEqual([{ alertIds: ['a1'] }]);

    // Worse again: a new alert, shown on whatever section is open.
    await act(async () =>
      api.emit('loanAlert', alert({ id: 'a2', to: 'liquidation', currentLtv: '0.8', sound: false })),
    );
    expect(screen.getByTestId('loan-alert-banner').textContent).toContain('Liquidation: portfolio B1');
    expect(screen.getByTestId('loan-alert-banner').textContent).not.toContain('more');
  });
});

describe('what-if', () => {
  const report = {
    portfolioId: 'B1',
    serviceFee: '0.005',
    collateralization: '1.6',
    currentLtv: '0.625',
    smLtv: '0.7',
    hmLtv: '0.8',
    loans: [
      {
        loanId: 'L1',
        assetSymbol: 'CHF',
        amount: '625000',
        value: '625000',
        valueCurrency: 'CHF',
        interestRate: '0.05',
        accruedInterest: '0',
        startDate: '2026-01-01',
        maturityDate: null,
      },
    ],
    collaterals: [
      { assetSymbol: 'BTC', amount: '10', price: '60000', value: '600000', valueCurrency: 'CHF' },
      { assetSymbol: 'ETH', amount: '100', price: '4000', value: '400000', valueCurrency: 'CHF' },
    ],
  } as unknown as LoanReport;
  afterEach(cleanup);

  it('computes the LTV after a uniform drop and after a per-asset drop, exactly', () => {
    render(<WhatIf report={report} warnMargin="0.05" />);
    expect(screen.getByTestId('whatif-ltv').textContent).toBe('62.50 %');
    fireEvent.change(screen.getByLabelText('Collateral price drop, percent'), { target: { value: '10.7142' } });
    // 625000 / 892858 = 0.6999998… stays below 0.7; 10.72 % reaches it (625000 / 892800 = 0.70004…).
    expect(screen.getByTestId('whatif-state').textContent).toBe('Near margin call');
    fireEvent.change(screen.getByLabelText('Collateral price drop, percent'), { target: { value: '10.72' } });
    expect(screen.getByTestId('whatif-state').textContent).toBe('Margin call');
    fireEvent.change(screen.getByLabelText('Collateral price drop, percent'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('BTC price drop, percent'), { target: { value: '50' } });
    // 625000 / (300000 + 400000) = 0.892857… → liquidation
    expect(screen.getByTestId('whatif-ltv').textContent).toBe('89.29 %');
    expect(screen.getByTestId('whatif-state').textContent).toBe('Liquidation');
  });

  it('refuses a drop above 100 % in words', () => {
    render(<WhatIf report={report} warnMargin="0.05" />);
    fireEvent.change(screen.getByLabelText('ETH price drop, percent'), { target: { value: '120' } });
    expect(screen.getByRole('alert').textContent).toBe('The price drop for ETH must be between 0 and 100 %.');
  });
});
