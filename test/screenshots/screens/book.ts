import type { Page } from 'playwright-core';
import { openSection, openSettingsTab, waitForSettled } from '../navigate';
import type { ScreenContext, ScreenSection } from '../registry';

// A small account orders statement with buys, partial sells and a sell before any buy, saved straight into the
// archive, so the P&L tabs have every kind of row to show.
function statement(): string {
  const rows: string[] = [];
  const order = (id: number, symbol: string, side: string, quantity: string, price: string, day: number) =>
    rows.push(
      `{"orderId":${id},"clientOrderId":"DESK-${id}","account":200001,"symbol":"${symbol}","currency":"CHF","side":"${side}","orderType":"Limit","status":"Filled","quantity":${quantity},"cumulativeQuantity":${quantity},"averagePrice":${price},"commission":1.25,"commissionCurrency":"CHF","createdAt":"2025-0${1 + (day % 9)}-1${day % 10}T10:00:00.000Z"}`,
    );
  order(1, 'BTC', 'Buy', '0.5', '42000', 0);
  order(2, 'BTC', 'Buy', '0.25', '51000.5', 1);
  order(3, 'BTC', 'Sell', '0.6', '61234.55', 2);
  order(4, 'ETH', 'Sell', '2', '2900', 3);
  order(5, 'ETH', 'Buy', '5', '2450.1', 4);
  order(6, 'ETH', 'Sell', '3.5', '3310.75', 5);
  return `{"state":"Completed","reportData":{"dateFrom":"2025-01-01","dateTo":"2025-12-31","items":[${rows.join(',')}]},"failureReason":null}`;
}

async function openPnl(page: Page, { app }: ScreenContext): Promise<void> {
  const profile = app.services.profiles.records().find((record) => record.builtIn);
  const saved = await app.services.reports.archive.save(Buffer.from(statement()), {
    kind: 'account-orders',
    params: { kind: 'account-orders', dateFrom: '2025-01-01', dateTo: '2025-12-31' },
    customer: profile?.selectedCustomer ?? '100001',
    customerName: null,
    profileId: profile?.id ?? 'local',
    profileName: profile?.name ?? 'Local simulator',
    environment: 'Local simulator',
    reportId: '5b7e2a11-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    serverTime: new Date().toISOString(),
    appVersion: 'screenshots',
    rowCounts: {},
  });
  await openSection(page, 'Reports');
  await page.getByRole('tab', { name: 'Archive' }).click();
  // Its own statement by id: the archive may hold others (the accessibility e2e runs every section in one app).
  await page.locator(`tr[data-archive-id="${saved.id}"]`).getByRole('button', { name: 'Open' }).click();
  await page.getByRole('tab', { name: /P&L FIFO/ }).click();
  await page.getByRole('table', { name: /P&L FIFO: 2 rows/ }).waitFor();
}

async function openAlertDialog(page: Page): Promise<void> {
  await openSection(page, 'Trading');
  const row = page.locator('.market-table tbody tr').first();
  await row.waitFor();
  await row.click({ button: 'right' });
  await page
    .getByTestId('alert-now')
    .filter({ hasText: /^Now: / })
    .waitFor();
}

/** The office's views: the Book, the realized P&L of a statement, and the price alert set-up. */
export const bookScreens: ScreenSection = {
  section: 'book',
  screens: [
    {
      name: 'all-customers',
      description: 'the Book: every customer valued in the office currency, with the total row',
      async show({ page }) {
        await openSection(page, 'Book');
        await page.locator('.book-table tfoot').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'sorted-by-change',
      description:
        "the Book sorted by the change over the range in the office currency (the customer's own currency beside it), the sort arrow on the column",
      async show({ page }) {
        await openSection(page, 'Book');
        await page.locator('.book-table tfoot').waitFor();
        await page
          .getByRole('columnheader', { name: /^Change / })
          .getByRole('button')
          .click();
        await page
          .getByRole('columnheader', { name: /^Change / })
          .and(page.locator('[aria-sort="descending"]'))
          .waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'pnl-tab',
      description: 'the P&L FIFO tab of an archived account orders statement, with its definitions',
      async show(context) {
        await openPnl(context.page, context);
        await waitForSettled(context.page);
      },
    },
    {
      name: 'price-alert-setup',
      description:
        'the price alert dialog opened by right-clicking an instrument in the market panel: the current bid, ask and mid with their time, the level prefilled',
      async show({ page }) {
        await openAlertDialog(page);
        await waitForSettled(page);
      },
    },
    {
      name: 'price-alert-move',
      description: 'the price alert dialog set to a move of 5 % within 24 hours on the bid',
      async show({ page }) {
        await openAlertDialog(page);
        await page.getByLabel('When').selectOption('move');
        await page.getByLabel('Move in %').fill('5');
        await page.getByLabel('Within').selectOption('24h');
        // The last choice of the form: which price the alert watches.
        await page.locator('.alert-form select').last().selectOption('bid');
        await waitForSettled(page);
      },
    },
    {
      name: 'price-alert-set',
      description: 'the price alert dialog after Set alert: what was set, in words, and the price when it was set',
      async show({ page }) {
        await openAlertDialog(page);
        await page.getByRole('button', { name: 'Set alert' }).click();
        await page.getByTestId('alert-set').waitFor();
        await waitForSettled(page);
      },
    },
    {
      name: 'price-alerts-settings',
      description:
        'Settings → Price alerts: an armed rule, a snoozed move rule, one that fired (its log line pushed live), the snooze choices',
      async show({ page, app }) {
        const alerts = app.services.priceAlerts;
        const profileId = app.services.profiles.records().find((record) => record.builtIn)?.id ?? 'local';
        await alerts.add({
          kind: 'level',
          profileId,
          symbol: 'BTC',
          currency: 'CHF',
          direction: 'above',
          level: '100000',
        });
        const move = await alerts.add({
          kind: 'move',
          profileId,
          symbol: 'ETH',
          currency: 'EUR',
          on: 'bid',
          percent: '5',
          window: '24h',
        });
        await alerts.snooze(move.id, 240);
        await alerts.add({
          kind: 'level',
          profileId,
          symbol: 'BTC',
          currency: 'USD',
          direction: 'above',
          level: '1000',
        });
        await openSettingsTab(page, 'Price alerts');
        await page.getByRole('table', { name: 'Price alerts' }).waitFor();
        // A check with the page open: the firing reaches the log through main's priceAlertsChanged push, no reload.
        await alerts.check();
        await page.getByRole('list', { name: 'Price alert log' }).waitFor();
        await waitForSettled(page);
      },
    },
  ],
};
