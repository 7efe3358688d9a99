import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { LoanAlert, LoansOverview, PortfolioStatus } from '../../shared/ipc/schemas/loans';
import type { IpcResult } from '../../shared/ipc/result';
import { controlClient } from '../../electron/simulator/control-client';
import { shockAssetsTo } from '../electron/services/loans/shock';
import { useApp } from './harness/fixture';

// The real watchdog (main-process services, embedded simulator) driven by the simulator's price shock;
// the page in Chromium shows the banner over every section, the gauges, the alert log and the what-if.
describe('loan monitor', () => {
  const apps = useApp();

  it('alerts once per worsening transition, in the banner across sections and as a notification', async () => {
    const app = await apps.open();
    const { page, services, dispatcher } = app;
    const notifications: string[] = [];
    services.loans.setAlertHooks({ notify: (n) => notifications.push(`${n.title} | ${n.body}`) });
    const running = await services.simulator;
    if (!running) throw new Error('No simulator.');
    const control = controlClient(running);

    const check = async (): Promise<LoansOverview> => {
      const result = (await dispatcher.dispatch('loans.checkNow', undefined)) as IpcResult<LoansOverview>;
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const first = await check();
    const target = first.portfolios.find((status) => status.state === 'ok');
    if (!target) throw new Error('The seeded world has no OK borrow portfolio.');
    // Only collateral no other portfolio holds is shocked, so only this portfolio moves (SOL for seed 42).
    const elsewhere = new Set(
      first.portfolios
        .filter((other) => other.key !== target.key)
        .flatMap((other) => other.report.collaterals.map((item) => item.assetSymbol)),
    );
    const own = target.report.collaterals.map((item) => item.assetSymbol).filter((asset) => !elsewhere.has(asset));
    const assets = own.length > 0 ? own : target.report.collaterals.map((item) => item.assetSymbol);
    const statusOf = (overview: LoansOverview): PortfolioStatus => {
      const status = overview.portfolios.find((candidate) => candidate.key === target.key);
      if (!status) throw new Error('The portfolio vanished.');
      return status;
    };
    let status = target;
    const moveTo = async (ltv: Big) => {
      await shockAssetsTo(control, status.report, assets, ltv.toFixed());
      status = statusOf(await check());
      return status.state;
    };
    const sm = new Big(target.metrics.smLtv);
    const hm = new Big(target.metrics.hmLtv);

    await page.getByRole('button', { name: /Loans/ }).first().click();
    await page.getByRole('heading', { name: 'Loans', level: 1 }).waitFor();
    const card = page.getByTestId(`loan-card-${target.portfolioId}`);
    await card.waitFor();
    expect(await page.locator('.loan-card .ltv-gauge').count()).toBe(first.portfolios.length);
    expect(await card.locator('.loan-state').textContent()).toBe('OK');
    // Portfolios first seen beyond a threshold alerted at the first check: seen on the first screen, they folded when
    // the user moved to Loans (shown only here, they are dismissed), so the banner shows what follows.
    const banner = page.getByTestId('loan-alert-banner');
    if (first.portfolios.some((other) => other.state !== 'ok')) {
      if ((await banner.count()) > 0)
        await banner
          .getByRole('button', { name: /^Dismiss( all)?$/ })
          .last()
          .click();
      await banner.waitFor({ state: 'detached' });
    }

    expect(await moveTo(sm.minus('0.02'))).toBe('warning');
    await expect.poll(() => banner.textContent()).toContain(`Near margin call: portfolio ${target.portfolioId}`);

    // Seen, and the user moves on: it folds into the tray badge and the Loans section; it comes back only when worse.
    await page
      .getByRole('button', { name: /Dashboard/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(statusOf(await check()).state).toBe('warning');

    expect(await moveTo(sm.plus(hm).div(2))).toBe('margin-call');
    await expect.poll(() => banner.textContent()).toContain(`Margin call: portfolio ${target.portfolioId}`);
    // The banner is above every section, not only Loans.
    expect(await banner.isVisible()).toBe(true);
    expect(await moveTo(hm.plus('0.01'))).toBe('liquidation');
    await expect.poll(() => banner.textContent()).toContain(`Liquidation: portfolio ${target.portfolioId}`);
    // Hovering at the liquidation threshold within the hysteresis band: no state change, no alert.
    for (const ltv of [hm.minus('0.002'), hm.plus('0.001'), hm.minus('0.003')])
      expect(await moveTo(ltv)).toBe('liquidation');
    expect(await moveTo(new Big('0.42'))).toBe('ok');

    const log = (await dispatcher.dispatch('loans.alerts', undefined)) as IpcResult<LoanAlert[]>;
    if (!log.ok) throw new Error(log.error.message);
    const mine = log.value.filter((alert) => alert.key === target.key).reverse();
    expect(mine.map((alert) => `${alert.from}→${alert.to}`)).toEqual([
      'ok→warning',
      'warning→margin-call',
      'margin-call→liquidation',
    ]);
    const mineNotified = notifications.filter((text) => text.includes(`portfolio ${target.portfolioId} |`));
    expect(mineNotified.map((text) => text.split(':')[0])).toEqual(['Near margin call', 'Margin call', 'Liquidation']);

    // The banner leads to the portfolio (switching to its customer when another one is shown), and has then been
    // seen: it folds into the Loans section, whose alert log lists the transitions.
    await banner.getByRole('button', { name: /^(View|Switch to .+)$/ }).click();
    await page.getByRole('heading', { name: 'Loans', level: 1 }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /What if collateral prices fall/ }).waitFor();
    await page.getByLabel('Collateral price drop, percent').fill('10');
    const whatIf = await page.getByTestId('whatif-ltv').textContent();
    expect(whatIf).toMatch(/^\d+\.\d\d %$/);
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await expect.poll(() => page.getByTestId('loan-alert-log').locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
  });
});
