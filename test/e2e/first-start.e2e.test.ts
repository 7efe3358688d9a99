import { describe, expect, it } from 'vitest';
import { accountsOf, activeProfileId, customersOf, precisionsOf, shownAmount } from './harness/expected';
import { BALANCE_CELL, shownAccounts, waitForAccounts } from './harness/dashboard-page';
import { useApp } from './harness/fixture';
import { rawRead } from '../electron/ipc/raw-read';

describe('first start', () => {
  const apps = useApp();

  it("shows the built-in simulator profile and the first customer's custody accounts", async () => {
    const app = await apps.open();
    const { page } = app;
    const customers = await customersOf(app);
    const first = customers[0];
    expect(first, 'the simulator has customers').toBeDefined();
    if (!first) return;

    await waitForAccounts(page, first.customerNumber);
    expect(await page.locator('.topbar .env-badge').textContent()).toMatch(/simulator/i);
    expect(await page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(
      `${first.customerNumber} · ${first.name}`,
    );

    const expected = await accountsOf(app, first.customerNumber);
    const precision = await precisionsOf(app);
    const shown = await shownAccounts(page);
    expect(shown.map((row) => row.id).sort()).toEqual(expected.map((account) => account.id).sort());
    for (const account of expected) {
      const row = shown.find((candidate) => candidate.id === account.id);
      expect(row?.cells[0]).toBe(account.assetSymbol);
      expect(row?.cells[BALANCE_CELL]).toBe(shownAmount(account.balance, account.assetSymbol, precision));
    }
    // The connection check ran against the simulator and measured the clock.
    await page.getByText('Connected', { exact: true }).waitFor();
    await page.locator('.clock-offset').waitFor();
  });

  it('lists every request in the request log, live', async () => {
    const app = await apps.open();
    const { page } = app;
    const [first] = await customersOf(app);
    if (!first) throw new Error('The simulator has no customers.');
    await waitForAccounts(page, first.customerNumber);
    await page.keyboard.press('Alt+6');
    await page.getByRole('tab', { name: 'Request log' }).click();
    const rows = page.locator('.log-canvas .log-row');
    await rows.first().waitFor();
    expect(await page.locator('.log-canvas .log-row', { hasText: 'List custody accounts' }).count()).toBeGreaterThan(0);
    const newest = Number(await rows.first().getAttribute('data-seq'));

    // A request made now (through the same client the read channels use) appears at the top without reloading the view.
    const profileId = await activeProfileId(app);
    await rawRead(app.services, 'custody.getAccount', {
      profileId,
      params: { accountId: 1 },
      customer: first.customerNumber,
    });
    await page.waitForFunction(
      (seq) => Number(document.querySelector('.log-canvas .log-row')?.getAttribute('data-seq')) > seq,
      newest,
    );
    const top = await rows.first().innerText();
    expect(top).toContain('Get custody account');
    expect(top).toMatch(/404|not-found/);

    // A long log stays light: only the rows in view (plus a margin) are in the page.
    for (let i = 0; i < 400; i += 1) await rawRead(app.services, 'customers.associatedClients', { profileId });
    await page.waitForFunction(
      () =>
        Number(/(\d+) requests/.exec(document.querySelector('.request-log .toolbar-count')?.textContent ?? '')?.[1]) >=
        400,
    );
    expect(await rows.count()).toBeLessThan(80);
    await page.locator('.log-scroll').evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
    await page.locator('.log-canvas .log-row', { hasText: 'List custody accounts' }).first().waitFor();

    await page.getByRole('combobox', { name: 'Outcome' }).selectOption('error');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.log-canvas .log-row')].every((row) => row.classList.contains('is-failed')),
    );
    expect(await rows.count()).toBeGreaterThan(0);
  });
});
