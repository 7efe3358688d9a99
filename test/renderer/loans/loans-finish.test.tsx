import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import type { LoanAlert } from '../../../shared/ipc/schemas/loans';
import { currentConnection } from '../../../renderer/src/connection/store';
import { setDateStyle } from '../../../renderer/src/format/datetime';
import { LoanAlertBanner } from '../../../renderer/src/loans/AlertBanner';
import { HistoryChart } from '../../../renderer/src/loans/HistoryChart';
import { LoansView } from '../../../renderer/src/loans/LoansView';
import { resetLoansStore } from '../../../renderer/src/loans/store';
import { WhatIf } from '../../../renderer/src/loans/WhatIf';
import { connectAs, selectAnswer } from '../support/connection';
import { installFakeApi, ok } from '../support/fake-api';
import { alert } from './fixtures';
import { flush, resetStores } from '../support/settle';

const ALERT: LoanAlert = alert({
  key: 'p/100002/B7',
  customer: '100002',
  customerName: 'Bergbahn Holding AG',
  portfolioId: 'B7',
});

function overview(lastCycleAt: string | null) {
  return { portfolios: [], worstState: 'ok' as const, lastCycleAt, problems: [], unacknowledgedAlerts: 0 };
}

describe('loans finish', () => {
  afterEach(() => {
    cleanup();
    resetStores();
    setDateStyle('locale');
  });

  it('names the other customer an alert is about and switches to it in one click; then it has been seen and folds', async () => {
    const selected: unknown[] = [];
    const acknowledged: unknown[] = [];
    installFakeApi()
      .answerAlways('loans.alerts', () => ok([ALERT]))
      .answerAlways('loans.acknowledge', (input) => (acknowledged.push(input), ok({ unacknowledged: 0 })))
      .answerAlways('customers.reachable', () => ok({ profileId: 'p', customers: [], selectedCustomer: '100001' }))
      .answerAlways('customers.select', (input) => (selected.push(input), ok(selectAnswer(input))));
    await connectAs('p', '100001');
    render(<LoanAlertBanner />);
    await flush();
    const banner = screen.getByTestId('loan-alert-banner');
    expect(banner.textContent).toContain('Another customer: Bergbahn Holding AG');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to Bergbahn Holding AG' })));
    await flush();
    expect(selected).toEqual([{ profileId: 'p', customerNumber: '100002' }]);
    expect(currentConnection().selectedCustomer).toBe('100002');
    // Acted on: it folds into the Loans section (which the switch opens) and the tray badge.
    expect(screen.queryByTestId('loan-alert-banner')).toBeNull();
    expect(acknowledged).toEqual([{ alertIds: [ALERT.id] }]);
  });

  it("shows the alert time in the app's date style", async () => {
    installFakeApi().answerAlways('loans.alerts', () =>
      ok([{ ...ALERT, at: new Date(2026, 10, 25, 9, 5, 3).toISOString() }]),
    );
    setDateStyle('iso');
    render(<LoanAlertBanner />);
    await flush();
    expect(screen.getByTestId('loan-alert-banner').textContent).toContain('09:05:03');
  });

  it('counts one sample in the singular', async () => {
    installFakeApi().answerAlways('loans.history', () =>
      ok({ samples: [{ at: Date.UTC(2026, 10, 25, 8), ltv: '0.62' }] }),
    );
    const status = {
      key: 'p/100001/B1',
      profileId: 'p',
      customer: '100001',
      portfolioId: 'B1',
      smLtv: '0.7',
      hmLtv: '0.8',
    } as unknown as Parameters<typeof HistoryChart>[0]['status'];
    render(<HistoryChart status={status} />);
    await flush();
    expect(document.querySelector('.loan-history .panel-header')?.textContent).toBe('LTV history1 sample');
  });

  it("reads what-if percentages as the locale writes them (12,5 and 1'0 alike)", () => {
    const report = {
      portfolioId: 'B1',
      currentLtv: '0.625',
      smLtv: '0.7',
      hmLtv: '0.8',
      loans: [{ loanId: 'L1', assetSymbol: 'CHF', amount: '625000', value: '625000', valueCurrency: 'CHF' }],
      collaterals: [{ assetSymbol: 'BTC', amount: '10', price: '100000', value: '1000000', valueCurrency: 'CHF' }],
    } as unknown as LoanReport;
    render(<WhatIf report={report} warnMargin="0.05" />);
    // 625000 / (1000000 × 0.875) = 71.43 %
    fireEvent.change(screen.getByLabelText('Collateral price drop, percent'), { target: { value: '12,5' } });
    expect(screen.getByTestId('whatif-ltv').textContent).toBe('71.43 %');
    fireEvent.change(screen.getByLabelText('Collateral price drop, percent'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('BTC price drop, percent'), { target: { value: '12,5' } });
    expect(screen.getByTestId('whatif-ltv').textContent).toBe('71.43 %');
  });

  it('never shows a green "Worst: OK" before anything was checked', async () => {
    let checked: string | null = null;
    installFakeApi()
      .answerAlways('loans.overview', () => ok(overview(checked)))
      .answerAlways('loans.alerts', () => ok([]))
      .answerAlways('loans.settings', () => ({ ok: false, error: { kind: 'internal', message: 'not in this test' } }));
    resetLoansStore();
    const { unmount } = render(<LoansView />);
    await flush();
    expect(screen.getByTestId('worst-unchecked').textContent).toBe('Worst: not checked yet');
    expect(document.querySelector('.loan-state-ok')).toBeNull();
    unmount();
    checked = '2026-11-25T10:00:00.000Z';
    resetLoansStore();
    render(<LoansView />);
    await flush();
    expect(document.querySelector('.loan-state-ok')?.textContent).toBe('Worst: OK');
  });
});
