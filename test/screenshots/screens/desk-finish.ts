import type { Page } from 'playwright-core';
import { cutService } from '../../e2e/harness/outage';
import { fillAmountInQuote, openDesk, showBanners } from '../../e2e/trading-page';
import { waitForSettled } from '../navigate';
import type { ScreenSection } from '../registry';
import { VIEWPORT } from '../registry';

async function settled(page: Page): Promise<void> {
  await page.locator('.market-table .sparkline').first().waitFor();
  await waitForSettled(page);
}

/** The trading desk's finish: amount in the quote currency, cancel all, small windows, the service unreachable. */
export const deskFinishScreens: ScreenSection = {
  section: 'desk-finish',
  screens: [
    {
      name: 'amount-in-quote',
      description: 'the ticket with the size typed as an amount of the quote currency, converted to the quantity',
      async show({ page }) {
        await openDesk(page);
        await fillAmountInQuote(page, '500', '52000');
        await page.locator('.ticket .field-hint', { hasText: /^= / }).waitFor();
        await settled(page);
      },
    },
    {
      name: 'amount-review',
      description: 'the review of that order: the amount entered and the quantity sent',
      async show({ page }) {
        await openDesk(page);
        await fillAmountInQuote(page, '500', '52000');
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="ticket-review"]').waitFor();
        await settled(page);
      },
    },
    {
      name: 'cancel-all',
      description: 'cancel all open orders of the customer: the inline question with the count',
      async show({ page }) {
        await openDesk(page);
        await page.getByRole('button', { name: 'Cancel all orders…' }).click();
        await page
          .locator('.cancel-all', { hasText: /^Cancel \d+ open orders? of this customer\?|No open orders/ })
          .waitFor();
        await page.evaluate(() => document.querySelector('.blotter')?.scrollIntoView({ block: 'start' }));
        await settled(page);
      },
    },
    {
      name: 'small-window',
      description: 'the desk at 1024 x 700 with the keychain notice and a margin-call banner, each one line',
      async show({ page, app }) {
        await page.setViewportSize({ width: 1024, height: 700 });
        await openDesk(page);
        showBanners(app);
        await page.getByTestId('loan-alert-banner').waitFor();
        await settled(page);
      },
    },
    {
      // Last: it takes the service away (every request cut until the faults are cleared).
      name: 'unreachable',
      description:
        'the service unreachable: the top bar says so, one error box for the cause, one line for the other panels',
      async show({ page, app }) {
        await page.setViewportSize(VIEWPORT);
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        await page.locator('.accounts-table tbody tr').first().waitFor();
        await cutService(app);
        await page.locator('main').click({ position: { x: 5, y: 5 } });
        await page.keyboard.press('F5');
        await page.locator('.topbar .status-label', { hasText: 'Unreachable' }).waitFor();
        await page.locator('.error-repeat').first().waitFor({ timeout: 20_000 });
        await page.evaluate(() => document.fonts.ready);
      },
    },
  ],
};
