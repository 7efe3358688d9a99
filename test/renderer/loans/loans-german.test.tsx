import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { message } from '../../../shared/i18n/message';
import { LoanAlertBanner } from '../../../renderer/src/loans/AlertBanner';
import { LoansView } from '../../../renderer/src/loans/LoansView';
import { resetLoansStore, selectPortfolio } from '../../../renderer/src/loans/store';
import { setLoansTab } from '../../../renderer/src/loans/view-store';
import { pageWords } from '../support/page-words';
import { installFakeApi, ok } from '../support/fake-api';
import { flush, resetStores } from '../support/settle';
import { alert } from './fixtures';

const REPORT = {
  portfolioId: 'B1',
  serviceFee: '0.005',
  collateralization: '1.4',
  currentLtv: '0.7012',
  smLtv: '0.7',
  hmLtv: '0.8',
  loans: [
    {
      loanId: 'L1',
      assetSymbol: 'CHF',
      amount: '701200',
      value: '701200',
      valueCurrency: 'CHF',
      interestRate: '0.05',
      accruedInterest: '0',
      startDate: '2026-01-01',
      maturityDate: null,
    },
  ],
  collaterals: [{ assetSymbol: 'BTC', amount: '10', price: '100000', value: '1000000', valueCurrency: 'CHF' }],
};

// A margin call held by hysteresis (the LTV alone says "near margin call"), snoozed, with a failed refresh: every optional line shows.
const STATUS = {
  key: 'p/100001/B1',
  profileId: 'p',
  profileName: 'Simulator',
  customer: '100001',
  customerName: 'Alpenrose Treasury AG',
  portfolioId: 'B1',
  state: 'margin-call',
  metrics: {
    currentLtv: '0.6990',
    smLtv: '0.7',
    hmLtv: '0.8',
    state: 'warning',
    ltvToMarginCall: '0.001',
    ltvToLiquidation: '0.101',
    dropToMarginCall: '0.0014',
    dropToLiquidation: '0.1262',
  },
  sampledAt: '2026-11-25T08:00:00.000Z',
  report: REPORT,
  lastError: null,
  snoozedUntil: '2099-01-01T00:00:00.000Z',
} as unknown as PortfolioStatus;

const SETTINGS = {
  intervalSeconds: 60,
  warnMargin: '0.05',
  hysteresisBand: '0.005',
  keepRunningInBackground: true,
  alarmSound: false,
  profiles: [{ profileId: 'p', name: 'Simulator', builtIn: true, watched: true }],
};

