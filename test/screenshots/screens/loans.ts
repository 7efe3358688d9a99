import Big from 'big.js';
import type { Page } from 'playwright-core';
import type { AppHandle } from '../../e2e/harness/app';
import { customersOf } from '../../e2e/harness/expected';
import { controlClient } from '../../../electron/simulator/control-client';
import { shockTo } from '../../electron/services/loans/shock';
import { openSection, waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';

const prepared = new WeakMap<AppHandle, Promise<string>>();

/**
 * Once per app: runs the real watchdog while the simulator's prices are
 * shocked step by step, so one portfolio climbs from OK through warning into
 * margin call and eases back (history, alerts and a banner to show).
 * Answers the portfolio id that moved.
 */
function prepare(app: AppHandle): Promise<string> {
  let done = prepared.get(app);
  if (!done) {
    done = (async () => {
      const running = await app.services.simulator;
      if (!running) throw new Error('No simulator.');
      const control = controlClient(running);
      const first = await app.services.loans.checkNow();
      const target = first.portfolios.find((status) => status.state === 'ok');
      if (!target) throw new Error('No OK borrow portfolio to move.');
      const assets = target.report.collaterals.map((item) => item.assetSymbol);
      const sm = new Big(target.metrics.smLtv);
      let current = target.metrics.currentLtv;
      const steps = [
        '-0.12',
        '-0.1',
        '-0.085',
        '-0.07',
        '-0.04',
        '-0.03',
        '-0.015',
        '0.005',
        '0.02',
        '0.012',
        '0.025',
        '0.018',
        '0.01',
        '-0.004',
      ];
      for (const offset of steps) {
        await shockTo(control, assets, current, sm.plus(offset).toFixed());
        const overview = await app.services.loans.checkNow();
        current = overview.portfolios.find((status) => status.key === target.key)?.metrics.currentLtv ?? current;
        // Samples a little apart, as the watchdog's interval would space them.
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      return target.portfolioId;
    })();
    prepared.set(app, done);
  }
  return done;
}

/** Moves a portfolio past its liquidation threshold and runs the watchdog: a worsening, so a new alert. */
async function worsen(app: AppHandle, portfolioId: string): Promise<void> {
  const running = await app.services.simulator;
  if (!running) throw new Error('No simulator.');
  const status = app.services.loans.overview().portfolios.find((candidate) => candidate.portfolioId === portfolioId);
  if (!status) throw new Error(`No portfolio ${portfolioId}.`);
  const assets = status.report.collaterals.map((item) => item.assetSymbol);
  const control = controlClient(running);
  let current = status.metrics.currentLtv;
  const target = new Big(status.metrics.hmLtv).plus('0.01');
  // Already there (an earlier pass in the same app, the other theme, moved it): back to where prepare left it first.
  if (new Big(current).gte(status.metrics.hmLtv)) {
    await shockTo(control, assets, current, new Big(status.metrics.smLtv).minus('0.004').toFixed());
    current =
      (await app.services.loans.checkNow()).portfolios.find((candidate) => candidate.portfolioId === portfolioId)
        ?.metrics.currentLtv ?? current;
  }
  await shockTo(control, assets, current, target.toFixed());
  await app.services.loans.checkNow();
}

async function openLoans(page: Page, app: AppHandle): Promise<string> {
  const portfolioId = await prepare(app);
  await openSection(page, 'Loans');
  await page.getByTestId(`loan-card-${portfolioId}`).waitFor();
  return portfolioId;
}

async function openDetail(page: Page, app: AppHandle): Promise<void> {
  const portfolioId = await openLoans(page, app);
  const card = page.getByTestId(`loan-card-${portfolioId}`);
  if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
  await page.getByRole('heading', { name: /What if collateral prices fall/ }).waitFor();
}

/** The loan LTV monitor: gauges, detail, what-if, history, alert banner and log, lender reports, settings. */
export const loansScreens: ScreenSection = {
  section: 'loans',
  screens: [
    {
      name: 'portfolio-list',
      description: 'every watched borrow portfolio with its LTV gauge, worst first',
      async show({ page, app }) {
        await openLoans(page, app);
        await waitForSettled(page);
      },
    },
    {
      name: 'portfolio-detail',
      description: 'a portfolio in margin call: distances, price drops, loans and collateral',
      async show({ page, app }) {
        await openDetail(page, app);
        await waitForSettled(page);
      },
    },
    {
      name: 'what-if',
      description: 'collateral prices −8 %, BTC −20 %: the resulting LTV against both thresholds',
      async show({ page, app }) {
        await openDetail(page, app);
        await page.getByLabel('Collateral price drop, percent').fill('8');
        const btc = page.getByLabel('BTC price drop, percent');
        if (await btc.count()) await btc.fill('20');
        await page.locator('.loan-whatif').scrollIntoViewIfNeeded();
        await waitForSettled(page);
      },
    },
    {
      name: 'history-chart',
      description: "the watchdog's LTV samples with the margin-call and liquidation lines",
      async show({ page, app }) {
        await openDetail(page, app);
        await page.locator('.ltv-chart .ltv-line').waitFor();
        await page.locator('.loan-history').scrollIntoViewIfNeeded();
        await waitForSettled(page);
      },
    },
    {
      name: 'alert-banner',
      description: 'the loan alert banner above another section (the dashboard)',
      async show({ page, app }) {
        const portfolioId = await prepare(app);
        // The alerts of the climb were seen on the screens before and folded; a worse state raises a new one.
        await openSection(page, 'Dashboard');
        await worsen(app, portfolioId);
        await page.getByTestId('loan-alert-banner').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'alert-log',
      description: 'every worsening transition with time, customer, portfolio and values',
      async show({ page, app }) {
        await openLoans(page, app);
        await page.getByRole('tab', { name: 'Alerts' }).click();
        await page.getByTestId('loan-alert-log').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'lender-reports',
      description: "the selected customer's lender loan reports",
      async show({ page, app }) {
        // The seeded world's second customer lends; select it as the trader would.
        const lender = (await customersOf(app))[1];
        const profileId = app.services.profiles.active()?.id;
        if (!lender || !profileId) throw new Error('No second customer.');
        await app.dispatcher.dispatch('customers.select', { profileId, customerNumber: lender.customerNumber });
        await openLoans(page, app);
        await page.getByRole('tab', { name: 'Lender reports' }).click();
        await page.getByTestId('lender-reports').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'settings',
      description: 'interval, warning margin, hysteresis, alarm, background mode, watched profiles',
      async show({ page, app }) {
        await openLoans(page, app);
        await page.getByRole('tab', { name: 'Settings' }).click();
        await page.getByRole('heading', { name: 'Loan monitor' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
