import { describe, expect, it } from 'vitest';
import { accountsOf, customersOf, precisionsOf, shownAmount } from './harness/expected';
import { BALANCE_CELL, shownAccounts, waitForAccounts } from './harness/dashboard-page';
import { useApp } from './harness/fixture';

describe('first start', () => {
  const apps = useApp();

  it('shows the built-in simulator profile and the first customer\'s custody accounts', async () => {
    const app = await apps.open();
    const { page } = app;
    const customers = await customersOf(app);
    const first = customers[0];
    expect(first, 'the simulator has customers').toBeDefined();
    if (!first) return;

    await waitForAccounts(page, first.customerNumber);
    expect(await page.locator('.topbar .env-badge').textContent()).toMatch(/simulator/i);
    expect(await page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(`${first.customerNumber} · ${first.name}`);

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
});
