import type { Page } from 'playwright-core';
import type { AppHandle } from '../../e2e/harness/app';
import { waitForAccounts } from '../../e2e/harness/dashboard-page';
import { customersOf } from '../../e2e/harness/expected';
import { cutService } from '../../e2e/harness/outage';
import { waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';
import { VIEWPORT } from '../registry';

const SMALL = { width: 1024, height: 700 } as const;

/** Waits until the first customer's accounts and valued positions are on screen. */
async function showDashboard(page: Page, app: AppHandle, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  const [first] = await customersOf(app);
  if (!first) throw new Error('The simulator offers no customer.');
  await waitForAccounts(page, first.customerNumber);
  await page.locator('.positions-table tbody tr').first().waitFor();
  await page.getByTestId('portfolio-headline').waitFor();
  await page.locator('.portfolio-chart .recharts-area-curve').waitFor();
  await waitForSettled(page);
}

/** The custody dashboard: value, positions and accounts of the first customer, an account's details, a narrow window. */
export const dashboardScreens: ScreenSection = {
  section: 'dashboard',
  screens: [
    {
      name: 'overview',
      description: 'portfolio value, positions and custody accounts of the selected customer (1440x900)',
      async show({ page, app }) {
        await showDashboard(page, app, VIEWPORT);
      },
    },
    {
      name: 'positions-expanded',
      description: 'a position opened into its accounts, sorted by asset',
      async show({ page, app }) {
        await showDashboard(page, app, VIEWPORT);
        await page.locator('.positions-panel .segmented-option', { hasText: 'Asset' }).click();
        await page.locator('.positions-table .position-row .expand-button').first().click();
        await page.locator('.positions-table .holding-row').first().waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'account-detail',
      description: 'the account detail drawer',
      async show({ page, app }) {
        await showDashboard(page, app, VIEWPORT);
        await page
          .getByRole('button', { name: /show details$/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'overview-1024x700',
      description: 'the dashboard in a 1024x700 window (sidebar collapsed, no sideways scrolling)',
      async show({ page, app }) {
        await showDashboard(page, app, SMALL);
      },
    },
    {
      name: 'stale',
      description: 'after the service went away: the last data stays, marked stale, the error above it (1440x900)',
      async show({ page, app }) {
        await showDashboard(page, app, VIEWPORT);
        // Every request cut from here on (cleared when the next section starts).
        await cutService(app);
        await page.keyboard.press('F5');
        await page.getByText(/^Balances could not be refreshed/).waitFor();
        await page.getByText(/^Prices could not be refreshed/).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