describe('the Loans section in German', () => {
  afterEach(async () => {
    cleanup();
    resetStores();
    setLoansTab('portfolios');
    await showLanguage('en');
  });

  it('says why portfolios were not checked or refreshed in German, from main’s catalogue words', async () => {
    installFakeApi()
      .answerAlways('loans.overview', () =>
        ok({
          portfolios: [
            {
              ...STATUS,
              lastError: message('errors.service.failed', {
                what: message('alerts.problem.marketData', { reason: 'ECONNRESET' }),
                reason: 'ECONNRESET',
              }),
            },
          ],
          worstState: 'margin-call',
          lastCycleAt: '2026-11-25T08:00:00.000Z',
          problems: [{ profileId: 'p', customer: '100001', message: message('loans.problem.waiting') }],
          unacknowledgedAlerts: 0,
        }),
      )
      .answerAlways('loans.settings', () => ok(SETTINGS))
      .answerAlways('loans.alerts', () => ok([]));
    resetLoansStore();
    await showLanguage('de');
    render(<LoansView />);
    await flush();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Nach Fehlern wird vor dem nächsten Versuch gewartet.');
    expect(screen.getByTestId('loan-card-B1').textContent).toContain('Die Marktdaten konnten nicht gelesen werden');
    expect(text).not.toMatch(/Waiting|failures|could not/);
  });

  it('shows the portfolios, the detail, the banner, the alert log and the settings with no English words', async () => {
    installFakeApi()
      .answerAlways('loans.overview', () =>
        ok({
          portfolios: [STATUS],
          worstState: 'margin-call',
          lastCycleAt: '2026-11-25T08:00:00.000Z',
          problems: [],
          unacknowledgedAlerts: 1,
        }),
      )
      .answerAlways('loans.settings', () => ok(SETTINGS))
      .answerAlways('loans.history', () =>
        ok({ samples: [{ at: Date.UTC(2026, 10, 25, 8), ltv: '0.699' }], smLtv: '0.7', hmLtv: '0.8' }),
      )
      .answerAlways('loans.alerts', () =>
        ok([alert(), alert({ id: 'a2', to: 'liquidation', from: null, acknowledged: true })]),
      )
      .answerAlways('loans.acknowledge', () => ok({ unacknowledged: 0 }));
    resetLoansStore();
    await showLanguage('de');
    render(
      <>
        <LoanAlertBanner />
        <LoansView />
      </>,
    );
    await flush();
    act(() => selectPortfolio(STATUS.key));
    await flush();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kredite');
    expect(screen.getByRole('tab', { name: 'Kreditgeber-Berichte' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt prüfen' })).toBeTruthy();
    expect(screen.getByText('Schlechtester: Nachschuss')).toBeTruthy();
    expect(screen.getByText('1 Portfolio überwacht', { exact: false })).toBeTruthy();
    // The state through the typed map, the hysteresis note, the card's figures and the detail's facts.
    expect(screen.getByTestId('loan-card-B1').textContent).toContain('gehalten: endet 0.50 Pkt. unter der Schwelle');
    expect(screen.getByTestId('loan-card-B1').textContent).toContain('Bis NS');
    expect(screen.getByText('Aktueller LTV')).toBeTruthy();
    expect(screen.getByText('Kursrückgang bis Liquidation')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Was, wenn die Kurse der Sicherheiten fallen?' })).toBeTruthy();
    expect(screen.getByText('1 Messpunkt')).toBeTruthy();
    expect(screen.getByLabelText('Portfolio-Detail schliessen')).toBeTruthy();
    expect(screen.getByTestId('loan-alert-banner').textContent).toContain('Nachschuss: Portfolio B1');
    // A refused what-if in German, its example number as the locale writes it.
    fireEvent.change(screen.getByLabelText('Kursrückgang der Sicherheiten, Prozent'), { target: { value: 'zehn' } });
    expect(document.querySelector('.loan-whatif .field-error')?.textContent).toMatch(
      /^Die Kursänderung für alle Sicherheiten muss eine Zahl sein, z\. B\. 12.5\.$/,
    );

    const english = [
      'Margin call',
      'Near margin call',
      'Liquidation LTV',
      'Check now',
      'Current LTV',
      'Lender reports',
      'What if',
      'Collateral',
      'Snooze',
      'Alerts snoozed',
      'held:',
      'pts',
      'Worst',
      'watched',
      'sample',
      'Close portfolio detail',
      'Dismiss',
      'Another customer',
    ];
    for (const words of english) expect(pageWords()).not.toContain(words);

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Alarme' })));
    await flush();
    expect(screen.getByRole('heading', { name: 'Alarmprotokoll' })).toBeTruthy();
    expect(screen.getByText('erstmals erfasst')).toBeTruthy();
    expect(screen.getByText('1 nicht ausgeblendet')).toBeTruthy();
    for (const words of ['Alert log', 'first seen', 'not dismissed', 'Time', 'Change', 'Note'])
      expect(pageWords()).not.toContain(words);

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Einstellungen' })));
    await flush();
    expect(screen.getByRole('heading', { name: 'Kreditüberwachung' })).toBeTruthy();
    expect(screen.getByText('(integrierter Simulator)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Prüfen alle (Sekunden)'), { target: { value: '1.5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(screen.getByText('Das Intervall muss eine ganze Zahl von Sekunden sein.')).toBeTruthy();
    for (const words of ['Loan monitor', 'Check every', 'Save', 'Watched profiles', 'built-in', 'whole number'])
      expect(pageWords()).not.toContain(words);
  });
});
