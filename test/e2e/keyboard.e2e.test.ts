import { describe, expect, it } from 'vitest';
import { waitForAccounts } from './harness/dashboard-page';
import { customersOf } from './harness/expected';
import { useApp } from './harness/fixture';
import { focused, tabTo } from './harness/keyboard';

describe('keyboard-only use', () => {
  const apps = useApp();

  it('reaches every part of the shell, switches customer, opens and closes dialogs without a mouse', async () => {
    const app = await apps.open();
    const { page } = app;
    const [first, second] = await customersOf(app);
    if (!first || !second) throw new Error('The simulator offers fewer than two customers.');
    await waitForAccounts(page, first.customerNumber);

    // The first Tab stop is the skip link; it moves focus to the content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a:Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');

    // Sidebar: Tab to Settings and open it.
    await tabTo(page, /^button:Settings/, { backwards: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    // A dialog: opens with Enter, focus inside, Escape closes and hands focus back.
    await tabTo(page, /^button:New profile$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New connection profile' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:New profile');

    // Tabs switch with the arrow keys.
    await tabTo(page, /^tab:Profiles$/, { backwards: true });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Request log' }).waitFor();

    // Alt+1 jumps to the dashboard; the customer combobox switches customer.
    await page.keyboard.press('Alt+1');
    await waitForAccounts(page, first.customerNumber);
    await tabTo(page, /^combobox:/);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.type(second.name.slice(0, 6));
    await page.keyboard.press('Enter');
    await waitForAccounts(page, second.customerNumber);

    // Sorting by keyboard.
    await tabTo(page, /^button:Balance/);
    await page.keyboard.press('Enter');
    expect(await page.locator('th', { hasText: 'Balance' }).getAttribute('aria-sort')).toBe('descending');

    // Account details open from the asset button and close with Escape.
    await tabTo(page, /show details$/);
    const opener = await focused(page);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByText('Never deposit to them directly', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(opener);
  });
});
